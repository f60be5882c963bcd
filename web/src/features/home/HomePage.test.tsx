import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { HomeQuery } from '../../generated/graphql';
import { makeUser, renderApp, signIn, signOut, type WithTypename } from '../../test/render';

afterEach(() => signOut());

const user = makeUser({ routes: ['SIGNED_IN'], menuGroups: ['HOME'] });
const counts = (...items: [string, string, number][]) => items.map(([key, label, count]) => ({ __typename: 'KeyCount', key, label, count }));
const summary = (total: number) => ({
  __typename: 'MonthSummary',
  total,
  byStatus: counts(['pending', 'Pending', total]),
  byDepartment: counts(['3', 'Sales', total]),
});

/** A dashboard on Wednesday 12 March 2025 with one of everything; `over` replaces widgets. */
function home(over: Partial<WithTypename<HomeQuery['home']>> = {}): WithTypename<HomeQuery['home']> {
  const celebration = {
    __typename: 'Celebration',
    employeeId: '7',
    name: 'Hala Home',
    departmentName: 'Sales',
    date: '2025-03-12',
    thisWeek: true,
    thisMonth: true,
  };
  return {
    __typename: 'Home',
    today: '2025-03-12',
    weekStart: '2025-03-09',
    weekEnd: '2025-03-15',
    monthStart: '2025-03-01',
    monthEnd: '2025-03-31',
    scope: 'REPORTS',
    birthdays: [celebration, { ...celebration, employeeId: '8', name: 'Bilal Birthday', date: '2025-03-25', thisWeek: false }],
    birthdayCounts: { __typename: 'CelebrationCounts', thisWeek: 1, thisMonth: 2 },
    anniversaries: [{ ...celebration, date: '2025-03-10', years: 3 }],
    anniversaryCounts: { __typename: 'CelebrationCounts', thisWeek: 1, thisMonth: 1 },
    offTodayCount: 1,
    offToday: [
      {
        __typename: 'OffToday',
        employeeId: '7',
        name: 'Hala Home',
        departmentName: 'Sales',
        leaveType: 'Annual',
        startDate: '2025-03-11',
        endDate: '2025-03-13',
      },
    ],
    calendar: [{ __typename: 'CalendarEvent', kind: 'HOLIDAY', title: 'Home Test Day', startDate: '2025-03-20', endDate: '2025-03-20', employeeId: null }],
    calendarMore: [],
    headcount: {
      __typename: 'Headcount',
      total: 12,
      joinedThisMonth: 1,
      leftThisMonth: 0,
      trend: [{ __typename: 'MonthCount', month: '2025-03', count: 12 }],
      byDepartment: counts(['3', 'Sales', 12]),
    },
    leavesThisMonth: summary(2),
    holidays: [{ __typename: 'HomeHoliday', id: '1', name: 'Home Test Day', startDate: '2025-03-20', endDate: '2025-03-20' }],
    actionsThisMonth: summary(3),
    attendanceThisMonth: counts(['present', 'Present', 30]),
    expiryAlerts: null,
    ...over,
  };
}

const card = async (title: string) => (await screen.findByText(title, { selector: 'h2' })).closest('.ant-card') as HTMLElement;

describe('home dashboard', () => {
  it('keeps the greeting and shows every widget from one Home query', async () => {
    signIn(user);
    const { client } = renderApp('/main/home', { user, answers: { Home: () => ({ data: { home: home() } }) } });
    expect(await screen.findByText(/^Good (morning|afternoon|evening)/)).toBeInTheDocument();
    expect(within(await card('Who is off today')).getByText('Hala Home')).toBeInTheDocument();
    expect(within(await card('Who is off today')).getByText('Sales · Annual')).toBeInTheDocument();
    expect(within(await card('Birthdays')).getByText('Hala Home')).toBeInTheDocument();
    expect(within(await card('Work anniversaries')).getByText('3 years')).toBeInTheDocument();
    expect(within(await card("My team's head count")).getByText('12')).toBeInTheDocument();
    expect(within(await card("My team's new leaves this month")).getByText('Pending: 2')).toBeInTheDocument();
    expect(within(await card("My team's actions this month")).getByText('Pending: 3')).toBeInTheDocument();
    expect(within(await card('Official holidays this month')).getByText('Home Test Day')).toBeInTheDocument();
    expect(client.calls.filter((c) => c.operationName === 'Home')).toHaveLength(1);
    expect(client.calls.find((c) => c.operationName === 'Home')?.variables).toEqual({ today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('counts what a big company leaves out of the lists, linking who is off to the company leaves', async () => {
    signIn(user);
    const big = home({
      scope: 'COMPANY',
      offTodayCount: 41,
      birthdayCounts: { __typename: 'CelebrationCounts', thisWeek: 1, thisMonth: 30 },
      anniversaryCounts: { __typename: 'CelebrationCounts', thisWeek: 9, thisMonth: 9 },
    });
    renderApp('/main/home', { user, answers: { Home: () => ({ data: { home: big } }) } });
    const off = within(await card('Who is off today'));
    expect(off.getByRole('link', { name: 'and 40 more: company leaves' })).toHaveAttribute('href', '/main/company/leaves');
    expect(within(await card('Work anniversaries')).getByText('and 8 more')).toBeInTheDocument();
  });

  it('says no one is off today and shows the empty states', async () => {
    signIn(user);
    const empty = home({
      scope: 'SELF',
      offToday: [],
      birthdays: [],
      anniversaries: [],
      holidays: [],
      headcount: null,
      leavesThisMonth: summary(0),
      actionsThisMonth: summary(0),
    });
    renderApp('/main/home', { user, answers: { Home: () => ({ data: { home: empty } }) } });
    expect(within(await card('Who is off today')).getByText('No one is off today.')).toBeInTheDocument();
    expect(within(await card('Birthdays')).getByText("Currently you don't have any birthdays")).toBeInTheDocument();
    expect(within(await card('Work anniversaries')).getByText("Currently you don't have any work anniversaries")).toBeInTheDocument();
    expect(within(await card('Official holidays this month')).getByText("Currently you don't have any official holidays this month")).toBeInTheDocument();
    expect(within(await card('My new leaves this month')).getByText("Currently you don't have any leaves this month")).toBeInTheDocument();
    expect(screen.queryByText(/head count/)).toBeNull(); // no head count without reports
  });

  it('shows HR the expiry alerts linking to the tracker filter, and no card when the field is null', async () => {
    signIn(user);
    const alerts = { __typename: 'HomeExpiryAlerts', contracts: 4, nationalIds: 2, contractsExpired: 1, nationalIdsExpired: 0 };
    const { view } = renderApp('/main/home', { user, answers: { Home: () => ({ data: { home: home({ scope: 'COMPANY', expiryAlerts: alerts }) } }) } });
    const box = within(await card('Expiry alerts'));
    expect(box.getByText('4')).toBeInTheDocument();
    expect(box.getByText('2')).toBeInTheDocument();
    expect(box.getByText('Contracts expired: 1')).toBeInTheDocument();
    expect(box.getByRole('link', { name: 'Open in the tracker' })).toHaveAttribute('href', '/main/headcountTracker?expiring=any');
    view.unmount();
    renderApp('/main/home', { user, answers: { Home: () => ({ data: { home: home() } }) } });
    expect(await card('Who is off today')).toBeInTheDocument();
    expect(screen.queryByText('Expiry alerts')).toBeNull();
  });

  it("shows only the failed widget's error when one field fails", async () => {
    signIn(user);
    renderApp('/main/home', {
      user,
      answers: {
        Home: () => ({
          data: { home: home({ actionsThisMonth: null }) },
          errors: [{ message: 'The service is unavailable', path: ['home', 'actionsThisMonth'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
        }),
      },
    });
    expect(within(await card("My team's actions this month")).getByText('Failed to load actions this month')).toBeInTheDocument();
    expect(within(await card('Who is off today')).getByText('Hala Home')).toBeInTheDocument();
    expect(screen.getAllByText(/^Failed to load/).map((e) => e.textContent)).not.toContain('Failed to load who is off today');
    expect(screen.queryByText('Failed to load the home dashboard')).toBeNull();
  });
  it('names no scope when the scope failed with the widgets that share its read', async () => {
    signIn(user);
    const failed = (field: string) => ({ message: 'The service is unavailable', path: ['home', field], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    renderApp('/main/home', {
      user,
      answers: {
        Home: () => ({
          data: { home: home({ scope: null, actionsThisMonth: null }) },
          errors: [failed('scope'), failed('actionsThisMonth')],
        }),
      },
    });
    expect(within(await card('Actions this month')).getByText('Failed to load actions this month')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "My team's actions this month" })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'My actions this month' })).toBeNull();
  });
});
