/**
 * Demo data of the pay domain (run once with the demo company, after people's dialer hours): payable leads of last
 * and this month for the cold-calling and sales agents, last month's KPIs of the agents and a few bonuses, so the
 * salaries sheet, leads, bonus and KPI screens show real figures on first start. Deterministic per employee id.
 */
import type { Db } from '../db';

export async function seedPay(db: Db, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await db.query(
    `INSERT INTO pay_leads (employee_id, month, payable_leads)
     SELECT e.id, m::date, 5 + (e.id * 7) % 23
       FROM employees e, (VALUES (date_trunc('month', $1::date) - interval '1 month'), (date_trunc('month', $1::date))) AS months(m)
      WHERE e.active AND e.role = 0 AND e.department_id IN (3, 5)`,
    [day],
  );
  await db.query(
    `INSERT INTO pay_kpis (employee_id, month, kpi_tier, kpi)
     SELECT e.id, date_trunc('month', $1::date) - interval '1 month', 1 + e.id % 5, (1 + e.id % 5) * 25
       FROM employees e WHERE e.active AND e.role = 0`,
    [day],
  );
  await db.query(
    `INSERT INTO pay_bonuses (employee_id, month, amount, note, added_by)
     SELECT e.id, date_trunc('month', $1::date) - interval '1 month', 50 + (e.id % 4) * 25, 'Top performer of the month',
            (SELECT id FROM employees WHERE email = 'hr@demo.hr')
       FROM employees e WHERE e.active AND e.role = 0 AND e.id % 4 = 1`,
    [day],
  );
}
