/**
 * The large company's attendance (seed:large): every day of the year for every generated agent (up to their last
 * working day): weekends `weekend`, weekdays mostly present with some late, half days, sick and absent days, marked
 * by their team leader. Weekdays of an approved leave stay unmarked, as in the demo seed, so the grid shows the leave.
 */
import { GENERATED, dayNo, hash, type LargeSeedContext, type LargeSeedPart } from '../largeSeed/kit';

async function run({ db, from, to }: LargeSeedContext) {
  const h = hash('e.id', dayNo('d'));
  const made = await db.query(
    `INSERT INTO attendances (employee_id, date, status, updated_by, updated_at)
     SELECT e.id, d::date,
            CASE WHEN extract(isodow FROM d) >= 6 THEN 'weekend'
                 WHEN ${h} < 900 THEN 'present' WHEN ${h} < 940 THEN 'late' WHEN ${h} < 960 THEN 'half_day'
                 WHEN ${h} < 980 THEN 'sick' ELSE 'absent' END,
            e.manager_id, d + interval '18 hours'
       FROM employees e
       CROSS JOIN LATERAL generate_series($1::date, LEAST($2::date, COALESCE(e.last_working_day, $2::date)), interval '1 day') AS d
      WHERE e.role = 0 AND ${GENERATED}
        AND NOT EXISTS (SELECT 1 FROM leave_requests lr WHERE lr.employee_id = e.id AND lr.status = 'approved'
                           AND d::date BETWEEN lr.start_date AND lr.end_date)`,
    [from, to],
  );
  return { attendances: made.affectedRows ?? 0 };
}

export const largeSeed: LargeSeedPart = { domain: 'attendance', run };
