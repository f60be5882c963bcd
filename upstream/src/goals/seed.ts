/**
 * Demo goals around the seed day: the team leader's agents have goals he set (approved, some under way, one near its
 * deadline), one pending goal an agent filed for herself, and one private goal.
 */
import type { Db } from '../db';

const day = (now: Date, plus: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + plus)).toISOString().slice(0, 10);

type Demo = [title: string, assignee: string, reviewer: string, from: number, to: number, status: string, state: string, progress: number, priv: boolean];

const DEMO: Demo[] = [
  ['Reach 95% first-call resolution', 'Mona Zaki', 'Ahmed Samir', -30, 5, 'approved', 'in_progress', 70, false],
  ['Finish the product knowledge course', 'Bassem Fouad', 'Ahmed Samir', -20, 40, 'approved', 'created', 0, false],
  ['Cut average handling time to 6 minutes', 'Heba Anwar', 'Ahmed Samir', -60, -2, 'approved', 'achieved', 100, false],
  ['Close 40 renewals this quarter', 'Sara Ibrahim', 'Ahmed Samir', -10, 80, 'pending', 'created', 0, false],
  ['Prepare for the team leader track', 'Sara Ibrahim', 'Ahmed Samir', 0, 120, 'approved', 'in_progress', 20, true],
];

export async function seedGoals(db: Db, now: Date = new Date()): Promise<void> {
  for (const [title, assignee, reviewer, from, to, status, state, progress, priv] of DEMO) {
    await db.query(
      `INSERT INTO goals (title, start_date, end_date, assignee_id, reviewer_id, created_by_id, status, state, progress, is_private, reviewed_by_id, reviewed_at)
       SELECT $1, $2, $3, a.id, r.id, CASE WHEN $6 = 'pending' THEN a.id ELSE r.id END, $6, $7, $8, $9,
              CASE WHEN $6 = 'pending' THEN NULL ELSE r.id END, CASE WHEN $6 = 'pending' THEN NULL ELSE now() END
         FROM employees a, employees r WHERE a.name = $4 AND r.name = $5`,
      [title, day(now, from), day(now, to), assignee, reviewer, status, state, progress, priv],
    );
  }
}
