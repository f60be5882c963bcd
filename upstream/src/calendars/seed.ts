/** Demo calendars: the company's shared one (every kind) and the first team's (its leaves), both the CEO's. */
import type { Db } from '../db';

export async function seedCalendars(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO calendars (name, color, is_private, scope, team_id, kinds, created_by)
     SELECT 'Company', '#1677ff', false, 'company', NULL, ARRAY['leave', 'birthday', 'anniversary', 'holiday'], id FROM employees WHERE name = 'Omar Haddad'
     UNION ALL
     SELECT 'Team ' || t.team_name, '#52c41a', false, 'team', t."team_ID", ARRAY['leave'], e.id
       FROM employees e, (SELECT * FROM teams ORDER BY "team_ID" LIMIT 1) t WHERE e.name = 'Omar Haddad'`,
  );
}
