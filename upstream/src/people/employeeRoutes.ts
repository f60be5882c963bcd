/** Employee lists and writes (see routes.ts for the decisions). */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireRoles } from '../auth/hook';
import { EMPLOYEE_RELATION } from '../auth/store';
import { HttpError, conflictError, validationError, type FieldError } from '../http/errors';
import { Filters, type Page } from '../http/paging';
import {
  SUBORDINATES_SQL,
  reportingLineProblem,
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
  type EmployeeRow,
} from './store';
import { idParam, todayIso } from '../http/values';
import { checkBody, sortByField } from '../http/schema';
import { updateWorkInfo, workInfoProblems } from './workInfo';
import { AdjustTeamsInput, EmployeeInput, RoleChangeInput, type EmployeeListQuery } from './schemas';

type Q = { Querystring: Static<typeof EmployeeListQuery> };

const viewerOf = (request: FastifyRequest) => ({ id: request.user.id, roles: request.roles });
const redactPage = (request: FastifyRequest, page: Page<EmployeeRow>) => ({
  items: page.items.map((row) => redact(row, viewerOf(request))),
  count: page.count,
});

/** Checks an employee create body (`employee{...}`, schemas.ts) and its references; one 422 naming every bad field. */
const readEmployee = (request: FastifyRequest) => employeeInputOf(request.server.db, checkBody(request, EmployeeInput));

/**
 * POST /employees' checks over an already field-checked body (`checkBody`, or `checkFields(EmployeeInput, record)`):
 * pay-basis rates and references (one 422), a taken RES ID or e-mail (409). Also used by recruitment's onboarding,
 * which creates the employee from a candidate.
 */
export async function employeeInputOf(db: FastifyRequest['server']['db'], checked: ReturnType<typeof checkBody<typeof EmployeeInput>>) {
  const { value: b, errors } = checked;
  const fail = (field: string, message: string) => errors.push({ field, message });
  if (b.hourly_or_monthly === 'hourly' && b.hourly_rate == null && !errors.some((e) => e.field === 'hourly_rate'))
    fail('hourly_rate', 'Hourly rate is required');
  if (b.hourly_or_monthly === 'monthly' && b.monthly_rate == null && !errors.some((e) => e.field === 'monthly_rate'))
    fail('monthly_rate', 'Monthly rate is required');
  const input = {
    ...b,
    national_ID: b.national_ID ?? null,
    phone: b.phone ?? null,
    emergency_contact_name: b.emergency_contact_name ?? null,
    emergency_contact_number: b.emergency_contact_number ?? null,
    team_ID: b.team_ID ?? null,
    manager_id: b.manager_id ?? null,
    role: b.role ?? 0,
    employee_type: b.employee_type ?? null,
    hourly_rate: b.hourly_rate ?? null,
    monthly_rate: b.monthly_rate ?? null,
    base_salary: b.base_salary ?? null,
    can_manage: b.can_manage ?? false,
    status_id: b.status_id ?? null,
    date_of_birth: b.date_of_birth ?? null,
  };
  const refs: [number | null, string, Parameters<typeof referenceExists>[1], string][] = [
    [input.team_ID, 'team_ID', 'team', 'Team not found'],
    [input.manager_id, 'manager_id', 'activeEmployee', 'Manager not found'],
    [input.department_id, 'department_id', 'department', 'Department not found'],
    [input.status_id, 'status_id', 'status', 'Status not found'],
  ];
  for (const [id, field, kind, message] of refs) {
    if (id != null && !errors.some((e) => e.field === field) && !(await referenceExists(db, kind, id))) fail(field, message);
  }
  if (errors.length) throw validationError(errors);
  const dup: FieldError[] = [];
  for (const row of await findClashes(db, input.RES_ID, input.email)) {
    if (row.RES_ID.toLowerCase() === input.RES_ID.toLowerCase()) dup.push({ field: 'RES_ID', message: 'RES ID has already been taken' });
    if (row.email?.toLowerCase() === input.email) dup.push({ field: 'email', message: 'Email has already been taken' });
  }
  if (dup.length) throw conflictError(dup);
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
    const f = new Filters().add(`(${EMPLOYEE_RELATION.department_name} = 'HR' OR e.role_title ~* '\\mhr\\M')`);
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
    // The body is checked before the record: a bad work-info field answers 422 even for an unknown id (the gateway's
    // capability probe tells this upstream from a SPEC §7 one, which drops those fields, by it).
    const id = idParam(request.params.id);
    const { value, errors } = checkBody(request, RoleChangeInput);
    if (errors.length === 0) errors.push(...(await workInfoProblems(app.db, id, value)));
    if (errors.length) throw validationError(sortByField(RoleChangeInput, errors));
    const employee = await requireEmployee(app.db, id);
    await app.db.transaction(async (tx) => {
      await updateRole(tx, employee.id, value.role, value.role_title ?? null, value.can_manage ?? null);
      await updateWorkInfo(tx, employee.id, value);
    });
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
    const { value: body, errors } = checkBody(request, AdjustTeamsInput);
    const ids = body.employee_ids ?? [];
    const teamId = body.team_ID ?? null;
    const managerId = body.manager_id ?? null;
    const fail = (field: string | null, message: string) => errors.push({ field, message });
    if (errors.length === 0 && teamId === null && managerId === null) fail(null, 'Choose a team or a manager');
    if (teamId !== null && !(await referenceExists(app.db, 'team', teamId))) fail('team_ID', 'Team not found');
    if (managerId !== null && !(await referenceExists(app.db, 'activeManager', managerId))) fail('manager_id', 'Manager not found');
    if (errors.length === 0) {
      const line = await reportingLineProblem(app.db, ids, managerId);
      if (line) fail('manager_id', line);
    }
    if (errors.length) throw validationError(errors);
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
