/**
 * The people widgets of GET /home/summary, each ONE statement answering the first few rows and the counts: who is off
 * today, birthdays and work anniversaries of this week and month, and the month calendar's candidates (per day the
 * first CALENDAR_PER_DAY of each kind, which are all the gateway's calendar can show, and each day's number of events).
 * Names sort as lower(name), name: close to the gateway's localeCompare whatever the database's collation.
 */
import type { Queryable } from '../db';
import { Filters } from '../http/paging';
import { daysSql, inScope, type HomeDays, type Scope } from './counts';
import type { HomePersonRow } from './summary';

/** How many of each list the answer holds (the gateway's HOME_FIRST, CALENDAR_PER_DAY). */
export const HOME_FIRST = 5;
export const CALENDAR_PER_DAY = 2;

export interface Week {
  start: string;
  end: string;
}

/** A person row and its place: `on_day` = how many of the kind fall on its day (calendar), counts over the list. */
type Ranked = HomePersonRow & { on_day: number; weeks: number; months: number; total: number; first: boolean; shown: boolean; dn: number };

const PERSON = `e.id AS employee_id, e.name, dp.department_name`;
const DEPARTMENT = `LEFT JOIN departments dp ON dp.id = e.department_id`;
const dateText = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** Everyone on approved leave today, by name: the first HOME_FIRST and how many. */
export async function offToday(db: Queryable, scope: Scope, days: HomeDays) {
  const f = new Filters();
  const today = f.param(days.today);
  const { rows } = await db.query<Ranked>(
    `SELECT ${PERSON}, CASE WHEN ${inScope(scope, 'lr.employee_id', f)} THEN lt.leave_name END AS leave_type,
            ${dateText('lr.start_date')} AS start_date, ${dateText('lr.end_date')} AS end_date, NULL::int AS years,
            false AS this_week, false AS this_month, count(*) OVER ()::int AS total
       FROM leave_requests lr JOIN employees e ON e.id = lr.employee_id JOIN leave_types lt ON lt.id = lr.leave_type_id ${DEPARTMENT}
      WHERE lr.status = 'approved' AND lr.start_date <= ${today}::date AND lr.end_date >= ${today}::date
      ORDER BY lower(e.name), e.name, lr.start_date, lr.id
      LIMIT ${HOME_FIRST}`,
    f.params,
  );
  return { count: rows[0]?.total ?? 0, first: rows.map(person) };
}

const person = (r: HomePersonRow): HomePersonRow => ({
  employee_id: r.employee_id,
  name: r.name,
  department_name: r.department_name,
  start_date: r.start_date,
  end_date: r.end_date,
  leave_type: r.leave_type,
  years: r.years,
  this_week: r.this_week,
  this_month: r.this_month,
});

/** SQL: the day MM-DD falls on in year `y` (February 29 on February 28 in other years), as gateway/src/modules/home/dates.ts inYear. */
const inYear = (y: string) =>
  `CASE WHEN c.m = 2 AND c.d = 29 AND NOT (${y} % 4 = 0 AND (${y} % 100 <> 0 OR ${y} % 400 = 0)) THEN make_date(${y}, 2, 28) ELSE make_date(${y}, c.m, c.d) END`;

/**
 * Birthdays (`date_of_birth`) or work anniversaries (`date_joined`, whole years >= 1) of active employees falling this
 * week or this month (tried in this year, then the last and the next, as the week may cross a year): the first
 * HOME_FIRST of each by date then name, the first CALENDAR_PER_DAY of each day of the month, and the counts.
 */
export async function celebrations(db: Queryable, column: 'date_of_birth' | 'date_joined', days: HomeDays, week: Week) {
  const f = new Filters();
  const [ws, we, ms, me, year] = [week.start, week.end, days.monthStart, days.monthEnd, Number(days.today.slice(0, 4))].map((v) => f.param(v));
  const when = (day: string) => `(${day} BETWEEN ${ws}::date AND ${we}::date OR ${day} BETWEEN ${ms}::date AND ${me}::date)`;
  const years = column === 'date_joined' ? 'extract(year FROM o.day)::int - c.y' : 'NULL::int';
  const { rows } = await db.query<Ranked>(
    `WITH c AS (
       SELECT ${PERSON}, extract(month FROM e.${column})::int AS m, extract(day FROM e.${column})::int AS d, extract(year FROM e.${column})::int AS y
         FROM employees e ${DEPARTMENT}
        WHERE e.active AND e.${column} IS NOT NULL
     ), w AS (
       SELECT c.employee_id, c.name, c.department_name, o.day, ${years} AS years,
              o.day BETWEEN ${ws}::date AND ${we}::date AS this_week, o.day BETWEEN ${ms}::date AND ${me}::date AS this_month
         FROM c CROSS JOIN LATERAL (
           SELECT x.day FROM (VALUES (1, ${inYear(`${year}::int`)}), (2, ${inYear(`${year}::int - 1`)}), (3, ${inYear(`${year}::int + 1`)})) x(n, day)
            WHERE ${when('x.day')} ORDER BY x.n LIMIT 1
         ) o
     ), r AS (
       SELECT w.*,
              row_number() OVER (PARTITION BY this_week ORDER BY day, lower(name), name, employee_id) AS wn,
              row_number() OVER (PARTITION BY this_month ORDER BY day, lower(name), name, employee_id) AS mn,
              row_number() OVER (PARTITION BY day ORDER BY lower(name), name, years, employee_id) AS dn,
              count(*) OVER (PARTITION BY day)::int AS on_day,
              count(*) FILTER (WHERE this_week) OVER ()::int AS weeks,
              count(*) FILTER (WHERE this_month) OVER ()::int AS months
         FROM w WHERE years IS NULL OR years >= 1
     )
     SELECT employee_id, name, department_name, ${dateText('day')} AS start_date, ${dateText('day')} AS end_date, NULL::text AS leave_type,
            years, this_week, this_month, on_day, weeks, months,
            (this_week AND wn <= ${HOME_FIRST}) OR (this_month AND mn <= ${HOME_FIRST}) AS first, this_month AND dn <= ${CALENDAR_PER_DAY} AS shown, dn
       FROM r
      WHERE (this_week AND wn <= ${HOME_FIRST}) OR (this_month AND mn <= ${HOME_FIRST}) OR (this_month AND dn <= ${CALENDAR_PER_DAY})
      ORDER BY day, lower(name), name, employee_id`,
    f.params,
  );
  return {
    widget: { this_week: rows[0]?.weeks ?? 0, this_month: rows[0]?.months ?? 0, first: rows.filter((r) => r.first).map(person) },
    calendar: rows.filter((r) => r.shown).map(person),
    days: rows.filter((r) => r.this_month && r.dn === 1).map((r) => ({ date: r.start_date, count: r.on_day })),
  };
}

/** Approved leaves of the month that are among the first CALENDAR_PER_DAY of a day, and each day's number of leaves. */
export async function calendarLeaves(db: Queryable, scope: Scope, days: HomeDays) {
  const f = new Filters();
  const [ms, me] = [f.param(days.monthStart), f.param(days.monthEnd)];
  const { rows } = await db.query<Ranked & { id: number; day: string; n: number }>(
    `WITH l AS (
       SELECT lr.id, ${PERSON}, CASE WHEN ${inScope(scope, 'lr.employee_id', f)} THEN lt.leave_name END AS leave_type, lr.start_date, lr.end_date
         FROM leave_requests lr JOIN employees e ON e.id = lr.employee_id JOIN leave_types lt ON lt.id = lr.leave_type_id ${DEPARTMENT}
        WHERE lr.status = 'approved' AND lr.end_date >= ${ms}::date AND lr.start_date <= ${me}::date
     ), cells AS (
       SELECT l.*, ${dateText('g.day')} AS day,
              row_number() OVER (PARTITION BY g.day ORDER BY l.start_date, lower(l.name), l.name, l.leave_type, l.id) AS n,
              count(*) OVER (PARTITION BY g.day)::int AS on_day
         FROM l JOIN (${daysSql(ms, me)}) g ON g.day BETWEEN l.start_date AND l.end_date
     )
     SELECT id, employee_id, name, department_name, leave_type, ${dateText('start_date')} AS start_date, ${dateText('end_date')} AS end_date,
            NULL::int AS years, false AS this_week, false AS this_month, day, n, on_day
       FROM cells WHERE n <= ${CALENDAR_PER_DAY} ORDER BY start_date, lower(name), name, leave_type, id`,
    f.params,
  );
  const seen = new Set<number>();
  const leaves = rows.filter((r) => !seen.has(r.id) && seen.add(r.id)).map(person);
  return { leaves, days: rows.filter((r) => r.n === 1).map((r) => ({ date: r.day, count: r.on_day })) };
}
