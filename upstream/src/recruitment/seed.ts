/**
 * Demo data of the recruitment domain: two dozen cold calling specialist candidates at every stage of the pipeline
 * (new, contacted, interviewing, accepted, tracked for onboarding, removed, rejected/no show), referred by agents and
 * team leaders or sourced by the HR specialists, with interviews and test scores. Dates are relative to the seed day.
 * Runs inside the demo seed (once).
 */
import type { Db } from '../db';

const pad = (n: number, w: number) => String(n).padStart(w, '0');

const FIRST = [
  'Ahmed',
  'Mai',
  'Youssef',
  'Nada',
  'Hazem',
  'Rowan',
  'Omar',
  'Laila',
  'Mostafa',
  'Habiba',
  'Karim',
  'Salma',
  'Ali',
  'Menna',
  'Fady',
  'Jana',
  'Seif',
  'Nour',
  'Ibrahim',
  'Farah',
  'Mahmoud',
  'Yara',
  'Hassan',
  'Rana',
];
const LAST = ['Abdelrahman', 'Fathallah', 'Ezzat', 'Mourad', 'Soliman', 'Tantawy', 'El-Sayed', 'Ghoneim', 'Hegazy', 'Kandil', 'Lotfi', 'Mekky'];
const CITIES = ['Cairo', 'Giza', 'Alexandria', 'Mansoura', '6th of October', 'Nasr City', 'Heliopolis', 'Tanta'];
const MILITARY = ['Completed', 'Exempted', 'Postponed', 'Not required', 'Yet to be adhered to'];
const EDUCATION = ['Graduate', 'Under-graduate', 'Graduate', 'Gap year', 'Drop out'];
const MARITAL = ['Single', 'Single', 'Engaged', 'Married'];
const REFERRERS = ['Salma Ragab', 'Hossam Tawfik', 'Hany Wagdy', 'Noha Samy', 'Ahmed Samir', 'Dalia Nabil', 'Walid Sherif'];
const SOURCERS = ['Nadia Farouk', 'Amr Shawky'];

/** Stage plan per candidate index: [stage, decision of the latest interview or null]. */
type Plan = 'new' | 'contacted' | 'pending' | 'accepted' | 'tracked' | 'removed' | 'rejected' | 'noshow';
const PLANS: Plan[] = [
  'tracked',
  'accepted',
  'pending',
  'rejected',
  'new',
  'contacted',
  'tracked',
  'accepted',
  'noshow',
  'pending',
  'removed',
  'contacted',
  'new',
  'accepted',
  'rejected',
  'tracked',
  'pending',
  'contacted',
  'new',
  'accepted',
  'rejected',
  'pending',
  'new',
  'contacted',
];

export async function seedRecruitment(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const idOf = async (name: string) => (await tx.query<{ id: number }>('SELECT id FROM employees WHERE name = $1', [name])).rows[0]?.id ?? null;
    const referrers = await Promise.all(REFERRERS.map(idOf));
    const sourcers = await Promise.all(SOURCERS.map(idOf));
    const day = (offset: number) => new Date(now.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
    for (const [i, plan] of PLANS.entries()) {
      const name = `${FIRST[i]} ${LAST[(i * 5) % LAST.length]}`;
      const sourced = i % 3 === 2;
      const source = sourced ? 'hr_department' : i % 7 === 6 ? 'external_source' : 'referral';
      // A few candidates still miss data (the missing-data review has something to show).
      const incomplete = i % 6 === 4;
      const created = 60 - i * 2;
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO candidates (full_name, national_id, contact_number, contact_email, nationality, city_of_residence, military_status,
           educational_status, marital_status, is_contacted, vn_evaluation_feedback, type, source, external_source, sourced_by_id,
           referred_by_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'Egyptian', $5, $6, $7, $8, $9, $10, 'cold calling specialist', $11, $12, $13, $14, $15::date, $15::date)
         RETURNING id`,
        [
          name,
          incomplete ? null : `30${pad(1 + (i % 9), 2)}${pad(10 + i, 2)}${pad(1 + (i % 28), 2)}88${pad(4000 + i * 41, 4)}`,
          `+20 12 ${pad(5000 + i * 131, 4)} ${pad(1000 + i * 277, 4).slice(-4)}`,
          incomplete ? null : `${FIRST[i].toLowerCase()}.${LAST[(i * 5) % LAST.length].toLowerCase().replace(/[^a-z]/g, '')}@mail.example`,
          CITIES[i % CITIES.length],
          MILITARY[i % MILITARY.length],
          EDUCATION[i % EDUCATION.length],
          incomplete ? null : MARITAL[i % MARITAL.length],
          plan === 'new' ? 'no' : 'yes',
          plan === 'rejected' ? 'rejected' : plan === 'new' || plan === 'contacted' ? 'pending' : 'accepted',
          source,
          source === 'external_source' ? ['Wuzzuf', 'LinkedIn', 'Forasna'][i % 3] : null,
          sourced ? sourcers[i % sourcers.length] : null,
          source === 'referral' || i % 4 === 0 ? referrers[i % referrers.length] : null,
          day(created),
        ],
      );
      const candidate = rows[0].id;
      if (plan === 'new' || plan === 'contacted') continue;
      const decision = { pending: 0, accepted: 1, tracked: 1, removed: 1, rejected: 2, noshow: 3 }[plan];
      // A second interview for some: an earlier no show before the latest one.
      if (i % 5 === 0) {
        await tx.query(
          `INSERT INTO interviews (candidate_id, interview_date, hiring_decision, notes, interviewer_id) VALUES ($1, $2, 3, 'Did not attend', $3)`,
          [candidate, day(created - 3), sourcers[0]],
        );
      }
      const base = 5 + (i % 5);
      const scores =
        decision === 0 || decision === 3
          ? null
          : {
              english_fluency: Math.min(10, base + (decision === 1 ? 1 : -2)),
              english_pronunciation: Math.min(10, base + (i % 2)),
              english_comprehension: Math.min(10, base + (decision === 1 ? 2 : -1)),
              english_vocab: Math.min(10, base),
              english_grammar: Math.min(10, base + (decision === 1 ? 1 : -3)),
              typing_speed: 30 + ((i * 7) % 40),
              typing_accuracy: 80 + ((i * 3) % 20),
            };
      await tx.query(
        `INSERT INTO interviews (candidate_id, interview_date, hiring_decision, employment_type, experience_level, ticket_number, notes,
           interview_type_specific, interviewer_id, tracked_for_onboarding_at, onboarded)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::json, $9, CASE WHEN $10 THEN $2::date + 1 END, $11)`,
        [
          candidate,
          decision === 0 ? day(-2 - (i % 5)) : day(Math.max(1, created - 8)),
          decision,
          i % 4 === 3 ? 'part_time' : 'full_time',
          ['fresh', 'junior', 'experienced', 'senior'][i % 4],
          decision === 1 ? `REC-${pad(1000 + i * 17, 4)}` : null,
          decision === 1 ? 'Clear voice, handled the mock objection well' : decision === 2 ? 'English below the bar for outbound calls' : null,
          scores ? JSON.stringify(scores) : null,
          sourcers[i % sourcers.length],
          plan === 'tracked' || plan === 'removed',
          plan === 'removed' ? 'no' : 'pending',
        ],
      );
    }
  });
}
