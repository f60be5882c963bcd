/**
 * The large company's actions (seed:large): about one a month per generated agent, on a weekday they worked, filed
 * by the demo auditor under one of the demo policies (its type and deduction copied, as filing does); older than two
 * weeks mostly approved by the head of auditing, some rejected; newer ones pending.
 */
import { GENERATED, dayNo, hash, type LargeSeedContext, type LargeSeedPart } from '../largeSeed/kit';

async function run({ db, from, today }: LargeSeedContext) {
  const h = hash('a.employee_id', dayNo('a.date'));
  const made = await db.query(
    `WITH policy AS (SELECT id, action_type, deduction, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS k FROM action_policies),
     auditor AS (SELECT id FROM employees WHERE email = 'auditor@demo.hr'),
     head AS (SELECT id FROM employees WHERE email = 'headauditing@demo.hr')
     INSERT INTO action_againsts (employee_id, actionpolicy_id, auditor_id, approved_by_id, date, details, status,
                                  action_type, deduction, reviewed_by_id, reviewed_at, created_at, updated_at)
     SELECT a.employee_id, p.id, (SELECT id FROM auditor), CASE WHEN s.status = 1 THEN (SELECT id FROM head) END, a.date,
            'Found in the call audit', s.status, p.action_type, p.deduction,
            CASE WHEN s.status <> 0 THEN (SELECT id FROM head) END, CASE WHEN s.status <> 0 THEN a.date + interval '3 days' END,
            a.date + interval '17 hours', a.date + interval '17 hours'
       FROM attendances a
       JOIN employees e ON e.id = a.employee_id
       CROSS JOIN LATERAL (SELECT CASE WHEN a.date > $2::date - 14 THEN 0 WHEN ${h} % 7 = 0 THEN 2 ELSE 1 END AS status) s
       JOIN policy p ON p.n = ${h} % p.k
      WHERE ${GENERATED.replace('"RES_ID"', 'e."RES_ID"')} AND a.date >= $1 AND a.status IN ('late', 'present') AND ${h} % 22 = 0
      ORDER BY a.date, a.employee_id`,
    [from, today],
  );
  return { action_againsts: made.affectedRows ?? 0 };
}

export const largeSeed: LargeSeedPart = { domain: 'actions', run };
