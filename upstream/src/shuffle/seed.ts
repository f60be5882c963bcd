/**
 * Demo data of the shuffle domain: requests in every state, dated around the seed day, so the tracker, the details
 * page and an employee's manager history have something to show on first start. The approved one is already
 * applied (it records the manager it replaced); the pending ones leave the demo reporting lines untouched.
 */
import type { Db } from '../db';
import { addDays, todayIso } from '../http/values';

type Tx = Pick<Db, 'query'>;

/** [target, proposed manager, requester e-mail, days from the seed day, status, reviewer e-mail, hr comment, previous manager, reason] */
const DEMO: [string, string, string, number, 'pending' | 'approved' | 'rejected', string | null, string | null, string | null, string][] = [
  ['Mona Zaki', 'Nour El-Din Aziz', 'acm@demo.hr', 7, 'pending', null, null, null, 'Balancing team sizes after the retention campaign'],
  ['Ziad Hamdy', 'Ahmed Samir', 'head@demo.hr', 14, 'pending', null, null, null, 'Moves to the inbound support queue'],
  ['Rana Sabry', 'Nour El-Din Aziz', 'acm@demo.hr', 21, 'pending', null, null, null, 'Back-office work moves to team 3'],
  ['Malak Osman', 'Mostafa Gamal', 'acm@demo.hr', -30, 'approved', 'hr@demo.hr', 'Agreed with both managers', 'Nour El-Din Aziz', 'Joins the back-office team'],
  ['Heba Anwar', 'Mostafa Gamal', 'acm@demo.hr', -10, 'rejected', 'hr@demo.hr', 'Team 1 is short-staffed this quarter', null, 'Asked for a day shift'],
];

export async function seedShuffle(tx: Tx): Promise<void> {
  const today = todayIso();
  const byName = async (name: string) => (await tx.query<{ id: number }>('SELECT id FROM employees WHERE name = $1', [name])).rows[0]?.id;
  const byEmail = async (email: string) => (await tx.query<{ id: number }>('SELECT id FROM employees WHERE email = $1', [email])).rows[0]?.id;
  for (const [target, manager, requester, days, status, reviewer, comment, previous, reason] of DEMO) {
    const effective = addDays(today, days);
    const reviewed = status === 'pending' ? null : addDays(effective, -3);
    await tx.query(
      `INSERT INTO manager_shuffle_requests (requester_id, target_employee_id, proposed_manager_id, effective_date, reason, status,
         hr_comment, reviewed_by_id, reviewed_at, previous_manager_id, applied_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10, $11::date, $12::date, COALESCE($11::date, $9::date, $12::date))`,
      [
        await byEmail(requester),
        await byName(target),
        await byName(manager),
        effective,
        reason,
        status,
        comment,
        reviewer ? await byEmail(reviewer) : null,
        reviewed,
        previous ? await byName(previous) : null,
        status === 'approved' ? effective : null,
        addDays(today, Math.min(days, 0) - 7),
      ],
    );
  }
}
