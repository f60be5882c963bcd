/**
 * Leave at the gateway over a fake upstream: the guards refuse before any REST call, answers are mapped to the
 * schema's names, and without the balance and calendar extensions (a SPEC §7-only upstream) the fallbacks answer
 * from GET /leave_requests. Self-service: anyone files their own leave, only leaveRequests.add for someone else;
 * canceling goes through the extension POST /leave_requests/{id}/cancel, NOT_FOUND saying so without it.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { graphql } from './generated';
import { startFakeGateway, type FakeGateway } from './support/fakeGateway';
import { employeeRow, leaveRequestRow } from './support/fixtures';
import { refuse } from './support/routes';

let gw: FakeGateway;
afterEach(() => gw.close());

const CREATE_TYPE = graphql(`
  mutation FakeCreateLeaveType($i: LeaveTypeInput!) {
    createLeaveType(input: $i) {
      id
      leaveName
    }
  }
`);
const TYPES = graphql(`
  query FakeLeaveTypes {
    leaveTypes {
      count
      items {
        id
        leaveName
        yearlyLimit
        monthlyFraction
      }
    }
  }
`);
const BALANCES = graphql(`
  query FakeLeaveBalances($id: ID) {
    leaveBalances(employeeId: $id) {
      leaveType
      leaveTypeId
      remainingBalance
    }
  }
`);
const CALENDAR = graphql(`
  query FakeCompanyLeaves {
    companyLeaves {
      count
      items {
        id
        employeeName
        resId
        leaveTypeName
        leaveDuration
      }
    }
  }
`);

describe('leave types', () => {
  it('maps the upstream row to the schema (leave_name -> leaveName)', async () => {
    gw = await startFakeGateway({
      '/leave_types': { get: () => ({ items: [{ id: 4, leave_name: 'Annual', yearly_limit: 21, monthly_fraction: 1.75 }], count: 1 }) },
    });
    const res = await gw.query(TYPES, {});
    expect(res.data?.leaveTypes).toEqual({ count: 1, items: [{ id: '4', leaveName: 'Annual', yearlyLimit: 21, monthlyFraction: 1.75 }] });
  });

  it('refuses an agent a new type without asking the upstream; HR gets the upstream answer', async () => {
    gw = await startFakeGateway({ '/leave_types': { post: () => ({ id: 9, leave_name: 'Study', yearly_limit: 5, monthly_fraction: 0 }) } });
    const refused = await gw.query(CREATE_TYPE, { i: { leaveName: 'Study', yearlyLimit: 5 } }, 'agent');
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.restCalls()).toEqual([]);
    const created = await gw.query(CREATE_TYPE, { i: { leaveName: 'Study', yearlyLimit: 5 } }, 'hr');
    expect(created.data?.createLeaveType).toEqual({ id: '9', leaveName: 'Study' });
    expect(gw.restCalls()).toEqual(['POST /leave_types']);
    expect(JSON.parse(gw.calls.at(-1)!.body)).toMatchObject({ leave_type: { leave_name: 'Study', yearly_limit: 5 } });
  });
});

describe('SPEC §7-only fallbacks', () => {
  it('balances come from the latest leave request when GET /leave_requests/balances is missing', async () => {
    const balances = [{ leave_type: 'Annual', leave_type_id: 1, remaining_balance: 12.5, approved_leaves_this_year: 3 }];
    gw = await startFakeGateway({
      '/leave_requests': { get: () => ({ items: [leaveRequestRow(31, 12, { leave_balances: balances })], count: 1 }) },
      '/employees': { get: () => ({ items: [employeeRow(12)], count: 1 }) },
    });
    const res = await gw.query(BALANCES, { id: '12' }, 'hr');
    expect(res.errors).toBeUndefined();
    expect(res.data?.leaveBalances).toEqual([{ leaveType: 'Annual', leaveTypeId: '1', remainingBalance: 12.5 }]);
    expect(gw.restCalls()[0]).toBe('GET /leave_requests/balances?employee_id=12');
    // Remembered: the next request goes straight to the fallback.
    gw.calls.length = 0;
    await gw.query(BALANCES, { id: '12' }, 'hr');
    expect(gw.restCalls().some((c) => c.startsWith('GET /leave_requests/balances'))).toBe(false);
  });

  it('an unknown employee is NOT_FOUND "Employee not found" in the fallback', async () => {
    gw = await startFakeGateway({ '/leave_requests': { get: () => ({ items: [], count: 0 }) }, '/employees': { get: () => ({ items: [], count: 0 }) } });
    const res = await gw.query(BALANCES, { id: '404' }, 'hr');
    expect(res.errors?.[0]).toMatchObject({ message: 'Employee not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('the company calendar lists the approved requests the caller may see, with each RES ID', async () => {
    gw = await startFakeGateway({
      '/leave_requests': {
        get: ({ query }) => ({
          items: query.get('status') === 'approved' ? [leaveRequestRow(5, 12, { status: 'approved', leave_duration: 3 })] : [],
          count: 1,
        }),
      },
      '/employees': { get: () => ({ items: [employeeRow(12, { RES_ID: 'RES-12' })], count: 1 }) },
    });
    const res = await gw.query(CALENDAR, {});
    expect(res.data?.companyLeaves).toEqual({
      count: 1,
      items: [{ id: '5', employeeName: 'Employee 12', resId: 'RES-12', leaveTypeName: 'Annual', leaveDuration: 3 }],
    });
  });
});

const FILE = graphql(`
  mutation FakeFileLeave($i: LeaveRequestInput!) {
    createLeaveRequest(input: $i) {
      id
      status
    }
  }
`);
const CANCEL = graphql(`
  mutation FakeCancelLeave($id: ID!) {
    cancelLeaveRequest(id: $id) {
      id
      status
      canceledAt
      canceledBy {
        id
        name
      }
    }
  }
`);
const day = { leaveTypeId: '1', startDate: '2026-03-02', endDate: '2026-03-02' };

describe('self-service leave', () => {
  it('lets an agent file their own leave; for someone else it refuses without asking the upstream', async () => {
    gw = await startFakeGateway({ '/leave_requests': { post: () => leaveRequestRow(40, 1) } });
    const forOther = await gw.query(FILE, { i: { ...day, employeeId: '12' } }, 'agent');
    expect(forOther.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.restCalls()).toEqual([]);
    const own = await gw.query(FILE, { i: day }, 'agent');
    expect(own.data?.createLeaveRequest).toEqual({ id: '40', status: 'PENDING' });
    expect(gw.restCalls()).toEqual(['POST /leave_requests']);
  });

  it('cancels through the extension and answers who canceled and when', async () => {
    const canceled = { status: 'canceled' as const, canceled_by_id: 7, canceled_by_name: 'Employee 7', canceled_at: '2026-02-02T09:00:00.000Z' };
    gw = await startFakeGateway({ '/leave_requests/{id}/cancel': { post: () => leaveRequestRow(40, 1, canceled) } });
    const res = await gw.query(CANCEL, { id: '40' }, 'agent');
    expect(res.data?.cancelLeaveRequest).toEqual({
      id: '40',
      status: 'CANCELED',
      canceledAt: '2026-02-02T09:00:00.000Z',
      canceledBy: { id: '7', name: 'Employee 7' },
    });
    expect(gw.restCalls()).toEqual(['POST /leave_requests/40/cancel']);
  });

  it("a missing request is the upstream's NOT_FOUND, and the extension stays known", async () => {
    gw = await startFakeGateway({ '/leave_requests/{id}/cancel': { post: () => refuse(404, 'Leave request not found') } });
    for (let i = 0; i < 2; i++) {
      const res = await gw.query(CANCEL, { id: '404' }, 'agent');
      expect(res.errors?.[0]).toMatchObject({ message: 'Leave request not found', extensions: { code: 'NOT_FOUND' } });
    }
    expect(gw.restCalls()).toEqual(['POST /leave_requests/404/cancel', 'POST /leave_requests/404/cancel']);
  });

  it('without the extension (SPEC §7 only) answers NOT_FOUND saying so, and stops asking', async () => {
    gw = await startFakeGateway({});
    for (let i = 0; i < 2; i++) {
      const res = await gw.query(CANCEL, { id: '40' }, 'agent');
      expect(res.errors?.[0]).toMatchObject({ message: 'Canceling leave requests is not available on this server', extensions: { code: 'NOT_FOUND' } });
    }
    expect(gw.restCalls()).toEqual(['POST /leave_requests/40/cancel']);
  });
});
