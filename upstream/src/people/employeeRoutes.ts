/** Employee lists and writes (see routes.ts for the decisions). */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireRoles } from '../auth/hook';
import { HttpError, validationError, type FieldError } from '../http/errors';
import { Filters, type Page } from '../http/paging';
import {
  SUBORDINATES_SQL,
  findClashes,
  findEmployeesByIds,
  fireEmployee,
  getEmployee,
  insertEmployee,
  listEmployees,
  moveEmployees,
  redact,
  referenceExists,
  requireEmployee,
  statusId,
  updateRole,
  type EmployeeQuery,
  type EmployeeRow,
} from './store';
import { Reader, idParam, todayIso, unwrap } from '../http/values';

type Q = { Querystring: EmployeeQuery };

const viewerOf = (request: FastifyRequest) => ({ id: request.user.id, roles: request.roles });
const redactPage = (request: FastifyRequest, page: Page<EmployeeRow>) => ({
  items: page.items.map((row) => redact(row, viewerOf(request))),
  count: page.count,
});

/** Reads and checks an employee create body (`employee{...}`); throws one 422 naming every bad field. */
const readEmployee = (request: FastifyRequest) => readEmployeeInput(request.server.db, unwrap(request.body, 'employee'));

/**
 * The checks of POST /employees over an unwrapped body (422 naming every bad field, 409 on a taken RES ID or e-mail);
 * also used by recruitment's onboarding, which creates the employee from a candidate.
 */
export async function readEmployeeInput(db: FastifyRequest['server']['db'], body: Record<string, unknown>) {
  const r = new Reader(body);
  const hourlyOrMonthly = r.oneOf('hourly_or_monthly', 'Hourly or monthly', ['hourly', 'monthly'] as const, true);
  const input = {
    RES_ID: r.text('RES_ID', 'RES ID', true, 50) ?? '',
    name: r.text('name', 'Name', true, 100) ?? '',
    email: r.email('email', 'Email', true) ?? '',
    national_ID: r.text('national_ID', 'National ID', false, 50),
    phone: r.text('phone', 'Phone', false, 50),
    emergency_contact_name: r.text('emergency_contact_name', 'Emergency contact name', false, 100),
    emergency_contact_number: r.text('emergency_contact_number', 'Emergency contact number', false, 50),
    team_ID: r.whole('team_ID', 'Team'),
    manager_id: r.whole('manager_id', 'Manager'),
    department_id: r.whole('department_id', 'Department', true),
    role: r.whole('role', 'Role') ?? 0,
    role_title: r.text('role_title', 'Role title', true, 100) ?? '',
    target_hours_per_day: r.number('target_hours_per_day', 'Target hours per day', true, 24) ?? 8,
    date_joined: r.date('date_joined', 'Date joined', true) ?? todayIso(),
    employee_type: r.text('employee_type', 'Employee type', false, 50),
    hourly_rate: r.number('hourly_rate', 'Hourly rate', hourlyOrMonthly === 'hourly'),
    monthly_rate: r.number('monthly_rate', 'Monthly rate', hourlyOrMonthly === 'monthly'),
    hourly_or_monthly: hourlyOrMonthly ?? 'monthly',
    base_salary: r.number('base_salary', 'Base salary'),
    can_manage: r.bool('can_manage') ?? false,
    status_id: r.whole('status_id', 'Status'),
    date_of_birth: r.date('date_of_birth', 'Date of birth'),
  };
  if (input.role > 4) r.fail('role', 'Role must be between 0 and 4');
  const refs: [number | null, string, Parameters<typeof referenceExists>[1], string][] = [
    [input.team_ID, 'team_ID', 'team', 'Team not found'],
    [input.manager_id, 'manager_id', 'activeEmployee', 'Manager not found'],
    [input.department_id, 'department_id', 'department', 'Department not found'],
    [input.status_id, 'status_id', 'status', 'Status not found'],
  ];
  for (const [id, field, kind, message] of refs) if (id !== null && !(await referenceExists(db, kind, id))) r.fail(field, message);
  if (r.errors.length) throw validationError(r.errors);
  const dup: FieldError[] = [];
  for (const row of await findClashes(db, input.RES_ID, input.email)) {
    if (row.RES_ID.toLowerCase() === input.RES_ID.toLowerCase()) dup.push({ field: 'RES_ID', message: 'RES ID has already been taken' });
    if (row.email?.toLowerCase() === input.email) dup.push({ field: 'email', message: 'Email has already been taken' });
  }
  if (dup.length) throw new HttpError(409, dup.map((e) => e.message).join(', '), dup);
  input.status_id ??= await statusId(db, 'Active');
  return input;
}

export const employeeRoutes: FastifyPluginAsync = async (app) => {
  app.get<Q>('/employees', async (request) => redactPage(request, await listEmployees(app.db, request.query)));

  app.get<Q>('/employees/managers', async (request) => {
    const f = new Filters().add('e.can_manage');
    return redactPage(request, await listEmployees(app.db, request.query, f));
  });

  app.get<Q>('/employees/agents', async (request) => {
    const f = new Filters().add('e.role = 0');
    return redactPage(request, await listEmployees(app.db, request.query, f));
  });

  app.get<Q>('/employees/managed_employees', async (request) => {
    const f = new Filters();
    f.add(`e.id IN (${SUBORDINATES_SQL(f.param(request.user.id))})`);
    return redactPage(request, await listEmployees(app.db, request.query, f));
  });

  app.get<Q>('/headcount_employees/hr_employees', async (request) => {
    const f = new Filters().add(`(d.department_name = 'HR' OR e.role_title ~* '\\mhr\\M')`);
    return redactPage(request, await listEmployees(app.db, request.query, f));
  });

  app.get<{ Params: { id: string } }>('/employees/:id', async (request) => {
    return redact(await requireEmployee(app.db, idParam(request.params.id)), viewerOf(request));
  });

  app.post('/employees', async (request, reply) => {
    requireRoles(request, 'ceo', 'hr');
    const input = await readEmployee(request);
    const row = await app.db.transaction((tx) => insertEmployee(tx, input));
    reply.code(201);
    return row;
  });

  app.patch<{ Params: { id: string } }>('/employees/:id', async (request) => {
    requireRoles(request, 'ceo', 'hr');
    const employee = await requireEmployee(app.db, idParam(request.params.id));
    const r = new Reader(unwrap(request.body, 'employee'));
    const role = r.whole('role', 'Role', true);
    if (role !== null && role > 4) r.fail('role', 'Role must be between 0 and 4');
    const title = r.text('role_title', 'Role title', false, 100);
    const canManage = r.bool('can_manage');
    if (r.errors.length) throw validationError(r.errors);
    await updateRole(app.db, employee.id, role, title, canManage);
    return getEmployee(app.db, employee.id);
  });

  /** Firing: soft delete; the row, its history and links stay, sign-in goes. */
  app.delete<{ Params: { id: string } }>('/employees/:id', async (request) => {
    requireRoles(request, 'ceo');
    const employee = await requireEmployee(app.db, idParam(request.params.id));
    if (employee.id === request.user.id) throw new HttpError(422, 'You cannot fire yourself');
    if (!employee.active) throw new HttpError(409, 'Employee is already inactive');
    await fireEmployee(app.db, employee.id, todayIso());
    return { message: 'Employee fired successfully', employee: await getEmployee(app.db, employee.id) };
  });

  app.post('/employees/adjust_teams', async (request) => {
    requireRoles(request, 'coldHeadOrHr');
    const body = unwrap(request.body, 'employee');
    const r = new Reader(body);
    const raw = body.employee_ids;
    const ids = Array.isArray(raw) ? raw.map(Number) : [];
    if (!ids.length || ids.some((n) => !Number.isInteger(n) || n < 1)) r.fail('employee_ids', 'Employees are required');
    const teamId = r.whole('team_ID', 'Team');
    const managerId = r.whole('manager_id', 'Manager');
    if (teamId === null && managerId === null) r.fail(null, 'Choose a team or a manager');
    if (teamId !== null && !(await referenceExists(app.db, 'team', teamId))) r.fail('team_ID', 'Team not found');
    if (managerId !== null && !(await referenceExists(app.db, 'activeManager', managerId))) {
      r.fail('manager_id', 'Manager not found');
    }
    if (managerId !== null && ids.includes(managerId)) r.fail('manager_id', 'An employee cannot manage themself');
    if (r.errors.length) throw validationError(r.errors);
    const found = await findEmployeesByIds(app.db, ids);
    if (found.length !== new Set(ids).size || found.some((e) => !e.active)) throw new HttpError(404, 'Employee not found');
    // The cold-calling head moves cold-calling people only; HR and managers (type 2) may move anyone.
    if (!request.roles.hr && request.user.role !== 2 && found.some((e) => e.department_id !== request.user.department_id)) {
      throw new HttpError(403, "You don't have permission to access this resource");
    }
    await moveEmployees(app.db, ids, teamId, managerId);
    const page = await listEmployees(app.db, { ids: ids.join(',') });
    return { message: 'Teams adjusted successfully', updated_count: page.count, employees: page.items };
  });
};
