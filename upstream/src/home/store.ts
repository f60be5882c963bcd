/** SQL of the home domain. */
import type { Queryable } from '../db';
import { entityTable, type Row } from '../http/entity';
import { BirthdaySchema } from './schemas';

export type BirthdayRow = Row<typeof BirthdaySchema>;

const BIRTHDAY_COLUMNS = entityTable(BirthdaySchema, 'employees', 'e', {
  employee_id: 'e.id',
  department_name: 'd.department_name',
  birthday: "to_char(e.date_of_birth, 'MM-DD')",
}).select;

/** Day and month of birth of every active employee who has one, in calendar order (Jan 1 first), then by name. */
export async function listBirthdays(db: Queryable): Promise<BirthdayRow[]> {
  const { rows } = await db.query<BirthdayRow>(
    `SELECT ${BIRTHDAY_COLUMNS}
       FROM employees e LEFT JOIN departments d ON d.id = e.department_id
      WHERE e.active AND e.date_of_birth IS NOT NULL
      ORDER BY to_char(e.date_of_birth, 'MM-DD'), e.name, e.id`,
  );
  return rows;
}
