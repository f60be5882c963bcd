/**
 * Leave units through GraphQL (decision 0205): HR makes a type in half days or hours (only HR and the CEO may), an
 * agent files their own morning, evening and hours, each answered in its unit and duration; the overlap of halves, the
 * balance in half days (SPEC §8's "No enough balance ..."), and `capabilities.leaveUnits`, off on a SPEC §7-only
 * upstream, where a type made with a unit still works in full days.
 *
 * @spec
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { dataOf, gql, itFull, itSpec, loginAs, startStack, type Stack } from '../support/stack';
import { graphql } from '../generated';
import {
  CreateLeaveRequestDocument as FILE,
  CreateLeaveTypeDocument as CREATE,
  LeaveBalancesDocument as BALANCES,
} from '../../web/src/features/leave/leave.generated';
import type { LeaveRequestInput, LeaveTypeInput } from '../../web/src/generated/graphql';

const UNITS = graphql(`
  query LeaveUnitsCapability {
    capabilities {
      leaveUnits
    }
  }
`);

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
let serial = 0;

const createType = (input: Partial<LeaveTypeInput>, who: DemoKey = 'hr') =>
  gql(stack, CREATE, { input: { leaveName: `Units type ${(serial += 1)}`, yearlyLimit: 10, ...input } }, tokens[who]);
/** The agent files their own leave of one day (2030: a future year, whose whole accrual counts). */
const fileOwn = (leaveTypeId: string, date: string, input: Partial<LeaveRequestInput> = {}) =>
  gql(stack, FILE, { input: { leaveTypeId, startDate: date, endDate: date, ...input } }, tokens.agent);
const messageOf = (res: { errors?: readonly { message: string }[] }) => res.errors?.[0]?.message;

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['hr', 'ceo', 'agent', 'teamleader'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
});
afterAll(() => stack.close());

describe('leave units', () => {
  it('lets only HR and the CEO set a type unit', async () => {
    for (const who of ['agent', 'teamleader'] as DemoKey[]) {
      expect((await createType({ unit: 'HALF_DAY' }, who)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(dataOf(await createType({ unit: 'HOURS' }, 'ceo')).createLeaveType.leaveName).toMatch(/^Units type/);
  });

  itFull('answers the capability to everyone signed in', async () => {
    expect(dataOf(await gql(stack, UNITS, {}, tokens.agent)).capabilities.leaveUnits).toBe(true);
  });

  itFull('an agent files a morning and an evening of one day; a full day over them overlaps', async () => {
    const type = dataOf(await createType({ unit: 'HALF_DAY' })).createLeaveType;
    expect(type.unit).toBe('HALF_DAY');
    const morning = dataOf(await fileOwn(type.id, '2030-03-04', { unit: 'HALF_DAY_MORNING' })).createLeaveRequest;
    expect(morning).toMatchObject({ unit: 'HALF_DAY_MORNING', leaveDuration: 0.5, hours: null, startDate: '2030-03-04', endDate: '2030-03-04' });
    expect(dataOf(await fileOwn(type.id, '2030-03-04', { unit: 'HALF_DAY_EVENING' })).createLeaveRequest.unit).toBe('HALF_DAY_EVENING');
    expect(messageOf(await fileOwn(type.id, '2030-03-04'))).toBe('Leave request overlaps with an existing leave request');
    expect(messageOf(await fileOwn(type.id, '2030-03-05', { unit: 'HOURS', startTime: '09:00', endTime: '11:00' }))).toBe(
      'This leave type is taken in full or half days only',
    );
    expect(messageOf(await fileOwn(type.id, '2030-03-09', { unit: 'HALF_DAY_MORNING' }))).toBe(
      "Can't apply for leave on Saturday or Sunday, please split in 2 leaves if needed",
    );
  });

  itFull('files hours with their times, as a share of the working day', async () => {
    const type = dataOf(await createType({ unit: 'HOURS' })).createLeaveType;
    const hours = dataOf(await fileOwn(type.id, '2030-04-01', { unit: 'HOURS', startTime: '13:00', endTime: '15:00' })).createLeaveRequest;
    expect(hours).toMatchObject({ unit: 'HOURS', hours: 2, startTime: '13:00', endTime: '15:00' });
    expect(hours.leaveDuration).toBeCloseTo(0.25);
    expect(messageOf(await fileOwn(type.id, '2030-04-02', { unit: 'HOURS', startTime: '15:00', endTime: '13:00' }))).toBe('End time must be after start time');
  });

  itFull('counts the balance in half days: half a day of balance takes one half, not a second', async () => {
    const type = dataOf(await createType({ unit: 'HALF_DAY', yearlyLimit: 0.5, requiresApproval: false })).createLeaveType;
    expect(dataOf(await fileOwn(type.id, '2030-05-06', { unit: 'HALF_DAY_MORNING' })).createLeaveRequest.status).toBe('APPROVED');
    expect(messageOf(await fileOwn(type.id, '2030-05-06', { unit: 'HALF_DAY_EVENING' }))).toBe('No enough balance to approve this leave request');
    const balance = dataOf(await gql(stack, BALANCES, {}, tokens.agent)).leaveBalances.find((b) => b.leaveTypeId === type.id);
    expect(balance).toMatchObject({ unit: 'HALF_DAY', hoursPerDay: expect.any(Number), remainingBalance: 0.5 });
  });

  itSpec('is off on a SPEC §7-only upstream, where a type made with a unit works in full days', async () => {
    expect(dataOf(await gql(stack, UNITS, {}, tokens.agent)).capabilities.leaveUnits).toBe(false);
    const type = dataOf(await createType({ unit: 'HALF_DAY' })).createLeaveType;
    const full = dataOf(await fileOwn(type.id, '2030-06-03')).createLeaveRequest;
    expect(full).toMatchObject({ leaveDuration: 1, startDate: '2030-06-03' });
  });
});
