/** SQL of holidays (`vacations`) and monthly targets; the rules are in calendarRoutes.ts's header. */
import type { Db } from '../db';
import { Filters, paged, type Page } from '../http/paging';
import { entityTable } from '../http/entity';
import { sortKeys, type SortKey } from '../http/schema';
import { likePattern } from '../http/values';
import { HolidaySchema, HolidaySort, type TargetSort } from './schemas';
import { SUBORDINATES_SQL } from './store';

const HOLIDAY_COLUMNS = entityTable(HolidaySchema, 'vacations', '').select;

/** Holidays, optionally those touching `year`. */
export function listHolidays(db: Db, year: number | null, query: unknown): Promise<Page<Record<string, unknown>>> {
  const f = new Filters();
  if (year !== null) f.add(`extract(year FROM startdate) = ${f.param(year)} OR extract(year FROM enddate) = ${f.param(year)}`);
  return paged(
    db,
    {
      select: HOLIDAY_COLUMNS,
      from: 'vacations',
      where: f.where,
      params: f.params,
      sortable: sortKeys(HolidaySort),
      defaultSort: 'startdate desc',
      tiebreak: 'id',
    },
    query,
  );
}

export async function holidayExists(db: Pick<Db, 'query'>, name: string, start: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM vacations WHERE lower(vac_name) = lower($1) AND startdate = $2', [name, start])).rows.length > 0;
}

export async function insertHoliday(
  db: Pick<Db, 'query'>,
  h: { vac_name: string; multiple_of_pay: number; startdate: string; enddate: string },
): Promise<Record<string, unknown>> {
  const { rows } = await db.query<Record<string, unknown>>(
    `INSERT INTO vacations (vac_name, multiple_of_pay, startdate, enddate) VALUES ($1, $2, $3, $4) RETURNING ${HOLIDAY_COLUMNS}`,
    [h.vac_name, h.multiple_of_pay, h.startdate, h.enddate],
  );
  return rows[0];
}

/** The month's first and last day, from `$n` (the month's first day). */
const BOUNDS = (monthParam: string) =>
  `bounds AS (SELECT ${monthParam}::date AS first, (${monthParam}::date + interval '1 month' - interval '1 day')::date AS last)`;

/** Employees counted in the month (active, or left within it; joined by its end), with their team's name. */
const PEOPLE = 'employees e CROSS JOIN bounds LEFT JOIN teams t ON t."team_ID" = e."team_ID"';
const COUNTED = '(e.active OR e.last_working_day >= bounds.first) AND (e.date_joined IS NULL OR e.date_joined <= bounds.last)';

/**
 * Each person's row with the month's figures. The working days are computed once per request (a materialised CTE, not
 * a series per person), and each person's worked hours and working days once per row (lateral joins: as scalar
 * subqueries they ran once per output column that used them, the target's for target, remaining and bonus hours).
 */
const TARGETS_FROM = (monthParam: string) => `(
  WITH ${BOUNDS(monthParam)},
  workdays AS MATERIALIZED (
    SELECT d::date AS day FROM bounds, generate_series(bounds.first, bounds.last, interval '1 day') d
     WHERE extract(isodow FROM d) < 6
       AND NOT EXISTS (SELECT 1 FROM vacations v WHERE d::date BETWEEN v.startdate AND v.enddate)
  ),
  base AS (
    SELECT e.id, e."RES_ID", e.name, e."team_ID", t.team_name, e.manager_id,
      COALESCE(worked.hours, 0) AS worked_hours, e.target_hours_per_day * days.count AS target_hours
    FROM ${PEOPLE}
      LEFT JOIN LATERAL (SELECT sum(dd.hours_worked) AS hours FROM dialer_data dd
                          WHERE dd.employee_id = e.id AND dd.date BETWEEN bounds.first AND bounds.last) worked ON true
      CROSS JOIN LATERAL (SELECT count(*) AS count FROM workdays w
                           WHERE w.day >= COALESCE(e.date_joined, w.day) AND w.day <= COALESCE(e.last_working_day, w.day)) days
    WHERE ${COUNTED}
  )
  SELECT id, "RES_ID", name, "team_ID", team_name, manager_id, round(worked_hours, 2) AS worked_hours,
         round(target_hours, 2) AS target_hours,
         round(GREATEST(0, target_hours - worked_hours), 2) AS remaining_hours,
         round(GREATEST(0, worked_hours - target_hours), 2) AS bonus_hours
    FROM base) x`;

/** The same people for the count, without the figures (the filters read only these columns). */
const TARGETS_COUNT_FROM = (monthParam: string) => `(
  WITH ${BOUNDS(monthParam)}
  SELECT e.id, e."RES_ID", e.name, e."team_ID", t.team_name FROM ${PEOPLE} WHERE ${COUNTED}) x`;

/** Who sees whom: everyone (CEO, HR, heads), themself and everyone below them (managers), or themself. */
export type TargetScope = { all: true } | { all: false; viewerId: number; manager: boolean };

export function listTargets(
  db: Db,
  month: string,
  scope: TargetScope,
  filters: { search?: string; teamId?: number },
  query: unknown,
): Promise<Page<Record<string, unknown>>> {
  const f = new Filters();
  const monthParam = f.param(month);
  if (!scope.all) {
    const me = f.param(scope.viewerId);
    f.add(scope.manager ? `x.id = ${me} OR x.id IN (${SUBORDINATES_SQL(me)})` : `x.id = ${me}`);
  }
  const search = likePattern(filters.search);
  if (search) {
    const p = f.param(search);
    f.add(`x.name ILIKE ${p} OR x."RES_ID" ILIKE ${p} OR x.team_name ILIKE ${p}`);
  }
  if (filters.teamId !== undefined) f.add(`x."team_ID" = ${f.param(filters.teamId)}`);
  return paged(
    db,
    {
      select: 'x.id, x."RES_ID", x.name, x.team_name, x.worked_hours, x.target_hours, x.remaining_hours, x.bonus_hours',
      from: TARGETS_FROM(monthParam),
      countFrom: TARGETS_COUNT_FROM(monthParam),
      where: f.where,
      params: f.params,
      sortable: {
        name: 'x.name',
        RES_ID: 'x."RES_ID"',
        res_id: 'x."RES_ID"',
        team_name: 'x.team_name',
        worked_hours: 'x.worked_hours',
        target_hours: 'x.target_hours',
        remaining_hours: 'x.remaining_hours',
        bonus_hours: 'x.bonus_hours',
      } satisfies Record<SortKey<typeof TargetSort>, string>,
      defaultSort: 'name',
      tiebreak: 'x.id',
    },
    query,
  );
}
