/**
 * The full profile (SPEC §3 shared-area User) beside the employee row: the fields `employees` lacks, one row per
 * person (absent = all empty), and the change requests through which a person asks HR to change what they may not
 * change themself (payment account, national ID). Both tables are company-scoped by being created (companies/scope.ts).
 */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '0110_profile_tables',
    sql: `
      CREATE TABLE employee_profiles (
        employee_id int PRIMARY KEY REFERENCES employees(id) ON DELETE CASCADE,
        first_name text,
        last_name text,
        bio text,
        address text,
        timezone text,
        office text,
        project text,
        level text,
        facebook text,
        twitter text,
        linkedin text,
        github text,
        avatar_file_id int REFERENCES files(id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE profile_change_requests (
        id serial PRIMARY KEY,
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        field text NOT NULL CHECK (field IN ('payment_account', 'national_id')),
        new_value text NOT NULL,
        reason text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        reviewed_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        reviewed_at timestamptz,
        hr_comment text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX profile_change_requests_status_idx ON profile_change_requests (status, created_at DESC);
      CREATE INDEX profile_change_requests_employee_idx ON profile_change_requests (employee_id);
    `,
  },
];
