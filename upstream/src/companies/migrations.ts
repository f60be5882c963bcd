/**
 * The companies table (every company-owned row names one of them; scope.ts), the demo company as id 1, and the role
 * request SQL runs as (context.ts). A role belongs to the whole server, so it is created only when missing; the
 * connecting role is made a member so it may SET ROLE to it (a superuser may anyway).
 */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '0003_companies_table',
    sql: `
      CREATE TABLE companies (
        id serial PRIMARY KEY,
        name text NOT NULL,
        subdomain text NOT NULL,
        industry text,
        employee_count_range text,
        logo_file_id integer REFERENCES files(id) ON DELETE SET NULL,
        primary_color text,
        secondary_color text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX companies_subdomain_key ON companies (lower(subdomain));
      INSERT INTO companies (id, name, subdomain, industry, employee_count_range, primary_color, secondary_color)
        VALUES (1, 'Demo Company', 'demo', 'Call centre', '11-50', '#1677ff', '#13c2c2');
      SELECT setval(pg_get_serial_sequence('companies', 'id'), (SELECT max(id) FROM companies));
      DO $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hr_app') THEN
          CREATE ROLE hr_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
        END IF;
        BEGIN
          EXECUTE format('GRANT hr_app TO %I', current_user);
        EXCEPTION WHEN OTHERS THEN
          NULL; -- already a member, or a superuser (who may SET ROLE anyway)
        END;
      END $$;
    `,
  },
  {
    // Registration attempts per client address (throttle.ts): global, as they belong to no company yet.
    id: '0004_companies_registration_attempts',
    sql: `
      CREATE TABLE registration_attempts (
        address text NOT NULL,
        at timestamptz NOT NULL
      );
      CREATE INDEX registration_attempts_address_at ON registration_attempts (address, at);
    `,
  },
];
