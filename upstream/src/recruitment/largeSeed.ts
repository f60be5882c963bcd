/**
 * The large company's recruitment (seed:large): about one candidate per person over the year, sourced by HR or
 * referred by a generated employee, each interviewed a week after applying (decision recorded once the interview has
 * taken place: Accepted, Rejected or No Show), the accepted ones interviewed again a week later.
 */
import { FIRST_RES, dayNo, hash, type LargeSeedContext, type LargeSeedPart } from '../largeSeed/kit';

async function run({ db, people, from, today }: LargeSeedContext) {
  const candidates = await db.query(
    `INSERT INTO candidates (full_name, national_id, contact_number, contact_email, nationality, city_of_residence,
                             type, source, referred_by_id, sourced_by_id, created_by_id, created_at, updated_at)
     SELECT 'Candidate ' || lpad(i::text, 5, '0'), '3' || lpad(i::text, 13, '0'), '+20 12 ' || lpad(((i * 7297) % 100000000)::text, 8, '0'),
            'candidate.' || i || '@applicants.test', 'Egyptian', (ARRAY['Cairo', 'Giza', 'Alexandria'])[i % 3 + 1],
            CASE WHEN i % 3 = 0 THEN 'sales agent' ELSE 'cold calling specialist' END,
            CASE WHEN i % 4 = 0 THEN 'referral' ELSE 'hr_department' END,
            CASE WHEN i % 4 = 0 THEN ref.id END, CASE WHEN i % 4 <> 0 THEN hr.id END, hr.id,
            $2::date + (i * 365 / $1) + interval '10 hours', $2::date + (i * 365 / $1) + interval '10 hours'
       FROM generate_series(1, $1) AS i
       CROSS JOIN (SELECT id FROM employees WHERE email = 'hr@demo.hr') hr
       LEFT JOIN employees ref ON ref."RES_ID" = 'RES-' || (${FIRST_RES} + i % 4000)
      ORDER BY i`,
    [people, from],
  );
  const first = await db.query(
    `INSERT INTO interviews (candidate_id, interview_date, hiring_decision, notes, interviewer_id, created_at, updated_at)
     SELECT c.id, d.day, CASE WHEN d.day >= $1::date THEN 0 ELSE 1 + ${hash('c.id', dayNo('d.day'))} % 3 END,
            'First interview', c.created_by_id, c.created_at, c.created_at
       FROM candidates c CROSS JOIN LATERAL (SELECT (c.created_at::date + 7) AS day) d
      WHERE c.contact_email LIKE '%@applicants.test'
      ORDER BY c.id`,
    [today],
  );
  const second = await db.query(
    `INSERT INTO interviews (candidate_id, interview_date, hiring_decision, notes, interviewer_id, created_at, updated_at)
     SELECT i.candidate_id, i.interview_date + 7, CASE WHEN i.interview_date + 7 >= $1::date THEN 0 ELSE 1 END,
            'Second interview', i.interviewer_id, i.interview_date + interval '12 hours', i.interview_date + interval '12 hours'
       FROM interviews i JOIN candidates c ON c.id = i.candidate_id
      WHERE c.contact_email LIKE '%@applicants.test' AND i.hiring_decision = 1
      ORDER BY i.candidate_id`,
    [today],
  );
  return { candidates: candidates.affectedRows ?? 0, interviews: (first.affectedRows ?? 0) + (second.affectedRows ?? 0) };
}

export const largeSeed: LargeSeedPart = { domain: 'recruitment', run };
