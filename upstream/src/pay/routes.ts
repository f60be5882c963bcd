/**
 * Pay data (SPEC §3 "Salary row", "Lead", "Dialer", "Worked hours record"; §6; §7 "Salaries", "Vacations, leads,
 * dialers"). One domain, `pay`, owns salaries, bonus, KPI, leads, dialers and worked hours (hours and leads
 * are pay inputs; no sibling `hours` domain). The worked hours themselves stay in people's `dialer_data` table, which
 * the targets screen reads too: one source of truth; this domain only adds the routes that write it.
 *
 *   GET  /salaries                  CEO, HR. month (YYYY-MM, default this month), department_id, team_id, employee_type,
 *                                   hourly_or_monthly, employee_id, search; paging and sort_by on any column (formulas.ts)
 *   GET  /salaries/bonus            CEO, HR: a month's bonuses (extension: the bonus screen's history)
 *   POST /salaries/bonus            CEO, HR -> 201  bonus{employee_ids[], month, amount, note}: one bonus row per employee
 *                                   (several bonuses of a month add up)
 *   GET  /salaries/kpi              CEO, HR, heads: a month's KPIs (extension: the KPI screen's list)
 *   POST /salaries/kpi              CEO, HR, heads -> 201  kpi{employee_ids[], month, kpi_tier (1-5), kpi (amount)}: sets
 *                                   (replaces) the month's KPI; a head only for their department or people below them
 *                                   (anyone else picked: 422 on employee_ids, so the form says it in place)
 *   GET  /leads                     month, search, team_id; CEO, HR and heads see all, others their own and their people's
 *   POST /leads                     CEO, HR, heads; lead{RES_ID, month (first 7 characters), payable_leads}: sets the
 *                                   month's leads (201 new, 200 changed). Others: 403 'You do not have enough
 *                                   permissions to add leads to employees'
 *   GET  /dialers                   the dialer catalogue
 *   GET  /dialer_data               every worked-hours record the caller may see (vacation-worked ones carry vac_ID):
 *                                   CEO, HR, heads all; anyone else their own and their people's. start_date,
 *                                   end_date, month, employee_id, dialer_id, search. Answers total_hours of the filter too
 *   POST /dialer_data, PUT /dialer_data/{id}        team leaders, for people below them (their agents); optional
 *                                   shift_start and shift_end (HH:mm, 24-hour, both or neither; see shiftErrors)
 *   GET  /vacationworkeds           the same, records on holidays only
 *   POST /vacationworkeds, PUT /vacationworkeds/{id}  team leaders; vacationworked{RES_ID, dialer_ID, date,
 *                                   hours_worked, vac_ID}; a date outside the holiday -> 406 "The selected date doesn't
 *                                   fall in the vacation period"
 *
 * Decisions:
 * - Leads access (SPEC names no rule): CEO, HR and heads add and change leads (web key employees.leads).
 * - Hours: hours_worked is decimal hours (shown h:mm), more than 0 and at most 24 for one day over every dialer; one
 *   record per agent, day and dialer (a second answers 409); dates may not lie in the future; a record is a worked
 *   day ('working day' or 'weekend'), or a holiday worked ('holiday', with vac_ID). Changing a record keeps its kind.
 * - Payment account: the employee's e-mail (the Payoneer account), until a payment account field exists.
 * - The sheet's XLSX export is built by the gateway from GET /salaries (same filters and rules; no route of its own):
 *   layout and decisions in gateway/src/modules/pay/xlsx.ts and export.ts.
 * - The sheet lists everyone employed during the month (joined by its end, not gone before its start); it is computed
 *   on each read from the month's facts (hours, leaves, leads, bonuses, KPI, approved actions, lateness), never
 *   stored, so every change shows at once. Sorting and paging happen after the computation (any column sorts).
 * - Bonuses add up (several per month); a KPI is one per employee and month (setting it again replaces it); leads are
 *   one figure per employee and month (POST sets it).
 * - Bodies are declared with the kit's Field schemas (schemas.ts); months are checked here ('Month must be YYYY-MM').
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireRoles } from '../auth/hook';
import { HttpError, validationError } from '../http/errors';
import { once } from '../http/idempotency';
import { parsePageQuery } from '../http/paging';
import { checkBody, sortKeys, type SortKey } from '../http/schema';
import type { FieldError } from '../http/errors';
import { isIsoDate, monthBounds, notTimeOfDay, parseYearMonth, routeId, TIME_OF_DAY } from '../http/values';
import {
  BonusInput,
  DialerDataInput,
  KpiInput,
  LeadInput,
  VacationWorkedInput,
  type BonusListQuery,
  type KpiListQuery,
  type LeadListQuery,
  SalarySort,
  type SheetQuery,
  type WorkedQuery,
} from './schemas';
import * as store from './store';
import { reportsTo } from '../people/store';

const LEADS_FORBIDDEN = 'You do not have enough permissions to add leads to employees';
const VACATION_PERIOD = "The selected date doesn't fall in the vacation period";

const currentMonth = (now = new Date()) => `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

/** A month query/body value -> 'YYYY-MM'; blank -> the current month when `fallback`. */
function readMonth(raw: unknown, field = 'month', fallback = true): string {
  if (raw === undefined || raw === null || raw === '') {
    if (fallback) return currentMonth();
    throw validationError([{ field, message: 'Month is required' }]);
  }
  const ym = parseYearMonth(
    String(raw)
      .trim()
      .slice(0, 7)
      .match(/^\d{4}-\d{1,2}$/)
      ? String(raw).trim().slice(0, 7)
      : String(raw),
  );
  if (!ym) throw validationError([{ field, message: 'Month must be YYYY-MM' }]);
  return ym.key;
}

function optionalId(raw: unknown, field: string): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new HttpError(400, `${field} must be a whole number`, [{ field, message: `${field} must be a whole number` }]);
  return n;
}

function optionalDate(raw: unknown, field: string): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (!isIsoDate(raw)) throw new HttpError(400, `${field} must be YYYY-MM-DD`, [{ field, message: `${field} must be YYYY-MM-DD` }]);
  return String(raw);
}

const seesEveryone = (request: FastifyRequest) => request.roles.ceo || request.roles.hr || request.roles.head;
const scopeOf = (request: FastifyRequest): store.Scope => (seesEveryone(request) ? { all: true } : { all: false, viewerId: request.user.id });

/** The picked employees (ids already checked by the schema) must exist and be current; else a field error. */
async function readEmployees(app: { db: import('../db').Db }, ids: number[] | undefined, errors: FieldError[]): Promise<store.EmployeeRef[]> {
  if (!ids?.length) return [];
  const unique = [...new Set(ids)];
  const found = await store.employeesByIds(app.db, unique);
  if (found.length !== unique.length || found.some((e) => !e.active)) errors.push({ field: 'employee_ids', message: 'Employee not found' });
  return found;
}

/** A body month ('YYYY-MM', 'MM-YYYY' or a date's first 7 characters) -> 'YYYY-MM', or a field error. */
function bodyMonth(raw: string | null | undefined, errors: FieldError[]): string | null {
  if (raw === undefined || raw === null) return null;
  const s = raw.trim();
  const ym = parseYearMonth(/^\d{4}-\d{1,2}-\d{1,2}/.test(s) ? s.slice(0, 7) : s);
  if (!ym) errors.push({ field: 'month', message: 'Month must be YYYY-MM' });
  return ym?.key ?? null;
}

/**
 * The shift of a day (SPEC §3 shared area "Daily hours"): HH:mm, 24-hour, both or neither, not the same time; an end
 * before the start is a shift ending the next day (night shifts).
 */
export function shiftErrors(start: string | null, end: string | null): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, label, value] of [
    ['shift_start', 'Shift start', start],
    ['shift_end', 'Shift end', end],
  ] as const) {
    if (value !== null && !TIME_OF_DAY.test(value)) errors.push({ field, message: notTimeOfDay(label) });
  }
  if (errors.length) return errors;
  if (start !== null && end === null) errors.push({ field: 'shift_end', message: 'Shift end is required' });
  if (start === null && end !== null) errors.push({ field: 'shift_start', message: 'Shift start is required' });
  if (start !== null && start === end) errors.push({ field: 'shift_end', message: 'Shift end must differ from shift start' });
  return errors;
}

const SHEET_COLUMNS: readonly string[] = sortKeys(SalarySort);
/** A sort key the sheet has (its answer's columns). */
const isSheetColumn = (key: string): key is SortKey<typeof SalarySort> => SHEET_COLUMNS.includes(key);

export const payRoutes: FastifyPluginAsync = async (app) => {
  // ---- salaries ----------------------------------------------------------------------------------------------

  app.get<{ Querystring: Static<typeof SheetQuery> }>('/salaries', async (request) => {
    requireRoles(request, 'ceo', 'hr');
    const q = request.query;
    const month = readMonth(q.month);
    const [first, last] = monthBounds(parseYearMonth(month)!);
    const payType = q.hourly_or_monthly ? q.hourly_or_monthly.trim().toLowerCase() : undefined;
    if (payType && payType !== 'hourly' && payType !== 'monthly')
      throw validationError([{ field: 'hourly_or_monthly', message: 'Pay type must be hourly or monthly' }]);
    const pq = parsePageQuery(q);
    const rows = await store.salarySheet(app.db, month, first, last, {
      departmentId: optionalId(q.department_id, 'department_id'),
      teamId: optionalId(q.team_id, 'team_id'),
      employeeType: q.employee_type?.trim() || undefined,
      payType: payType as 'hourly' | 'monthly' | undefined,
      employeeId: optionalId(q.employee_id, 'employee_id'),
      search: q.search,
    });
    if (pq.sort_by && rows.length) {
      const key = pq.sort_by;
      if (!isSheetColumn(key)) {
        throw new HttpError(400, `sort_by must be a column of the sheet`, [{ field: 'sort_by', message: 'sort_by must be a column of the sheet' }]);
      }
      const dir = pq.sort_dir === 'desc' ? -1 : 1;
      rows.sort((a, b) => {
        const x = a[key];
        const y = b[key];
        if (x === y) return a.id - b.id;
        if (x === null || x === undefined) return 1;
        if (y === null || y === undefined) return -1;
        return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * dir;
      });
    }
    const items = pq.limit === undefined ? rows : rows.slice(((pq.page ?? 1) - 1) * pq.limit, (pq.page ?? 1) * pq.limit);
    return { items, count: rows.length };
  });

  app.get<{ Querystring: Static<typeof BonusListQuery> }>('/salaries/bonus', async (request) => {
    requireRoles(request, 'ceo', 'hr');
    const month = request.query.month ? readMonth(request.query.month) : undefined;
    return store.listBonuses(app.db, month, request.query);
  });

  app.post('/salaries/bonus', async (request, reply) => {
    requireRoles(request, 'ceo', 'hr');
    const { value, errors } = checkBody(request, BonusInput);
    const employees = await readEmployees(app, value.employee_ids, errors);
    const month = bodyMonth(value.month, errors);
    if (value.amount === 0) errors.push({ field: 'amount', message: 'Bonus must be more than 0' });
    if (errors.length) throw validationError(errors);
    return once(app.db, request, reply, async () => {
      const items = await store.addBonuses(
        app.db,
        employees.map((e) => e.id),
        month!,
        value.amount!,
        value.note ?? null,
        request.user.id,
      );
      reply.code(201);
      return { items, count: items.length };
    });
  });

  app.get<{ Querystring: Static<typeof KpiListQuery> }>('/salaries/kpi', async (request) => {
    requireRoles(request, 'ceo', 'hr', 'head');
    const month = request.query.month ? readMonth(request.query.month) : undefined;
    const { roles, user } = request;
    const scope = roles.ceo || roles.hr ? ({ all: true } as const) : ({ all: false, viewerId: user.id, departmentId: user.department_id ?? null } as const);
    return store.listKpis(app.db, scope, month, request.query);
  });

  app.post('/salaries/kpi', async (request, reply) => {
    requireRoles(request, 'ceo', 'hr', 'head');
    const { value, errors } = checkBody(request, KpiInput);
    const employees = await readEmployees(app, value.employee_ids, errors);
    const month = bodyMonth(value.month, errors);
    if (errors.length) throw validationError(errors);
    const { roles, user } = request;
    if (!roles.ceo && !roles.hr) {
      for (const e of employees) {
        const mine = (user.department_id != null && e.department_id === user.department_id) || (await reportsTo(app.db, e.id, user.id));
        // A data check on the picked people (not a role refusal): 422 on the field, so the form says it in place.
        if (!mine) throw validationError([{ field: 'employee_ids', message: `You may only set KPIs of your department (${e.name})` }]);
      }
    }
    return once(app.db, request, reply, async () => {
      const items = await store.setKpis(
        app.db,
        employees.map((e) => e.id),
        month!,
        value.kpi_tier!,
        value.kpi!,
        user.id,
      );
      reply.code(201);
      return { items, count: items.length };
    });
  });

  // ---- leads ----------------------------------------------------------------------------------------------------

  app.get<{ Querystring: Static<typeof LeadListQuery> }>('/leads', async (request) => {
    const q = request.query;
    const month = q.month ? readMonth(q.month) : undefined;
    return store.listLeads(app.db, scopeOf(request), { month, search: q.search, teamId: optionalId(q.team_id, 'team_id') }, q);
  });

  app.post('/leads', async (request, reply) => {
    if (!seesEveryone(request)) throw new HttpError(403, LEADS_FORBIDDEN);
    const { value, errors } = checkBody(request, LeadInput);
    const month = bodyMonth(value.month, errors);
    const employee = value.RES_ID ? await store.employeeByResId(app.db, value.RES_ID) : undefined;
    if (value.RES_ID && (!employee || !employee.active)) errors.push({ field: 'RES_ID', message: 'Employee not found' });
    if (errors.length) throw validationError(errors);
    const { row, created } = await store.upsertLead(app.db, employee!.id, month!, value.payable_leads!, request.user.id);
    reply.code(created ? 201 : 200);
    return row;
  });

  // ---- dialers and worked hours -----------------------------------------------------------------------------------

  app.get('/dialers', async (request) => store.listDialers(app.db, request.query));

  const listWorked = (vacationOnly: boolean) => async (request: FastifyRequest<{ Querystring: Static<typeof WorkedQuery> }>) => {
    const q = request.query;
    let from = optionalDate(q.start_date, 'start_date');
    let to = optionalDate(q.end_date, 'end_date');
    if (q.month) {
      const [a, b] = monthBounds(parseYearMonth(readMonth(q.month))!);
      from = from && from > a ? from : a;
      to = to && to < b ? to : b;
    }
    return store.listWorked(
      app.db,
      scopeOf(request),
      { vacationOnly, from, to, employeeId: optionalId(q.employee_id, 'employee_id'), dialerId: optionalId(q.dialer_id, 'dialer_id'), search: q.search },
      q,
    );
  };
  app.get('/dialer_data', listWorked(false));
  app.get('/vacationworkeds', listWorked(true));

  /** Reads, checks and writes one worked-hours record (POST: id null). */
  const writeWorked = (vacation: boolean) => async (request: FastifyRequest<{ Params: { id?: string } }>, reply: import('fastify').FastifyReply) => {
    requireRoles(request, 'teamLeader');
    const id =
      request.params.id === undefined ? null : routeId(request.params.id, vacation ? 'Vacation-worked record not found' : 'Worked hours record not found');
    if (id !== null) {
      const current = await store.getWorked(app.db, id);
      if (!current || (current.vac_ID !== null) !== vacation)
        throw new HttpError(404, vacation ? 'Vacation-worked record not found' : 'Worked hours record not found');
      if (!(await reportsTo(app.db, Number(current.employee_id), request.user.id)))
        throw new HttpError(403, "You don't have permission to access this resource");
    }
    const { value, errors } = checkBody(request, vacation ? VacationWorkedInput : DialerDataInput);
    const v = value as typeof value & { day_type?: 'working day' | 'weekend' | null; vac_ID?: number | null };
    if (v.hours_worked === 0) errors.push({ field: 'hours_worked', message: 'Hours worked must be more than 0' });
    errors.push(...shiftErrors(v.shift_start ?? null, v.shift_end ?? null));
    const dayType = vacation ? 'holiday' : (v.day_type ?? 'working day');
    const employee = v.RES_ID ? await store.employeeByResId(app.db, v.RES_ID) : undefined;
    if (v.RES_ID && (!employee || !employee.active)) errors.push({ field: 'RES_ID', message: 'Agent not found' });
    const dialer = v.dialer_ID ? await store.dialerById(app.db, v.dialer_ID) : undefined;
    if (v.dialer_ID && !dialer) errors.push({ field: 'dialer_ID', message: 'Dialer not found' });
    const holiday = v.vac_ID ? await store.vacationById(app.db, v.vac_ID) : undefined;
    if (v.vac_ID && !holiday) errors.push({ field: 'vac_ID', message: 'Holiday not found' });
    if (errors.length) throw validationError(errors);
    const date = v.date!;
    const hours = v.hours_worked!;
    if (!(await reportsTo(app.db, employee!.id, request.user.id))) throw new HttpError(403, 'You may only log hours of your own agents');
    if (holiday && (date < holiday.startdate || date > holiday.enddate))
      throw new HttpError(406, VACATION_PERIOD, [{ field: 'date', message: VACATION_PERIOD }]);
    const input: store.WorkedInput = {
      employee_id: employee!.id,
      dialer_name: dialer!.dialer_name,
      date,
      hours_worked: hours,
      day_type: dayType,
      vac_id: holiday?.id ?? null,
      logged_by: request.user.id,
      shift_start: v.shift_start ?? null,
      shift_end: v.shift_end ?? null,
    };
    const savedId = await app.db.transaction(async (tx) => {
      await store.lockEmployee(tx, input.employee_id);
      if (await store.duplicateWorked(tx, input, id)) {
        throw new HttpError(409, 'Hours are already logged for this agent on this day and dialer', [
          { field: 'date', message: 'Hours are already logged for this agent on this day and dialer' },
        ]);
      }
      const already = await store.hoursOnDay(tx, input.employee_id, input.date, id);
      if (already + input.hours_worked > 24) {
        const message = `An agent can't work more than 24 hours a day (${already} already logged on that day)`;
        throw validationError([{ field: 'hours_worked', message }]);
      }
      if (id === null) return store.insertWorked(tx, input);
      await store.updateWorked(tx, id, input);
      return id;
    });
    if (id === null) reply.code(201);
    return store.getWorked(app.db, savedId);
  };
  app.post('/dialer_data', writeWorked(false));
  app.put('/dialer_data/:id', writeWorked(false));
  app.post('/vacationworkeds', writeWorked(true));
  app.put('/vacationworkeds/:id', writeWorked(true));
};
