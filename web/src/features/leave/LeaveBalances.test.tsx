import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LeaveTypeUnit } from '../../generated/graphql';
import { capabilitiesAnswer, gqlError, makeUser, renderApp, signIn, signOut, type Answers } from '../../test/render';
import { leaveRequestDetail } from './leaveRequestFixture';

afterEach(() => signOut());

const user = makeUser({ routes: ['SIGNED_IN', 'LEAVES_NEW', 'LEAVE_REQUESTS_ADD', 'LEAVE_REQUESTS_VIEW'], menuGroups: ['LEAVE_REQUESTS'] });
/** The per-type rules of a type that has none (the upstream's defaults). */
const NO_RULES = {
  requiresApproval: true,
  maxConsecutiveDays: null,
  canOverlap: false,
  startDate: null,
  endDate: null,
  unit: null as LeaveTypeUnit | null,
  carryOverBalance: 0,
  carryOverExpiryMonths: null,
};
const types = () => ({
  data: {
    leaveTypes: {
      __typename: 'LeaveTypePage',
      count: 2,
      items: [
        { __typename: 'LeaveType', id: '1', leaveName: 'Annual', yearlyLimit: 21, monthlyFraction: 1.75, ...NO_RULES },
        { __typename: 'LeaveType', id: '2', leaveName: 'Sick', yearlyLimit: 7, monthlyFraction: 0, ...NO_RULES },
      ],
    },
  },
});
const balance = (leaveTypeId: string, leaveType: string, remainingBalance: number) => ({
  __typename: 'LeaveBalance',
  leaveType,
  leaveTypeId,
  remainingBalance,
  approvedLeavesThisYear: 1,
  unit: null,
  hoursPerDay: 8,
});

/** Monday of the second week of this year, plus `plus` days: weekdays inside the year the balances are for. */
function thisYearWeekday(plus: number): string {
  const jan8 = new Date(Date.UTC(new Date().getFullYear(), 0, 8));
  const monday = 8 - ((jan8.getUTCDay() + 6) % 7);
  return new Date(Date.UTC(jan8.getUTCFullYear(), 0, monday + plus)).toISOString().slice(0, 10);
}

/** A pending 3-day Annual leave of employee 12 (so the update form opens with type and dates filled in). */
const pending = () => ({
  data: {
    leaveRequest: leaveRequestDetail({
      startDate: thisYearWeekday(0),
      endDate: thisYearWeekday(2),
      leaveDuration: 3,
      employee: { __typename: 'Employee', id: '12', name: 'Sara Ibrahim', resId: 'RES-12', dateJoined: '2020-01-01' },
    }),
  },
});
const employees = () => ({
  data: {
    personOptions: {
      __typename: 'PersonMatches',
      count: 1,
      items: [{ __typename: 'PersonOption', id: '12', name: 'Sara Ibrahim', resId: 'RES-12', canManage: false, managerId: null, managerName: null }],
    },
  },
});

/** The update form of the pending leave, for employee 12 with Annual `annualLeft` days left; `answers` add or replace. */
const renderUpdate = (annualLeft: number, answers: Answers = {}) =>
  renderApp('/main/updateLeaveRequest/5', {
    user,
    answers: {
      LeaveRequest: pending,
      LeaveTypes: types,
      PersonOptions: employees,
      LeaveBalances: () => ({ data: { leaveBalances: [balance('1', 'Annual', annualLeft), balance('2', 'Sick', 7)] } }),
      ...answers,
    },
  });

describe('leave balances next to the leave forms', () => {
  it("shows the caller's own balances on /leaves/new before anything is filed", async () => {
    signIn(user);
    const { client } = renderApp('/main/leaves/new', {
      user,
      answers: { LeaveTypes: types, LeaveBalances: () => ({ data: { leaveBalances: [balance('1', 'Annual', 9.5), balance('2', 'Sick', 7)] } }) },
    });
    expect(await screen.findByText('Leave balances this year')).toBeInTheDocument();
    expect(await screen.findByText('9.5 days')).toBeInTheDocument();
    expect(client.calls.find((c) => c.operationName === 'LeaveBalances')?.variables).toEqual({ employeeId: null });
  });

  it("warns under the form when the chosen type's balance is below the requested days, for the chosen employee", async () => {
    signIn(user);
    const { client } = renderUpdate(2);
    expect(
      await screen.findByText(
        'Not enough Annual balance: 2 days left this year, this leave takes 3. It can be filed, but there is no enough balance to approve it.',
      ),
    ).toBeInTheDocument();
    expect(client.calls.find((c) => c.operationName === 'LeaveBalances')?.variables).toEqual({ employeeId: '12' });
    expect(screen.getByText('Save changes')).toBeInTheDocument();
  });

  it('leaves a public holiday in the period out of what the warning says the leave takes', async () => {
    signIn(user);
    const { client } = renderUpdate(1, {
      LeaveFormHolidays: () => ({
        data: {
          holidays: {
            __typename: 'HolidayPage',
            items: [{ __typename: 'Holiday', id: '9', startDate: thisYearWeekday(1), endDate: thisYearWeekday(1) }],
          },
        },
      }),
    });
    expect(
      await screen.findByText(
        'Not enough Annual balance: 1 day left this year, this leave takes 2. It can be filed, but there is no enough balance to approve it.',
      ),
    ).toBeInTheDocument();
    expect(client.calls.find((c) => c.operationName === 'LeaveFormHolidays')?.variables).toEqual({ year: new Date().getFullYear() });
  });

  it("says the balances are hidden when the employee is not the caller's to see, and stays on the form", async () => {
    signIn(user);
    const { location } = renderApp('/main/updateLeaveRequest/5', {
      user,
      answers: {
        LeaveRequest: pending,
        LeaveTypes: types,
        PersonOptions: employees,
        LeaveBalances: () => gqlError("You don't have permission to access this resource", 'FORBIDDEN'),
      },
    });
    expect(await screen.findByText("You can't see this employee's balances")).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/main/updateLeaveRequest/5'));
    expect(screen.queryByText(/Not enough/)).not.toBeInTheDocument();
  });

  it('asks to confirm more than 3 consecutive days before saving, and saves once confirmed', async () => {
    signIn(user);
    const fourDays = () => {
      const answer = pending();
      answer.data.leaveRequest.endDate = thisYearWeekday(3);
      return answer;
    };
    const { client } = renderApp('/main/updateLeaveRequest/5', {
      user,
      answers: { LeaveRequest: fourDays, LeaveTypes: types, PersonOptions: employees, LeaveBalances: () => ({ data: { leaveBalances: [] } }) },
    });
    const save = await screen.findByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await screen.findByText('More than 3 days in consecutive leaves. Do you want to submit it anyway?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit anyway' }));
    await waitFor(() => expect(client.calls.some((c) => c.operationName === 'UpdateLeaveRequest')).toBe(true));
  });
});

describe('the unit picker of the leave form (leave units)', () => {
  /** The types with Annual taken in `unit`. */
  const typesIn = (unit: LeaveTypeUnit) => () => {
    const answer = types();
    answer.data.leaveTypes.items[0] = { ...answer.data.leaveTypes.items[0], unit };
    return answer;
  };
  /** The pending request as one morning of its first day. */
  const morning = () => {
    const answer = pending();
    Object.assign(answer.data.leaveRequest, { unit: 'HALF_DAY_MORNING', endDate: answer.data.leaveRequest.startDate, leaveDuration: 0.5 });
    return answer;
  };
  const open = (unit: LeaveTypeUnit, leaveUnits = true, request = morning) => {
    signIn(user);
    return renderApp('/main/updateLeaveRequest/5', {
      user,
      answers: {
        LeaveRequest: request,
        LeaveTypes: typesIn(unit),
        PersonOptions: employees,
        LeaveBalances: () => ({ data: { leaveBalances: [] } }),
        Capabilities: capabilitiesAnswer({ leaveUnits }),
      },
    });
  };

  it('offers full and half days for a half-day type: one date and its half, and saves the morning as one day', async () => {
    const { client } = open('HALF_DAY');
    expect(await screen.findByRole('radio', { name: 'Half day' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Hours' })).not.toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Morning' })).toBeChecked();
    expect(screen.queryByLabelText('End date')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Full day' }));
    expect(await screen.findByLabelText('End date')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Half day' }));
    expect(await screen.findByRole('radio', { name: 'Evening' })).not.toBeChecked();
    const save = screen.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(client.calls.some((c) => c.operationName === 'UpdateLeaveRequest')).toBe(true));
    const { input } = client.calls.find((c) => c.operationName === 'UpdateLeaveRequest')!.variables as { input: Record<string, unknown> };
    expect(input).toMatchObject({ unit: 'HALF_DAY_MORNING', startDate: thisYearWeekday(0), endDate: thisYearWeekday(0) });
    expect(input).not.toHaveProperty('startTime');
  });

  it('offers hours for an hours type, with the start and end time pickers', async () => {
    open('HOURS');
    fireEvent.click(await screen.findByRole('radio', { name: 'Hours' }));
    expect(await screen.findByLabelText('Start time')).toBeInTheDocument();
    expect(screen.getByLabelText('End time')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Morning' })).not.toBeInTheDocument();
  });

  it('shows no picker for a full-day type, nor where the upstream keeps no units, and sends no unit there', async () => {
    const { client } = open('HALF_DAY', false, pending);
    const save = await screen.findByRole('button', { name: 'Save changes' });
    expect(screen.getByLabelText('End date')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Half day' })).not.toBeInTheDocument();
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(client.calls.some((c) => c.operationName === 'UpdateLeaveRequest')).toBe(true));
    expect(client.calls.find((c) => c.operationName === 'UpdateLeaveRequest')!.variables).not.toHaveProperty('input.unit');
    signOut();
    open('FULL_DAY', true, pending);
    await screen.findAllByRole('button', { name: 'Save changes' });
    expect(screen.queryByRole('radio', { name: 'Half day' })).not.toBeInTheDocument();
  });
});
