/**
 * Pay data (SPEC §3 "Salary row", "Lead", "Dialer", "Worked hours record"; §6; §7 "Salaries", "Vacations, leads,
 * dialers"; issue 15). One domain, `pay`, owns salaries, bonus, KPI, leads, dialers and worked hours (hours and leads
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
 *   GET  /leads                     month, search, team_id; CEO, HR and heads see all, others their own and their people's
 *   POST /leads                     CEO, HR, heads; lead{RES_ID, month (first 7 characters), payable_leads}: sets the
 *                                   month's leads (201 new, 200 changed). Others: 403 'You do not have enough
 *                                   permissions to add leads to employees'
 *   GET  /dialers                   the dialer catalogue
 *   GET  /dialer_data               every worked-hours record the caller may see (vacation-worked ones carry vac_ID):
 *                                   CEO, HR, heads all; anyone else their own and their people's. start_date,
 *                                   end_date, month, employee_id, dialer_id, search. Answers total_hours of the filter too
 *   POST /dialer_data, PUT /dialer_data/{id}        team leaders, for people below them (their agents)
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
 * - The sheet lists everyone employed during the month (joined by its end, not gone before its start).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireRoles } from '../auth/hook';
import { HttpError, validationError } from '../http/errors';
import { parsePageQuery } from '../http/paging';
import { Reader, isIsoDate, monthBounds, parseYearMonth, routeId, todayIso, unwrap, type Body } from '../http/values';
import * as store from './store';

const LEADS_FORBIDDEN = 'You do not have enough permissions to add leads to employees';
const VACATION_PERIOD = "The selected date doesn't fall in the vacation period";

const currentMonth = (now = new Date()) => `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

/** A month query/body value -> 'YYYY-MM'; blank -> the current month when `fallback`. */
function readMonth(raw: unknown, field = 'month', fallback = true): string {
  if (raw === undefined || raw === null || raw === '') {
    if (fallback) return currentMonth();
    throw validationError([{ field, message: 'Month is required' }]);
  }
  const ym = parseYearMonth(String(raw).trim().slice(0, 7).match(/^\d{4}-\d{1,2}$/) ? String(raw).trim().slice(0, 7) : String(raw));
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

/** employee_ids: a non-empty list of distinct ids of active employees (422 otherwise). */
async function readEmployees(app: { db: import('../db').Db }, r: Reader, body: Body): Promise<store.EmployeeRef[]> {
  const raw = body.employee_ids ?? (body.employee_id !== undefined ? [body.employee_id] : undefined);
  if (!Array.isArray(raw) || raw.length === 0) {
    r.fail('employee_ids', 'Employee is required');
    return [];
  }
  if (raw.length > 500) {
    r.fail('employee_ids', 'At most 500 employees at once');
    return [];
  }
  const ids = [...new Set(raw.map(Number))];
  if (ids.some((n) => !Number.isInteger(n) || n < 1)) {
    r.fail('employee_ids', 'Employee ids must be whole numbers');
    return [];
  }
  const found = await store.employeesByIds(app.db, ids);
  if (found.length !== ids.length || found.some((e) => !e.active)) r.fail('employee_ids', 'Employee not found');
  return found;
}

export const payRoutes: FastifyPluginAsync = async (app) => {
  // ---- salaries ----------------------------------------------------------------------------------------------

  app.get<{ Querystring: Record<string, string | undefined> }>('/salaries', async (request) => {
    requireRoles(request, 'ceo', 'hr');
    const q = request.query;
    const month = readMonth(q.month);
    const [first, last] = monthBounds(parseYearMonth(month)!);
    const payType = q.hourly_or_monthly ? q.hourly_or_monthly.trim().toLowerCase() : undefined;
    if (payType && payType !== 'hourly' && payType !== 'monthly') throw validationError([{ field: 'hourly_or_monthly', message: 'Pay type must be hourly or monthly' }]);
    const pq = parsePageQuery(q);
    const rows = await store.salarySheet(app.db, month, first, last, {
      departmentId: optionalId(q.department_id, 'department_id'),
      teamId: optionalId(q.team_id, 'team_id'),
      employeeType: q.employee_type?.trim() || undefined,
      payType: payType as 'hourly' | 'monthly' | undefined,
      employeeId: optionalId(q.employee_id, 'employee_id'),
      search: q.search,
    });
    if (pq.sort_by) {
      const key = pq.sort_by;
      if (rows.length && !(key in rows[0])) {
        throw new HttpError(400, `sort_by must be a column of the sheet`, [{ field: 'sort_by', message: 'sort_by must be a column of the sheet' }]);
      }
      const dir = pq.sort_dir === 'desc' ? -1 : 1;
      const value = (r: store.SalaryRow) => (r as unknown as Record<string, unknown>)[key];
      rows.sort((a, b) => {
        const x = value(a);
        const y = value(b);
        if (x === y) return a.id - b.id;
        if (x === null || x === undefined) return 1;
        if (y === null || y === undefined) return -1;
        return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * dir;
      });
    }
    const items = pq.limit === undefined ? rows : rows.slice(((pq.page ?? 1) - 1) * pq.limit, (pq.page ?? 1) * pq.limit);
    return { items, count: rows.length };
  });

  app.get<{ Querystring: { month?: string } }>('/salaries/bonus', async (request) => {
    requireRoles(request, 'ceo', 'hr');
    const month = request.query.month ? readMonth(request.query.month) : undefined;
    return store.listBonuses(app.db, month, request.query);
  });

  app.post('/salaries/bonus', async (request, reply) => {
    requireRoles(request, 'ceo', 'hr');
    const body = unwrap(request.body, 'bonus');
    const r = new Reader(body);
    const employees = await readEmployees(app, r, body);
    const month = r.has('month') ? safeMonth(r, body.month) : (r.fail('month', 'Month is required'), null);
    const amount = r.number('amount', 'Bonus', true, 1_000_000);
    if (amount === 0) r.fail('amount', 'Bonus must be more than 0');
    const note = r.text('note', 'Note', false, 500);
    if (r.errors.length) throw validationError(r.errors);
    const items = await store.addBonuses(app.db, employees.map((e) => e.id), month!, amount!, note, request.user.id);
    reply.code(201);
    return { items, count: items.length };
  });

  app.get<{ Querystring: { month?: string } }>('/salaries/kpi', async (request) => {
    requireRoles(request, 'ceo', 'hr', 'head');
    const month = request.query.month ? readMonth(request.query.month) : undefined;
    const { roles, user } = request;
    const scope = roles.ceo || roles.hr ? ({ all: true } as const) : ({ all: false, viewerId: user.id, departmentId: user.department_id ?? null } as const);
    return store.listKpis(app.db, scope, month, request.query);
  });

  app.post('/salaries/kpi', async (request, reply) => {
    requireRoles(request, 'ceo', 'hr', 'head');
    const body = unwrap(request.body, 'kpi');
    const r = new Reader(body);
    const employees = await readEmployees(app, r, body);
    const month = r.has('month') ? safeMonth(r, body.month) : (r.fail('month', 'Month is required'), null);
    const tier = r.whole('kpi_tier', 'KPI tier', true);
    if (tier !== null && (tier < 1 || tier > 5)) r.fail('kpi_tier', 'KPI tier must be between 1 and 5');
    const kpi = r.number('kpi', 'KPI', true, 1_000_000);
    if (r.errors.length) throw validationError(r.errors);
    const { roles, user } = request;
    if (!roles.ceo && !roles.hr) {
      for (const e of employees) {
        const mine = (user.department_id != null && e.department_id === user.department_id) || (await store.isBelow(app.db, user.id, e.id));
        // A data check on the picked people (not a role refusal): 422 on the field, so the form says it in place.
        if (!mine) throw validationError([{ field: 'employee_ids', message: `You may only set KPIs of your department (${e.name})` }]);
      }
    }
    const items = await store.setKpis(app.db, employees.map((e) => e.id), month!, tier!, kpi!, user.id);
    reply.code(201);
    return { items, count: items.length };
  });

  // ---- leads ----------------------------------------------------------------------------------------------------

  app.get<{ Querystring: { month?: string; search?: string; team_id?: string } }>('/leads', async (request) => {
    const q = request.query;
    const month = q.month ? readMonth(q.month) : undefined;
    return store.listLeads(app.db, scopeOf(request), { month, search: q.search, teamId: optionalId(q.team_id, 'team_id') }, q);
  });

  app.post('/leads', async (request, reply) => {
    if (!seesEveryone(request)) throw new HttpError(403, LEADS_FORBIDDEN);
    const body = unwrap(request.body, 'lead');
    const r = new Reader(body);
    const resId = r.text('RES_ID', 'RES_ID', true, 50);
    const month = r.has('month') ? safeMonth(r, String(body.month).trim().slice(0, 7)) : (r.fail('month', 'Month is required'), null);
    const leads = r.whole('payable_leads', 'Payable leads', true);
    if (leads !== null && leads > 100000) r.fail('payable_leads', 'Payable leads must be at most 100000');
    const employee = resId ? await store.employeeByResId(app.db, resId) : undefined;
    if (resId && (!employee || !employee.active)) r.fail('RES_ID', 'Employee not found');
    if (r.errors.length) throw validationError(r.errors);
    const { row, created } = await store.upsertLead(app.db, employee!.id, month!, leads!, request.user.id);
    reply.code(created ? 201 : 200);
    return row;
  });

  // ---- dialers and worked hours -----------------------------------------------------------------------------------

  app.get('/dialers', async (request) => store.listDialers(app.db, request.query));

  const listWorked = (vacationOnly: boolean) => async (request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>) => {
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
  const writeWorked = (wrapper: string, vacation: boolean) => async (request: FastifyRequest<{ Params: { id?: string } }>, reply: import('fastify').FastifyReply) => {
    requireRoles(request, 'teamLeader');
    const id = request.params.id === undefined ? null : routeId(request.params.id, vacation ? 'Vacation-worked record not found' : 'Worked hours record not found');
    if (id !== null) {
      const current = await store.getWorked(app.db, id);
      if (!current || (current.vac_ID !== null) !== vacation) throw new HttpError(404, vacation ? 'Vacation-worked record not found' : 'Worked hours record not found');
      if (!(await store.isBelow(app.db, request.user.id, Number(current.employee_id)))) throw new HttpError(403, "You don't have permission to access this resource");
    }
    const r = new Reader(unwrap(request.body, wrapper));
    const resId = r.text('RES_ID', 'Agent', true, 50);
    const dialerId = r.whole('dialer_ID', 'Dialer', true);
    const date = r.date('date', 'Date', true);
    if (date && date > todayIso()) r.fail('date', "Date can't be in the future");
    const hours = r.number('hours_worked', 'Hours worked', true, 24);
    if (hours === 0) r.fail('hours_worked', 'Hours worked must be more than 0');
    const dayType = vacation ? 'holiday' : (r.oneOf('day_type', 'Day type', ['working day', 'weekend'] as const) ?? 'working day');
    const vacId = vacation ? r.whole('vac_ID', 'Holiday', true) : null;
    const employee = resId ? await store.employeeByResId(app.db, resId) : undefined;
    if (resId && (!employee || !employee.active)) r.fail('RES_ID', 'Agent not found');
    const dialer = dialerId ? await store.dialerById(app.db, dialerId) : undefined;
    if (dialerId && !dialer) r.fail('dialer_ID', 'Dialer not found');
    const holiday = vacId ? await store.vacationById(app.db, vacId) : undefined;
    if (vacId && !holiday) r.fail('vac_ID', 'Holiday not found');
    if (r.errors.length) throw validationError(r.errors);
    if (!(await store.isBelow(app.db, request.user.id, employee!.id))) throw new HttpError(403, 'You may only log hours of your own agents');
    if (holiday && (date! < holiday.startdate || date! > holiday.enddate)) throw new HttpError(406, VACATION_PERIOD, [{ field: 'date', message: VACATION_PERIOD }]);
    const input: store.WorkedInput = {
      employeeId: employee!.id,
      dialerName: dialer!.dialer_name,
      date: date!,
      hours: hours!,
      dayType,
      vacId: holiday?.id ?? null,
      loggedBy: request.user.id,
    };
    const savedId = await app.db.transaction(async (tx) => {
      await store.lockEmployee(tx, input.employeeId);
      if (await store.duplicateWorked(tx, input, id)) {
        throw new HttpError(409, 'Hours are already logged for this agent on this day and dialer', [{ field: 'date', message: 'Hours are already logged for this agent on this day and dialer' }]);
      }
      const already = await store.hoursOnDay(tx, input.employeeId, input.date, id);
      if (already + input.hours > 24) {
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
  app.post('/dialer_data', writeWorked('dialer_data', false));
  app.put('/dialer_data/:id', writeWorked('dialer_data', false));
  app.post('/vacationworkeds', writeWorked('vacationworked', true));
  app.put('/vacationworkeds/:id', writeWorked('vacationworked', true));
};

/** The month of a body ('YYYY-MM', 'MM-YYYY' or a date's first 7 characters), or a field error. */
function safeMonth(r: Reader, raw: unknown): string | null {
  const s = String(raw).trim();
  const ym = parseYearMonth(/^\d{4}-\d{1,2}-\d{1,2}/.test(s) ? s.slice(0, 7) : s);
  if (!ym) {
    r.fail('month', 'Month must be YYYY-MM');
    return null;
  }
  return ym.key;
}
