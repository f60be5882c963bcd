/**
 * The large company's worked hours (seed:large): a dialer_data row for every day a generated agent worked (present,
 * late: about their target hours; half day: half of it), on their department's dialer, logged by their team leader.
 */
import { GENERATED, dayNo, hash, type LargeSeedContext, type LargeSeedPart } from '../largeSeed/kit';

async function run({ db, from, to }: LargeSeedContext) {
  const made = await db.query(
    `INSERT INTO dialer_data (employee_id, dialer_name, date, hours_worked, day_type, logged_by)
     SELECT e.id, CASE e.department_id WHEN 5 THEN 'Cold calling dialer' WHEN 2 THEN 'Support dialer' ELSE 'Main dialer' END,
            a.date,
            round(e.target_hours_per_day * (CASE a.status WHEN 'half_day' THEN 0.5 ELSE 1 END)
                  * (0.85 + ${hash('e.id', dayNo('a.date'))} % 20 / 100.0), 2),
            'working day', e.manager_id
       FROM attendances a JOIN employees e ON e.id = a.employee_id
      WHERE ${GENERATED.replace('"RES_ID"', 'e."RES_ID"')} AND a.date BETWEEN $1 AND $2
        AND a.status IN ('present', 'late', 'half_day')`,
    [from, to],
  );
  return { dialer_data: made.affectedRows ?? 0 };
}

export const largeSeed: LargeSeedPart = { domain: 'pay', run };
