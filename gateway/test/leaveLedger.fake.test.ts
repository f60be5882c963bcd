/**
 * The balance ledger and HR's adjustments at the gateway (decision 0220) over a fake upstream: the adjust rule
 * (leaveBalances.adjust: CEO and HR) refuses before any REST call, the ledger is mapped to the schema's names, a 422
 * keeps its field messages, and without the extensions (SPEC §7 only) both answer NOT_FOUND saying so.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { graphql } from './generated';
import { startFakeGateway, type FakeGateway } from './support/fakeGateway';
import { refuse } from './support/routes';

let gw: FakeGateway;
afterEach(() => gw.close());

const ADJUST = graphql(`
  mutation FakeAdjustLeaveBalance($i: LeaveBalanceAdjustmentInput!) {
    adjustLeaveBalance(input: $i) {
      id
      amount
      reason
      adjustedByName
    }
  }
`);
const LEDGER = graphql(`
  query FakeLeaveLedger($type: ID!, $employee: ID) {
    leaveLedger(leaveTypeId: $type, employeeId: $employee) {
      year
      balance {
        remainingBalance
      }
      entries {
        kind
        amount
        leaveRequestId
      }
    }
  }
`);
const adjustment = { id: 3, employee_id: 12, leave_type_id: 4, year: 2026, amount: 2, reason: 'Worked a holiday' };
const answer = { ...adjustment, adjusted_by_id: 1, adjusted_by_name: 'HR Person', adjusted_at: '2026-06-15T10:00:00.000Z' };
const input = { employeeId: '12', leaveTypeId: '4', amount: 2, reason: 'Worked a holiday' };

describe('adjusting a leave balance', () => {
  it.each(['agent', 'teamleader', 'head'] as const)('refuses %s without asking the upstream', async (role) => {
    gw = await startFakeGateway({ '/leave_balances/adjustments': { post: () => answer } });
    const res = await gw.query(ADJUST, { i: input }, role);
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.restCalls()).toEqual([]);
  });

  it.each(['hr', 'ceo'] as const)('lets %s adjust, sending the body in the upstream names', async (role) => {
    gw = await startFakeGateway({ '/leave_balances/adjustments': { post: () => answer } });
    const res = await gw.query(ADJUST, { i: input }, role);
    expect(res.data?.adjustLeaveBalance).toEqual({ id: '3', amount: 2, reason: 'Worked a holiday', adjustedByName: 'HR Person' });
    expect(JSON.parse(gw.calls.at(-1)!.body)).toEqual({ employee_id: '12', leave_type_id: '4', amount: 2, reason: 'Worked a holiday' });
  });

  it('keeps the upstream field messages of a refusal (BAD_USER_INPUT)', async () => {
    const errors = [{ field: 'reason', message: 'Reason is required' }];
    gw = await startFakeGateway({ '/leave_balances/adjustments': { post: () => refuse(422, 'Reason is required', errors) } });
    const res = await gw.query(ADJUST, { i: { ...input, reason: '' } }, 'hr');
    expect(res.errors?.[0]).toMatchObject({
      message: 'Reason is required',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'reason', message: 'Reason is required' }] },
    });
  });

  it('without the extension answers NOT_FOUND saying so', async () => {
    gw = await startFakeGateway({});
    const res = await gw.query(ADJUST, { i: input }, 'hr');
    expect(res.errors?.[0]).toMatchObject({ message: 'The leave balance ledger is not available on this server', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('the ledger', () => {
  it('maps the entries (kinds as enum values, ids as strings)', async () => {
    const balance = { leave_type: 'Annual', leave_type_id: 4, remaining_balance: 18, approved_leaves_this_year: 2 };
    const none = { leave_request_id: null, start_date: null, end_date: null, adjusted_by_name: null };
    gw = await startFakeGateway({
      '/leave_balances/ledger': {
        get: () => ({
          employee_id: 12,
          leave_type_id: 4,
          year: 2026,
          balance,
          entries: [
            { ...none, date: '2026-01-01', kind: 'accrued', amount: 20, balance: 20, note: 'Yearly allowance' },
            { ...none, date: '2026-03-02', kind: 'taken', amount: -2, balance: 18, note: 'Leave request #40', leave_request_id: 40 },
          ],
        }),
      },
    });
    const res = await gw.query(LEDGER, { type: '4', employee: '12' }, 'hr');
    expect(res.data?.leaveLedger).toEqual({
      year: 2026,
      balance: { remainingBalance: 18 },
      entries: [
        { kind: 'ACCRUED', amount: 20, leaveRequestId: null },
        { kind: 'TAKEN', amount: -2, leaveRequestId: '40' },
      ],
    });
    expect(gw.restCalls()).toEqual(['GET /leave_balances/ledger?leave_type_id=4&employee_id=12']);
  });

  it('without the extension answers NOT_FOUND saying so', async () => {
    gw = await startFakeGateway({});
    const res = await gw.query(LEDGER, { type: '4' }, 'agent');
    expect(res.errors?.[0]).toMatchObject({ message: 'The leave balance ledger is not available on this server', extensions: { code: 'NOT_FOUND' } });
  });
});
