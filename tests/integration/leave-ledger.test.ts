/**
 * The leave balance ledger, year-end carry-over and HR adjustments through GraphQL (decision 0220), on a frozen
 * day (2026-06-15): HR takes days off a person's last year and adds some this year with reasons; the ledger shows
 * the carry, its expiry and the adjustments and ends on the balance every screen shows; an agent may not adjust but
 * sees HR's adjustment on their own ledger. On a SPEC §7-only upstream the capability is off and both answer
 * NOT_FOUND saying so.
 *
 * @spec GET /leave_balances/ledger
 * @spec POST /leave_balances/adjustments
 */
import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { graphql } from '../generated';
import { builders, type LeaveType, type Person } from '../support/builders';
import { dataOf, demoName, gql, itFull, itSpec, loginAs, startStack, type Stack } from '../support/stack';
import { LeaveBalancesDocument as BALANCES } from '../../web/src/features/leave/leave.generated';
import { AdjustLeaveBalanceDocument as ADJUST, LeaveLedgerDocument as LEDGER } from '../../web/src/features/leave/ledger.generated';

const CAPABILITY = graphql(`
  query LeaveLedgerCapability {
    capabilities {
      leaveLedger
    }
  }
`);
const ME = graphql(`
  query LeaveLedgerMe {
    me {
      id
    }
  }
`);

const NOW = new Date('2026-06-15T12:00:00Z');
const UNAVAILABLE = 'The leave balance ledger is not available on this server';
let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
let person: Person;
let type: LeaveType;

const adjust = (who: DemoKey, employeeId: string | number, amount: number, reason: string, year: number | null = null) =>
  gql(stack, ADJUST, { input: { employeeId: String(employeeId), leaveTypeId: String(type.id), amount, reason, year } }, tokens[who]);

beforeAll(async () => {
  stack = await startStack({ upstream: { build: { today: () => NOW } } });
  const seed = await builders(stack);
  person = await seed.person({ fields: { date_joined: '2024-01-01' } });
  type = await seed.leaveType({ yearlyLimit: 10, carryOverBalance: 3, carryOverExpiryMonths: 3 });
  for (const key of ['hr', 'ceo', 'agent', 'head'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
});
afterAll(() => stack.close());

describe('the balance ledger', () => {
  itFull('is offered by the upstream', async () => {
    expect(dataOf(await gql(stack, CAPABILITY, {}, tokens.agent)).capabilities.leaveLedger).toBe(true);
  });

  itFull('HR adjusts with reasons; the ledger carries, expires and ends on the balance the forms show', async () => {
    expect(dataOf(await adjust('hr', person.id, -8, 'Leave taken on paper in 2025', 2025)).adjustLeaveBalance).toMatchObject({
      year: 2025,
      amount: -8,
      adjustedByName: demoName('hr'),
    });
    expect(dataOf(await adjust('ceo', person.id, 1.5, 'Worked the national day')).adjustLeaveBalance.year).toBe(2026);

    const ledger = dataOf(await gql(stack, LEDGER, { leaveTypeId: String(type.id), employeeId: String(person.id), year: null }, tokens.hr)).leaveLedger;
    expect(ledger.entries.map((e) => [e.date, e.kind, e.amount, e.balance, e.note])).toEqual([
      ['2026-01-01', 'CARRIED', 2, 2, 'Carried over from 2025'],
      ['2026-01-01', 'ACCRUED', 10, 12, 'Yearly allowance'],
      ['2026-03-31', 'EXPIRED', -2, 10, 'Unused carry-over lapsed'],
      ['2026-06-15', 'ADJUSTED', 1.5, 11.5, 'Worked the national day'],
    ]);
    expect(ledger.balance.remainingBalance).toBe(11.5);
    const balances = dataOf(await gql(stack, BALANCES, { employeeId: String(person.id) }, tokens.hr)).leaveBalances;
    expect(balances.find((b) => b.leaveTypeId === String(type.id))?.remainingBalance).toBe(11.5);

    const lastYear = dataOf(await gql(stack, LEDGER, { leaveTypeId: String(type.id), employeeId: String(person.id), year: 2025 }, tokens.hr)).leaveLedger;
    expect(lastYear.entries.at(-1)).toMatchObject({ kind: 'ADJUSTED', amount: -8, balance: 2, adjustedByName: demoName('hr') });
  });

  itFull('refuses the adjustment to anyone but HR and the CEO, and names bad fields in the server words', async () => {
    for (const who of ['agent', 'head'] as DemoKey[]) {
      expect((await adjust(who, person.id, 1, 'Nice try')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const noReason = await adjust('hr', person.id, 1, ' ');
    expect(noReason.errors?.[0]).toMatchObject({
      message: 'Reason is required',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'reason', message: 'Reason is required' }] },
    });
    const zero = await adjust('hr', 999999, 0, 'Zero');
    expect(zero.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'amount', message: 'Amount must not be zero' },
      { field: 'employeeId', message: 'Employee not found' },
    ]);
  });

  itFull("the agent sees HR's adjustment, its reason and who made it, on their own ledger", async () => {
    const me = dataOf(await gql(stack, ME, {}, tokens.agent)).me.id;
    dataOf(await adjust('hr', me, 2, 'Overtime on the launch weekend'));
    const own = dataOf(await gql(stack, LEDGER, { leaveTypeId: String(type.id), employeeId: null, year: null }, tokens.agent)).leaveLedger;
    expect(own.entries.find((e) => e.kind === 'ADJUSTED')).toMatchObject({ amount: 2, note: 'Overtime on the launch weekend', adjustedByName: demoName('hr') });
    expect(own.entries.at(-1)?.balance).toBe(own.balance.remainingBalance);
    const other = await gql(stack, LEDGER, { leaveTypeId: String(type.id), employeeId: String(person.id), year: null }, tokens.agent);
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  itSpec('is off on a SPEC §7-only upstream: the capability says so and both answer NOT_FOUND', async () => {
    expect(dataOf(await gql(stack, CAPABILITY, {}, tokens.agent)).capabilities.leaveLedger).toBe(false);
    const ledger = await gql(stack, LEDGER, { leaveTypeId: String(type.id), employeeId: null, year: null }, tokens.agent);
    expect(ledger.errors?.[0]).toMatchObject({ message: UNAVAILABLE, extensions: { code: 'NOT_FOUND' } });
    const adjusted = await adjust('hr', person.id, 1, 'On a foreign server');
    expect(adjusted.errors?.[0]).toMatchObject({ message: UNAVAILABLE, extensions: { code: 'NOT_FOUND' } });
  });
});
