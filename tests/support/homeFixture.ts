/**
 * Known home-dashboard facts on a fixed day, written through the gateway as HR and the CEO so the integration
 * and browser tests of the home page assert exact content whatever the real date: the dashboard is asked for
 * `HOME_TODAY` (the `home(today:)` argument), a past Wednesday far from the demo seed's dates (its leaves lie around
 * the real today, its actions in January and February 2025, its holidays in the current year).
 *
 *   Hala Home    (new, reports to the demo team leader) born 1990-03-12 (birthday on HOME_TODAY), joined
 *                2022-03-10 (3 years on Monday of that week), approved Annual leave 2025-03-11..13, an action 2025-03-06
 *   Bilal Birthday (new, HR department, no link to the team leader) born 1988-03-25 (this month, not this week)
 *   the demo agent (reports to the demo team leader) pending Annual leave 2025-03-17..18, an action 2025-03-05
 *   Home Test Day  an official holiday on 2025-03-20
 *   HOME_NO_ONE_OFF (Friday 2025-03-14): nobody is on approved leave.
 */
import { graphql } from '../generated';
import type { EmployeeInput } from '../generated/graphql';
import { dataOf, gql, loginAs, present, type Stack } from './stack';

export const HOME_TODAY = '2025-03-12';
export const HOME_NO_ONE_OFF = '2025-03-14';

export interface HomeFixture {
  hala: string;
  bilal: string;
  /** The demo agent's employee id. */
  agent: string;
  /** The demo team leader's employee id. */
  teamleader: string;
}

const ME = graphql(`
  query HomeFixtureMe {
    me {
      id
    }
  }
`);
const ADD = graphql(`
  mutation HomeFixtureAddEmployee($input: EmployeeInput!) {
    addEmployee(input: $input) {
      id
    }
  }
`);
const ADD_HOLIDAY = graphql(`
  mutation HomeFixtureAddHoliday($input: HolidayInput!) {
    addHoliday(input: $input) {
      id
    }
  }
`);
const LEAVE_TYPES = graphql(`
  query HomeFixtureLeaveTypes {
    leaveTypes(limit: -1) {
      items {
        id
        leaveName
      }
    }
  }
`);
const FILE_LEAVE = graphql(`
  mutation HomeFixtureFileLeave($input: LeaveRequestInput!) {
    createLeaveRequest(input: $input) {
      id
    }
  }
`);
const APPROVE = graphql(`
  mutation HomeFixtureApproveLeave($id: ID!) {
    approveLeaveRequest(id: $id, reviewerComments: "Enjoy") {
      id
    }
  }
`);
const POLICIES = graphql(`
  query HomeFixturePolicies {
    actionPolicies(limit: 1) {
      items {
        id
      }
    }
  }
`);
const FILE_ACTION = graphql(`
  mutation HomeFixtureFileAction($input: ActionTakenInput!) {
    createActionTaken(input: $input) {
      id
    }
  }
`);

export async function writeHomeFixture(stack: Stack, tokens: { hr: string; ceo: string }): Promise<HomeFixture> {
  // The demo team leader and agent are sign-in accounts: their ids come from their own `me`.
  const teamleader = dataOf(await gql(stack, ME, {}, await loginAs(stack, 'teamleader'))).me.id;
  const agent = dataOf(await gql(stack, ME, {}, await loginAs(stack, 'agent'))).me.id;
  const base = { role: 0, targetHoursPerDay: 8, hourlyOrMonthly: 'monthly', monthlyRate: 9000 };
  const add = async (input: Omit<EmployeeInput, keyof typeof base>) =>
    dataOf(await gql(stack, ADD, { input: { ...base, ...input } }, tokens.hr)).addEmployee.id;
  const hala = await add({
    name: 'Hala Home',
    resId: 'HOME-0001',
    email: 'hala.home@demo.hr',
    departmentId: '3',
    roleTitle: 'Sales Agent',
    managerId: teamleader,
    dateJoined: '2022-03-10',
    dateOfBirth: '1990-03-12',
  });
  const bilal = await add({
    name: 'Bilal Birthday',
    resId: 'HOME-0002',
    email: 'bilal.birthday@demo.hr',
    departmentId: '1',
    roleTitle: 'HR Assistant',
    dateJoined: '2024-07-01',
    dateOfBirth: '1988-03-25',
  });
  dataOf(await gql(stack, ADD_HOLIDAY, { input: { vacName: 'Home Test Day', multipleOfPay: 2, startDate: '2025-03-20', endDate: '2025-03-20' } }, tokens.hr));
  const types = dataOf(await gql(stack, LEAVE_TYPES, {}, tokens.hr)).leaveTypes.items;
  const annual = present(
    types.find((t) => t.leaveName === 'Annual'),
    'the Annual leave type',
  ).id;
  const leave = dataOf(
    await gql(
      stack,
      FILE_LEAVE,
      { input: { employeeId: hala, leaveTypeId: annual, startDate: '2025-03-11', endDate: '2025-03-13', notes: 'Trip' } },
      tokens.ceo,
    ),
  );
  dataOf(await gql(stack, APPROVE, { id: leave.createLeaveRequest.id }, tokens.hr));
  dataOf(
    await gql(
      stack,
      FILE_LEAVE,
      { input: { employeeId: agent, leaveTypeId: annual, startDate: '2025-03-17', endDate: '2025-03-18', notes: 'Family' } },
      tokens.ceo,
    ),
  );
  const policy = present(dataOf(await gql(stack, POLICIES, {}, tokens.hr)).actionPolicies.items[0], 'an action policy').id;
  for (const [employeeId, date] of [
    [agent, '2025-03-05'],
    [hala, '2025-03-06'],
  ])
    dataOf(await gql(stack, FILE_ACTION, { input: { employeeId, actionpolicyId: policy, date, details: 'Late' } }, tokens.ceo));
  return { hala, bilal, agent, teamleader };
}

/**
 * An indirect report of the demo team leader (Ivan Indirect reports to Hala Home) with a birthday and an anniversary
 * this week and an approved Sick leave early in the month (unmarked days the grids fill as `sick`).
 */
export async function writeIndirectReport(stack: Stack, tokens: { hr: string; ceo: string }, fixture: HomeFixture): Promise<string> {
  const ivan = dataOf(
    await gql(
      stack,
      ADD,
      {
        input: {
          ...{ role: 0, targetHoursPerDay: 8, hourlyOrMonthly: 'monthly', monthlyRate: 9000 },
          ...{ name: 'Ivan Indirect', resId: 'HOME-0003', email: 'ivan.indirect@demo.hr', departmentId: '3', roleTitle: 'Sales Agent' },
          ...{ managerId: fixture.hala, dateJoined: '2023-03-13', dateOfBirth: '1995-03-14' },
        },
      },
      tokens.hr,
    ),
  ).addEmployee.id;
  const types = dataOf(await gql(stack, LEAVE_TYPES, {}, tokens.hr)).leaveTypes.items;
  const sick = present(
    types.find((t) => /sick/i.test(t.leaveName)),
    'a sick leave type',
  ).id;
  const leave = dataOf(
    await gql(stack, FILE_LEAVE, { input: { employeeId: ivan, leaveTypeId: sick, startDate: '2025-03-03', endDate: '2025-03-04', notes: 'Flu' } }, tokens.ceo),
  );
  dataOf(await gql(stack, APPROVE, { id: leave.createLeaveRequest.id }, tokens.hr));
  return ivan;
}
