/**
 * The large company's attritions (seed:large): every generated person who left during the year (people's part marks
 * them Resigned with a last working day) has the applied Resignation that made them leave, noticed 30 days before.
 */
import { GENERATED, type LargeSeedContext, type LargeSeedPart } from '../largeSeed/kit';

async function run({ db }: LargeSeedContext) {
  const made = await db.query(
    `INSERT INTO attritions (employee_id, attrition_type_id, notice_date, last_working_day, reason, created_by_id,
                             previous_status_id, applied_at, created_at, updated_at)
     SELECT e.id, t.id, e.last_working_day - 30, e.last_working_day, 'Better offer', e.manager_id, active.id,
            e.last_working_day + interval '1 day', e.last_working_day - 30, e.last_working_day + interval '1 day'
       FROM employees e
       JOIN attrition_types t ON t.name = 'Resignation'
       JOIN statuses active ON active.name = 'Active'
      WHERE ${GENERATED} AND e.last_working_day IS NOT NULL
      ORDER BY e.last_working_day, e.id`,
  );
  return { attritions: made.affectedRows ?? 0 };
}

export const largeSeed: LargeSeedPart = { domain: 'attrition', run };
