/**
 * Actions and deductions: the policy catalogue and the actions filed against employees.
 * An action keeps its own copy of the deduction (type + amount) taken when it was filed, so a later policy change
 * never alters an action already on record (payroll reads the action, not the policy).
 */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '0400_actions_tables',
    sql: `
      CREATE TABLE action_policies (
        id serial PRIMARY KEY,
        "action_ID" text NOT NULL UNIQUE,
        action_name text NOT NULL,
        action_type int NOT NULL CHECK (action_type IN (1, 2, 3)),
        deduction numeric NOT NULL DEFAULT 0 CHECK (deduction >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE action_againsts (
        id serial PRIMARY KEY,
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        actionpolicy_id int NOT NULL REFERENCES action_policies(id),
        auditor_id int REFERENCES employees(id) ON DELETE SET NULL,
        approved_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        date date NOT NULL,
        details text,
        status int NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
        hr_comment text,
        action_type int NOT NULL CHECK (action_type IN (1, 2, 3)),
        deduction numeric NOT NULL DEFAULT 0 CHECK (deduction >= 0),
        override_deduction boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX action_againsts_employee_idx ON action_againsts(employee_id);
      CREATE INDEX action_againsts_auditor_idx ON action_againsts(auditor_id);
      CREATE INDEX action_againsts_status_idx ON action_againsts(status);
      CREATE INDEX action_againsts_date_idx ON action_againsts(date);
    `,
  },
  {
    // Who rejected or waived an action, and when: every status move records its reviewer and time.
    // Actions reviewed before this migration keep what is known: their approver, at their last change.
    id: '0401_actions_reviewer',
    sql: `
      ALTER TABLE action_againsts
        ADD COLUMN reviewed_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        ADD COLUMN reviewed_at timestamptz;
      UPDATE action_againsts SET reviewed_by_id = approved_by_id, reviewed_at = updated_at
        WHERE status <> 0 AND approved_by_id IS NOT NULL;
    `,
  },
  {
    // bench:explain (decision 0212): the actions list's default order (date desc, id desc: paging.ts writes NULLS LAST,
    // which an index in the default DESC order, NULLS FIRST, cannot give), and the approver filter's names.
    id: '0409_actions_scale_indexes',
    sql: `
      CREATE INDEX action_againsts_list_idx ON action_againsts (date DESC NULLS LAST, id DESC);
      CREATE INDEX action_againsts_approved_by_idx ON action_againsts (approved_by_id) WHERE approved_by_id IS NOT NULL;
    `,
  },
];
