/**
 * The home dashboard: `home(today)` answers a `Home` whose widgets are field resolvers, so graphql-js runs
 * them in parallel and a widget whose upstream call fails is null with its own error while the others answer.
 * Every widget reads through the request's REST client, whose identical GETs share one upstream call: the whole
 * request makes at most one call per distinct resource (employees, birthdays, company leaves, leave requests,
 * actions, and each attendance grid), whatever widgets ask for it; holidays come from the reference cache. What each viewer sees is decided in
 * `scopeOf` (see upstream/src/home/routes.ts for the decisions): public facts company-wide, the rest scoped.
 */
import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { ErrorCode, gatewayError } from '../../errors';
import { EXTENSIONS, withExtension, type Extension } from '../../kit/capabilities';
import { ATTENDANCE_STATUSES } from '../../../../upstream/src/attendance/statuses';
import { canAccess } from '../../access/table';
import { fetchPage, type RowOf } from '../../kit/loaders';
import { headcountStatsOf } from '../headcount/resolver';
import { isIsoDay, lastTwelveMonths, monthOf, occurrences, overlaps, todayUtc, weekOf, within } from './dates';
import {
  CalendarDayMore,
  CalendarEvent,
  CalendarEventKind,
  Celebration,
  CelebrationCounts,
  Headcount,
  Home,
  HomeExpiryAlerts,
  HomeHoliday,
  HomeScope,
  KeyCount,
  MonthSummary,
  OffToday,
} from './types';

/** The upstream's birthdays read (day and month of everyone); without it, employee answers' date_of_birth. */
const BIRTHDAYS: Extension = 'GET /home/birthdays';
const ACTION_STATUS = ['Pending', 'Approved', 'Rejected', 'Waived'];
const LEAVE_STATUS: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  canceled: 'Canceled',
};
const ATTENDANCE_LABEL = new Map(ATTENDANCE_STATUSES.map((s) => [s.key, s.label]));
const ATTENDANCE_ORDER = new Map(ATTENDANCE_STATUSES.map((s, i) => [s.key, i]));

/** Whose data the scoped widgets count: null ids = the company. */
interface Scope {
  kind: HomeScope;
  viewerId: string;
  ids: Set<string> | null;
}
const includes = (scope: Scope, id: unknown) => scope.ids === null || scope.ids.has(String(id));

const scopes = new WeakMap<Context, Promise<Scope>>();
/** The viewer's scope, once per request: CEO/HR the company; people with reports their line and themself; else themself. */
function scopeOf(ctx: Context): Promise<Scope> {
  let scope = scopes.get(ctx);
  if (!scope) {
    scope = (async () => {
      const [user, roles] = await Promise.all([ctx.currentUser(), ctx.roles()]);
      const viewerId = String(user.id);
      if (roles.ceo || roles.hr) return { kind: HomeScope.COMPANY, viewerId, ids: null };
      const reports = (await ctx.rest.get('/employees/managed_employees')).items.map((e) => String(e.id));
      return {
        kind: reports.length ? HomeScope.REPORTS : HomeScope.SELF,
        viewerId,
        ids: new Set([viewerId, ...reports]),
      };
    })();
    scopes.set(ctx, scope);
  }
  return scope;
}

/** Every employee (former ones too where the upstream offers `active=all`; a SPEC §7 backend answers current ones). */
const employees = async (ctx: Context) => (await ctx.rest.get('/employees', { query: { active: 'all' } })).items;
type EmployeeRow = Awaited<ReturnType<typeof employees>>[number];
const isActive = (e: EmployeeRow) => e.active !== false;

async function departmentsById(ctx: Context): Promise<Map<string, { id: string; name: string }>> {
  return new Map(
    (await employees(ctx)).map((e) => [
      String(e.id),
      {
        id: e.departmentId ? String(e.departmentId) : 'none',
        name: e.departmentName ?? 'No department',
      },
    ]),
  );
}

/** What the calendar reads of a leave: the fields the company list and a leave request both carry. */
type LeaveRow = Pick<RowOf<'/leave_requests'>, 'employeeId' | 'employeeName' | 'leaveTypeName' | 'startDate' | 'endDate'>;
const leaveOf = ({ employeeId, employeeName, leaveTypeName, startDate, endDate }: LeaveRow): LeaveRow => ({
  ...{ employeeId, employeeName, leaveTypeName, startDate, endDate },
});

/** Approved leaves of everyone sharing a day with the month (who is off; the calendar). */
function companyLeaves(ctx: Context, month: string) {
  return withExtension(
    ctx,
    EXTENSIONS.companyLeaves,
    async () => (await ctx.rest.get('/leave_requests/company', { query: { month } })).items.map(leaveOf),
    async () =>
      (
        await ctx.rest.get('/leave_requests', {
          query: { month, status: 'approved' },
        })
      ).items.map(leaveOf),
  );
}

/** Birthdays as MM-DD with name and department, of active employees. */
function birthdays(ctx: Context) {
  return withExtension(
    ctx,
    BIRTHDAYS,
    async () =>
      (await ctx.rest.get('/home/birthdays')).items.map((b) => ({
        ...b,
        employeeId: String(b.employeeId),
      })),
    async () =>
      (await employees(ctx))
        .filter((e) => isActive(e) && e.dateOfBirth)
        .map((e) => ({
          employeeId: String(e.id),
          name: e.name,
          departmentName: e.departmentName,
          birthday: e.dateOfBirth!.slice(5, 10),
        })),
  );
}

/** Counts by key, largest first then by label. */
function countBy<T>(items: T[], keyOf: (item: T) => { key: string; label: string }, order?: (key: string) => number): KeyCount[] {
  const counts = new Map<string, KeyCount>();
  for (const item of items) {
    const { key, label } = keyOf(item);
    const entry = counts.get(key) ?? { key, label, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  const list = [...counts.values()];
  return order ? list.sort((a, b) => order(a.key) - order(b.key)) : list.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

async function summary<T extends { employeeId: unknown }>(ctx: Context, rows: T[], status: (row: T) => { key: string; label: string }): Promise<MonthSummary> {
  const [scope, departments] = await Promise.all([scopeOf(ctx), departmentsById(ctx)]);
  const mine = rows.filter((r) => includes(scope, r.employeeId));
  const none = { key: 'none', label: 'No department' };
  return {
    total: mine.length,
    byStatus: countBy(mine, status),
    byDepartment: countBy(mine, (r) => {
      const d = departments.get(String(r.employeeId));
      return d ? { key: d.id, label: d.name } : none;
    }),
  };
}

const byDateThenName = (a: { date: string; name: string }, b: { date: string; name: string }) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name);

/**
 * The answer stays small at any company size (under 20 KB for 5,000 people): a people widget's list holds its first
 * HOME_FIRST entries (this week's and this month's each) beside counts of all, and a calendar day its first
 * CALENDAR_PER_DAY events beside the number left out; the full lists are the paged screens the web links to.
 */
export const HOME_FIRST = 5;
export const CALENDAR_PER_DAY = 2;

/** A widget's whole data, computed once per request and day whichever fields ask for it. */
function perRequest<T>(compute: (home: Home, ctx: Context) => Promise<T>): (home: Home, ctx: Context) => Promise<T> {
  const cache = new WeakMap<Context, Map<string, Promise<T>>>();
  return (home, ctx) => {
    const byDay = cache.get(ctx) ?? new Map<string, Promise<T>>();
    cache.set(ctx, byDay);
    let answer = byDay.get(home.today);
    if (!answer) byDay.set(home.today, (answer = compute(home, ctx)));
    return answer;
  };
}

/** Everyone's birthdays this week and this month, by date. */
const allBirthdays = perRequest(async (home, ctx): Promise<Celebration[]> => {
  const occurrence = occurrences(home.today);
  const list = (await birthdays(ctx)).flatMap((b) => {
    const when = occurrence(b.birthday);
    return when ? [{ employeeId: b.employeeId, name: b.name, departmentName: b.departmentName ?? null, ...when, years: null }] : [];
  });
  return list.sort(byDateThenName);
});

/** Work anniversaries (whole years since joining) this week and this month, by date. */
const allAnniversaries = perRequest(async (home, ctx): Promise<Celebration[]> => {
  const occurrence = occurrences(home.today);
  return (await employees(ctx))
    .filter((e) => isActive(e) && e.dateJoined)
    .flatMap((e) => {
      const when = occurrence(e.dateJoined!.slice(5, 10));
      const years = when ? Number(when.date.slice(0, 4)) - Number(e.dateJoined!.slice(0, 4)) : 0;
      return when && years >= 1 ? [{ employeeId: String(e.id), name: e.name, departmentName: e.departmentName ?? null, ...when, years }] : [];
    })
    .sort(byDateThenName);
});

/** Everyone on approved leave today, by name. */
const allOffToday = perRequest(async (home, ctx): Promise<OffToday[]> => {
  const [leaves, scope, departments] = await Promise.all([companyLeaves(ctx, home.today.slice(0, 7)), scopeOf(ctx), departmentsById(ctx)]);
  return leaves
    .filter((l) => within(home.today, { start: l.startDate, end: l.endDate }))
    .map((l) => ({
      employeeId: String(l.employeeId),
      name: l.employeeName ?? '',
      departmentName: departments.get(String(l.employeeId))?.name ?? null,
      leaveType: includes(scope, l.employeeId) ? (l.leaveTypeName ?? null) : null,
      startDate: l.startDate,
      endDate: l.endDate,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
});

/** The first HOME_FIRST celebrations of this week and the first HOME_FIRST of this month, in their order. */
function firstOfEach(list: Celebration[]): Celebration[] {
  let week = 0;
  let month = 0;
  return list.filter((c) => {
    const keep = (c.thisWeek && week < HOME_FIRST) || (c.thisMonth && month < HOME_FIRST);
    if (keep && c.thisWeek) week += 1;
    if (keep && c.thisMonth) month += 1;
    return keep;
  });
}

const countsOf = (list: Celebration[]): CelebrationCounts => ({
  thisWeek: list.filter((c) => c.thisWeek).length,
  thisMonth: list.filter((c) => c.thisMonth).length,
});

const KIND_ORDER = [CalendarEventKind.HOLIDAY, CalendarEventKind.LEAVE, CalendarEventKind.BIRTHDAY, CalendarEventKind.ANNIVERSARY];

/**
 * The events each day of the month shows: at most CALENDAR_PER_DAY, taken in turn from each kind (holidays first) in
 * the list's order; an event stays when some day shows it. `more` counts, per day, its events that did not stay.
 */
function calendarCut(events: CalendarEvent[], month: { start: string; end: string }): { kept: CalendarEvent[]; more: CalendarDayMore[] } {
  const kept = new Set<CalendarEvent>();
  const days: string[] = [];
  for (let d = new Date(`${month.start}T00:00:00Z`); d.toISOString().slice(0, 10) <= month.end; d.setUTCDate(d.getUTCDate() + 1)) {
    days.push(d.toISOString().slice(0, 10));
  }
  const onDay = new Map(days.map((day) => [day, events.filter((e) => e.startDate <= day && e.endDate >= day)]));
  for (const day of days) {
    const byKind = KIND_ORDER.map((kind) => onDay.get(day)!.filter((e) => e.kind === kind));
    let shown = 0;
    for (let turn = 0; shown < CALENDAR_PER_DAY && byKind.some((list) => list.length > turn); turn += 1) {
      for (const list of byKind) {
        if (shown < CALENDAR_PER_DAY && list[turn]) {
          kept.add(list[turn]);
          shown += 1;
        }
      }
    }
  }
  const more = days.flatMap((date) => {
    const count = onDay.get(date)!.filter((e) => !kept.has(e)).length;
    return count ? [{ date, count }] : [];
  });
  return { kept: events.filter((e) => kept.has(e)), more };
}

@Resolver(() => Home)
export class HomeResolver {
  @Authorized()
  @Query(() => Home, {
    description: 'The home dashboard of the caller (every signed-in user), for today or the given day',
  })
  home(
    @Arg('today', () => String, {
      nullable: true,
      description: "The day to show, YYYY-MM-DD (default: today's UTC date)",
    })
    today: string | null,
  ): Home {
    const day = today ?? todayUtc();
    if (!isIsoDay(day))
      throw gatewayError(ErrorCode.BAD_USER_INPUT, 'today must be a date YYYY-MM-DD', {
        fieldErrors: [{ field: 'today', message: 'today must be a date YYYY-MM-DD' }],
      });
    const week = weekOf(day);
    const month = monthOf(day);
    return {
      today: day,
      weekStart: week.start,
      weekEnd: week.end,
      monthStart: month.start,
      monthEnd: month.end,
    };
  }

  @FieldResolver(() => HomeScope, {
    nullable: true,
    description: 'Whose data the scoped widgets count for this viewer (null when it cannot be found out; the scoped widgets then fail too)',
  })
  async scope(@Ctx() ctx: Context): Promise<HomeScope> {
    return (await scopeOf(ctx)).kind;
  }

  @FieldResolver(() => [Celebration], {
    nullable: true,
    description: `Birthdays of everyone this week and this month (day and month only), by date: the first ${HOME_FIRST} of each (birthdayCounts: how many). Everyone's needs the upstream extension GET /home/birthdays; without it CEO and HR see everyone's, others their own`,
  })
  async birthdays(@Root() home: Home, @Ctx() ctx: Context): Promise<Celebration[]> {
    return firstOfEach(await allBirthdays(home, ctx));
  }

  @FieldResolver(() => CelebrationCounts, {
    nullable: true,
    description: 'How many birthdays fall this week and this month (birthdays lists the first few of each)',
  })
  async birthdayCounts(@Root() home: Home, @Ctx() ctx: Context): Promise<CelebrationCounts> {
    return countsOf(await allBirthdays(home, ctx));
  }

  @FieldResolver(() => [Celebration], {
    nullable: true,
    description: `Work anniversaries (whole years since joining) this week and this month, by date: the first ${HOME_FIRST} of each (anniversaryCounts: how many)`,
  })
  async anniversaries(@Root() home: Home, @Ctx() ctx: Context): Promise<Celebration[]> {
    return firstOfEach(await allAnniversaries(home, ctx));
  }

  @FieldResolver(() => CelebrationCounts, {
    nullable: true,
    description: 'How many work anniversaries fall this week and this month (anniversaries lists the first few of each)',
  })
  async anniversaryCounts(@Root() home: Home, @Ctx() ctx: Context): Promise<CelebrationCounts> {
    return countsOf(await allAnniversaries(home, ctx));
  }

  @FieldResolver(() => [OffToday], {
    nullable: true,
    description: `Who is on approved leave today (company-wide), by name: the first ${HOME_FIRST} (offTodayCount: how many); an empty list when no one is off`,
  })
  async offToday(@Root() home: Home, @Ctx() ctx: Context): Promise<OffToday[]> {
    return (await allOffToday(home, ctx)).slice(0, HOME_FIRST);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'How many are on approved leave today (offToday lists the first few)' })
  async offTodayCount(@Root() home: Home, @Ctx() ctx: Context): Promise<number> {
    return (await allOffToday(home, ctx)).length;
  }

  @FieldResolver(() => [HomeHoliday], {
    nullable: true,
    description: 'Official holidays sharing a day with this month',
  })
  async holidays(@Root() home: Home, @Ctx() ctx: Context): Promise<HomeHoliday[]> {
    const month = { start: home.monthStart, end: home.monthEnd };
    // Reference data (the same for everyone, kit/reference.ts): the widget and the calendar read it from the cache.
    const page = await fetchPage(ctx, '/vacations', { year: home.today.slice(0, 4) }, (h) => h, { shared: true });
    return page.items
      .filter((h) => overlaps({ start: h.startdate, end: h.enddate }, month))
      .map((h) => ({
        id: String(h.id),
        name: h.vacName,
        startDate: h.startdate,
        endDate: h.enddate,
      }))
      .sort((a, b) => a.startDate.localeCompare(b.startDate));
  }

  @FieldResolver(() => [CalendarEvent], {
    nullable: true,
    description: `This month's events: approved leaves, birthdays, work anniversaries and official holidays, by first day; at most ${CALENDAR_PER_DAY} a day, taken in turn from each kind (calendarMore: the rest)`,
  })
  async calendar(@Root() home: Home, @Ctx() ctx: Context): Promise<CalendarEvent[]> {
    return (await this.monthCalendar(home, ctx)).kept;
  }

  @FieldResolver(() => [CalendarDayMore], {
    nullable: true,
    description: 'The days with events left out of the calendar, and how many (the company leaves screen lists them all)',
  })
  async calendarMore(@Root() home: Home, @Ctx() ctx: Context): Promise<CalendarDayMore[]> {
    return (await this.monthCalendar(home, ctx)).more;
  }

  private monthCalendar = perRequest(async (home, ctx) => {
    const [leaves, holidays, born, joined, scope] = await Promise.all([
      companyLeaves(ctx, home.today.slice(0, 7)),
      this.holidays(home, ctx),
      allBirthdays(home, ctx),
      allAnniversaries(home, ctx),
      scopeOf(ctx),
    ]);
    const events: CalendarEvent[] = [
      ...holidays.map((h) => ({
        kind: CalendarEventKind.HOLIDAY,
        title: h.name,
        startDate: h.startDate,
        endDate: h.endDate,
        employeeId: null,
      })),
      ...leaves.map((l) => ({
        kind: CalendarEventKind.LEAVE,
        title: includes(scope, l.employeeId) && l.leaveTypeName ? `${l.employeeName} (${l.leaveTypeName})` : (l.employeeName ?? ''),
        startDate: l.startDate,
        endDate: l.endDate,
        employeeId: String(l.employeeId),
      })),
      ...born
        .filter((b) => b.thisMonth)
        .map((b) => ({
          kind: CalendarEventKind.BIRTHDAY,
          title: b.name,
          startDate: b.date,
          endDate: b.date,
          employeeId: b.employeeId,
        })),
      ...joined
        .filter((a) => a.thisMonth)
        .map((a) => ({
          kind: CalendarEventKind.ANNIVERSARY,
          title: `${a.name} (${a.years} ${a.years === 1 ? 'year' : 'years'})`,
          startDate: a.date,
          endDate: a.date,
          employeeId: a.employeeId,
        })),
    ];
    events.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.title.localeCompare(b.title));
    return calendarCut(events, { start: home.monthStart, end: home.monthEnd });
  });

  @FieldResolver(() => Headcount, {
    nullable: true,
    description:
      "Head count of the viewer's scope with its 12-month trend; null for viewers without reports. Leavers count in past months where the upstream lists former employees (extension active=all)",
  })
  async headcount(@Root() home: Home, @Ctx() ctx: Context): Promise<Headcount | null> {
    const [scope, everyone] = await Promise.all([scopeOf(ctx), employees(ctx)]);
    if (scope.kind === HomeScope.SELF) return null;
    const mine = everyone.filter((e) => includes(scope, e.id));
    /** On the payroll at the end of `day`: joined by then, and not gone before (a former employee needs a last day). */
    const onPayroll = (e: EmployeeRow, day: string) => (!e.dateJoined || e.dateJoined <= day) && (e.lastWorkingDay ? e.lastWorkingDay >= day : isActive(e));
    const trend = lastTwelveMonths(home.today).map((key) => {
      const end = key === home.today.slice(0, 7) ? home.today : monthOf(`${key}-01`).end;
      return {
        month: key,
        count: mine.filter((e) => onPayroll(e, end)).length,
      };
    });
    const month = { start: home.monthStart, end: home.monthEnd };
    const active = mine.filter((e) => onPayroll(e, home.today));
    return {
      total: active.length,
      joinedThisMonth: mine.filter((e) => e.dateJoined && within(e.dateJoined, month)).length,
      leftThisMonth: mine.filter((e) => e.lastWorkingDay && !isActive(e) && within(e.lastWorkingDay, month)).length,
      trend,
      byDepartment: countBy(active, (e) => ({
        key: e.departmentId ? String(e.departmentId) : 'none',
        label: e.departmentName ?? 'No department',
      })),
    };
  }

  @FieldResolver(() => HomeExpiryAlerts, {
    nullable: true,
    description:
      "Contracts and national IDs expired or expiring within 30 days of the server's today (counts only; the headcount stats call). Null for viewers without headcount.manage (only CEO and HR see it)",
  })
  async expiryAlerts(@Ctx() ctx: Context): Promise<HomeExpiryAlerts | null> {
    if (!canAccess(await ctx.roles(), 'headcount.manage')) return null;
    const { alerts } = await headcountStatsOf(ctx);
    return {
      contracts: alerts.contractsExpired + alerts.contractsExpiring,
      nationalIds: alerts.nationalIdsExpired + alerts.nationalIdsExpiring,
      contractsExpired: alerts.contractsExpired,
      nationalIdsExpired: alerts.nationalIdsExpired,
    };
  }

  @FieldResolver(() => MonthSummary, {
    nullable: true,
    description: "Leave requests (any status) sharing a day with this month, of the viewer's scope, by status and department",
  })
  async leavesThisMonth(@Root() home: Home, @Ctx() ctx: Context): Promise<MonthSummary> {
    const rows = (
      await ctx.rest.get('/leave_requests', {
        query: { month: home.today.slice(0, 7) },
      })
    ).items;
    return summary(ctx, rows, (r) => ({
      key: r.status,
      label: LEAVE_STATUS[r.status] ?? r.status,
    }));
  }

  @FieldResolver(() => MonthSummary, {
    nullable: true,
    description: "Actions dated this month, of the viewer's scope, by status and department (counts only)",
  })
  async actionsThisMonth(@Root() home: Home, @Ctx() ctx: Context): Promise<MonthSummary> {
    const query = {
      createdStart: home.monthStart,
      createdEnd: home.monthEnd,
      limit: -1,
    };
    const first = await ctx.rest.get('/action_againsts', { query });
    let rows = first.items;
    if (rows.length < first.count) {
      // A SPEC §7 backend ignores limit=-1 and pages (10 by default): read the rest in pages of 500.
      const pages = await Promise.all(
        Array.from({ length: Math.ceil(first.count / 500) }, (_, i) =>
          ctx.rest.get('/action_againsts', {
            query: { ...query, page: i + 1, limit: 500 },
          }),
        ),
      );
      rows = pages.flatMap((p) => p.items);
    }
    return summary(ctx, rows, (r) => ({
      key: String(r.status),
      label: ACTION_STATUS[r.status] ?? String(r.status),
    }));
  }

  @FieldResolver(() => [KeyCount], {
    nullable: true,
    description: "Attendance days of this month up to today, of the viewer's scope, by status (unmarked past days read as the grids fill them)",
  })
  async attendanceThisMonth(@Root() home: Home, @Ctx() ctx: Context): Promise<KeyCount[]> {
    const month = home.today.slice(0, 7);
    const [scope, user] = await Promise.all([scopeOf(ctx), ctx.currentUser()]);
    // Alone in their scope, the viewer reads only their own grid row (their family's grid, searched by RES_ID).
    const alone = scope.kind === HomeScope.SELF;
    const query = alone ? { month, search: user.resId } : { month };
    const [employeesGrid, agentsGrid] = await Promise.all([
      alone && user.role === 0 ? null : ctx.rest.get('/api/monthly_attendances', { query }),
      alone && user.role !== 0 ? null : ctx.rest.get('/api/agent_attendances', { query }),
    ]);
    const days: string[] = [];
    for (const row of [...(employeesGrid?.rows ?? []), ...(agentsGrid?.rows ?? [])]) {
      if (!includes(scope, row.employeeId)) continue;
      for (const [date, status] of Object.entries(row.records)) if (status && date <= home.today) days.push(status);
    }
    return countBy(
      days,
      (status) => ({
        key: status,
        label: ATTENDANCE_LABEL.get(status) ?? status,
      }),
      (key) => ATTENDANCE_ORDER.get(key) ?? ATTENDANCE_ORDER.size,
    );
  }
}
