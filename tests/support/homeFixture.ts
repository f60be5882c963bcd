/**
 * Known home-dashboard facts on a fixed day, written through the gateway as HR and the CEO so the integration
 * and browser tests of the home page assert exact content whatever the real date: the dashboard is asked for
 * `HOME_TODAY` (the `home(today:)` argument), a past Wednesday far from the demo seed's dates (its leaves lie around
 * the real today, its actions in January and February 2025, its holidays in the current year).
 *
 *   Hala Home    (new, reports to the team leader Ahmed Samir) born 1990-03-12 (birthday on HOME_TODAY), joined
 *                2022-03-10 (3 years on Monday of that week), approved Annual leave 2025-03-11..13, an action 2025-03-06
 *   Bilal Birthday (new, HR department, no link to the team leader) born 1988-03-25 (this month, not this week)
 *   Sara Ibrahim (demo agent, reports to Ahmed Samir) pending Annual leave 2025-03-17..18, an action 2025-03-05
 *   Home Test Day  an official holiday on 2025-03-20
 *   HOME_NO_ONE_OFF (Friday 2025-03-14): nobody is on approved leave.
 */
import { gql, type Stack } from './stack';

export const HOME_TODAY = '2025-03-12';
export const HOME_NO_ONE_OFF = '2025-03-14';

export interface HomeFixture {
  hala: string;
  bilal: string;
  sara: string;
  ahmed: string;
}

async function must<T = any>(stack: Stack, query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const res = await gql<T>(stack, query, variables, token);
  if (res.errors?.length) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(res.errors)}`);
  return res.data as T;
}

const ADD = 'mutation($input: EmployeeInput!) { addEmployee(input: $input) { id } }';

export async function writeHomeFixture(stack: Stack, tokens: { hr: string; ceo: string }): Promise<HomeFixture> {
  const people = await must(stack, '{ employees(limit: -1) { items { id name } } }', {}, tokens.hr);
  const idOf = (name: string) => people.employees.items.find((e: { name: string }) => e.name === name).id as string;
  const ahmed = idOf('Ahmed Samir');
  const sara = idOf('Sara Ibrahim');
  const base = {
    role: 0,
    targetHoursPerDay: 8,
    hourlyOrMonthly: 'monthly',
    monthlyRate: 9000,
  };
  const hala = (
    await must(
      stack,
      ADD,
      {
        input: {
          ...base,
          name: 'Hala Home',
          resId: 'HOME-0001',
          email: 'hala.home@demo.hr',
          departmentId: '3',
          roleTitle: 'Sales Agent',
          managerId: ahmed,
          dateJoined: '2022-03-10',
          dateOfBirth: '1990-03-12',
        },
      },
      tokens.hr,
    )
  ).addEmployee.id as string;
  const bilal = (
    await must(
      stack,
      ADD,
      {
        input: {
          ...base,
          name: 'Bilal Birthday',
          resId: 'HOME-0002',
          email: 'bilal.birthday@demo.hr',
          departmentId: '1',
          roleTitle: 'HR Assistant',
          dateJoined: '2024-07-01',
          dateOfBirth: '1988-03-25',
        },
      },
      tokens.hr,
    )
  ).addEmployee.id as string;
  await must(
    stack,
    'mutation($input: HolidayInput!) { addHoliday(input: $input) { id } }',
    {
      input: {
        vacName: 'Home Test Day',
        multipleOfPay: 2,
        startDate: '2025-03-20',
        endDate: '2025-03-20',
      },
    },
    tokens.hr,
  );
  const types = await must(stack, '{ leaveTypes(limit: -1) { items { id leaveName } } }', {}, tokens.hr);
  const annual = types.leaveTypes.items.find((t: { leaveName: string }) => t.leaveName === 'Annual').id;
  const file = 'mutation($input: LeaveRequestInput!) { createLeaveRequest(input: $input) { id } }';
  const leave = await must(
    stack,
    file,
    {
      input: {
        employeeId: hala,
        leaveTypeId: annual,
        startDate: '2025-03-11',
        endDate: '2025-03-13',
        notes: 'Trip',
      },
    },
    tokens.ceo,
  );
  await must(stack, 'mutation($id: ID!) { approveLeaveRequest(id: $id, reviewerComments: "Enjoy") { id } }', { id: leave.createLeaveRequest.id }, tokens.hr);
  await must(
    stack,
    file,
    {
      input: {
        employeeId: sara,
        leaveTypeId: annual,
        startDate: '2025-03-17',
        endDate: '2025-03-18',
        notes: 'Family',
      },
    },
    tokens.ceo,
  );
  const policies = await must(stack, '{ actionPolicies(limit: 1) { items { id } } }', {}, tokens.hr);
  const act = 'mutation($input: ActionTakenInput!) { createActionTaken(input: $input) { id } }';
  const policy = policies.actionPolicies.items[0].id;
  await must(
    stack,
    act,
    {
      input: {
        employeeId: sara,
        actionpolicyId: policy,
        date: '2025-03-05',
        details: 'Late',
      },
    },
    tokens.ceo,
  );
  await must(
    stack,
    act,
    {
      input: {
        employeeId: hala,
        actionpolicyId: policy,
        date: '2025-03-06',
        details: 'Late',
      },
    },
    tokens.ceo,
  );
  return { hala, bilal, sara, ahmed };
}
