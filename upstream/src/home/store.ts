/** SQL of the home domain. */
import type { Queryable } from '../db';

export interface BirthdayRow {
  employee_id: number;
  name: string;
  department_id: number | null;
  department_name: string | null;
  birthday: string;
}

/** Day and month of birth of every active employee who has one, in calendar order (Jan 1 first), then by name. */
export async function listBirthdays(db: Queryable): Promise<BirthdayRow[]> {
  const { rows } = await db.query<BirthdayRow>(
    `SELECT e.id AS employee_id, e.name, e.department_id, d.department_name, to_char(e.date_of_birth, 'MM-DD') AS birthday
       FROM employees e LEFT JOIN departments d ON d.id = e.department_id
      WHERE e.active AND e.date_of_birth IS NOT NULL
      ORDER BY to_char(e.date_of_birth, 'MM-DD'), e.name, e.id`,
  );
  return rows;
}
