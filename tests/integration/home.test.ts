/**
 * The home dashboard through GraphQL against the real upstream: every widget's content for an agent, a team
 * leader and HR on a fixed day with known birthdays, anniversaries, leaves, actions and a holiday
 * (tests/support/homeFixture.ts); "no one off" on a day without leaves; one upstream call per distinct resource; and
 * the partial answer when one widget's upstream call fails (fault injection): on the full upstream the summary's
 * widgets share one call (GET /home/summary), on a SPEC §7 one each widget has its own reads.
 *
 * @spec GET /home/birthdays, GET /home/summary, GET /leave_requests/company
 * @postgres home
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { HomeDocument as HOME, type HomeQuery } from '../../web/src/features/home/home.generated';
import { graphql } from '../generated';
import {
  clearUpstreamFaults,
  dataOf,
  gql,
  itFull,
  itSpec,
  loginAs,
  PROFILE,
  present,
  startStack,
  upstreamFault,
  upstreamStats,
  type Stack,
} from '../support/stack';
import { HOME_NO_ONE_OFF, HOME_TODAY, writeHomeFixture, type HomeFixture } from '../support/homeFixture';

// The page's own document (web/src/features/home/home.graphql, typed by the web's codegen): the test asks what it asks.
const EMPLOYEES = graphql(`
  query HomeEmployeesAll {
    employees(limit: -1, active: ALL) {
      items {
        id
        active
        dateJoined
        lastWorkingDay
        departmentId
      }
    }
  }
`);
const REPORTS = graphql(`
  query HomeReports($managerId: ID) {
    employees(limit: -1, managerId: $managerId) {
      items {
        id
      }
    }
  }
`);
const ALERTS = graphql(`
  query HomeExpiryAlerts {
    headcountStats {
      alerts {
        contractsExpiring
        contractsExpired
        nationalIdsExpiring
        nationalIdsExpired
      }
    }
  }
`);
const EXPIRING = graphql(`
  query HomeExpiring {
    c: headcountEmployees(expiring: "contract", limit: 1) {
      count
    }
    n: headcountEmployees(expiring: "national_id", limit: 1) {
      count
    }
  }
`);

let stack: Stack;
let fixture: HomeFixture;
const tokens = {} as Record<DemoKey, string>;

const home = async (who: DemoKey, today = HOME_TODAY) => {
  const res = await gql(stack, HOME, { today }, tokens[who]);
  expect(res.errors).toBeUndefined();
  return dataOf(res).home;
};
// A widget is null when its part failed (a partial answer): these read widgets that must be there.
const names = (list: { name: string }[] | null) => present(list, 'a widget list').map((x) => x.name);
/** The home of an answer that holds errors beside its data (one widget failed). */
const partial = (res: { data?: { home: HomeQuery['home'] } | null }) => present(res.data, 'a partial answer').home;
const sum = (list: { count: number }[] | null) => present(list, 'a widget list').reduce((n, x) => n + x.count, 0);

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'hr', 'teamleader', 'agent'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  fixture = await writeHomeFixture(stack, { hr: tokens.hr, ceo: tokens.ceo });
}, 90_000);
afterAll(() => stack.close());

describe(`home dashboard (${PROFILE} profile)`, () => {
  it('frames the day: this week runs Sunday to Saturday, this month is the calendar month', async () => {
    const h = await home('agent');
    expect(h).toMatchObject({
      today: '2025-03-12',
      weekStart: '2025-03-09',
      weekEnd: '2025-03-15',
      monthStart: '2025-03-01',
      monthEnd: '2025-03-31',
    });
  });

  it('scopes by role: HR the company, a team leader their reports, an agent themself', async () => {
    expect((await home('hr')).scope).toBe('COMPANY');
    expect((await home('teamleader')).scope).toBe('REPORTS');
    expect((await home('agent')).scope).toBe('SELF');
  });

  it('HR sees every birthday (day and month) and anniversary of the week and month', async () => {
    const h = await home('hr');
    expect(h.birthdays).toContainEqual({
      employeeId: fixture.hala,
      name: 'Hala Home',
      departmentName: 'Sales',
      date: '2025-03-12',
      thisWeek: true,
      thisMonth: true,
    });
    expect(h.birthdays).toContainEqual(
      expect.objectContaining({
        name: 'Bilal Birthday',
        date: '2025-03-25',
        thisWeek: false,
        thisMonth: true,
      }),
    );
    expect(present(h.birthdays, 'birthdays').every((b) => b.thisWeek || b.thisMonth)).toBe(true);
    expect(h.anniversaries).toContainEqual({
      employeeId: fixture.hala,
      name: 'Hala Home',
      departmentName: 'Sales',
      date: '2025-03-10',
      thisWeek: true,
      thisMonth: true,
      years: 3,
    });
    expect(names(h.anniversaries)).not.toContain('Bilal Birthday');
  });

  it.each(['agent', 'teamleader'] as DemoKey[])('%s sees birthdays and anniversaries as public facts', async (who) => {
    const h = await home(who);
    expect(names(h.anniversaries)).toContain('Hala Home');
    if (PROFILE === 'full') {
      expect(h.birthdays).toContainEqual(
        expect.objectContaining({
          name: 'Hala Home',
          date: '2025-03-12',
          thisWeek: true,
        }),
      );
      expect(names(h.birthdays)).toContain('Bilal Birthday');
    } else {
      // A SPEC §7 backend redacts date_of_birth: without GET /home/birthdays only one's own birthday is known.
      expect(names(h.birthdays)).not.toContain('Hala Home');
    }
  });

  it('who is off today: the leave type only for those who may see the request', async () => {
    const hr = await home('hr');
    expect(hr.offToday).toEqual([
      {
        employeeId: fixture.hala,
        name: 'Hala Home',
        departmentName: 'Sales',
        leaveType: 'Annual',
        startDate: '2025-03-11',
        endDate: '2025-03-13',
      },
    ]);
    expect((await home('teamleader')).offToday).toEqual(hr.offToday);
  });

  itFull('an agent sees who is off company-wide, without the leave type', async () => {
    expect((await home('agent')).offToday).toEqual([
      {
        employeeId: fixture.hala,
        name: 'Hala Home',
        departmentName: 'Sales',
        leaveType: null,
        startDate: '2025-03-11',
        endDate: '2025-03-13',
      },
    ]);
  });

  it('no one is off on a day without approved leaves', async () => {
    for (const who of ['agent', 'teamleader', 'hr'] as DemoKey[]) expect((await home(who, HOME_NO_ONE_OFF)).offToday).toEqual([]);
  });

  it('official holidays this month, for everyone', async () => {
    for (const who of ['agent', 'teamleader', 'hr'] as DemoKey[]) {
      expect((await home(who)).holidays).toEqual([
        {
          id: expect.any(String),
          name: 'Home Test Day',
          startDate: '2025-03-20',
          endDate: '2025-03-20',
        },
      ]);
    }
  });

  it('the month calendar holds leaves, birthdays, anniversaries and holidays', async () => {
    const hr = await home('hr');
    const event = (kind: string, title: string, startDate: string, endDate = startDate) => expect.objectContaining({ kind, title, startDate, endDate });
    expect(hr.calendar).toEqual(
      expect.arrayContaining([
        event('HOLIDAY', 'Home Test Day', '2025-03-20'),
        event('LEAVE', 'Hala Home (Annual)', '2025-03-11', '2025-03-13'),
        event('BIRTHDAY', 'Hala Home', '2025-03-12'),
        event('BIRTHDAY', 'Bilal Birthday', '2025-03-25'),
        event('ANNIVERSARY', 'Hala Home (3 years)', '2025-03-10'),
      ]),
    );
    const dates = present(hr.calendar, 'the calendar').map((e) => e.startDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d: string) => d.startsWith('2025-03'))).toBe(true);
    const agent = await home('agent');
    expect(agent.calendar).toContainEqual(event('HOLIDAY', 'Home Test Day', '2025-03-20'));
    if (PROFILE === 'full') expect(agent.calendar).toContainEqual(event('LEAVE', 'Hala Home', '2025-03-11', '2025-03-13'));
  });

  it('head count: the company for HR, the reporting line for a team leader, none for an agent', async () => {
    expect((await home('agent')).headcount).toBeNull();
    const all = await gql(stack, EMPLOYEES, {}, tokens.hr);
    const rows = dataOf(all).employees.items;
    type Row = (typeof rows)[number];
    const onPayroll = (e: Row, day: string) => (!e.dateJoined || e.dateJoined <= day) && (e.lastWorkingDay ? e.lastWorkingDay >= day : e.active);
    const hr = present((await home('hr')).headcount, 'HR head count');
    const known = PROFILE === 'full' ? rows : rows.filter((e) => e.active);
    expect(hr.total).toBe(known.filter((e) => onPayroll(e, HOME_TODAY)).length);
    expect(hr.trend).toHaveLength(12);
    expect(hr.trend[0]).toEqual({
      month: '2024-04',
      count: known.filter((e) => onPayroll(e, '2024-04-30')).length,
    });
    expect(hr.trend[11]).toEqual({ month: '2025-03', count: hr.total });
    expect(hr.trend[3].count).toBe(known.filter((e) => onPayroll(e, '2024-07-31')).length);
    expect(sum(hr.byDepartment)).toBe(hr.total);
    const tl = present((await home('teamleader')).headcount, 'the team leader head count');
    const reports = await gql(stack, REPORTS, { managerId: fixture.teamleader }, tokens.hr);
    expect(tl.total).toBeGreaterThanOrEqual(dataOf(reports).employees.items.length + 1); // direct reports, indirect ones, and the leader
    expect(tl.total).toBeLessThan(hr.total);
    expect(tl.trend[11].count).toBe(tl.total);
    expect(tl.byDepartment).toContainEqual(expect.objectContaining({ label: 'Sales' }));
  });

  it('leaves this month: own for an agent, the reporting line for a team leader, all for HR', async () => {
    expect((await home('agent')).leavesThisMonth).toEqual({
      total: 1,
      byStatus: [{ key: 'pending', label: 'Pending', count: 1 }],
      byDepartment: [{ key: '3', label: 'Sales', count: 1 }],
    });
    const tl = present((await home('teamleader')).leavesThisMonth, 'the team leader leaves');
    expect(tl.total).toBe(2);
    expect(tl.byStatus).toEqual(
      expect.arrayContaining([
        { key: 'pending', label: 'Pending', count: 1 },
        { key: 'approved', label: 'Approved', count: 1 },
      ]),
    );
    expect((await home('hr')).leavesThisMonth).toMatchObject({
      total: 2,
      byDepartment: [{ key: '3', label: 'Sales', count: 2 }],
    });
  });

  it('actions this month: counts only, scoped the same way', async () => {
    expect((await home('agent')).actionsThisMonth).toEqual({
      total: 1,
      byStatus: [{ key: '0', label: 'Pending', count: 1 }],
      byDepartment: [{ key: '3', label: 'Sales', count: 1 }],
    });
    expect((await home('teamleader')).actionsThisMonth).toMatchObject({
      total: 2,
      byStatus: [{ key: '0', label: 'Pending', count: 2 }],
    });
    expect((await home('hr')).actionsThisMonth).toMatchObject({
      total: 2,
      byDepartment: [{ key: '3', label: 'Sales', count: 2 }],
    });
  });

  it('attendance this month by status: every day up to today of the scope', async () => {
    const agent = (await home('agent')).attendanceThisMonth;
    expect(sum(agent)).toBe(12); // March 1..12, one person
    const tl = (await home('teamleader')).attendanceThisMonth;
    expect(sum(tl) % 12).toBe(0);
    expect(sum(tl)).toBeGreaterThan(12);
    const hr = (await home('hr')).attendanceThisMonth;
    expect(sum(hr)).toBeGreaterThan(sum(tl));
    expect(present(hr, 'HR attendance').map((s) => s.key)).toContain('absent');
  });

  it('refuses a day that is not a date', async () => {
    const res = await gql(stack, HOME, { today: '2025-02-30' }, tokens.agent);
    expect(res.errors?.[0]).toMatchObject({
      message: 'today must be a date YYYY-MM-DD',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  itFull.each(['agent', 'teamleader', 'hr'] as DemoKey[])('%s: one upstream call for the summary', async (who) => {
    await upstreamStats(stack, true);
    await home(who);
    const stats = await upstreamStats(stack, true);
    expect(Object.entries(stats.by_path).filter(([, n]) => n > 1)).toEqual([]);
    // The summary (expiry alerts too), the holidays (reference cache) and the user.
    expect(stats.by_path['/home/summary']).toBe(1);
    expect(stats.by_path['/headcount_employees/stats']).toBeUndefined();
    expect(stats.requests).toBeLessThanOrEqual(3);
  });

  it('expiry alerts: HR and the CEO see the counts of the headcount stats; a team leader and an agent get null', async () => {
    const stats = await gql(stack, ALERTS, {}, tokens.hr);
    expect(stats.errors).toBeUndefined();
    const a = dataOf(stats).headcountStats.alerts;
    const expected = {
      contracts: a.contractsExpired + a.contractsExpiring,
      nationalIds: a.nationalIdsExpired + a.nationalIdsExpiring,
      contractsExpired: a.contractsExpired,
      nationalIdsExpired: a.nationalIdsExpired,
    };
    expect((await home('hr')).expiryAlerts).toEqual(expected);
    expect((await home('ceo')).expiryAlerts).toEqual(expected);
    expect((await home('teamleader')).expiryAlerts).toBeNull();
    expect((await home('agent')).expiryAlerts).toBeNull();
    if (PROFILE === 'full') {
      // The tracker's expiry filter (the widget's link) lists them, former employees too.
      const listed = dataOf(await gql(stack, EXPIRING, {}, tokens.hr));
      expect(listed.c.count).toBeGreaterThanOrEqual(expected.contracts);
      expect(listed.n.count).toBeGreaterThanOrEqual(expected.nationalIds);
    }
  });

  itSpec('an expiry-alerts failure stays in its card', async () => {
    await upstreamFault(stack, { path: '^/headcount_employees', status: 500, message: 'boom' });
    try {
      const res = await gql(stack, HOME, { today: HOME_TODAY }, tokens.hr);
      expect(partial(res).expiryAlerts).toBeNull();
      expect(res.errors?.map((e) => e.path)).toEqual([['home', 'expiryAlerts']]);
      expect(present(partial(res).leavesThisMonth, 'leaves').total).toBe(2);
    } finally {
      await clearUpstreamFaults(stack);
    }
  });

  itFull('a summary failure nulls its widgets; holidays still answer', async () => {
    await upstreamFault(stack, { path: '^/home/summary$', status: 500, message: 'boom' });
    try {
      const res = await gql(stack, HOME, { today: HOME_TODAY }, tokens.hr);
      expect(partial(res).actionsThisMonth).toBeNull();
      expect(partial(res).offToday).toBeNull();
      expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
      expect(JSON.stringify(res.errors)).not.toContain('boom');
      expect(partial(res).holidays).toHaveLength(1);
    } finally {
      await clearUpstreamFaults(stack);
    }
  });

  itSpec("answers the other widgets when one widget's upstream call fails", async () => {
    await upstreamFault(stack, {
      path: '^/action_againsts',
      status: 500,
      message: 'boom',
    });
    try {
      const res = await gql(stack, HOME, { today: HOME_TODAY }, tokens.hr);
      expect(partial(res).actionsThisMonth).toBeNull();
      expect(res.errors).toHaveLength(1);
      expect(res.errors?.[0]).toMatchObject({
        path: ['home', 'actionsThisMonth'],
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
      expect(res.errors?.[0].message).not.toContain('boom');
      expect(present(partial(res).leavesThisMonth, 'leaves').total).toBe(2);
      expect(names(partial(res).offToday)).toEqual(['Hala Home']);
      expect(present(partial(res).headcount, 'head count').total).toBeGreaterThan(0);
    } finally {
      await clearUpstreamFaults(stack);
    }
  });
  itSpec("keeps the public widgets when the viewer's reports cannot be read", async () => {
    await upstreamFault(stack, { path: '^/employees/managed_employees', status: 503 });
    try {
      const res = await gql(stack, HOME, { today: HOME_TODAY }, tokens.teamleader);
      expect(partial(res).scope).toBeNull();
      expect(partial(res).headcount).toBeNull();
      expect(partial(res).leavesThisMonth).toBeNull();
      expect(res.errors?.map((e) => e.path?.[1])).toEqual(expect.arrayContaining(['scope', 'headcount', 'leavesThisMonth', 'actionsThisMonth']));
      expect(names(partial(res).anniversaries)).toContain('Hala Home');
      expect(partial(res).holidays).toHaveLength(1);
    } finally {
      await clearUpstreamFaults(stack);
    }
  });
});
