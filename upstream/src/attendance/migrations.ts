/**
 * Attendance storage: one row per employee and day that someone marked. A day without a row reads `absent`
 * (SPEC §9), so a month costs only the cells actually set. The family (employees/agents) is not stored: it follows
 * the employee's numeric role, so promoting an agent moves their history with them.
 */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '0300_attendance_tables',
    sql: `
      CREATE TABLE attendances (
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        date date NOT NULL,
        status text NOT NULL,
        updated_by int NULL REFERENCES employees(id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (employee_id, date)
      );
      CREATE INDEX attendances_date_idx ON attendances(date);
    `,
  },
  {
    // The grid's order (name, then id: stable when names repeat), so a page or an export batch reads its rows in index
    // order instead of sorting every person of the company.
    id: '0301_attendance_grid_order',
    sql: `CREATE INDEX employees_grid_order_idx ON employees(name, id);`,
  },
];
