/**
 * SQL of the people domain: employee lists and writes. Employee rows reuse the foundation's EmployeeDetail
 * select (auth/store.ts) plus `last_working_day` and `employment_role_id` (the employment role whose title the
 * employee holds; titles are the link, so renaming a role renames the title of everyone holding it).
 */
import { Type, type Static } from '@sinclair/typebox';
import { revokeSessionsOf } from '../auth/sessions';
import type { Db } from '../db';
import { EMPLOYEE_DETAIL_FROM, EMPLOYEE_JOINED, EMPLOYEE_RELATION } from '../auth/store';
import { entityTable, shapeOf, withColumns, type Columns, type Row } from '../http/entity';
import { Filters, paged, type Page } from '../http/paging';
import { HttpError } from '../http/errors';
import { AUDITING_DEPARTMENT_ID, type Roles } from '../auth/roles';
import type { SortKey } from '../http/schema';
import { likePattern } from '../http/values';
import {
  AccessEmployeeSchema,
  EmployeeSchema,
  type AccessListQuery,
  type EmployeeInput,
  type AccessSort,
  type EmployeeListQuery,
  type EmployeeSort,
} from './schemas';

/** An employee of the people lists: the Employee answer, both of its optional keys read. */
const EmployeeRowSchema = Type.Required(shapeOf(EmployeeSchema));
export type EmployeeRow = Row<typeof EmployeeRowSchema>;

/** The employment role whose title employee `e` holds (the first of that title, any letter case), or NULL. */
export const EMPLOYMENT_ROLE_ID = '(SELECT r.id FROM employment_roles r WHERE lower(r.title) = lower(e.role_title) ORDER BY r.id LIMIT 1)';

export const EMPLOYEE_COLUMNS = entityTable(EmployeeRowSchema, 'employees', 'e', { ...EMPLOYEE_JOINED, employment_role_id: EMPLOYMENT_ROLE_ID }).select;
export const EMPLOYEE_FROM = EMPLOYEE_DETAIL_FROM;

export const EMPLOYEE_SORTABLE: Record<SortKey<typeof EmployeeSort>, string> = {
  id: 'e.id',
  name: 'e.name',
  RES_ID: 'e."RES_ID"',
  res_id: 'e."RES_ID"',
  email: 'e.email',
  date_joined: 'e.date_joined',
  role: 'e.role',
  role_title: 'e.role_title',
  department_id: 'e.department_id',
  department_name: EMPLOYEE_RELATION.department_name,
  team_ID: EMPLOYEE_RELATION.team_name,
  team_id: EMPLOYEE_RELATION.team_name,
  team_name: EMPLOYEE_RELATION.team_name,
  manager_name: EMPLOYEE_RELATION.manager_name,
  status: EMPLOYEE_RELATION.status,
  employee_type: 'e.employee_type',
  last_working_day: 'e.last_working_day',
};

const PAY_FIELDS = ['hourly_rate', 'monthly_rate', 'base_salary'] as const;
const PERSONAL_FIELDS = ['national_ID', 'phone', 'emergency_contact_name', 'emergency_contact_number', 'date_of_birth'] as const;

/**
 * Same rule as the gateway's per-field guard: pay is for CEO, HR and admin, personal data for CEO and HR,
 * and both for the person themself; everyone else reads null.
 */
export function redact<T extends Partial<EmployeeRow>>(row: T, viewer: { id: number; roles: Roles }): T {
  const seesPay = viewer.roles.ceo || viewer.roles.hr || viewer.roles.admin;
  const seesPersonal = viewer.roles.ceo || viewer.roles.hr;
  // Nothing to hide (the person themself, or CEO and HR, who see both): the row as read, no copy per row.
  if (row.id === viewer.id || (seesPay && seesPersonal)) return row;
  const out: Record<string, unknown> = { ...row };
  if (!seesPay) for (const f of PAY_FIELDS) out[f] = null;
  if (!seesPersonal) for (const f of PERSONAL_FIELDS) out[f] = null;
  return out as T;
}

type EmployeeQuery = Static<typeof EmployeeListQuery>;

function intList(raw: string, field: string): number[] {
  const parts = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ids = parts.map(Number);
  if (ids.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new HttpError(400, `${field} must be a comma-separated list of ids`, [{ field, message: `${field} must be a comma-separated list of ids` }]);
  }
  return ids;
}

/**
 * Filters shared by every employee list. `active`: true (default), false, or all; with `ids` the default is all,
 * because links (a leave request of a fired employee) must still resolve.
 */
export function employeeFilters(q: EmployeeQuery, f = new Filters()): Filters {
  const active = (q.active ?? (q.ids !== undefined ? 'all' : 'true')).toLowerCase();
  if (active === 'true') f.add('e.active');
  else if (active === 'false') f.add('NOT e.active');
  else if (active !== 'all') throw new HttpError(400, 'active must be true, false or all', [{ field: 'active', message: 'active must be true, false or all' }]);
  if (q.ids !== undefined) f.add(`e.id = ANY(${f.param(intList(q.ids, 'ids'))}::int[])`);
  if (q.role !== undefined && q.role !== '') {
    const role = q.role;
    if (/^\d+$/.test(role)) f.add(`e.role = ${f.param(Number(role))}`);
    else f.add(`lower(e.role_title) = lower(${f.param(role)})`);
  }
  // Whole numbers by the query schema (a malformed one is its 400).
  if (q.department_id !== undefined) f.add(`e.department_id = ${f.param(q.department_id)}`);
  if (q.team_id !== undefined) f.add(`e."team_ID" = ${f.param(q.team_id)}`);
  // SPEC §3's head_auditing: the head of auditing's list, the people of the auditing department.
  if (q.head_auditing?.toLowerCase() === 'true') f.add(`e.department_id = ${f.param(AUDITING_DEPARTMENT_ID)}`);
  if (q.manager_id !== undefined) f.add(`e.manager_id = ${f.param(q.manager_id)}`);
  if (q.status_id !== undefined) f.add(`e.status_id = ${f.param(q.status_id)}`);
  const search = likePattern(q.search);
  if (search) {
    const p = f.param(search);
    f.add(`(e.name ILIKE ${p} OR e."RES_ID" ILIKE ${p} OR e.email ILIKE ${p} OR e.role_title ILIKE ${p})`);
  }
  return f;
}

export function listEmployees(db: Db, q: EmployeeQuery, f = new Filters()): Promise<Page<EmployeeRow>> {
  employeeFilters(q, f);
  return paged<EmployeeRow>(
    db,
    { select: EMPLOYEE_COLUMNS, from: EMPLOYEE_FROM, where: f.where, params: f.params, sortable: EMPLOYEE_SORTABLE, defaultSort: 'name', tiebreak: 'e.id' },
    q,
  );
}

export async function getEmployee(db: Pick<Db, 'query'>, id: number): Promise<EmployeeRow | undefined> {
  const { rows } = await db.query<EmployeeRow>(`SELECT ${EMPLOYEE_COLUMNS} FROM ${EMPLOYEE_FROM} WHERE e.id = $1`, [id]);
  return rows[0];
}

export async function requireEmployee(db: Pick<Db, 'query'>, id: number | null): Promise<EmployeeRow> {
  const row = id === null ? undefined : await getEmployee(db, id);
  if (!row) throw new HttpError(404, 'Employee not found');
  return row;
}

/** Everyone below `managerId` in the reporting chain (direct and indirect), cycle-safe. */
export const SUBORDINATES_SQL = (param: string) => `
  WITH RECURSIVE chain(id) AS (
    SELECT id FROM employees WHERE manager_id = ${param}
    UNION
    SELECT c.id FROM employees c JOIN chain ON c.manager_id = chain.id
  ) SELECT id FROM chain`;

/** Whether `employeeId` reports to `managerId`, directly or not (the one reporting-chain check of every domain). */
export async function reportsTo(db: Pick<Db, 'query'>, employeeId: number, managerId: number): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM (${SUBORDINATES_SQL('$1')}) s WHERE s.id = $2`, [managerId, employeeId]);
  return rows.length > 0;
}

/** The words of the reporting-line check (first said by the shuffle flow). */
export const REPORTING_LINE = {
  self: 'An employee cannot be their own manager',
  loop: (manager: string, employee: string) => `${manager} reports to ${employee}; the change would make a reporting loop`,
};

/**
 * THE reporting-line check of every write that sets a manager (shuffle, adjust teams, headcount, imports): giving
 * `employeeIds` the manager `managerId` must not make anyone their own manager or close a loop (the manager reporting,
 * directly or not, to one of them). Answers the refusal's words, or null when the line stays a tree. A person being
 * created has nobody below them, so creates pass no ids.
 */
export async function reportingLineProblem(db: Pick<Db, 'query'>, employeeIds: number[], managerId: number | null): Promise<string | null> {
  if (managerId === null || employeeIds.length === 0) return null;
  if (employeeIds.includes(managerId)) return REPORTING_LINE.self;
  // Walk up from the new manager: meeting one of the people means the manager is below them.
  const { rows } = await db.query<{ manager: string; employee: string }>(
    `WITH RECURSIVE up(id) AS (
       SELECT manager_id FROM employees WHERE id = $1
       UNION
       SELECT e.manager_id FROM employees e JOIN up ON e.id = up.id
     )
     SELECT (SELECT name FROM employees WHERE id = $1) AS manager, e.name AS employee
       FROM employees e WHERE e.id = ANY($2::int[]) AND e.id IN (SELECT id FROM up) ORDER BY e.id LIMIT 1`,
    [managerId, employeeIds],
  );
  return rows[0] ? REPORTING_LINE.loop(rows[0].manager, rows[0].employee) : null;
}

/** The ids of everyone below `managerId` in the reporting chain. */
export async function subordinateIds(db: Pick<Db, 'query'>, managerId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(SUBORDINATES_SQL('$1'), [managerId]);
  return rows.map((r) => r.id);
}

export async function statusId(db: Pick<Db, 'query'>, name: string): Promise<number> {
  const found = await db.query<{ id: number }>('SELECT id FROM statuses WHERE lower(name) = lower($1)', [name]);
  if (found.rows[0]) return found.rows[0].id;
  const made = await db.query<{ id: number }>('INSERT INTO statuses (name) VALUES ($1) RETURNING id', [name]);
  return made.rows[0].id;
}

/**
 * Columns an employee create sets: every field of POST /employees' body (schemas.ts employeeFields), each a column of
 * the Employee answer under the same name and typed as it reads back (a body field that is not a column fails here).
 */
export type EmployeeInsert = Columns<EmployeeRow, keyof Static<typeof EmployeeInput>>;

export async function insertEmployee(db: Pick<Db, 'query'>, input: EmployeeInsert): Promise<EmployeeRow> {
  const columns = Object.keys(input) as (keyof EmployeeInsert)[];
  const quoted = columns.map((c) => (/[A-Z]/.test(c) ? `"${c}"` : c));
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO employees (${quoted.join(', ')}) VALUES (${columns.map((_c, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    columns.map((c) => input[c]),
  );
  return (await getEmployee(db, rows[0].id))!;
}

/** Reference checks of employee writes (each by id). */
const REFERENCES = {
  team: 'SELECT 1 FROM teams WHERE "team_ID" = $1',
  activeEmployee: 'SELECT 1 FROM employees WHERE id = $1 AND active',
  activeManager: 'SELECT 1 FROM employees WHERE id = $1 AND active AND can_manage',
  department: 'SELECT 1 FROM departments WHERE id = $1',
  status: 'SELECT 1 FROM statuses WHERE id = $1',
} as const;

export async function referenceExists(db: Pick<Db, 'query'>, kind: keyof typeof REFERENCES, id: number): Promise<boolean> {
  return (await db.query(REFERENCES[kind], [id])).rows.length > 0;
}

const ClashSchema = Type.Pick(shapeOf(EmployeeSchema), ['RES_ID', 'email']);
const CLASH_COLUMNS = entityTable(ClashSchema, 'employees', '').select;

/** Employees already holding this RES_ID or e-mail (any letter case). */
export async function findClashes(db: Pick<Db, 'query'>, resId: string, email: string): Promise<Row<typeof ClashSchema>[]> {
  const { rows } = await db.query<Row<typeof ClashSchema>>(
    `SELECT ${CLASH_COLUMNS} FROM employees WHERE lower("RES_ID") = lower($1) OR lower(email) = lower($2)`,
    [resId, email],
  );
  return rows;
}

/** New role type; title and can_manage only when given (null keeps them). */
export async function updateRole(db: Pick<Db, 'query'>, id: number, role: number | null, title: string | null, canManage: boolean | null): Promise<void> {
  await db.query('UPDATE employees SET role = $2, role_title = COALESCE($3, role_title), can_manage = COALESCE($4, can_manage) WHERE id = $1', [
    id,
    role,
    title,
    canManage,
  ]);
}

/** Firing: inactive, status Terminated, last working day `day`, sign-in account removed — one transaction. */
export async function fireEmployee(db: Db, id: number, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    const terminated = await statusId(tx, 'Terminated');
    await tx.query('UPDATE employees SET active = false, status_id = $2, last_working_day = $3 WHERE id = $1', [id, terminated, day]);
    await tx.query('DELETE FROM users WHERE employee_id = $1', [id]);
    await revokeSessionsOf(tx, id); // a fired employee's open sessions end with the firing
  });
}

/** Whom a move names: whether they are still here, and in which department (the cold-calling head's scope). */
const MovedSchema = Type.Pick(shapeOf(EmployeeSchema), ['id', 'department_id', 'active']);
const MOVED_COLUMNS = entityTable(MovedSchema, 'employees', '').select;

export async function findEmployeesByIds(db: Pick<Db, 'query'>, ids: number[]): Promise<Row<typeof MovedSchema>[]> {
  return (await db.query<Row<typeof MovedSchema>>(`SELECT ${MOVED_COLUMNS} FROM employees WHERE id = ANY($1::int[])`, [ids])).rows;
}

/** Moves employees to a team and/or manager (null keeps the current one). */
export async function moveEmployees(db: Pick<Db, 'query'>, ids: number[], teamId: number | null, managerId: number | null): Promise<void> {
  await db.query('UPDATE employees SET "team_ID" = COALESCE($2, "team_ID"), manager_id = COALESCE($3, manager_id) WHERE id = ANY($1::int[])', [
    ids,
    teamId,
    managerId,
  ]);
}

// ---- sign-in access ---------------------------------------------------------------------------------------------

/** Whom access is given to: still here, with an e-mail, and whether they already hold an account. */
const AccessCandidateSchema = withColumns(Type.Pick(shapeOf(EmployeeSchema), ['id', 'email', 'active']), { has_access: Type.Boolean() });
export type AccessCandidate = Row<typeof AccessCandidateSchema>;
const CANDIDATE_COLUMNS = entityTable(AccessCandidateSchema, 'employees', 'e', {
  has_access: 'EXISTS (SELECT 1 FROM users u WHERE u.employee_id = e.id)',
}).select;

/** The employee to give access to, by id or by e-mail (any letter case). */
export async function findAccessCandidate(db: Pick<Db, 'query'>, by: { id: number } | { email: string }): Promise<AccessCandidate | undefined> {
  const byId = 'id' in by;
  const { rows } = await db.query<AccessCandidate>(
    `SELECT ${CANDIDATE_COLUMNS}
       FROM employees e WHERE ${byId ? 'e.id = $1' : 'lower(e.email) = lower($1)'}`,
    [byId ? by.id : by.email],
  );
  return rows[0];
}

export async function emailHasAccount(db: Pick<Db, 'query'>, email: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email])).rows.length > 0;
}

/** Answers the new account's id. */
export async function insertAccount(db: Pick<Db, 'query'>, employeeId: number, email: string, passwordHash: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO users (employee_id, email, password_hash) VALUES ($1, $2, $3) RETURNING id', [
    employeeId,
    email,
    passwordHash,
  ]);
  return rows[0].id;
}

const ACCESS_COLUMNS = entityTable(AccessEmployeeSchema, 'employees', 'e', {
  email: 'u.email',
  department_name: 'd.department_name',
  granted_at: 'u.created_at',
}).select;

/** Employees holding a sign-in account, with when it was granted. */
export function listAccessEmployees(db: Db, query: Static<typeof AccessListQuery>): Promise<Page<Row<typeof AccessEmployeeSchema>>> {
  const f = new Filters();
  const search = likePattern(query.search);
  if (search) {
    const p = f.param(search);
    f.add(`e.name ILIKE ${p} OR e."RES_ID" ILIKE ${p} OR u.email ILIKE ${p}`);
  }
  return paged<Row<typeof AccessEmployeeSchema>>(
    db,
    {
      select: ACCESS_COLUMNS,
      from: 'users u JOIN employees e ON e.id = u.employee_id LEFT JOIN departments d ON d.id = e.department_id',
      where: f.where,
      params: f.params,
      sortable: {
        name: 'e.name',
        RES_ID: 'e."RES_ID"',
        email: 'u.email',
        role_title: 'e.role_title',
        department_name: 'd.department_name',
        granted_at: 'u.created_at',
      } satisfies Record<SortKey<typeof AccessSort>, string>,
      defaultSort: 'name',
      tiebreak: 'e.id',
    },
    query,
  );
}
