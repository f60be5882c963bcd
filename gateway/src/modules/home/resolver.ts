/**
 * The home dashboard: `home(today)` answers a `Home` whose widgets are field resolvers, so graphql-js runs
 * them in parallel and a widget whose upstream call fails is null with its own error while the others answer.
 * The scoped counts and people widgets come from the upstream's summary (summary.ts: one call, counted in the
 * database); holidays from the reference cache, expiry alerts from the headcount stats. Against a SPEC §7 backend each
 * widget composes its answer from the other domains' reads, as below (decision 0209): every read goes through the
 * request's REST client, whose identical GETs share one upstream call (at most one per distinct resource). What each
 * viewer sees is decided in `scopeOf` (see upstream/src/home/routes.ts for the decisions), the same in both ways.
 */
import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { ErrorCode, gatewayError } from '../../errors';
import { EXTENSIONS, withExtension, type Extension } from '../../kit/capabilities';
import { canAccess } from '../../access/table';
import { fetchPage, type RowOf } from '../../kit/loaders';
import { headcountStatsOf } from '../headcount/resolver';
import { isIsoDay, lastTwelveMonths, monthOf, occurrences, overlaps, todayUtc, weekOf, within } from './dates';
import { calendarLeaveOf, celebrationOf, fromSummary, summaryCalendar, type Summary } from './summary';
import {
  actionStatus,
  attendanceOrder,
  attendanceStatus,
  byDateThenName,
  calendarCut,
  calendarEvents,
  countBy,
  countsOf,
  department,
  firstOfEach,
  HOME_FIRST,
  leaveStatus,
  ordered,
  perRequest,
  CALENDAR_PER_DAY,
} from './widgets';
import {
  CalendarDayMore,
  CalendarEvent,
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

const SCOPES = { company: HomeScope.COMPANY, reports: HomeScope.REPORTS, self: HomeScope.SELF } as const;

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

async function departmentsById(ctx: Context): Promise<Map<string, { key: string; label: string }>> {
  return new Map((await employees(ctx)).map((e) => [String(e.id), department(e.departmentId, e.departmentName)]));
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

async function monthSummary<T extends { employeeId: unknown }>(
  ctx: Context,
  rows: T[],
  status: (row: T) => { key: string; label: string },
): Promise<MonthSummary> {
  const [scope, departments] = await Promise.all([scopeOf(ctx), departmentsById(ctx)]);
  const mine = rows.filter((r) => includes(scope, r.employeeId));
  const none = department(null, null);
  return {
    total: mine.length,
    byStatus: countBy(mine, status),
    byDepartment: countBy(mine, (r) => departments.get(String(r.employeeId)) ?? none),
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

/** Approved leaves of the month on the calendar, the leave type only for the viewer's scope. */
const calendarLeaves = async (home: Home, ctx: Context) => {
  const [leaves, scope] = await Promise.all([companyLeaves(ctx, home.today.slice(0, 7)), scopeOf(ctx)]);
  return leaves.map((l) => ({
    employeeId: String(l.employeeId),
    name: l.employeeName ?? '',
    leaveType: includes(scope, l.employeeId) ? (l.leaveTypeName ?? null) : null,
    startDate: l.startDate,
    endDate: l.endDate,
  }));
};

/** Everyone on approved leave today, by name. */
const allOffToday = perRequest(async (home, ctx): Promise<OffToday[]> => {
  const [leaves, scope, departments] = await Promise.all([companyLeaves(ctx, home.today.slice(0, 7)), scopeOf(ctx), departmentsById(ctx)]);
  return leaves
    .filter((l) => within(home.today, { start: l.startDate, end: l.endDate }))
    .map((l) => ({
      employeeId: String(l.employeeId),
      name: l.employeeName ?? '',
      departmentName: departments.get(String(l.employeeId))?.label ?? null,
      leaveType: includes(scope, l.employeeId) ? (l.leaveTypeName ?? null) : null,
      startDate: l.startDate,
      endDate: l.endDate,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
});

/** Head count of the scope from every employee (former ones where the upstream lists them); null alone in one's scope. */
async function composedHeadcount(home: Home, ctx: Context): Promise<Headcount | null> {
  const [scope, everyone] = await Promise.all([scopeOf(ctx), employees(ctx)]);
  if (scope.kind === HomeScope.SELF) return null;
  const mine = everyone.filter((e) => includes(scope, e.id));
  /** On the payroll at the end of `day`: joined by then, and not gone before (a former employee needs a last day). */
  const onPayroll = (e: EmployeeRow, day: string) => (!e.dateJoined || e.dateJoined <= day) && (e.lastWorkingDay ? e.lastWorkingDay >= day : isActive(e));
  const trend = lastTwelveMonths(home.today).map((key) => {
    const end = key === home.today.slice(0, 7) ? home.today : monthOf(`${key}-01`).end;
    return { month: key, count: mine.filter((e) => onPayroll(e, end)).length };
  });
  const month = { start: home.monthStart, end: home.monthEnd };
  const active = mine.filter((e) => onPayroll(e, home.today));
  return {
    total: active.length,
    joinedThisMonth: mine.filter((e) => e.dateJoined && within(e.dateJoined, month)).length,
    leftThisMonth: mine.filter((e) => e.lastWorkingDay && !isActive(e) && within(e.lastWorkingDay, month)).length,
    trend,
    byDepartment: countBy(active, (e) => department(e.departmentId, e.departmentName)),
  };
}

/** Every action dated this month that the viewer may see. */
async function actionsOfMonth(home: Home, ctx: Context) {
  const query = { createdStart: home.monthStart, createdEnd: home.monthEnd, limit: -1 };
  const first = await ctx.rest.get('/action_againsts', { query });
  if (first.items.length >= first.count) return first.items;
  // A SPEC §7 backend ignores limit=-1 and pages (10 by default): read the rest in pages of 500.
  const pages = await Promise.all(
    Array.from({ length: Math.ceil(first.count / 500) }, (_, i) => ctx.rest.get('/action_againsts', { query: { ...query, page: i + 1, limit: 500 } })),
  );
  return pages.flatMap((p) => p.items);
}

/** The status of every attendance day of the month up to today of the scope, as the two grids fill them. */
async function attendanceDays(home: Home, ctx: Context): Promise<string[]> {
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
  return days;
}

/** The widget's counts of expiry alerts (the headcount stats' or the summary's). */
const alertsOf = (a: NonNullable<Summary['expiryAlerts']>): HomeExpiryAlerts => ({
  contracts: a.contractsExpired + a.contractsExpiring,
  nationalIds: a.nationalIdsExpired + a.nationalIdsExpiring,
  contractsExpired: a.contractsExpired,
  nationalIdsExpired: a.nationalIdsExpired,
});

/** The summary's department bars, labelled and ordered. */
const departments = (counts: Summary['leaves']['byDepartment']) => ordered(counts.map((c) => ({ ...department(c.key, c.label), count: c.count })));

/** A month's counts of the summary, labelled and ordered as the composition's. */
const summaryCounts = (counts: Summary['leaves'], status: (key: string) => { key: string; label: string }): MonthSummary => ({
  total: counts.total,
  byStatus: ordered(counts.byStatus.map((c) => ({ ...status(c.key ?? ''), count: c.count }))),
  byDepartment: departments(counts.byDepartment),
});

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
  async scope(@Root() home: Home, @Ctx() ctx: Context): Promise<HomeScope> {
    return fromSummary(
      home,
      ctx,
      (s) => SCOPES[s.scope],
      async () => (await scopeOf(ctx)).kind,
    );
  }

  @FieldResolver(() => [Celebration], {
    nullable: true,
    description: `Birthdays of everyone this week and this month (day and month only), by date: the first ${HOME_FIRST} of each (birthdayCounts: how many). Everyone's needs the upstream extension GET /home/birthdays; without it CEO and HR see everyone's, others their own`,
  })
  async birthdays(@Root() home: Home, @Ctx() ctx: Context): Promise<Celebration[]> {
    return fromSummary(
      home,
      ctx,
      (s) => firstOfEach(s.birthdays.first.map(celebrationOf).sort(byDateThenName)),
      async () => firstOfEach(await allBirthdays(home, ctx)),
    );
  }

  @FieldResolver(() => CelebrationCounts, {
    nullable: true,
    description: 'How many birthdays fall this week and this month (birthdays lists the first few of each)',
  })
  async birthdayCounts(@Root() home: Home, @Ctx() ctx: Context): Promise<CelebrationCounts> {
    return fromSummary(
      home,
      ctx,
      (s) => ({ thisWeek: s.birthdays.thisWeek, thisMonth: s.birthdays.thisMonth }),
      async () => countsOf(await allBirthdays(home, ctx)),
    );
  }

  @FieldResolver(() => [Celebration], {
    nullable: true,
    description: `Work anniversaries (whole years since joining) this week and this month, by date: the first ${HOME_FIRST} of each (anniversaryCounts: how many)`,
  })
  async anniversaries(@Root() home: Home, @Ctx() ctx: Context): Promise<Celebration[]> {
    return fromSummary(
      home,
      ctx,
      (s) => firstOfEach(s.anniversaries.first.map(celebrationOf).sort(byDateThenName)),
      async () => firstOfEach(await allAnniversaries(home, ctx)),
    );
  }

  @FieldResolver(() => CelebrationCounts, {
    nullable: true,
    description: 'How many work anniversaries fall this week and this month (anniversaries lists the first few of each)',
  })
  async anniversaryCounts(@Root() home: Home, @Ctx() ctx: Context): Promise<CelebrationCounts> {
    return fromSummary(
      home,
      ctx,
      (s) => ({ thisWeek: s.anniversaries.thisWeek, thisMonth: s.anniversaries.thisMonth }),
      async () => countsOf(await allAnniversaries(home, ctx)),
    );
  }

  @FieldResolver(() => [OffToday], {
    nullable: true,
    description: `Who is on approved leave today (company-wide), by name: the first ${HOME_FIRST} (offTodayCount: how many); an empty list when no one is off`,
  })
  async offToday(@Root() home: Home, @Ctx() ctx: Context): Promise<OffToday[]> {
    return fromSummary(
      home,
      ctx,
      (s) =>
        s.offToday.first
          .map((p) => ({ ...calendarLeaveOf(p), departmentName: department(null, p.departmentName).label }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      async () => (await allOffToday(home, ctx)).slice(0, HOME_FIRST),
    );
  }

  @FieldResolver(() => Int, { nullable: true, description: 'How many are on approved leave today (offToday lists the first few)' })
  async offTodayCount(@Root() home: Home, @Ctx() ctx: Context): Promise<number> {
    return fromSummary(
      home,
      ctx,
      (s) => s.offToday.count,
      async () => (await allOffToday(home, ctx)).length,
    );
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
    const month = { start: home.monthStart, end: home.monthEnd };
    const holidays = await this.holidays(home, ctx);
    return fromSummary(
      home,
      ctx,
      (s) => {
        const { events, others } = summaryCalendar(s, holidays);
        return calendarCut(events, month, others);
      },
      async () => {
        const [leaves, born, joined] = await Promise.all([calendarLeaves(home, ctx), allBirthdays(home, ctx), allAnniversaries(home, ctx)]);
        return calendarCut(calendarEvents(holidays, leaves, born, joined), month);
      },
    );
  });

  @FieldResolver(() => Headcount, {
    nullable: true,
    description:
      "Head count of the viewer's scope with its 12-month trend; null for viewers without reports. Leavers count in past months where the upstream lists former employees (extension active=all)",
  })
  async headcount(@Root() home: Home, @Ctx() ctx: Context): Promise<Headcount | null> {
    return fromSummary(
      home,
      ctx,
      (s) => s.headcount && { ...s.headcount, byDepartment: departments(s.headcount.byDepartment) },
      () => composedHeadcount(home, ctx),
    );
  }

  @FieldResolver(() => HomeExpiryAlerts, {
    nullable: true,
    description:
      "Contracts and national IDs expired or expiring within 30 days of the server's today (counts only; the summary's, or the headcount stats'). Null for viewers without headcount.manage (only CEO and HR see it)",
  })
  async expiryAlerts(@Root() home: Home, @Ctx() ctx: Context): Promise<HomeExpiryAlerts | null> {
    if (!canAccess(await ctx.roles(), 'headcount.manage')) return null;
    return fromSummary(
      home,
      ctx,
      (s) => s.expiryAlerts && alertsOf(s.expiryAlerts),
      async () => alertsOf((await headcountStatsOf(ctx)).alerts),
    );
  }

  @FieldResolver(() => MonthSummary, {
    nullable: true,
    description: "Leave requests (any status) sharing a day with this month, of the viewer's scope, by status and department",
  })
  async leavesThisMonth(@Root() home: Home, @Ctx() ctx: Context): Promise<MonthSummary> {
    return fromSummary(
      home,
      ctx,
      (s) => summaryCounts(s.leaves, leaveStatus),
      async () => {
        const rows = (await ctx.rest.get('/leave_requests', { query: { month: home.today.slice(0, 7) } })).items;
        return monthSummary(ctx, rows, (r) => leaveStatus(r.status));
      },
    );
  }

  @FieldResolver(() => MonthSummary, {
    nullable: true,
    description: "Actions dated this month, of the viewer's scope, by status and department (counts only)",
  })
  async actionsThisMonth(@Root() home: Home, @Ctx() ctx: Context): Promise<MonthSummary> {
    return fromSummary(
      home,
      ctx,
      (s) => summaryCounts(s.actions, actionStatus),
      async () => monthSummary(ctx, await actionsOfMonth(home, ctx), (r) => actionStatus(r.status)),
    );
  }

  @FieldResolver(() => [KeyCount], {
    nullable: true,
    description: "Attendance days of this month up to today, of the viewer's scope, by status (unmarked past days read as the grids fill them)",
  })
  async attendanceThisMonth(@Root() home: Home, @Ctx() ctx: Context): Promise<KeyCount[]> {
    return fromSummary(
      home,
      ctx,
      (s) =>
        ordered(
          s.attendance.map((c) => ({ ...attendanceStatus(c.key ?? ''), count: c.count })),
          attendanceOrder,
        ),
      async () => countBy(await attendanceDays(home, ctx), attendanceStatus, attendanceOrder),
    );
  }
}
