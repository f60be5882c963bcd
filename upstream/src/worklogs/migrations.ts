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
  {
    // The task-tracker sync (decision 0215): one row per entry ever pushed (or asked to be), the id map to its Jira
    // worklog. An entry's deletion keeps the row (worklog_id NULL) until its Jira worklog is deleted too. `pushed` is
    // the fingerprint of what Jira holds, so a Sync with nothing changed pushes nothing.
    id: '1101_worklog_jira_sync',
    sql: `
      CREATE TABLE worklog_jira (
        id serial PRIMARY KEY,
        worklog_id int UNIQUE REFERENCES worklogs(id) ON DELETE SET NULL,
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        issue_key text,
        jira_worklog_id text,
        pushed text,
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'synced', 'failed')),
        error text,
        attempts int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        synced_at timestamptz
      );
      CREATE INDEX worklog_jira_due ON worklog_jira (next_attempt_at) WHERE state <> 'synced';
      CREATE INDEX worklog_jira_employee ON worklog_jira (employee_id);
      CREATE TABLE worklog_sync_runs (
        employee_id int PRIMARY KEY REFERENCES employees(id) ON DELETE CASCADE,
        requested_at timestamptz NOT NULL,
        finished_at timestamptz
      );
    `,
  },
];
