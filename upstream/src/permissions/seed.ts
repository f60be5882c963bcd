/**
 * Demo grants: the team leader (Ahmed Samir) holds MANAGE_GOALS and the ACM (Tarek Fathy) MANAGE_LEAVE_REQUESTS, so
 * both permissions can be seen at work with the demo accounts; granted by the CEO.
 */
import type { Db } from '../db';

export async function seedPermissions(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO manager_permissions (employee_id, permission, granted_by_id)
     SELECT e.id, g.permission, ceo.id
       FROM (VALUES ('teamleader@demo.hr', 'MANAGE_GOALS'), ('acm@demo.hr', 'MANAGE_LEAVE_REQUESTS')) AS g(email, permission)
       JOIN employees e ON e.email = g.email
       CROSS JOIN (SELECT id FROM employees WHERE email = 'ceo@demo.hr') ceo
     ON CONFLICT DO NOTHING`,
  );
}
