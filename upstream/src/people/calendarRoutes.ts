/**
 * Holidays (`/vacations`) and monthly targets (`/targets`).
 *
 * Targets of month M (MM-YYYY, default the current month):
 *   working days    = Monday..Friday of M, minus days covered by a holiday, counted from date_joined to
 *                     last_working_day when those fall inside M;
 *   target_hours    = target_hours_per_day × working days;
 *   worked_hours    = sum of the employee's dialer_data hours dated in M (the logged hours; attendance statuses
 *                     carry no hours of their own, so they are not a source);
 *   remaining_hours = max(0, target - worked); bonus_hours = max(0, worked - target).
 * Who sees whom: CEO, HR and heads see everyone; managers see themselves and everyone below them; others see their own row.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requireRoles } from '../auth/hook';
import { HttpError, validationError } from '../http/errors';
import { Filters, paged } from '../http/paging';
import { SUBORDINATES_SQL } from './store';
import { Reader, likePattern, parseYearMonth, unwrap } from '../http/values';

/** 'MM-YYYY' -> first day 'YYYY-MM-01'; undefined -> the current month. */
export function monthStart(raw: unknown, now = new Date()): string {
  if (raw === undefined || raw === '') return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
  const ym = /^\d{2}-\d{4}$/.test(String(raw)) ? parseYearMonth(String(raw)) : null;
  if (!ym) throw new HttpError(400, 'month must be MM-YYYY', [{ field: 'month', message: 'month must be MM-YYYY' }]);
  return `${ym.key}-01`;
}

const TARGETS_FROM = (monthParam: string) => `(
  WITH bounds AS (SELECT ${monthParam}::date AS first, (${monthParam}::date + interval '1 month' - interval '1 day')::date AS last),
  workdays AS (
    SELECT d::date AS day FROM bounds, generate_series(bounds.first, bounds.last, interval '1 day') d
     WHERE extract(isodow FROM d) < 6
       AND NOT EXISTS (SELECT 1 FROM vacations v WHERE d::date BETWEEN v.startdate AND v.enddate)
  ),
  base AS (
    SELECT e.id, e."RES_ID", e.name, e."team_ID", t.team_name, e.manager_id,
      COALESCE((SELECT sum(dd.hours_worked) FROM dialer_data dd, bounds
                 WHERE dd.employee_id = e.id AND dd.date BETWEEN bounds.first AND bounds.last), 0) AS worked_hours,
      e.target_hours_per_day * (SELECT count(*) FROM workdays w
        WHERE w.day >= COALESCE(e.date_joined, w.day) AND w.day <= COALESCE(e.last_working_day, w.day)) AS target_hours
    FROM employees e CROSS JOIN bounds LEFT JOIN teams t ON t."team_ID" = e."team_ID"
    WHERE (e.active OR e.last_working_day >= bounds.first) AND (e.date_joined IS NULL OR e.date_joined <= bounds.last)
  )
  SELECT id, "RES_ID", name, "team_ID", team_name, manager_id, round(worked_hours, 2) AS worked_hours,
         round(target_hours, 2) AS target_hours,
         round(GREATEST(0, target_hours - worked_hours), 2) AS remaining_hours,
         round(GREATEST(0, worked_hours - target_hours), 2) AS bonus_hours
    FROM base) x`;

export const calendarRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { year?: string } }>('/vacations', async (request) => {
    const f = new Filters();
    const year = request.query.year;
    if (year !== undefined && year !== '') {
      if (!/^\d{4}$/.test(year)) throw new HttpError(400, 'year must be YYYY', [{ field: 'year', message: 'year must be YYYY' }]);
      f.add(`extract(year FROM startdate) = ${f.param(Number(year))} OR extract(year FROM enddate) = ${f.param(Number(year))}`);
    }
    return paged(
      app.db,
      {
        select: 'id, vac_name, multiple_of_pay, startdate, enddate',
        from: 'vacations',
        where: f.where,
        params: f.params,
        sortable: ['id', 'vac_name', 'multiple_of_pay', 'startdate', 'enddate'],
        defaultSort: 'startdate desc',
        tiebreak: 'id',
      },
      request.query,
    );
  });

  app.post('/vacations', async (request, reply) => {
    requireRoles(request, 'ceo', 'hr');
    const r = new Reader(unwrap(request.body, 'vacation'));
    const name = r.text('vac_name', 'Holiday name', true, 100);
    const multiple = r.number('multiple_of_pay', 'Multiple of pay', true, 10);
    const start = r.date('startdate', 'Start date', true);
    const end = r.date('enddate', 'End date', true);
    if (start && end && end < start) r.fail('enddate', "End date can't be before start date");
    if (r.errors.length) throw validationError(r.errors);
    const dup = await app.db.query('SELECT 1 FROM vacations WHERE lower(vac_name) = lower($1) AND startdate = $2', [name, start]);
    if (dup.rows.length) throw new HttpError(409, 'This holiday already exists', [{ field: 'vac_name', message: 'This holiday already exists' }]);
    const { rows } = await app.db.query(
      'INSERT INTO vacations (vac_name, multiple_of_pay, startdate, enddate) VALUES ($1, $2, $3, $4) RETURNING id, vac_name, multiple_of_pay, startdate, enddate',
      [name, multiple, start, end],
    );
    reply.code(201);
    return rows[0];
  });

  app.get<{ Querystring: { month?: string; search?: string; team_id?: string } }>('/targets', async (request) => {
    const f = new Filters();
    const from = TARGETS_FROM(f.param(monthStart(request.query.month)));
    const { roles, user } = request;
    if (!(roles.ceo || roles.hr || roles.head)) {
      const me = f.param(user.id);
      f.add(roles.manager ? `x.id = ${me} OR x.id IN (${SUBORDINATES_SQL(me)})` : `x.id = ${me}`);
    }
    const search = likePattern(request.query.search);
    if (search) {
      const p = f.param(search);
      f.add(`x.name ILIKE ${p} OR x."RES_ID" ILIKE ${p} OR x.team_name ILIKE ${p}`);
    }
    if (request.query.team_id) {
      const team = Number(request.query.team_id);
      if (!Number.isInteger(team)) throw new HttpError(400, 'team_id must be a whole number');
      f.add(`x."team_ID" = ${f.param(team)}`);
    }
    return paged(
      app.db,
      {
        select: 'x.id, x."RES_ID", x.name, x.team_name, x.worked_hours, x.target_hours, x.remaining_hours, x.bonus_hours',
        from,
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
        },
        defaultSort: 'name',
        tiebreak: 'x.id',
      },
      request.query,
    );
  });
};
