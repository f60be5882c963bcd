/**
 * Load data for attendance benchmarks and the big-grid browser test: `count` extra agents (RES_ID LOAD-0001...) in a
 * THROW-AWAY upstream, optionally with every day of `month` marked. Straight SQL: this is fixture data, not a use case.
 * It runs as the database's owner, outside any company: rows go to the demo company (company_id's default, 1).
 */
import type { Db } from '../../upstream/src/db';

export async function seedLoadAgents(db: Db, count: number, month?: string): Promise<string[]> {
  await db.query(
    `INSERT INTO employees ("RES_ID", name, email, role, role_title, target_hours_per_day, department_id, status_id, active, hourly_or_monthly)
     SELECT 'LOAD-' || lpad(g::text, 4, '0'), 'Load Agent ' || lpad(g::text, 4, '0'), 'load' || g || '@load.demo.hr', 0, 'Sales Agent',
            8, 3, (SELECT id FROM statuses WHERE name = 'Active' AND company_id = 1), true, 'hourly'
       FROM generate_series(1, $1::int) g
     ON CONFLICT (company_id, "RES_ID") DO NOTHING`,
    [count],
  );
  if (month) {
    await db.query(
      `INSERT INTO attendances (employee_id, date, status)
       SELECT e.id, d::date, (ARRAY['present','late','remote','half_day','sick','weekend'])[1 + (e.id + extract(day FROM d)::int) % 6]
         FROM employees e,
              generate_series($1::date, ($1::date + interval '1 month' - interval '1 day'), interval '1 day') d
        WHERE e."RES_ID" LIKE 'LOAD-%'
       ON CONFLICT DO NOTHING`,
      [`${month}-01`],
    );
  }
  return Array.from({ length: count }, (_, i) => `LOAD-${String(i + 1).padStart(4, '0')}`);
}
