/**
 * Recruitment: candidates and their interviews (SPEC §3, §4). A candidate links to the employee who referred them,
 * the HR employee who sourced them (none = a referral), and, once onboarded, the employee record made from them.
 * An interview holds its decision (0 Pending, 1 Accepted, 2 Rejected, 3 No Show), its onboarding state
 * (pending, yes, no), when it was tracked for onboarding, and the type-specific test scores as JSON.
 */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '0500_recruitment_tables',
    sql: `
      CREATE TABLE candidates (
        id serial PRIMARY KEY,
        full_name text NOT NULL,
        national_id text,
        contact_number text,
        contact_email text,
        nationality text,
        city_of_residence text,
        military_status text,
        educational_status text,
        marital_status text,
        is_contacted text NOT NULL DEFAULT 'no' CHECK (is_contacted IN ('yes', 'no')),
        vn_evaluation_feedback text NOT NULL DEFAULT 'pending' CHECK (vn_evaluation_feedback IN ('pending', 'accepted', 'rejected')),
        type text NOT NULL DEFAULT 'cold calling specialist',
        source text NOT NULL DEFAULT 'referral' CHECK (source IN ('hr_department', 'referral', 'external_source', 'other')),
        external_source text,
        sourced_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        referred_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        employee_id int REFERENCES employees(id) ON DELETE SET NULL,
        onboarded_at timestamptz,
        created_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX candidates_national_id_key ON candidates (lower(national_id)) WHERE national_id IS NOT NULL;
      CREATE INDEX candidates_contact_number_idx ON candidates (contact_number);
      CREATE INDEX candidates_contact_email_idx ON candidates (lower(contact_email));
      CREATE INDEX candidates_created_at_idx ON candidates (created_at);
      CREATE INDEX candidates_referred_by_idx ON candidates (referred_by_id);
      CREATE TABLE interviews (
        id serial PRIMARY KEY,
        candidate_id int NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
        interview_date date NOT NULL,
        hiring_decision int NOT NULL DEFAULT 0 CHECK (hiring_decision IN (0, 1, 2, 3)),
        employment_type text,
        experience_level text,
        ticket_number text,
        onboarded text NOT NULL DEFAULT 'pending' CHECK (onboarded IN ('pending', 'yes', 'no')),
        notes text,
        interview_type_specific json,
        tracked_for_onboarding_at timestamptz,
        interviewer_id int REFERENCES employees(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX interviews_candidate_idx ON interviews (candidate_id, interview_date DESC, id DESC);
      CREATE INDEX interviews_decision_idx ON interviews (hiring_decision);
    `,
  },
];
