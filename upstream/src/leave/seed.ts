/**
 * Demo data of the leave domain (run once after the core company is seeded): the leave types payroll knows
 * (SPEC §3 salary row: annuals, casuals, sick, paid_leave, training) and a few requests around today in every state,
 * so the tracker, the review queue and the company calendar have something to show. Requests are in the past or a
 * few weeks ahead, on weekdays, and never for the demo sign-in accounts' own future dates tests use.
 */
import type { Db } from '../db';
import { isoDate } from './rules';

export const DEMO_LEAVE_TYPES = [
  { leave_name: 'Annual', yearly_limit: 21, monthly_fraction: 1.75 },
  { leave_name: 'Casual', yearly_limit: 6, monthly_fraction: 0.5 },
  { leave_name: 'Sick', yearly_limit: 30, monthly_fraction: 0 },
  { leave_name: 'Paid Leave', yearly_limit: 10, monthly_fraction: 0 },
  { leave_name: 'Training', yearly_limit: 5, monthly_fraction: 0 },
];

/** The Monday of the week `weeks` away from `now` (negative = past), plus `plus` days (0–4). */
function weekday(now: Date, weeks: number, plus: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monday = d.getUTCDate() - ((d.getUTCDay() + 6) % 7);
  return isoDate(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), monday + weeks * 7 + plus)));
}

type Demo = [employee: string, type: string, weeks: number, from: number, to: number, status: string, by: string, note: string];

const DEMO_REQUESTS: Demo[] = [
  ['Mona Zaki', 'Annual', -3, 1, 2, 'approved', 'Ahmed Samir', 'Family visit'],
  ['Bassem Fouad', 'Sick', -2, 0, 0, 'approved', 'Ahmed Samir', 'Flu'],
  ['Walid Sherif', 'Casual', -1, 3, 3, 'rejected', 'Khaled Mahmoud', 'Personal errand'],
  ['Ziad Hamdy', 'Annual', 0, 2, 4, 'approved', 'Nour El-Din Aziz', 'Short trip'],
  ['Hany Wagdy', 'Casual', 1, 0, 0, 'pending', 'Salma Ragab', 'Moving house'],
  ['Reem Abdallah', 'Annual', 2, 0, 3, 'pending', 'Khaled Mahmoud', 'Wedding'],
  ['Dalia Nabil', 'Training', 3, 1, 2, 'pending', 'Hossam Tawfik', 'Certification course'],
];

/** The leave types payroll knows, for the demo company and every newly registered one. */
export async function seedLeaveTypes(db: Pick<Db, 'query'>): Promise<void> {
  for (const t of DEMO_LEAVE_TYPES) {
    await db.query('INSERT INTO leave_types (leave_name, yearly_limit, monthly_fraction) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      t.leave_name,
      t.yearly_limit,
      t.monthly_fraction,
    ]);
  }
}

export async function seedLeave(db: Db, now = new Date()): Promise<void> {
  await seedLeaveTypes(db);
  const reviewer = 'Nadia Farouk';
  for (const [employee, type, weeks, from, to, status, by, note] of DEMO_REQUESTS) {
    await db.query(
      `INSERT INTO leave_requests (employee_id, leave_type_id, start_date, end_date, status, notes, submitted_by_id,
                                   reviewed_by_id, reviewer_comments)
       SELECT e.id, lt.id, $3, $4, $5, $6, sb.id, CASE WHEN $5 = 'pending' THEN NULL ELSE rv.id END,
              CASE $5 WHEN 'approved' THEN 'Enjoy your time off' WHEN 'rejected' THEN 'Busy week, please pick other dates' END
         FROM employees e, leave_types lt, employees sb, employees rv
        WHERE e.name = $1 AND lt.leave_name = $2 AND sb.name = $7 AND rv.name = $8`,
      [employee, type, weekday(now, weeks, from), weekday(now, weeks, to), status, note, by, reviewer],
    );
  }
}
