/** SQL of manager permissions. */
import type { Queryable } from '../db';
import { entityTable, type Row } from '../http/entity';
import type { Permission } from './catalogue';
import { ManagerPermissionSchema } from './schemas';

export type GrantRow = Row<typeof ManagerPermissionSchema>;

export const GRANT_COLUMNS = entityTable(ManagerPermissionSchema, 'manager_permissions', 'mp', {
  employee_name: 'e.name',
  RES_ID: 'e."RES_ID"',
  can_manage: 'e.can_manage',
  granted_by_name: 'g.name',
}).select;
export const GRANT_FROM = `manager_permissions mp JOIN employees e ON e.id = mp.employee_id LEFT JOIN employees g ON g.id = mp.granted_by_id`;

/**
 * The permissions an employee holds: only while they are a manager (can_manage) — a grant stays on record when the
 * flag is taken away but opens nothing until it comes back.
 */
export async function permissionsOf(db: Queryable, employeeId: number): Promise<Permission[]> {
  const { rows } = await db.query<{ permission: Permission }>(
    `SELECT mp.permission FROM manager_permissions mp JOIN employees e ON e.id = mp.employee_id
      WHERE mp.employee_id = $1 AND e.can_manage ORDER BY mp.permission`,
    [employeeId],
  );
  return rows.map((r) => r.permission);
}

export async function holdsPermission(db: Queryable, employeeId: number, permission: Permission): Promise<boolean> {
  return (await permissionsOf(db, employeeId)).includes(permission);
}

export async function findGrant(db: Queryable, id: number): Promise<GrantRow | undefined> {
  return (await db.query<GrantRow>(`SELECT ${GRANT_COLUMNS} FROM ${GRANT_FROM} WHERE mp.id = $1`, [id])).rows[0];
}

/** Inserts a grant; undefined when the employee already holds it. */
export async function insertGrant(db: Queryable, employeeId: number, permission: Permission, grantedBy: number): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO manager_permissions (employee_id, permission, granted_by_id) VALUES ($1, $2, $3)
     ON CONFLICT (employee_id, permission) DO NOTHING RETURNING id`,
    [employeeId, permission, grantedBy],
  );
  return rows[0]?.id;
}

export async function deleteGrant(db: Queryable, id: number): Promise<boolean> {
  return ((await db.query('DELETE FROM manager_permissions WHERE id = $1', [id])).affectedRows ?? 0) > 0;
}

export async function findEmployeeBrief(db: Queryable, id: number): Promise<{ id: number; can_manage: boolean; active: boolean } | undefined> {
  return (await db.query<{ id: number; can_manage: boolean; active: boolean }>('SELECT id, can_manage, active FROM employees WHERE id = $1', [id])).rows[0];
}
