/**
 * Self-service leave through GraphQL (the shared area's "my leaves"): an agent files their own leave and sees it with
 * their balances in My leaves, cancels it, and may not cancel someone else's or one already started, while their
 * manager and HR may. On a SPEC §7-only upstream the cancel step is missing: the capability is off and the mutation
 * says so, while filing and My leaves work.
 *
 * @spec POST /leave_requests/{id}/cancel
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { graphql } from '../generated';
import { builders, type Person } from '../support/builders';
import { dataOf, demoName, gql, itFull, itSpec, loginAs, present, startStack, type Stack } from '../support/stack';
import {
  CancelLeaveRequestDocument as CANCEL,
  LeaveBalancesDocument as BALANCES,
  MyLeaveRequestsDocument as MY_LEAVES,
} from '../../web/src/features/leave/leave.generated';

const FILE = graphql(`
  mutation LeaveSelfFile($input: LeaveRequestInput!) {
    createLeaveRequest(input: $input) {
      id
      status
      employee {
        id
        name
      }
    }
  }
`);
const ME = graphql(`
  query LeaveSelfMe {
    me {
      id
    }
  }
`);
const CAN_CANCEL = graphql(`
  query LeaveSelfCapability {
    capabilities {
      leaveCancel
    }
  }
`);

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
let typeId = '';
/** The demo agent's employee id. */
let agentId = '';
/** Someone outside every demo account's reporting line. */
let outsider: Person;

/** Monday of the week `weeks` ahead (negative: past) plus `plus` days (YYYY-MM-DD). */
function weekday(weeks: number, plus = 0): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monday = d.getUTCDate() - ((d.getUTCDay() + 6) % 7);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), monday + weeks * 7 + plus)).toISOString().slice(0, 10);
}

const file = (who: DemoKey, start: string, end: string, employeeId?: string) =>
  gql(stack, FILE, { input: { leaveTypeId: typeId, startDate: start, endDate: end, ...(employeeId ? { employeeId } : {}) } }, tokens[who]);
const cancel = (who: DemoKey, id: string) => gql(stack, CANCEL, { id }, tokens[who]);
const myLeaves = (who: DemoKey) => gql(stack, MY_LEAVES, { limit: 100 }, tokens[who]);

beforeAll(async () => {
  stack = await startStack();
  const seed = await builders(stack);
  // Built before the gateway's first read of leave types (it caches them).
  typeId = String((await seed.leaveType({ yearlyLimit: 30 })).id);
  outsider = await seed.person({ department: 'Sales' });
  for (const key of ['agent', 'teamleader', 'hr', 'ceo', 'head', 'acm', 'auditor'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  agentId = dataOf(await gql(stack, ME, {}, tokens.agent)).me.id;
});
afterAll(() => stack.close());

describe('my leaves', () => {
  it('an agent files their own leave and sees it, with their balances, in My leaves', async () => {
    const filed = dataOf(await file('agent', weekday(10, 0), weekday(10, 1))).createLeaveRequest;
    expect(filed).toMatchObject({ status: 'PENDING', employee: { name: demoName('agent') } });
    const page = dataOf(await myLeaves('agent')).myLeaveRequests;
    expect(page.items.find((r) => r.id === filed.id)).toMatchObject({ status: 'PENDING', startDate: weekday(10, 0), canceledBy: null, canceledAt: null });
    // Only their own, never their team's or anyone else's.
    expect(new Set(page.items.map((r) => r.employee?.name))).toEqual(new Set([demoName('agent')]));
    const balances = dataOf(await gql(stack, BALANCES, { employeeId: null }, tokens.agent)).leaveBalances;
    expect(balances.map((b) => b.leaveTypeId)).toContain(typeId);
  });

  it('an agent may not file for someone else', async () => {
    const res = await file('agent', weekday(10, 3), weekday(10, 3), String(outsider.id));
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it("a team leader's My leaves holds their own requests only", async () => {
    const forAgent = dataOf(await file('teamleader', weekday(11, 0), weekday(11, 0), agentId));
    const theirs = dataOf(await myLeaves('teamleader')).myLeaveRequests.items;
    expect(theirs.map((r) => r.id)).not.toContain(forAgent.createLeaveRequest.id);
  });

  itFull('an agent cancels their own pending leave; My leaves shows it Canceled, by them', async () => {
    const filed = dataOf(await file('agent', weekday(12, 0), weekday(12, 0))).createLeaveRequest;
    const canceled = dataOf(await cancel('agent', filed.id)).cancelLeaveRequest;
    expect(canceled).toMatchObject({ id: filed.id, status: 'CANCELED', canceledBy: { name: demoName('agent') } });
    expect(Date.parse(present(canceled.canceledAt, 'canceledAt'))).not.toBeNaN();
    const row = dataOf(await gql(stack, MY_LEAVES, { status: 'CANCELED', limit: 100 }, tokens.agent)).myLeaveRequests.items.find((r) => r.id === filed.id);
    expect(row?.status).toBe('CANCELED');
    const again = await cancel('agent', filed.id);
    expect(again.errors?.[0]).toMatchObject({
      message: 'Only pending, approved or partially approved leave requests can be canceled (this one is canceled)',
      extensions: { code: 'CONFLICT' },
    });
  });

  itFull("an agent may not cancel someone else's leave, nor their own once started; their manager and HR may", async () => {
    const others = dataOf(await file('ceo', weekday(13, 0), weekday(13, 0), String(outsider.id))).createLeaveRequest;
    expect((await cancel('agent', others.id)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const head = await cancel('head', others.id);
    expect(head.errors?.[0]).toMatchObject({
      message: 'Only the requester, a manager up their reporting line, HR or the CEO can cancel this leave request',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(dataOf(await cancel('hr', others.id)).cancelLeaveRequest).toMatchObject({ status: 'CANCELED', canceledBy: { name: demoName('hr') } });

    const started = dataOf(await file('teamleader', weekday(-1, 1), weekday(-1, 1), agentId)).createLeaveRequest;
    const own = await cancel('agent', started.id);
    expect(own.errors?.[0]).toMatchObject({ message: 'This leave has already started; ask your manager or HR to cancel it', extensions: { code: 'CONFLICT' } });
    expect(dataOf(await cancel('teamleader', started.id)).cancelLeaveRequest).toMatchObject({
      status: 'CANCELED',
      canceledBy: { name: demoName('teamleader') },
    });
  });

  // Who cancels the demo agent's leave once it has started: the CEO, HR and managers up the line (the team leader, the
  // ACM above him) may; an auditor outside the line may not even see it.
  itFull.each([
    ['ceo', true],
    ['hr', true],
    ['teamleader', true],
    ['acm', true],
    ['auditor', false],
  ] as [DemoKey, boolean][])("cancelLeaveRequest of an agent's started leave: %s may = %s", async (who, allowed) => {
    const day = weekday(-3, ['ceo', 'hr', 'teamleader', 'acm', 'auditor'].indexOf(who));
    const started = dataOf(await file('teamleader', day, day, agentId)).createLeaveRequest;
    const res = await cancel(who, started.id);
    if (allowed) expect(dataOf(res).cancelLeaveRequest.status).toBe('CANCELED');
    else expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  itFull('the cancel step is offered on the full upstream', async () => {
    expect(dataOf(await gql(stack, CAN_CANCEL, {}, tokens.agent)).capabilities.leaveCancel).toBe(true);
  });

  itSpec('on a SPEC §7-only upstream the cancel step is off and says so; filing and My leaves still work', async () => {
    expect(dataOf(await gql(stack, CAN_CANCEL, {}, tokens.agent)).capabilities.leaveCancel).toBe(false);
    const filed = dataOf(await file('acm', weekday(14, 0), weekday(14, 0))).createLeaveRequest;
    expect(dataOf(await myLeaves('acm')).myLeaveRequests.items.map((r) => r.id)).toContain(filed.id);
    const res = await cancel('acm', filed.id);
    expect(res.errors?.[0]).toMatchObject({ message: 'Canceling leave requests is not available on this server', extensions: { code: 'NOT_FOUND' } });
  });
});
