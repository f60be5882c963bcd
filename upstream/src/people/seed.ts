/**
 * Demo data of the people domain, run once after the core demo company is seeded:
 * - this year's fixed-date public holidays (paid double);
 * - dialer hours for agents and team leaders on every working day from the first of last month to yesterday,
 *   varying deterministically per person and day around their daily target (some days missed), so /targets shows
 *   people behind, on and above target from real records.
 */
import type { Db } from '../db';

const FIXED_HOLIDAYS: [string, string][] = [
  ['New Year', '01-01'],
  ['Labour Day', '05-01'],
  ['Revolution Day', '07-23'],
  ['Armed Forces Day', '10-06'],
];

export async function seedPeople(db: Db, now = new Date()): Promise<void> {
  const year = now.getUTCFullYear();
  for (const [name, day] of FIXED_HOLIDAYS) {
    await db.query('INSERT INTO vacations (vac_name, multiple_of_pay, startdate, enddate) VALUES ($1, 2, $2, $2)', [name, `${year}-${day}`]);
  }
  await db.query(
    `INSERT INTO dialer_data (employee_id, dialer_name, date, hours_worked, day_type)
     SELECT e.id, CASE WHEN e.department_id = 5 THEN 'Cold calling dialer' ELSE 'Main dialer' END, d::date,
            GREATEST(0, e.target_hours_per_day + ((e.id * 7 + extract(day FROM d)::int * 3) % 5 - 2) * 0.5), 'working day'
       FROM employees e,
            generate_series(date_trunc('month', $1::date) - interval '1 month', $1::date - interval '1 day', interval '1 day') d
      WHERE e.active AND e.role <= 1 AND e.department_id IN (2, 3, 5)
        AND extract(isodow FROM d) < 6
        AND (e.id + extract(day FROM d)::int) % 11 <> 0
        AND NOT EXISTS (SELECT 1 FROM vacations v WHERE d::date BETWEEN v.startdate AND v.enddate)`,
    [now.toISOString().slice(0, 10)],
  );
}
