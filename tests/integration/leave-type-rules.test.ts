/**
 * Per-type leave rules through GraphQL (the shared area's leave type): HR sets them in createLeaveType and
 * updateLeaveType, and filing answers each refusal with its SPEC §8 text; a type needing no approval approves a
 * request as it is filed. On a SPEC §7-only upstream the rule fields are extension body fields it ignores: a type is
 * still created and changed with its name, yearly limit and monthly fraction. An overlap of one's own new leave is
 * answered in the shared area's words, one filed for someone else in the main area's.
 *
 * @spec
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { builders, type Person } from '../support/builders';
import { dataOf, gql, itFull, itSpec, loginAs, startStack, type Stack } from '../support/stack';
import {
  CreateLeaveRequestDocument as FILE,
  CreateLeaveTypeDocument as CREATE,
  UpdateLeaveTypeDocument as UPDATE,
} from '../../web/src/features/leave/leave.generated';
import type { LeaveTypeInput } from '../../web/src/generated/graphql';

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
let joined: Person;
let joinsLater: Person;
let serial = 0;

const createType = (input: Partial<LeaveTypeInput>) =>
  gql(stack, CREATE, { input: { leaveName: `Rules type ${(serial += 1)}`, yearlyLimit: 20, ...input } }, tokens.hr);
const file = (person: Person, leaveTypeId: string, startDate: string, endDate: string) =>
  gql(stack, FILE, { input: { employeeId: String(person.id), leaveTypeId, startDate, endDate } }, tokens.ceo);
const messageOf = (res: { errors?: readonly { message: string }[] }) => res.errors?.[0]?.message;

beforeAll(async () => {
  stack = await startStack();
  const seed = await builders(stack);
  joined = await seed.person({ fields: { date_joined: '2024-01-01' } });
  joinsLater = await seed.person({ fields: { date_joined: '2030-06-01' } });
  for (const key of ['hr', 'ceo', 'agent'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
});
afterAll(() => stack.close());

describe('leave type rules', () => {
  it('creates and changes a type with the three SPEC §7 fields only', async () => {
    const made = dataOf(await gql(stack, CREATE, { input: { leaveName: 'Rules plain', yearlyLimit: 12, monthlyFraction: 1 } }, tokens.hr)).createLeaveType;
    expect(made).toMatchObject({ leaveName: 'Rules plain', yearlyLimit: 12, monthlyFraction: 1 });
    const changed = dataOf(await gql(stack, UPDATE, { id: made.id, input: { leaveName: 'Rules plain 2', yearlyLimit: 10 } }, tokens.hr)).updateLeaveType;
    expect(changed).toMatchObject({ leaveName: 'Rules plain 2', yearlyLimit: 10, monthlyFraction: 0 });
  });

  itFull('keeps the rules set on a type when a later change leaves them out', async () => {
    const made = dataOf(await createType({ maxConsecutiveDays: 2, canOverlap: true, startDate: '2030-01-01', endDate: '2030-12-31' })).createLeaveType;
    expect(made).toMatchObject({ requiresApproval: true, maxConsecutiveDays: 2, canOverlap: true, startDate: '2030-01-01', endDate: '2030-12-31' });
    const changed = dataOf(await gql(stack, UPDATE, { id: made.id, input: { leaveName: made.leaveName, yearlyLimit: 5 } }, tokens.hr)).updateLeaveType;
    expect(changed).toMatchObject({ yearlyLimit: 5, maxConsecutiveDays: 2, canOverlap: true, startDate: '2030-01-01' });
  });

  itFull.each([
    [
      'the window',
      { startDate: '2030-03-01', endDate: '2030-03-31' },
      'joined',
      '2030-02-28',
      '2030-03-01',
      "The selected date doesn't fall in the vacation period",
    ],
    ['the join date', {}, 'joinsLater', '2030-05-27', '2030-05-28', 'Invalid period in the company to apply for this leave request'],
    ['the longest request', { maxConsecutiveDays: 1 }, 'joined', '2030-03-04', '2030-03-05', 'This leave type allows at most 1 consecutive day in one request'],
  ] as const)('refuses a request outside %s', async (_what, rules, who, start, end, message) => {
    const type = dataOf(await createType(rules)).createLeaveType;
    const res = await file(who === 'joined' ? joined : joinsLater, type.id, start, end);
    expect(messageOf(res)).toBe(message);
  });

  itFull('approves at once a request of a type needing no approval, and refuses it past the balance', async () => {
    const type = dataOf(await createType({ yearlyLimit: 2, requiresApproval: false })).createLeaveType;
    expect(type.requiresApproval).toBe(false);
    expect(dataOf(await file(joined, type.id, '2030-04-01', '2030-04-02')).createLeaveRequest.status).toBe('APPROVED');
    expect(messageOf(await file(joined, type.id, '2030-04-03', '2030-04-03'))).toBe('No enough balance to approve this leave request');
  });

  itFull('refuses an identical request, and an overlap unless the type allows it', async () => {
    const plain = dataOf(await createType({})).createLeaveType;
    const overlapping = dataOf(await createType({ canOverlap: true })).createLeaveType;
    expect(dataOf(await file(joined, plain.id, '2030-05-06', '2030-05-07')).createLeaveRequest.status).toBe('PENDING');
    expect(messageOf(await file(joined, plain.id, '2030-05-06', '2030-05-07'))).toBe('This leave has already been requested for this employee');
    expect(messageOf(await file(joined, plain.id, '2030-05-07', '2030-05-08'))).toBe('Employee already has a leave request overlapping this period.');
    expect(dataOf(await file(joined, overlapping.id, '2030-05-07', '2030-05-08')).createLeaveRequest.status).toBe('PENDING');
  });

  it("answers an overlap of one's own new leave in the shared area's words", async () => {
    const type = dataOf(await createType({})).createLeaveType;
    const own = (start: string, end: string) => gql(stack, FILE, { input: { leaveTypeId: type.id, startDate: start, endDate: end } }, tokens.agent);
    expect(dataOf(await own('2030-09-02', '2030-09-03')).createLeaveRequest.status).toBe('PENDING');
    const res = await own('2030-09-03', '2030-09-04');
    expect(res.errors?.[0]).toMatchObject({ message: 'Leave request overlaps with an existing leave request', extensions: { code: 'BAD_USER_INPUT' } });
  });

  itSpec('a SPEC §7-only upstream ignores the rule fields: a request still waits for a reviewer', async () => {
    const type = dataOf(await createType({ requiresApproval: false, maxConsecutiveDays: 1 })).createLeaveType;
    expect(dataOf(await file(joined, type.id, '2030-04-01', '2030-04-02')).createLeaveRequest.status).toBe('PENDING');
  });
});
