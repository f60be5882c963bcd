/**
 * Demo data of the attrition domain: the managed types (one cancels), and attritions around the seed day — an upcoming
 * resignation, a cancelled one, and the records of the people domain's seeded leavers (Aya Mostafa, with her exit
 * interview, and Lina Barakat) — so the tracker, the team view and the exit interview have something to show without
 * changing who is active in the demo company.
 */
import type { Db } from '../db';
import { todayIso } from '../http/values';
import { applyOne } from './store';

export const DEMO_TYPES: [string, boolean][] = [
  ['Resignation', false],
  ['Termination', false],
  ['End of contract', false],
  ['Retirement', false],
  ['Cancelled', true],
];

/** [employee, type, notice days from the seed day, last working day days from the seed day (null: cancelled), reason] */
export const DEMO_ATTRITIONS: [string, string, number, number | null, string][] = [
  ['Kareem Helmy', 'Resignation', -5, 25, 'Moving abroad for studies'],
  ['Dalia Nabil', 'Cancelled', -40, null, 'Reconsidered after a schedule change'],
  ['Aya Mostafa', 'Resignation', -430, -400, 'Better offer'],
  ['Lina Barakat', 'Termination', -390, -380, 'Repeated no-shows'],
];

/** The seeded exit interview: whose attrition, and the reasons given. */
export const DEMO_EXIT_INTERVIEW = { name: 'Aya Mostafa', reasons: ['Compensation', 'Better offer'] };

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedAttrition(db: Db): Promise<void> {
  const today = todayIso();
  const types = new Map<string, number>();
  for (const [name, cancels] of DEMO_TYPES) {
    types.set(name, (await db.query<{ id: number }>('INSERT INTO attrition_types (name, cancels) VALUES ($1, $2) RETURNING id', [name, cancels])).rows[0].id);
  }
  const hr = (await db.query<{ id: number }>("SELECT id FROM employees WHERE email = 'hr@demo.hr'")).rows[0]?.id ?? null;
  for (const [name, type, notice, last, reason] of DEMO_ATTRITIONS) {
    const employee = (await db.query<{ id: number }>('SELECT id FROM employees WHERE name = $1', [name])).rows[0]?.id;
    if (!employee) continue;
    const lwd = last === null ? null : addDays(today, last);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO attritions (employee_id, attrition_type_id, notice_date, last_working_day, reason, created_by_id, cancelled_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $3::date) RETURNING id`,
      [employee, types.get(type), addDays(today, notice), lwd, reason, hr, last === null ? addDays(today, notice + 3) : null],
    );
    const id = rows[0].id;
    if (lwd && lwd < today) {
      await db.transaction((tx) => applyOne(tx, id));
      if (name === DEMO_EXIT_INTERVIEW.name) {
        await db.query(
          `INSERT INTO exit_interviews (attrition_id, reasons, rating_overall, rating_management, rating_compensation, rating_growth, would_rehire, would_recommend, comments, interviewer_id)
           VALUES ($1, $2::text[], 3, 4, 2, 3, true, true, $3, $4)`,
          [id, DEMO_EXIT_INTERVIEW.reasons, 'Enjoyed the team; the offer was 30% higher.', hr],
        );
      }
    }
  }
}
