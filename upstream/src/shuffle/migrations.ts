/**
 * Manager shuffle requests (SPEC §3 "Manager shuffle request"). At most one pending request per employee (a partial
 * unique index, so two filings racing on PostgreSQL cannot both win). An approved request whose effective date has
 * not come yet keeps `applied_at` NULL until the manager change is applied (routes.ts header: "future dates").
 */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '0800_shuffle_requests',
    sql: `
      CREATE TABLE manager_shuffle_requests (
        id serial PRIMARY KEY,
        requester_id int REFERENCES employees(id) ON DELETE SET NULL,
        target_employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        proposed_manager_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        effective_date date NOT NULL,
        reason text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        hr_comment text,
        reviewed_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        reviewed_at timestamptz,
        previous_manager_id int REFERENCES employees(id) ON DELETE SET NULL,
        applied_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (target_employee_id <> proposed_manager_id)
      );
      CREATE UNIQUE INDEX manager_shuffle_one_pending ON manager_shuffle_requests(target_employee_id) WHERE status = 'pending';
      CREATE INDEX manager_shuffle_status_idx ON manager_shuffle_requests(status, effective_date);
      CREATE INDEX manager_shuffle_due_idx ON manager_shuffle_requests(effective_date) WHERE status = 'approved' AND applied_at IS NULL;
    `,
  },
];
