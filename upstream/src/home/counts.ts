/**
 * The scoped counts of GET /home/summary, each ONE statement that answers counts, never rows: head count with its
 * trend, leave requests and actions of the month, attendance days of the month. `Scope` is whose rows count
 * (routes.ts); null ids = the company.
 */
import type { Queryable } from '../db';
import { Filters } from '../http/paging';
import { SUBORDINATES_SQL } from '../people/store';
import { RESIGNED_SQL } from '../attendance/store';
import { DEFAULT_STATUS } from '../attendance/statuses';
import { FUTURE_STATUS, leaveStatusSql } from '../attendance/fill';

export interface Scope {
  kind: 'company' | 'reports' | 'self';
  viewerId: number;
  /** The viewer and the active people of their reporting line (as GET /employees/managed_employees lists them). */
  ids: number[] | null;
}

/** The days of a home answer: today, its month, the 12 month ends of the trend, the grids' own today. */
export interface HomeDays {
  today: string;
  monthStart: string;
  monthEnd: string;
  /** The trend's day per month, oldest first: each month's last day, today for this month. */
  trend: { month: string; end: string }[];
  /** The upstream's today: unmarked attendance days from it on are blank, earlier ones absent (attendance/fill.ts). */
  gridToday: string;
}

export interface KeyCount {
  key: string | null;
  label: string | null;
  count: number;
}

export async function scopeOf(db: Queryable, viewerId: number, company: boolean): Promise<Scope> {
  if (company) return { kind: 'company', viewerId, ids: null };
  const { rows } = await db.query<{ id: number }>(`SELECT e.id FROM employees e WHERE e.active AND e.id IN (${SUBORDINATES_SQL('$1')})`, [viewerId]);
  return { kind: rows.length ? 'reports' : 'self', viewerId, ids: [viewerId, ...rows.map((r) => r.id)] };
}

/** SQL: `column` is someone of the scope. */
export const inScope = (scope: Scope, column: string, f: Filters) => (scope.ids === null ? 'TRUE' : `${column} = ANY(${f.param(scope.ids)}::int[])`);

/** On the payroll at the end of `day`: joined by then, and not gone before (a former employee needs a last day). */
const onPayroll = (day: string) =>
  `((e.date_joined IS NULL OR e.date_joined <= ${day}) AND CASE WHEN e.last_working_day IS NOT NULL THEN e.last_working_day >= ${day} ELSE e.active END)`;

const int = (v: unknown) => Number(v);

/**
 * SQL: the days `first`..`last` (placeholders), one row `day` each. Integer steps, so the planner knows how many rows
 * (a date generate_series counts as 1,000, which inflated the plans past jit_above_cost: seconds of JIT compiling).
 */
export const daysSql = (first: string, last: string) => `SELECT ${first}::date + i AS day FROM generate_series(0, ${last}::date - ${first}::date) i`;

export async function headcount(db: Queryable, scope: Scope, days: HomeDays) {
  const f = new Filters();
  const [start, end] = [f.param(days.monthStart), f.param(days.monthEnd)];
  const trend = days.trend.map((m) => `count(*) FILTER (WHERE ${onPayroll(`${f.param(m.end)}::date`)})`);
  const byDepartment = new Filters();
  const [totals, departments] = await Promise.all([
    db.query(
      `SELECT count(*) FILTER (WHERE e.date_joined BETWEEN ${start}::date AND ${end}::date) AS joined,
              count(*) FILTER (WHERE NOT e.active AND e.last_working_day BETWEEN ${start}::date AND ${end}::date) AS gone,
              ARRAY[${trend.join(', ')}] AS trend
         FROM employees e WHERE ${inScope(scope, 'e.id', f)}`,
      f.params,
    ),
    db.query<KeyCount>(
      `SELECT e.department_id::text AS key, d.department_name AS label, count(*)::int AS count
         FROM employees e LEFT JOIN departments d ON d.id = e.department_id
        WHERE ${inScope(scope, 'e.id', byDepartment)} AND ${onPayroll(`${byDepartment.param(days.today)}::date`)}
        GROUP BY 1, 2`,
      byDepartment.params,
    ),
  ]);
  const row = totals.rows[0];
  // The trend's last day is today: this month's count is the total.
  const trendCounts = days.trend.map((m, i) => ({ month: m.month, count: int((row.trend as unknown[])[i]) }));
  return {
    total: trendCounts[trendCounts.length - 1].count,
    joined_this_month: int(row.joined),
    left_this_month: int(row.gone),
    trend: trendCounts,
    by_department: departments.rows,
  };
}

/**
 * Rows of `from` (alias `x`, its employee `x.employee_id`) matching `when`, counted by `status` and by the employee's
 * department: leave requests sharing a day with the month, actions dated in it.
 */
async function monthCounts(db: Queryable, scope: Scope, from: string, status: string, when: (f: Filters) => string) {
  const f = new Filters();
  const { rows } = await db.query<{ status: string; key: string | null; label: string | null; count: number }>(
    `SELECT ${status}::text AS status, e.department_id::text AS key, d.department_name AS label, count(*)::int AS count
       FROM ${from} x JOIN employees e ON e.id = x.employee_id LEFT JOIN departments d ON d.id = e.department_id
      WHERE ${when(f)} AND ${inScope(scope, 'x.employee_id', f)}
      GROUP BY 1, 2, 3`,
    f.params,
  );
  const sum = (key: (r: (typeof rows)[number]) => string | null, label: (r: (typeof rows)[number]) => string | null) => {
    const out = new Map<string | null, KeyCount>();
    for (const r of rows) {
      const entry = out.get(key(r)) ?? { key: key(r), label: label(r), count: 0 };
      entry.count += r.count;
      out.set(key(r), entry);
    }
    return [...out.values()];
  };
  return {
    total: rows.reduce((n, r) => n + r.count, 0),
    by_status: sum(
      (r) => r.status,
      () => null,
    ),
    by_department: sum(
      (r) => r.key,
      (r) => r.label,
    ),
  };
}

export const leavesOfMonth = (db: Queryable, scope: Scope, days: HomeDays) =>
  monthCounts(
    db,
    scope,
    'leave_requests',
    'x.status',
    (f) => `x.end_date >= ${f.param(days.monthStart)}::date AND x.start_date <= ${f.param(days.monthEnd)}::date`,
  );

export const actionsOfMonth = (db: Queryable, scope: Scope, days: HomeDays) =>
  monthCounts(db, scope, 'action_againsts', 'x.status', (f) => `x.date BETWEEN ${f.param(days.monthStart)}::date AND ${f.param(days.monthEnd)}::date`);

/**
 * Attendance days of the month up to today by status, as both grids read them (attendance/store.ts loadGrid, fill.ts):
 * the people of the grids (not resigned), a recorded status as is, an unmarked day filled in turn as a holiday, the
 * approved leave covering it (the later filed of two), a weekend, blank from the grids' today on (not counted), else
 * absent. Counted per day, not per cell: the marks by day and status, then each day's unmarked rest by its rule.
 */
export async function attendanceOfMonth(db: Queryable, scope: Scope, days: HomeDays): Promise<KeyCount[]> {
  const f = new Filters();
  const [first, last, gridToday] = [f.param(days.monthStart), f.param(days.today < days.monthEnd ? days.today : days.monthEnd), f.param(days.gridToday)];
  const { rows } = await db.query<KeyCount>(
    `WITH people AS (
       SELECT e.id FROM employees e LEFT JOIN statuses s ON s.id = e.status_id WHERE NOT ${RESIGNED_SQL} AND ${inScope(scope, 'e.id', f)}
     ), days AS (
       SELECT d.day, EXISTS (SELECT 1 FROM vacations v WHERE d.day BETWEEN v.startdate AND v.enddate) AS holiday
         FROM (${daysSql(first, last)}) d
     ), marked AS (
       SELECT a.date AS day, a.status, count(*)::int AS n
         FROM attendances a JOIN people p ON p.id = a.employee_id
        WHERE a.date BETWEEN ${first}::date AND ${last}::date AND a.status <> ''
        GROUP BY 1, 2
     ), on_leave AS (
       SELECT c.day, c.status, count(*)::int AS n FROM (
         SELECT DISTINCT ON (lr.employee_id, d.day) d.day, ${leaveStatusSql('lt.leave_name')} AS status
           FROM leave_requests lr
           JOIN people p ON p.id = lr.employee_id
           JOIN leave_types lt ON lt.id = lr.leave_type_id
           JOIN days d ON d.day BETWEEN lr.start_date AND lr.end_date AND NOT d.holiday
          WHERE lr.status = 'approved' AND lr.end_date >= ${first}::date AND lr.start_date <= ${last}::date
            -- unmarked that day: one index probe per leave day (as an anti join the planner sorts every mark of the year)
            AND COALESCE((SELECT a.status FROM attendances a WHERE a.employee_id = lr.employee_id AND a.date = d.day), '') = ''
          ORDER BY lr.employee_id, d.day, lr.id DESC
       ) c GROUP BY 1, 2
     ), rest AS (
       SELECT d.day,
              CASE WHEN d.holiday THEN 'holiday' WHEN extract(isodow FROM d.day) >= 6 THEN 'weekend'
                   WHEN d.day >= ${gridToday}::date THEN '${FUTURE_STATUS}' ELSE '${DEFAULT_STATUS}' END AS status,
              (SELECT count(*) FROM people)::int
                - COALESCE((SELECT sum(m.n) FROM marked m WHERE m.day = d.day), 0)::int
                - COALESCE((SELECT sum(l.n) FROM on_leave l WHERE l.day = d.day), 0)::int AS n
         FROM days d
     )
     SELECT status AS key, NULL::text AS label, sum(n)::int AS count
       FROM (SELECT status, n FROM marked UNION ALL SELECT status, n FROM on_leave UNION ALL SELECT status, n FROM rest) cells
      WHERE status <> '${FUTURE_STATUS}'
      GROUP BY status
     HAVING sum(n) > 0`,
    f.params,
  );
  return rows;
}
