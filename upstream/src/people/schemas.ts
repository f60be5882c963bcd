/** Route schemas of the people domain (http/schema.ts): employees, access, teams, named lookups, holidays, targets. */
import { Type, type TSchema } from '@sinclair/typebox';
import {
  Body,
  DateTime,
  Entity,
  Field,
  Id,
  IdParams,
  IsoDate,
  NInt,
  NNum,
  NStr,
  Nullable,
  Page,
  PagingBy,
  Query,
  Search,
  SortBy,
  SortOf,
  Str,
  StringEnum,
  extensionField,
  type RouteSchemaTable,
} from '../http/schema';

export const EmployeeSchema = Entity('Employee', {
  id: Id,
  name: Str,
  RES_ID: Str,
  national_ID: Nullable(Type.String({ description: 'Personal: null unless CEO, HR or the person themself' })),
  team_ID: NInt,
  team_name: NStr,
  target_hours_per_day: Type.Number(),
  email: NStr,
  date_joined: Nullable(IsoDate),
  manager_id: NInt,
  manager_name: Type.String({ description: "'No available manager' when there is none" }),
  manager: Nullable(Type.Object({ id: Id, name: Str, email: NStr, RES_ID: Str })),
  employee_type: NStr,
  hourly_rate: Nullable(Type.Number({ description: 'Pay: null unless CEO, HR, admin or the person themself' })),
  monthly_rate: NNum,
  hourly_or_monthly: StringEnum(['hourly', 'monthly']),
  can_manage: Type.Boolean(),
  role: Type.Integer({ minimum: 0, maximum: 4, description: '0 agent, 1 TL/auditor/HR staff, 2 manager, 3 head, 4 executive' }),
  role_title: NStr,
  base_salary: NNum,
  department_id: NInt,
  department_name: NStr,
  phone: NStr,
  emergency_contact_name: NStr,
  emergency_contact_number: NStr,
  date_of_birth: Nullable(IsoDate),
  status_id: NInt,
  status: NStr,
  active: Type.Boolean(),
  last_working_day: Type.Optional(Nullable(IsoDate)),
  employment_role_id: Type.Optional(NInt),
});

/** Also the other spellings clients send (`res_id`, `team_ID`/`team_id` sort by the team's name). */
export const EmployeeSort = SortBy([
  'id',
  'name',
  'RES_ID',
  'res_id',
  'email',
  'date_joined',
  'role',
  'role_title',
  'department_id',
  'department_name',
  'team_ID',
  'team_id',
  'team_name',
  'manager_name',
  'status',
  'employee_type',
  'last_working_day',
]);
/** The query of every employee list (also the headcount's HR employees list). */
export const EmployeeListQuery = Query({
  ...PagingBy(EmployeeSort),
  role: Type.Optional(Type.String({ description: 'Numeric role type 0-4, or a role title' })),
  department_id: Type.Optional(Type.Integer()),
  team_id: Type.Optional(Type.Integer()),
  manager_id: Type.Optional(Type.Integer()),
  status_id: Type.Optional(Type.Integer()),
  search: Type.Optional(Search),
  ids: Type.Optional(Type.String({ pattern: '^[0-9, ]*$', description: 'Comma list of ids' })),
  active: Type.Optional(Type.String({ enum: ['true', 'false', 'all'] })),
  head_auditing: Type.Optional(
    Type.String({ enum: ['true', 'false'], description: 'true: only the auditing department (SPEC §6: head auditing is type 3 in department 4)' }),
  ),
});

/**
 * THE employee fields (POST /employees), declared once: people's create body, recruitment's onboarding data
 * (`required: false`: the candidate's record and the defaults fill the rest) and headcount's shared person fields
 * take them from here, so a rule or a message changes in one place.
 */
export const employeeFields = <R extends boolean>(required: R) => ({
  RES_ID: Field.text('RES ID', { required, max: 50 }),
  name: Field.text('Name', { required, max: 100 }),
  email: Field.email('Email', { required }),
  national_ID: Field.text('National ID', { max: 50 }),
  phone: Field.phone('Phone'),
  emergency_contact_name: Field.text('Emergency contact name', { max: 100 }),
  emergency_contact_number: Field.phone('Emergency contact number'),
  team_ID: Field.id('Team'),
  manager_id: Field.id('Manager'),
  department_id: Field.id('Department', { required }),
  role: Field.integer('Role', { min: 0, max: 4, description: '0 agent .. 4 executive (default 0)' }),
  role_title: Field.text('Role title', { required, max: 100 }),
  target_hours_per_day: Field.number('Target hours per day', { required, max: 24 }),
  date_joined: Field.date('Date joined', { required }),
  employee_type: Field.text('Employee type', { max: 50 }),
  hourly_rate: Field.number('Hourly rate', { description: 'Required when hourly_or_monthly is hourly' }),
  monthly_rate: Field.number('Monthly rate', { description: 'Required when hourly_or_monthly is monthly' }),
  hourly_or_monthly: Field.enum('Hourly or monthly', ['hourly', 'monthly'] as const, { required }),
  base_salary: Field.number('Base salary'),
  can_manage: Field.boolean('Can manage'),
  status_id: Field.id('Status', { description: 'Default: Active' }),
  date_of_birth: Field.date('Date of birth'),
});

export const EmployeeInput = Body(employeeFields(true), 'employee');

/** Job types of the work info (SPEC §3 User jobType: full or part time), spelled as the employee rows hold them. */
export const JOB_TYPES = ['Full Time', 'Part Time'] as const;
/** An extension field of HR's "update work info" (decision 0206). */
const workInfo = <T extends object>(field: T, what: string): T => extensionField(field, `${what}; HR's "update work info" (decision 0206)`);

/** SPEC §7's `employee{role}`, with the title, can-manage and the work info (each left out keeps its value). */
export const RoleChangeInput = Body(
  {
    role: Field.integer('Role', { required: true, min: 0, max: 4 }),
    role_title: Field.text('Role title', { max: 100 }),
    can_manage: Field.boolean('Can manage'),
    employee_type: workInfo(Field.enum('Job type', JOB_TYPES), 'full or part time'),
    target_hours_per_day: workInfo(Field.number('Working hours per day', { min: 0.5, max: 24 }), 'working hours per day'),
    department_id: workInfo(Field.id('Department'), 'the department'),
    team_ID: workInfo(Field.id('Team'), 'the team'),
    manager_id: workInfo(Field.id('Supervisor'), 'the direct supervisor (reporter), an active manager'),
  },
  'employee',
);

export const AdjustTeamsInput = Body(
  {
    employee_ids: Field.ids('Employees', { required: true, messages: { required: 'Employees are required', invalid: 'Employees are required' } }),
    team_ID: Field.id('Team'),
    manager_id: Field.id('Manager'),
  },
  'employee',
);

export const GiveAccessInput = Body(
  {
    employee_id: Field.id('Employee', { messages: { invalid: 'Employee is required' } }),
    id: Field.id('Employee', { description: 'Alias of employee_id', messages: { invalid: 'Employee is required' } }),
    email: Field.text('Email', { description: 'Finds the employee by e-mail when no id is given' }),
  },
  'employee',
);

const employees = (summary: string) => ({ summary, tags: ['employees'], querystring: EmployeeListQuery, response: { 200: Page(EmployeeSchema) } });

/** An employee holding a sign-in account, with when it was granted. */
export const AccessEmployeeSchema = Entity('AccessEmployee', {
  id: Id,
  RES_ID: Str,
  name: Str,
  email: NStr,
  role_title: NStr,
  department_id: NInt,
  department_name: NStr,
  granted_at: DateTime,
});

export const TeamSchema = Entity('Team', { team_ID: Id, team_name: Str, member_count: Type.Integer() });
export const DepartmentSchema = Entity('Department', { id: Id, department_name: Str, head_id: NInt, description: NStr });
export const EmploymentRoleSchema = Entity('EmploymentRole', { id: Id, title: Str });
export const StatusSchema = Entity('Status', { id: Id, name: Str });
export const HolidaySchema = Entity('Holiday', { id: Id, vac_name: Str, multiple_of_pay: Type.Number(), startdate: IsoDate, enddate: IsoDate });
export const TargetSchema = Entity('Target', {
  id: Id,
  RES_ID: Str,
  name: Str,
  team_name: NStr,
  worked_hours: Type.Number(),
  target_hours: Type.Number(),
  remaining_hours: Type.Number(),
  bonus_hours: Type.Number(),
});

export const TeamSort = SortBy(['team_ID', 'team_id', 'team_name']);
export const HolidaySort = SortOf(HolidaySchema, ['id', 'vac_name', 'multiple_of_pay', 'startdate', 'enddate']);
export const TargetSort = SortBy(['name', 'RES_ID', 'res_id', 'team_name', 'worked_hours', 'target_hours', 'remaining_hours', 'bonus_hours']);
export const AccessSort = SortOf(AccessEmployeeSchema, ['name', 'RES_ID', 'email', 'role_title', 'department_name', 'granted_at']);
export const AccessListQuery = Query({ ...PagingBy(AccessSort), search: Type.Optional(Search) });
export const HolidayListQuery = Query({ ...PagingBy(HolidaySort), year: Type.Optional(Type.String({ description: 'YYYY: holidays touching that year' })) });
export const TargetListQuery = Query({
  ...PagingBy(TargetSort),
  month: Type.Optional(Type.String({ description: 'MM-YYYY (SPEC §9)' })),
  search: Type.Optional(Search),
  team_id: Type.Optional(Type.Integer()),
});

export const HolidayInput = Body(
  {
    vac_name: Field.text('Holiday name', { required: true, max: 100 }),
    multiple_of_pay: Field.number('Multiple of pay', { required: true, max: 10 }),
    startdate: Field.date('Start date', { required: true }),
    enddate: Field.date('End date', { required: true }),
  },
  'vacation',
);

/** GET list / POST add / PATCH rename of one named lookup (body wrapped in `wrapper`). */
/** The body of a named lookup (department, employment role, status): its one name column. */
export const lookupBody = (wrapper: string, column: string, label: string) => Body({ [column]: Field.text(label, { required: true, max: 100 }) }, wrapper);

function lookup(path: string, wrapper: string, column: string, label: string, entity: TSchema, tag: string): RouteSchemaTable {
  const body = lookupBody(wrapper, column, label);
  return {
    [`GET ${path}`]: { summary: `List ${tag}`, tags: ['lookups'], querystring: Query(PagingBy(SortBy(['id', column]))), response: { 200: Page(entity) } },
    [`POST ${path}`]: { summary: `Add one of ${tag} (CEO, HR)`, tags: ['lookups'], body, response: { 201: entity } },
    [`PATCH ${path}/:id`]: { summary: `Rename one of ${tag} (CEO, HR)`, tags: ['lookups'], params: IdParams, body, response: { 200: entity } },
  };
}

export const peopleSchemas: RouteSchemaTable = {
  'GET /employees': employees('List employees (active unless `active`)'),
  'GET /employees/managers': employees('Employees who can manage'),
  'GET /employees/agents': employees('Agents (role type 0)'),
  'GET /employees/managed_employees': employees('Everyone below the caller in the reporting chain'),
  'GET /headcount_employees/hr_employees': employees('People of the HR department or with an HR title'),
  'GET /employees/:id': { summary: 'One employee (any status)', tags: ['employees'], params: IdParams, response: { 200: EmployeeSchema } },
  'POST /employees': { summary: 'Add an employee (CEO, HR)', tags: ['employees'], body: EmployeeInput, response: { 201: EmployeeSchema } },
  'PATCH /employees/:id': {
    summary: "Change an employee's role and work info (CEO, HR)",
    tags: ['employees'],
    params: IdParams,
    body: RoleChangeInput,
    response: { 200: EmployeeSchema },
  },
  'DELETE /employees/:id': {
    summary: 'Fire an employee (CEO): soft delete, sign-in removed',
    tags: ['employees'],
    params: IdParams,
    response: { 200: Type.Object({ message: Str, employee: EmployeeSchema }) },
  },
  'POST /employees/adjust_teams': {
    summary: 'Move employees to a team and/or manager (cold-calling head, HR, managers)',
    tags: ['employees'],
    body: AdjustTeamsInput,
    response: { 200: Type.Object({ message: Str, updated_count: Type.Integer(), employees: Type.Array(EmployeeSchema) }) },
  },
  'POST /employees/give_access': {
    summary: 'Give an employee a sign-in account (admin)',
    tags: ['access'],
    body: GiveAccessInput,
    // temporary_password: the SPEC profile's answer; invitation_sent: an invitation link was e-mailed (mail/).
    response: {
      201: Type.Object({
        message: Str,
        employee_id: Id,
        email: Str,
        temporary_password: Type.Optional(Str),
        invitation_sent: Type.Optional(Type.Boolean()),
      }),
    },
  },
  'GET /employees/access_employees': {
    summary: 'Employees holding a sign-in account (admin)',
    tags: ['access'],
    querystring: AccessListQuery,
    response: { 200: Page(AccessEmployeeSchema) },
  },
  'GET /teams': {
    summary: 'Teams with their active member count',
    tags: ['lookups'],
    querystring: Query(PagingBy(TeamSort)),
    response: { 200: Page(TeamSchema) },
  },
  ...lookup('/departments', 'department', 'department_name', 'Department name', DepartmentSchema, 'departments'),
  ...lookup('/employment_roles', 'employment_role', 'title', 'Title', EmploymentRoleSchema, 'employment roles'),
  ...lookup('/statuses', 'status', 'name', 'Name', StatusSchema, 'employment statuses'),
  'GET /vacations': {
    summary: 'Public holidays',
    tags: ['calendar'],
    querystring: HolidayListQuery,
    response: { 200: Page(HolidaySchema) },
  },
  'POST /vacations': {
    summary: 'Add a public holiday (CEO, HR)',
    tags: ['calendar'],
    body: HolidayInput,
    response: { 201: HolidaySchema },
  },
  'GET /targets': {
    summary: 'Monthly target hours per employee (month MM-YYYY, default the current month)',
    tags: ['calendar'],
    querystring: TargetListQuery,
    response: { 200: Page(TargetSchema) },
  },
};
