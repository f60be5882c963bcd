/**
 * The balance ledger and HR's adjustments (decision 0220), additions to SPEC §7:
 *   GET  /leave_balances/ledger?employee_id=&leave_type_id=&year=   visible like balances (access.ts loadBalanceSubject)
 *   POST /leave_balances/adjustments { employee_id, leave_type_id, year?, amount, reason }   (CEO, HR — 403 otherwise)
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { requireRoles } from '../auth/hook';
import { HttpError, validationError, type FieldError } from '../http/errors';
import { bodyOf } from '../http/schema';
import { todayIso } from '../http/values';
import { loadBalanceSubject } from './access';
import { MESSAGES } from './input';
import { AdjustmentInput, type LedgerQuery } from './schemas';
import * as store from './store';

export const ADJUSTMENT_MESSAGES = {
  zero: 'Amount must not be zero',
  employeeNotFound: 'Employee not found',
  leaveTypeRequired: 'Leave type is required',
  invalidYear: 'Year must be a year such as 2026',
} as const;

/** A year from the query (YYYY within the dates the app takes), or this year when absent. */
function yearOf(raw: string | undefined, today: string): number {
  if (!raw?.trim()) return Number(today.slice(0, 4));
  const year = Number(raw.trim());
  if (!/^\d{4}$/.test(raw.trim()) || year < 1900 || year > 2100) throw validationError([{ field: 'year', message: ADJUSTMENT_MESSAGES.invalidYear }]);
  return year;
}

export const balanceRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const today = () => todayIso(app.today());

  app.get<{ Querystring: Static<typeof LedgerQuery> }>('/leave_balances/ledger', async (request) => {
    const q = request.query;
    const raw = q.employee_id?.trim();
    const employee = await loadBalanceSubject(db, request, raw ? Number(raw) : request.user.id);
    if (!q.leave_type_id?.trim()) throw validationError([{ field: 'leave_type_id', message: ADJUSTMENT_MESSAGES.leaveTypeRequired }]);
    const year = yearOf(q.year, today());
    const ledger = await store.ledgerFor(db, employee, Number(q.leave_type_id) || 0, year, today());
    if (!ledger) throw new HttpError(404, MESSAGES.typeNotFound);
    return { employee_id: employee.id, leave_type_id: ledger.balance.leave_type_id, year, balance: ledger.balance, entries: ledger.entries };
  });

  app.post('/leave_balances/adjustments', async (request, reply) => {
    requireRoles(request, 'ceo', 'hr');
    const input = bodyOf(request, AdjustmentInput);
    const errors: FieldError[] = [];
    if (input.amount === 0) errors.push({ field: 'amount', message: ADJUSTMENT_MESSAGES.zero });
    if (!(await store.employeeExists(db, input.employee_id))) errors.push({ field: 'employee_id', message: ADJUSTMENT_MESSAGES.employeeNotFound });
    if (!(await store.findLeaveType(db, input.leave_type_id))) errors.push({ field: 'leave_type_id', message: MESSAGES.typeNotFound });
    if (errors.length) throw validationError(errors);
    const adjustment = await db.transaction(async (tx) => {
      // Under the employee's lock, like approvals: an approval checking the balance sees the adjustment or runs after it.
      await store.lockEmployee(tx, input.employee_id);
      // Dated by the app's clock, as the ledger reads it (tests freeze it).
      return store.insertAdjustment(tx, { ...input, year: input.year ?? Number(today().slice(0, 4)) }, request.user.id, app.today());
    });
    reply.code(201);
    return adjustment;
  });
};
