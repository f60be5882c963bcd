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
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { requireRoles } from '../auth/hook';
import { HttpError, validationError } from '../http/errors';
import { holidayExists, insertHoliday, listHolidays, listTargets } from './calendarStore';
import { parseYearMonth } from '../http/values';
import { bodyOf } from '../http/schema';
import { HolidayInput, type HolidayListQuery, type TargetListQuery } from './schemas';

/** 'MM-YYYY' -> first day 'YYYY-MM-01'; undefined -> the current month. */
export function monthStart(raw: unknown, now = new Date()): string {
  if (raw === undefined || raw === '') return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
  const ym = /^\d{2}-\d{4}$/.test(String(raw)) ? parseYearMonth(String(raw)) : null;
  if (!ym) throw new HttpError(400, 'month must be MM-YYYY', [{ field: 'month', message: 'month must be MM-YYYY' }]);
  return `${ym.key}-01`;
}

export const calendarRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Static<typeof HolidayListQuery> }>('/vacations', async (request) => {
    const year = request.query.year;
    if (year !== undefined && year !== '' && !/^\d{4}$/.test(year)) {
      throw new HttpError(400, 'year must be YYYY', [{ field: 'year', message: 'year must be YYYY' }]);
    }
    return listHolidays(app.db, year ? Number(year) : null, request.query);
  });

  app.post('/vacations', async (request, reply) => {
    requireRoles(request, 'ceo', 'hr');
    const input = bodyOf(request, HolidayInput);
    if (input.enddate < input.startdate) {
      throw validationError([{ field: 'enddate', message: "End date can't be before start date" }]);
    }
    if (await holidayExists(app.db, input.vac_name, input.startdate)) {
      throw new HttpError(409, 'This holiday already exists', [{ field: 'vac_name', message: 'This holiday already exists' }]);
    }
    reply.code(201);
    return insertHoliday(app.db, input);
  });

  app.get<{ Querystring: Static<typeof TargetListQuery> }>('/targets', async (request) => {
    const { roles, user } = request;
    let teamId: number | undefined;
    if (request.query.team_id) {
      teamId = Number(request.query.team_id);
      if (!Number.isInteger(teamId)) throw new HttpError(400, 'team_id must be a whole number');
    }
    const scope = roles.ceo || roles.hr || roles.head ? ({ all: true } as const) : ({ all: false, viewerId: user.id, manager: roles.manager } as const);
    return listTargets(app.db, monthStart(request.query.month), scope, { search: request.query.search, teamId }, request.query);
  });
};
