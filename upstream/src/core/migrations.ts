/**
 * Core data (ARCHITECTURE "Core data"), owned by the foundation. Never edit a landed migration; add a new one.
 *
 * Column names that SPEC spells with capitals are quoted so rows come back keyed exactly as the JSON needs them:
 * write `"RES_ID"`, `"national_ID"`, `"team_ID"` (with the double quotes) in every query that touches them.
 */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '0000_core_tables',
    sql: `
      CREATE TABLE app_settings (
        key text PRIMARY KEY,
        value text NOT NULL
      );
      CREATE TABLE departments (
        id serial PRIMARY KEY,
        department_name text NOT NULL UNIQUE,
        head_id int NULL,
        description text
      );
      CREATE TABLE teams (
        "team_ID" serial PRIMARY KEY,
        team_name text NOT NULL UNIQUE
      );
      CREATE TABLE employment_roles (
        id serial PRIMARY KEY,
        title text NOT NULL UNIQUE
      );
      CREATE TABLE statuses (
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE
      );
      CREATE TABLE employees (
        id serial PRIMARY KEY,
        "RES_ID" text NOT NULL UNIQUE,
        name text NOT NULL,
        email text UNIQUE,
        "national_ID" text,
        phone text,
        emergency_contact_name text,
        emergency_contact_number text,
        "team_ID" int REFERENCES teams("team_ID") ON DELETE SET NULL,
        manager_id int REFERENCES employees(id) ON DELETE SET NULL,
        department_id int REFERENCES departments(id) ON DELETE SET NULL,
        role int NOT NULL DEFAULT 0,
        role_title text,
        target_hours_per_day numeric NOT NULL DEFAULT 8,
        date_joined date,
        employee_type text,
        hourly_rate numeric,
        monthly_rate numeric,
        hourly_or_monthly text NOT NULL DEFAULT 'monthly' CHECK (hourly_or_monthly IN ('hourly', 'monthly')),
        base_salary numeric,
        can_manage boolean NOT NULL DEFAULT false,
        status_id int REFERENCES statuses(id) ON DELETE SET NULL,
        active boolean NOT NULL DEFAULT true,
        date_of_birth date
      );
      CREATE INDEX employees_manager_id_idx ON employees(manager_id);
      CREATE INDEX employees_department_id_idx ON employees(department_id);
      CREATE INDEX employees_team_id_idx ON employees("team_ID");
      ALTER TABLE departments ADD CONSTRAINT departments_head_id_fkey
        FOREIGN KEY (head_id) REFERENCES employees(id) ON DELETE SET NULL;
      CREATE TABLE users (
        id serial PRIMARY KEY,
        employee_id int NOT NULL UNIQUE REFERENCES employees(id) ON DELETE CASCADE,
        email text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE files (
        id serial PRIMARY KEY,
        filename text NOT NULL,
        mimetype text NOT NULL,
        data bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    // Sign-in sessions: every token names its row (jwt `jti`); a revoked or missing row refuses the token.
    id: '0001_core_sessions',
    sql: `
      CREATE TABLE sessions (
        id text PRIMARY KEY,
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
      CREATE INDEX sessions_employee_live_idx ON sessions(employee_id) WHERE revoked_at IS NULL;
    `,
  },
  {
    // Uploaded bytes live in a file store on disk (http/files.ts): PGlite spends seconds of its single
    // thread on a 10 MB bytea. Older rows keep their bytes in `data`.
    id: '0002_core_file_store',
    sql: `
      ALTER TABLE files ALTER COLUMN data DROP NOT NULL;
      ALTER TABLE files ADD COLUMN disk_path text;
    `,
  },
];
