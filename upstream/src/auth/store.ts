/** SQL for sign-in accounts and the signed-in employee. */
import { Type } from '@sinclair/typebox';
import type { Db } from '../db';
import { entityTable, shapeOf, type Row } from '../http/entity';
import { Id } from '../http/schema';
import { EmployeeSchema } from '../people/schemas';

/**
 * The names an employee row carries from its relations (alias `e`), as scalar subqueries: also the sort keys and
 * filters over those names. Why not LEFT JOINs: on PGlite planning a four-join list cost more than running
 * it (the list statement took about 8 ms against 5 ms as subqueries, same rows), and the count query of a page then
 * needs no join at all.
 */
/** The name of the employee whose id is in `column`, as a scalar subquery (NULL when none): every linked person's name. */
export const employeeName = (column: string) => `(SELECT x.name FROM employees x WHERE x.id = ${column})`;

export const EMPLOYEE_RELATION = {
  team_name: `(SELECT t.team_name FROM teams t WHERE t."team_ID" = e."team_ID")`,
  manager_name: employeeName('e.manager_id'),
  department_name: `(SELECT d.department_name FROM departments d WHERE d.id = e.department_id)`,
  status: `(SELECT s.name FROM statuses s WHERE s.id = e.status_id)`,
} as const;

/** The keys of an employee row not read from `employees e` itself: its relations' names and its manager. */
export const EMPLOYEE_JOINED = {
  team_name: EMPLOYEE_RELATION.team_name,
  manager_name: `COALESCE(${EMPLOYEE_RELATION.manager_name}, 'No available manager')`,
  manager: `(SELECT json_build_object('id', m.id, 'name', m.name, 'email', m.email, 'RES_ID', m."RES_ID") FROM employees m WHERE m.id = e.manager_id)`,
  department_name: EMPLOYEE_RELATION.department_name,
  status: EMPLOYEE_RELATION.status,
};

/**
 * The employee as the web shows it (SPEC §3 "Employee (main area)") with names of its relations: the Employee answer
 * without the two keys only the people domain's lists read (people/store.ts).
 */
export const EmployeeDetailSchema = Type.Omit(shapeOf(EmployeeSchema), ['last_working_day', 'employment_role_id']);
export type EmployeeDetail = Row<typeof EmployeeDetailSchema>;

/**
 * SELECT list + FROM for `EmployeeDetail` rows, alias `e` for the employee. Reusable by any domain:
 * `${EMPLOYEE_DETAIL_SQL} WHERE e.id = $1`, or with `paged()` via EMPLOYEE_DETAIL_COLUMNS / EMPLOYEE_DETAIL_FROM.
 */
export const EMPLOYEE_DETAIL_COLUMNS = entityTable(EmployeeDetailSchema, 'employees', 'e', EMPLOYEE_JOINED).select;
export const EMPLOYEE_DETAIL_FROM = `employees e`;
export const EMPLOYEE_DETAIL_SQL = `SELECT ${EMPLOYEE_DETAIL_COLUMNS} FROM ${EMPLOYEE_DETAIL_FROM}`;

/** A sign-in account (`users` row) as sign-in and password changes read it; never answered. */
const AccountSchema = Type.Object({ user_id: Id, employee_id: Id, password_hash: Type.String() });
export type Account = Row<typeof AccountSchema>;
const ACCOUNT_COLUMNS = entityTable(AccountSchema, 'users', 'u', { user_id: 'u.id' }).select;

/** The sign-in account of an active employee, by e-mail (case-insensitive). */
export async function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  const { rows } = await db.query<Account>(
    `SELECT ${ACCOUNT_COLUMNS}
       FROM users u JOIN employees e ON e.id = u.employee_id
      WHERE lower(u.email) = lower($1) AND e.active`,
    [email.trim()],
  );
  return rows[0];
}

export async function findAccountByEmployee(db: Db, employeeId: number): Promise<Account | undefined> {
  const { rows } = await db.query<Account>(`SELECT ${ACCOUNT_COLUMNS} FROM users u WHERE u.employee_id = $1`, [employeeId]);
  return rows[0];
}

/**
 * The signed-in employee, only while they still hold a sign-in account and are active — and, with `sessionId`
 * (the auth hook), only while that session is live (not revoked, not expired): one query either way.
 */
export async function loadSignedInEmployee(db: Db, employeeId: number, sessionId?: string): Promise<EmployeeDetail | undefined> {
  const session = sessionId ? `JOIN sessions ss ON ss.id = $2 AND ss.employee_id = e.id AND ss.revoked_at IS NULL AND ss.expires_at > now()` : '';
  const { rows } = await db.query<EmployeeDetail>(
    `${EMPLOYEE_DETAIL_SQL} JOIN users u ON u.employee_id = e.id ${session} WHERE e.id = $1 AND e.active`,
    sessionId ? [employeeId, sessionId] : [employeeId],
  );
  return rows[0];
}

export async function updatePasswordHash(db: Pick<Db, 'query'>, userId: number, hash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, hash]);
}
