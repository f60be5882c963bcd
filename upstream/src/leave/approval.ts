/**
 * Approval against the balance: a reviewer's approve, and a request of a type that needs none (requires_approval
 * false), approved as it is stored whether filed one by one or imported.
 */
import type { Tx } from '../db';
import { HttpError } from '../http/errors';
import { todayIso } from '../http/values';
import { MESSAGES } from './input';
import { leaveDays, round4 } from './units';
import * as store from './store';

/**
 * Approves the stored request when its type needs no approval, under the employee's lock claimPeriod took; a balance
 * too small refuses it (422) and the transaction stores nothing.
 */
export async function approveUnlessReviewed(tx: Tx, id: number, today = todayIso()): Promise<void> {
  const row = (await store.findRequestRow(tx, id))!;
  if ((await store.findLeaveType(tx, row.leave_type_id))?.requires_approval !== false) return;
  await assertBalance(tx, row, null, today);
  await store.approveAtOnce(tx, id);
}

/**
 * 422 when the leave's days (a half day 0.5, hours over the working hours per day, public holidays left out) exceed
 * the remaining balance of its type in its year; of a partial approval, the approved part's days only. The balance
 * is the year's ledger with the leave taken (ledger.ts): it draws on carried days first, and a leave after the
 * carry-over's expiry cannot use carried days that will have lapsed by then.
 */
export async function assertBalance(tx: Tx, row: store.LeaveRequestRow, part: store.ApprovedPart = null, today = todayIso()): Promise<void> {
  const taken = { ...row, ...part };
  const year = Number(taken.start_date.slice(0, 4));
  const days = round4(leaveDays(taken, row.hours_per_day, await store.holidaysOver(tx, [taken])));
  const leave = { id: row.id, start_date: taken.start_date, end_date: taken.end_date, days };
  const subject = { id: row.employee_id, date_joined: row.date_joined };
  const balances = await store.balancesFor(tx, [subject], year, today, { leave_type_id: row.leave_type_id, leave });
  const balance = balances.get(row.employee_id)?.find((b) => b.leave_type_id === row.leave_type_id);
  // Compared in ten-thousandths of a day, as balances are rounded (hours over a working day need not be exact).
  if (!balance || balance.remaining_balance + 0.00005 < 0) {
    throw new HttpError(422, MESSAGES.noBalance, [{ field: null, message: MESSAGES.noBalance }]);
  }
}
