/** SQL for sign-in accounts and the signed-in employee. */
import type { Db } from '../db';

/** The employee as the web shows it (SPEC §3 "Employee (main area)") with names of its relations. */
export interface EmployeeDetail {
  id: number;
  name: string;
  RES_ID: string;
  national_ID: string | null;
  team_ID: number | null;
  team_name: string | null;
  target_hours_per_day: number;
  email: string | null;
  date_joined: string | null;
  manager_id: number | null;
  /** 'No available manager' when there is none. */
  manager_name: string;
  manager: { id: number; name: string; email: string | null; RES_ID: string } | null;
  employee_type: string | null;
  hourly_rate: number | null;
  monthly_rate: number | null;
  hourly_or_monthly: 'hourly' | 'monthly';
  can_manage: boolean;
  role: number;
  role_title: string | null;
  base_salary: number | null;
  department_id: number | null;
  department_name: string | null;
  phone: string | null;
  emergency_contact_name: string | null;
  emergency_contact_number: string | null;
  date_of_birth: string | null;
  status_id: number | null;
  status: string | null;
  active: boolean;
}

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

/**
 * SELECT list + FROM for `EmployeeDetail` rows, alias `e` for the employee. Reusable by any domain:
 * `${EMPLOYEE_DETAIL_SQL} WHERE e.id = $1`, or with `paged()` via EMPLOYEE_DETAIL_COLUMNS / EMPLOYEE_DETAIL_FROM.
 */
export const EMPLOYEE_DETAIL_COLUMNS = `
  e.id, e.name, e."RES_ID", e."national_ID", e."team_ID", ${EMPLOYEE_RELATION.team_name} AS team_name, e.target_hours_per_day,
  e.email, e.date_joined, e.manager_id, COALESCE(${EMPLOYEE_RELATION.manager_name}, 'No available manager') AS manager_name,
  (SELECT json_build_object('id', m.id, 'name', m.name, 'email', m.email, 'RES_ID', m."RES_ID") FROM employees m WHERE m.id = e.manager_id) AS manager,
  e.employee_type, e.hourly_rate, e.monthly_rate, e.hourly_or_monthly, e.can_manage, e.role, e.role_title,
  e.base_salary, e.department_id, ${EMPLOYEE_RELATION.department_name} AS department_name, e.phone, e.emergency_contact_name,
  e.emergency_contact_number, e.date_of_birth, e.status_id, ${EMPLOYEE_RELATION.status} AS status, e.active`;
export const EMPLOYEE_DETAIL_FROM = `employees e`;
export const EMPLOYEE_DETAIL_SQL = `SELECT ${EMPLOYEE_DETAIL_COLUMNS} FROM ${EMPLOYEE_DETAIL_FROM}`;

export interface Account {
  user_id: number;
  employee_id: number;
  password_hash: string;
}

/** The sign-in account of an active employee, by e-mail (case-insensitive). */
export async function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  const { rows } = await db.query<Account>(
    `SELECT u.id AS user_id, u.employee_id, u.password_hash
       FROM users u JOIN employees e ON e.id = u.employee_id
      WHERE lower(u.email) = lower($1) AND e.active`,
    [email.trim()],
  );
  return rows[0];
}

export async function findAccountByEmployee(db: Db, employeeId: number): Promise<Account | undefined> {
  const { rows } = await db.query<Account>(`SELECT id AS user_id, employee_id, password_hash FROM users WHERE employee_id = $1`, [employeeId]);
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
