/**
 * Demo attendance: last month and this month up to yesterday for every active employee, so the grids look lived-in
 * on first start. Deterministic per (employee, day); weekends are marked `weekend`, a few days are left unmarked
 * (they read `absent`), and so are the weekdays of an approved leave request (seeded before this), which the grid
 * then shows as the leave: a recorded "present" there would contradict the leave pages. Months before last month stay
 * empty (tests and demos import into those).
 */
import type { Db } from '../db';
import { currentMonthKey, parseMonth } from './month';
import { upsertMarks, type Mark } from './store';

const WEEKDAY_PATTERN = ['late', 'sick', 'on_leave', 'half_day', 'remote', null];

export async function seedAttendance(db: Db, today = new Date()): Promise<void> {
  const { rows } = await db.query<{ id: number; role: number }>('SELECT id, role FROM employees WHERE active ORDER BY id');
  if (rows.length === 0) return;
  const current = parseMonth(currentMonthKey(today))!;
  const previous = parseMonth(currentMonthKey(new Date(today.getFullYear(), today.getMonth() - 1, 1)))!;
  const todayIso = `${current.key}-${String(today.getDate()).padStart(2, '0')}`;
  const days = [...previous.days, ...current.days.filter((d) => d < todayIso)];
  const approved = await db.query<{ employee_id: number; start_date: string; end_date: string }>(
    "SELECT employee_id, start_date::text AS start_date, end_date::text AS end_date FROM leave_requests WHERE status = 'approved'",
  );
  const onLeave = (id: number, date: string) => approved.rows.some((l) => l.employee_id === id && l.start_date <= date && date <= l.end_date);
  const marks: Mark[] = [];
  for (const person of rows) {
    for (const [i, date] of days.entries()) {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) {
        marks.push({ employeeId: person.id, date, status: 'weekend' });
        continue;
      }
      if (onLeave(person.id, date)) continue;
      const n = (person.id * 7 + i * 3) % 23;
      const odd = n < WEEKDAY_PATTERN.length ? WEEKDAY_PATTERN[n] : 'present';
      if (odd === null) continue; // unmarked: reads absent
      marks.push({ employeeId: person.id, date, status: odd === 'remote' && person.role === 0 ? 'present' : odd });
    }
  }
  await upsertMarks(db, marks, rows[0].id);
}
