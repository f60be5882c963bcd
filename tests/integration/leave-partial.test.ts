/**
 * Partial approval, public holidays and recorded overrides through GraphQL (decisions 0213, 0214): HR approves two
 * days of an agent's week, the agent sees "partially approved" with the approved days and cancels it; a holiday added
 * on the Holidays screen shortens a leave; the form's overrides are recorded with who; two reviewers approving at once
 * never take more than the balance (run on PostgreSQL too). On a SPEC §7-only upstream the capability is off and a
 * partial approval is refused instead of approving the whole request.
 *
 * @spec
 * @postgres leave
 */
import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { graphql } from '../generated';
import { dataOf, demoName, gql, itFull, itSpec, loginAs, startStack, type Stack } from '../support/stack';
import {
  ApproveLeaveRequestDocument as APPROVE,
  CancelLeaveRequestDocument as CANCEL,
  CreateLeaveRequestDocument as FILE,
  CreateLeaveTypeDocument as CREATE_TYPE,
  LeaveRequestDocument as DETAIL,
  MyLeaveRequestsDocument as MY_LEAVES,
} from '../../web/src/features/leave/leave.generated';
import { AddHolidayDocument as ADD_HOLIDAY } from '../../web/src/features/people/people.generated';
import type { LeaveRequestInput } from '../../web/src/generated/graphql';

const PARTIAL = graphql(`
  query LeavePartialCapability {
    capabilities {
      leavePartialApproval
    }
  }
`);

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
let serial = 0;

/** A leave type of `yearlyLimit` days made by HR. */
const newType = async (yearlyLimit: number) =>
  dataOf(await gql(stack, CREATE_TYPE, { input: { leaveName: `Partial type ${(serial += 1)}`, yearlyLimit } }, tokens.hr)).createLeaveType.id;
/** The agent files their own leave (2030 and later: future years, whose whole accrual counts). */
const fileOwn = async (leaveTypeId: string, startDate: string, endDate: string, input: Partial<LeaveRequestInput> = {}) =>
  dataOf(await gql(stack, FILE, { input: { leaveTypeId, startDate, endDate, ...input } }, tokens.agent)).createLeaveRequest;
const approve = (who: DemoKey, id: string, approvedStartDate: string | null = null, approvedEndDate: string | null = null) =>
  gql(stack, APPROVE, { id, reviewerComments: null, approvedStartDate, approvedEndDate }, tokens[who]);

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['hr', 'ceo', 'agent', 'head'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
});
afterAll(() => stack.close());

describe('partial approval', () => {
  itFull('is offered by the upstream', async () => {
    expect(dataOf(await gql(stack, PARTIAL, {}, tokens.agent)).capabilities.leavePartialApproval).toBe(true);
  });

  itFull('HR approves two days of a week; the agent sees them in My leaves, and cancels them back', async () => {
    const type = await newType(10);
    const filed = await fileOwn(type, '2030-03-04', '2030-03-08');
    const approved = dataOf(await approve('hr', filed.id, '2030-03-05', '2030-03-06')).approveLeaveRequest;
    expect(approved).toMatchObject({
      status: 'PARTIALLY_APPROVED',
      approvedStartDate: '2030-03-05',
      approvedEndDate: '2030-03-06',
      approvedDuration: 2,
      leaveDuration: 5,
      reviewedBy: { name: demoName('hr') },
    });
    expect(Date.parse(approved.reviewedAt ?? '')).not.toBeNaN();
    const mine = dataOf(await gql(stack, MY_LEAVES, { status: 'PARTIALLY_APPROVED', limit: 100 }, tokens.agent)).myLeaveRequests.items;
    expect(mine.find((r) => r.id === filed.id)).toMatchObject({ approvedStartDate: '2030-03-05', approvedEndDate: '2030-03-06' });

    const again = await approve('ceo', filed.id);
    expect(again.errors?.[0]).toMatchObject({
      message: 'Only pending leave requests can be approved (this one is already partially_approved)',
      extensions: { code: 'CONFLICT' },
    });
    const canceled = dataOf(await gql(stack, CANCEL, { id: filed.id }, tokens.agent)).cancelLeaveRequest;
    expect(canceled).toMatchObject({ status: 'CANCELED', canceledBy: { name: demoName('agent') } });
  });

  itFull('refuses approved days outside the request with the server words, and leaves it pending', async () => {
    const filed = await fileOwn(await newType(10), '2030-03-11', '2030-03-13');
    const res = await approve('hr', filed.id, '2030-03-12', '2030-03-15');
    expect(res.errors?.[0]).toMatchObject({ message: 'The approved days must be days of the request', extensions: { code: 'BAD_USER_INPUT' } });
    expect(dataOf(await gql(stack, DETAIL, { id: filed.id }, tokens.hr)).leaveRequest.status).toBe('PENDING');
  });

  itFull('two reviewers at once never take more than the balance', async () => {
    const type = await newType(2);
    const first = await fileOwn(type, '2031-03-03', '2031-03-05');
    const second = await fileOwn(type, '2031-03-06', '2031-03-07');
    // HR approves two days of the first while the CEO approves the whole second: the balance holds one of them.
    const [a, b] = await Promise.all([approve('hr', first.id, '2031-03-03', '2031-03-04'), approve('ceo', second.id)]);
    const outcomes = [a, b].map((r) => (r.errors ? r.errors[0].message : r.data?.approveLeaveRequest.status));
    expect(outcomes.sort()).toEqual(expect.arrayContaining(['No enough balance to approve this leave request']));
    expect(outcomes.filter((o) => o === 'PARTIALLY_APPROVED' || o === 'APPROVED')).toHaveLength(1);
    // Two reviewers on the same request: one wins, the other is told it is no longer pending.
    const third = await fileOwn(await newType(10), '2031-03-10', '2031-03-12');
    const both = await Promise.all([approve('hr', third.id, '2031-03-10', '2031-03-10'), approve('ceo', third.id)]);
    expect(both.filter((r) => !r.errors)).toHaveLength(1);
    expect(both.find((r) => r.errors)?.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  itSpec('is off on a SPEC §7-only upstream, which is never asked to approve the whole request instead', async () => {
    expect(dataOf(await gql(stack, PARTIAL, {}, tokens.agent)).capabilities.leavePartialApproval).toBe(false);
    const filed = await fileOwn(await newType(10), '2030-03-04', '2030-03-08');
    const res = await approve('hr', filed.id, '2030-03-05', '2030-03-06');
    expect(res.errors?.[0]).toMatchObject({ message: 'Partial approval is not available on this server', extensions: { code: 'NOT_FOUND' } });
    expect(dataOf(await gql(stack, DETAIL, { id: filed.id }, tokens.hr)).leaveRequest.status).toBe('PENDING');
  });
});

describe('public holidays and overrides', () => {
  itFull('a holiday added on the Holidays screen leaves its day out of a leave', async () => {
    const filed = await fileOwn(await newType(10), '2032-03-01', '2032-03-05');
    expect(filed.leaveDuration).toBe(5);
    const holiday = { vacName: 'Partial test holiday', multipleOfPay: 2, startDate: '2032-03-03', endDate: '2032-03-04' };
    dataOf(await gql(stack, ADD_HOLIDAY, { input: holiday }, tokens.hr));
    expect(dataOf(await gql(stack, DETAIL, { id: filed.id }, tokens.hr)).leaveRequest.leaveDuration).toBe(3);
  });

  itFull('records the overridden confirmation with who, for the reviewer to read', async () => {
    const filed = await fileOwn(await newType(10), '2030-04-01', '2030-04-05', { overrides: ['CONSECUTIVE_DAYS', 'SHORT_NOTICE'] });
    const detail = dataOf(await gql(stack, DETAIL, { id: filed.id }, tokens.hr)).leaveRequest;
    // Short notice did not apply (2030 is far off): only what the agent was really asked is recorded.
    expect(detail.overrides?.map((o) => [o.warning, o.overriddenByName])).toEqual([['CONSECUTIVE_DAYS', demoName('agent')]]);
  });
});
