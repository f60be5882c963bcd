/**
 * People and organisation tables on top of the core ones (never edit a landed migration; add one):
 * - employees.last_working_day: set when an employee is fired, so history shows when they left;
 * - vacations: company holidays (SPEC §3 "Holiday"), also excluded from working days of monthly targets;
 * - dialer_data: hours logged per employee and day (SPEC §3 "Worked hours record"), the source of worked_hours in targets.
 */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '0100_people_tables',
    sql: `
      ALTER TABLE employees ADD COLUMN last_working_day date;
      CREATE INDEX employees_active_idx ON employees(active);
      CREATE TABLE vacations (
        id serial PRIMARY KEY,
        vac_name text NOT NULL,
        multiple_of_pay numeric NOT NULL DEFAULT 1 CHECK (multiple_of_pay >= 0),
        startdate date NOT NULL,
        enddate date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (enddate >= startdate)
      );
      CREATE TABLE dialer_data (
        id serial PRIMARY KEY,
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        dialer_name text NOT NULL DEFAULT 'Main dialer',
        date date NOT NULL,
        hours_worked numeric NOT NULL CHECK (hours_worked >= 0 AND hours_worked <= 24),
        day_type text NOT NULL DEFAULT 'working day',
        UNIQUE (employee_id, date, dialer_name)
      );
      CREATE INDEX dialer_data_date_idx ON dialer_data(date);
    `,
  },
  {
    // bench:explain (decision 0212): lists ordered by the person's name (the KPIs' default, the directory's) walk
    // people by name and each one's rows by their employee index instead of sorting every row.
    id: '0109_people_scale_indexes',
    sql: `CREATE INDEX employees_name_idx ON employees (name, id);`,
  },
];
