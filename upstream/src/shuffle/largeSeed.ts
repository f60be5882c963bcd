/**
 * The large company's manager shuffles (seed:large). Every generated agent's manager is their team's leader (people's
 * part), so the history agrees with it: about one agent in ten moved here from another team during the year (approved
 * and applied, the other team's leader recorded as the manager replaced), one in twenty was refused a move, and one in
 * thirty has a move pending for the coming weeks (at most one pending per person, as the app keeps). Only active
 * team leaders are proposed, and agents manage nobody, so no move closes a loop.
 */
import { GENERATED, hash, type LargeSeedContext, type LargeSeedPart } from '../largeSeed/kit';

async function run({ db, from, today }: LargeSeedContext) {
  const h = hash('a.id', '17');
  const made = await db.query(
    `WITH leaders AS (
       SELECT id, manager_id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS n
         FROM employees WHERE ${GENERATED} AND role = 1 AND can_manage AND active AND "team_ID" IS NOT NULL
     ), moves AS (
       SELECT a.id AS target, cur.id AS current, other.id AS other, cur.manager_id AS requester, ${h} AS h
         FROM employees a
         JOIN leaders cur ON cur.id = a.manager_id
         JOIN leaders other ON other.k = (cur.k + 1 + ${h} % (cur.n - 1)) % cur.n
        WHERE ${GENERATED.replace('"RES_ID"', 'a."RES_ID"')} AND a.role = 0 AND a.active AND cur.n > 1 AND ${h} < 183
     )
     INSERT INTO manager_shuffle_requests (requester_id, target_employee_id, proposed_manager_id, effective_date, reason,
       status, hr_comment, reviewed_by_id, reviewed_at, previous_manager_id, applied_at, created_at, updated_at)
     SELECT m.requester, m.target, CASE s.status WHEN 'approved' THEN m.current ELSE m.other END, s.effective,
            (ARRAY['Balancing team sizes', 'Moves to a day shift', 'Joins the team of their campaign'])[1 + m.h % 3],
            s.status, CASE s.status WHEN 'rejected' THEN 'The team is short-staffed this quarter' WHEN 'approved' THEN 'Agreed with both managers' END,
            CASE WHEN s.status <> 'pending' THEN hr.id END, CASE WHEN s.status <> 'pending' THEN s.effective - 3 END,
            CASE s.status WHEN 'approved' THEN m.other END, CASE s.status WHEN 'approved' THEN s.effective::timestamptz END,
            s.effective - 10, CASE WHEN s.status = 'pending' THEN s.effective - 10 ELSE s.effective - 3 END
       FROM moves m
       CROSS JOIN (SELECT id FROM employees WHERE email = 'hr@demo.hr') hr
       CROSS JOIN LATERAL (SELECT CASE WHEN m.h < 100 THEN 'approved' WHEN m.h < 150 THEN 'rejected' ELSE 'pending' END AS status) st
       CROSS JOIN LATERAL (SELECT st.status,
            CASE WHEN st.status = 'pending' THEN $2::date + 7 + (m.h % 21)::int ELSE $1::date + 15 + (m.target * 13) % 330 END AS effective) s
      ORDER BY s.effective, m.target`,
    [from, today],
  );
  return { manager_shuffle_requests: made.affectedRows ?? 0 };
}

export const largeSeed: LargeSeedPart = { domain: 'shuffle', run };
