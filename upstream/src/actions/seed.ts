/**
 * Demo data of the actions domain: the policy catalogue and a few actions filed by the demo auditor and team leader,
 * in every status, so the screens have something to show on first start. Runs inside the demo seed (once).
 */
import type { Db } from '../db';

type Tx = Pick<Db, 'query'>;

export const DEMO_POLICIES = [
  { action_ID: 'ATT-01', action_name: 'Late arrival', action_type: 1, deduction: 100 },
  { action_ID: 'ATT-02', action_name: 'Absence without notice', action_type: 2, deduction: 1 },
  { action_ID: 'QA-01', action_name: 'Call quality breach', action_type: 3, deduction: 5 },
  { action_ID: 'QA-02', action_name: 'Rude to a customer', action_type: 2, deduction: 2 },
  { action_ID: 'POL-01', action_name: 'Policy violation', action_type: 3, deduction: 10 },
] as const;

/** [employee RES_ID, filer email, policy, date, details, status, approver email] */
const DEMO_ACTIONS: [string, string, string, string, string, number, string | null][] = [
  ['RES-0020', 'auditor@demo.hr', 'QA-01', '2025-01-14', 'Skipped the verification script on two calls', 0, null],
  ['RES-0021', 'teamleader@demo.hr', 'ATT-01', '2025-01-20', 'Arrived 40 minutes late', 1, 'hr@demo.hr'],
  ['RES-0022', 'auditor@demo.hr', 'QA-02', '2025-02-03', 'Raised voice at a customer on a recorded call', 2, null],
  ['RES-0020', 'teamleader@demo.hr', 'ATT-02', '2025-02-10', 'No show, no call', 3, null],
];

/** The policy catalogue (the action types), for the demo company and every newly registered one: action_ID -> its row. */
export async function seedActionPolicies(tx: Tx): Promise<Map<string, { id: number; type: number; deduction: number }>> {
  const policyIds = new Map<string, { id: number; type: number; deduction: number }>();
  for (const p of DEMO_POLICIES) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO action_policies ("action_ID", action_name, action_type, deduction) VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id, "action_ID") DO UPDATE SET action_name = EXCLUDED.action_name RETURNING id`,
      [p.action_ID, p.action_name, p.action_type, p.deduction],
    );
    policyIds.set(p.action_ID, { id: rows[0].id, type: p.action_type, deduction: p.deduction });
  }
  return policyIds;
}

export async function seedActions(tx: Tx): Promise<void> {
  const policyIds = await seedActionPolicies(tx);
  const idOf = async (column: 'RES_ID' | 'email', value: string) =>
    (await tx.query<{ id: number }>(`SELECT id FROM employees WHERE "${column}" = $1`, [value])).rows[0]?.id;
  for (const [resId, filer, policy, date, details, status, approver] of DEMO_ACTIONS) {
    const employee = await idOf('RES_ID', resId);
    const auditor = await idOf('email', filer);
    const p = policyIds.get(policy)!;
    if (!employee || !auditor) continue;
    await tx.query(
      `INSERT INTO action_againsts (employee_id, actionpolicy_id, auditor_id, approved_by_id, date, details, status, action_type, deduction,
         reviewed_by_id, reviewed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $10::int IS NOT NULL THEN $5::date END)`,
      [
        employee,
        p.id,
        auditor,
        approver ? await idOf('email', approver) : null,
        date,
        details,
        status,
        p.type,
        p.deduction,
        // reviewed (approved, rejected or waived) by the approver, or by HR, on the action's date
        status === 0 ? null : await idOf('email', approver ?? 'hr@demo.hr'),
      ],
    );
  }
}
