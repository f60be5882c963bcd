/**
 * The large company's pay records (seed:large):
 * - worked hours: a dialer_data row for every day a generated agent worked (present, late: about their target hours;
 *   half day: half of it), on their department's dialer, logged by their team leader;
 * - payable leads: each month of the year for the sales and cold-calling agents (as the demo seed gives them);
 * - KPIs: one per agent and past month (tier 1-5, the amount 25 per tier), set by their team leader;
 * - bonuses: about a quarter of the agents each past month, added by HR (several a month add up; here one).
 * A leaver has no month after the one they left in.
 */
import { GENERATED, dayNo, hash, type LargeSeedContext, type LargeSeedPart } from '../largeSeed/kit';

const AGENTS = `${GENERATED.replace('"RES_ID"', 'e."RES_ID"')} AND e.role = 0`;
/** The year's months ($1 from, $2 today) each agent worked in: `past` leaves out the current month. */
const months = (past: boolean) => `employees e
       CROSS JOIN generate_series(date_trunc('month', $1::date), date_trunc('month', $2::date)${past ? " - interval '1 month'" : ''}, interval '1 month') AS g
       CROSS JOIN LATERAL (SELECT g::date AS month) m`;
const STAYED = `(e.last_working_day IS NULL OR m.month <= e.last_working_day)`;

async function run({ db, from, to, today }: LargeSeedContext) {
  const made = await db.query(
    `INSERT INTO dialer_data (employee_id, dialer_name, date, hours_worked, day_type, logged_by)
     SELECT e.id, CASE e.department_id WHEN 5 THEN 'Cold calling dialer' WHEN 2 THEN 'Support dialer' ELSE 'Main dialer' END,
            a.date,
            round(e.target_hours_per_day * (CASE a.status WHEN 'half_day' THEN 0.5 ELSE 1 END)
                  * (0.85 + ${hash('e.id', dayNo('a.date'))} % 20 / 100.0), 2),
            'working day', e.manager_id
       FROM attendances a JOIN employees e ON e.id = a.employee_id
      WHERE ${GENERATED.replace('"RES_ID"', 'e."RES_ID"')} AND a.date BETWEEN $1 AND $2
        AND a.status IN ('present', 'late', 'half_day')`,
    [from, to],
  );
  const h = hash('e.id', dayNo('m.month'));
  const leads = await db.query(
    `INSERT INTO pay_leads (employee_id, month, payable_leads, updated_by, updated_at)
     SELECT e.id, m.month, ${h} % 40, e.manager_id, LEAST(m.month + interval '1 month', $2::date)
       FROM ${months(false)}
      WHERE ${AGENTS} AND e.department_id IN (3, 5) AND ${STAYED} ORDER BY m.month, e.id`,
    [from, today],
  );
  const kpis = await db.query(
    `INSERT INTO pay_kpis (employee_id, month, kpi_tier, kpi, added_by, updated_at)
     SELECT e.id, m.month, 1 + ${h} % 5, (1 + ${h} % 5) * 25, e.manager_id, m.month + interval '1 month'
       FROM ${months(true)}
      WHERE ${AGENTS} AND ${STAYED} ORDER BY m.month, e.id`,
    [from, today],
  );
  const bonuses = await db.query(
    `INSERT INTO pay_bonuses (employee_id, month, amount, note, added_by, created_at)
     SELECT e.id, m.month, 50 + (${h} % 4) * 25, 'Top performer of the month', hr.id, m.month + interval '1 month'
       FROM ${months(true)}
       CROSS JOIN (SELECT id FROM employees WHERE email = 'hr@demo.hr') hr
      WHERE ${AGENTS} AND ${STAYED} AND ${h} < 250 ORDER BY m.month, e.id`,
    [from, today],
  );
  return {
    dialer_data: made.affectedRows ?? 0,
    pay_leads: leads.affectedRows ?? 0,
    pay_kpis: kpis.affectedRows ?? 0,
    pay_bonuses: bonuses.affectedRows ?? 0,
  };
}

export const largeSeed: LargeSeedPart = { domain: 'pay', run };
