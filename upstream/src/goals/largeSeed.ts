/**
 * The large company's goals (seed:large): one quarterly goal per generated person who still works here for each of
 * the year's quarters, set and reviewed by their manager: past quarters approved (achieved or not), the current one
 * in progress, some still pending review.
 */
import { GENERATED, dayNo, hash, type LargeSeedContext, type LargeSeedPart } from '../largeSeed/kit';

async function run({ db, from, today }: LargeSeedContext) {
  const h = hash('e.id', dayNo('q.start'));
  const made = await db.query(
    `INSERT INTO goals (title, description, start_date, end_date, assignee_id, reviewer_id, created_by_id, reviewed_by_id,
                        reviewed_at, is_private, progress, status, state, created_at, updated_at)
     SELECT 'Quarter target ' || to_char(q.start, 'YYYY "Q"Q'), 'Reach the quarter''s call and quality targets',
            q.start, q.finish, e.id, e.manager_id, e.manager_id,
            CASE WHEN s.status <> 'pending' THEN e.manager_id END, CASE WHEN s.status <> 'pending' THEN q.start + interval '3 days' END,
            false, s.progress, s.status,
            CASE WHEN s.progress = 100 THEN 'achieved' WHEN s.progress > 0 THEN 'in_progress' ELSE 'created' END,
            q.start, q.start + interval '3 days'
       FROM employees e
       CROSS JOIN (SELECT g::date AS start, (g + interval '3 months' - interval '1 day')::date AS finish
                     FROM generate_series(date_trunc('quarter', $1::date), $2::date, interval '3 months') AS g) q
       CROSS JOIN LATERAL (SELECT CASE WHEN q.finish < $2::date THEN CASE WHEN ${h} < 600 THEN 100 ELSE 40 + ${h} % 50 END
                                       ELSE ${h} % 80 END AS progress,
                                  CASE WHEN ${h} % 10 = 0 AND q.finish >= $2::date THEN 'pending' ELSE 'approved' END AS status) s
      WHERE ${GENERATED} AND e.active AND e.manager_id IS NOT NULL
      ORDER BY q.start, e.id`,
    [from, today],
  );
  return { goals: made.affectedRows ?? 0 };
}

export const largeSeed: LargeSeedPart = { domain: 'goals', run };
