/**
 * Work logs (SPEC §3 shared area Worklog: description, jiraTask, startTime, endTime, duration). One row per stretch of
 * work on one day: times are HH:mm of that day (an entry never crosses midnight), the duration is derived, never
 * stored apart from them. The companies kit adds company_id and the row-level policy (companies/scope.ts).
 */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '1100_worklogs_table',
    sql: `
      CREATE TABLE worklogs (
        id serial PRIMARY KEY,
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        work_date date NOT NULL,
        start_time time NOT NULL,
        end_time time NOT NULL,
        jira_task text NOT NULL,
        description text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (end_time > start_time)
      );
      CREATE INDEX worklogs_employee_day ON worklogs (employee_id, work_date, start_time);
    `,
  },
];
