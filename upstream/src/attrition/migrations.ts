/**
 * Attrition (SPEC §3, §4): managed attrition types (one of them the cancelled type), attritions and one exit
 * interview per attrition. An attrition whose last working day has passed is applied to the employee (inactive,
 * status Resigned / Terminated); `applied_at` and `previous_status_id` let a cancel undo it (routes.ts header).
 */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '0850_attrition_tables',
    sql: `
      CREATE TABLE attrition_types (
        id serial PRIMARY KEY,
        name text NOT NULL,
        cancels boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX attrition_types_name_idx ON attrition_types (lower(name));
      CREATE TABLE attritions (
        id serial PRIMARY KEY,
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        attrition_type_id int NOT NULL REFERENCES attrition_types(id) ON DELETE RESTRICT,
        notice_date date NOT NULL,
        last_working_day date,
        reason text,
        created_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        previous_status_id int REFERENCES statuses(id) ON DELETE SET NULL,
        applied_at timestamptz,
        cancelled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (last_working_day IS NULL OR last_working_day >= notice_date)
      );
      CREATE UNIQUE INDEX attritions_one_open ON attritions(employee_id) WHERE cancelled_at IS NULL;
      CREATE INDEX attritions_due_idx ON attritions(last_working_day) WHERE applied_at IS NULL AND cancelled_at IS NULL;
      CREATE TABLE exit_interviews (
        attrition_id int PRIMARY KEY REFERENCES attritions(id) ON DELETE CASCADE,
        reasons text[] NOT NULL DEFAULT '{}',
        rating_overall int CHECK (rating_overall BETWEEN 1 AND 5),
        rating_management int CHECK (rating_management BETWEEN 1 AND 5),
        rating_compensation int CHECK (rating_compensation BETWEEN 1 AND 5),
        rating_growth int CHECK (rating_growth BETWEEN 1 AND 5),
        would_rehire boolean,
        would_recommend boolean,
        comments text,
        interviewer_id int REFERENCES employees(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
];
