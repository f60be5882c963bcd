/**
 * The attendance grid agrees with leave and holidays, through GraphQL against the real upstream with an
 * injected "today" (2024-03-13, a Wednesday; the demo seed marks only the real last and current months, so March 2024
 * holds no marks): days after today are blank, an approved leave fills its days with its kind, a pending one does
 * not, a public holiday reads `holiday`, a recorded status wins over all of them, and past empty days stay `absent`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql } from '../generated';
import { dataOf, gql, loginAs, present, startStack, type Stack } from '../support/stack';

let stack: Stack;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const SARA = 'RES-0010'; // agent
const MONTH = '2024-03';

const GRID = graphql(`
  query FillAttendanceGrid($month: String) {
    attendanceGrid(family: AGENTS, month: $month) {
      month
      days
      rows {
        resId
        employeeId
        records
        totalHours
        targetHoursPerDay
      }
    }
  }
`);
const CREATE = graphql(`
  mutation FillCreateLeaveRequest($input: LeaveRequestInput!) {
    createLeaveRequest(input: $input) {
      id
      status
    }
  }
`);
const APPROVE = graphql(`
  mutation FillApproveLeaveRequest($id: ID!) {
    approveLeaveRequest(id: $id) {
      status
    }
  }
`);
const SET = `mutation($resId: String!, $date: String!, $status: String!) {
  setAttendance(family: AGENTS, resId: $resId, month: "${MONTH}", date: $date, status: $status) { records totalHours }
}`;

async function saraRow(month?: string) {
  const res = await gql(stack, GRID, { month }, tokens.hr);
  expect(res.errors).toBeUndefined();
  const g = dataOf(res).attendanceGrid;
  const row = present(
    g.rows.find((r) => r.resId === SARA),
    `the row of ${SARA}`,
  );
  return { g, row, day: (date: string) => row.records[g.days.indexOf(date)] };
}

async function leave(type: string, startDate: string, endDate: string, approve: boolean) {
  const created = await gql(stack, CREATE, { input: { employeeId: ids.sara, leaveTypeId: ids[type], startDate, endDate } }, tokens.ceo);
  expect(created.errors).toBeUndefined();
  if (approve) expect((await gql(stack, APPROVE, { id: dataOf(created).createLeaveRequest.id }, tokens.hr)).errors).toBeUndefined();
}

beforeAll(async () => {
  stack = await startStack({ upstream: { build: { today: () => new Date(2024, 2, 13, 10, 0) } } });
  tokens.hr = await loginAs(stack, 'hr');
  tokens.ceo = await loginAs(stack, 'ceo');
  const types = await gql(
    stack,
    graphql(`
      query FillLeaveTypes {
        leaveTypes(limit: -1) {
          items {
            id
            leaveName
          }
        }
      }
    `),
    {},
    tokens.hr,
  );
  for (const t of dataOf(types).leaveTypes.items) ids[t.leaveName] = t.id;
  ids.sara = (await saraRow(MONTH)).row.employeeId;
  await leave('Annual', '2024-03-04', '2024-03-05', true);
  await leave('Sick', '2024-03-18', '2024-03-19', true);
  await leave('Casual', '2024-03-07', '2024-03-07', false); // pending: not time off
  const holiday = await gql(
    stack,
    graphql(`
      mutation FillAddHoliday($input: HolidayInput!) {
        addHoliday(input: $input) {
          id
        }
      }
    `),
    { input: { vacName: 'Spring Day', multipleOfPay: 2, startDate: '2024-03-11', endDate: '2024-03-11' } },
    tokens.hr,
  );
  expect(holiday.errors).toBeUndefined();
});
afterAll(() => stack.close());

describe('attendance grid filled from leave, holidays and the date', () => {
  it('opens on the injected current month: past days absent, today and later blank (not yet marked), weekends weekend', async () => {
    const { g, day } = await saraRow();
    expect(g.month).toBe(MONTH);
    expect([day('2024-03-12'), day('2024-03-13'), day('2024-03-14')]).toEqual(['absent', '', '']);
    expect([day('2024-03-09'), day('2024-03-10'), day('2024-03-31')]).toEqual(['weekend', 'weekend', 'weekend']);
  });

  it('shows approved leave days by kind (on_leave, sick) in the past and the future, but not a pending request', async () => {
    const { day } = await saraRow(MONTH);
    expect([day('2024-03-04'), day('2024-03-05'), day('2024-03-06')]).toEqual(['on_leave', 'on_leave', 'absent']);
    expect([day('2024-03-18'), day('2024-03-19'), day('2024-03-20')]).toEqual(['sick', 'sick', '']);
    expect(day('2024-03-07')).toBe('absent');
  });

  it('shows a public holiday as holiday; a recorded status wins and counts its hours', async () => {
    expect((await saraRow(MONTH)).day('2024-03-11')).toBe('holiday');
    const set = await gql(stack, SET, { resId: SARA, date: '2024-03-11', status: 'present' }, tokens.hr);
    expect(set.errors).toBeUndefined();
    const { row, day } = await saraRow(MONTH);
    expect(day('2024-03-11')).toBe('present');
    expect(row.totalHours).toBe(row.targetHoursPerDay);
    const onLeave = await gql(stack, SET, { resId: SARA, date: '2024-03-04', status: 'remote' }, tokens.hr);
    expect(onLeave.errors).toBeUndefined();
    expect((await saraRow(MONTH)).day('2024-03-04')).toBe('remote');
  });

  it('counts filled days as zero worked hours (holiday, leave, blank future, absent)', async () => {
    const { row } = await saraRow(MONTH);
    // Only the two recorded days (present, remote) add hours.
    expect(row.totalHours).toBe(row.targetHoursPerDay * 2);
  });
});
