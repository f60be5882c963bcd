/**
 * Headcount. One person, one record: the shared columns (name, RES_ID, e-mail, national ID, phone,
 * emergency contact, manager, department, role title, status, employment type, date of birth, hiring date =
 * date_joined, last working day) stay on `employees`; `headcount_details` (1:1, keyed by employee_id) holds only what
 * the headcount adds (documents, contract, nationality, ...). A person without a details row reads default values.
 * `candidate_id` has no foreign key: the recruitment domain's onboarding sets it.
 * The contract template (upload_template) is a `files` row named in app_settings key `headcount_contract_template`.
 */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '0600_headcount_details',
    sql: `
      CREATE TABLE headcount_details (
        employee_id int PRIMARY KEY REFERENCES employees(id) ON DELETE CASCADE,
        nationality text,
        city_of_residence text,
        gender text,
        payoneer_email text,
        is_full_time boolean NOT NULL DEFAULT true,
        part_time_date_shuffled date,
        candidate_id int,
        contract_signed_date date,
        contract_expiration_date date,
        national_id_expiration_date date,
        contract_file_id int REFERENCES files(id) ON DELETE SET NULL,
        custody text,
        military_status text,
        martial_status text,
        social_insurance boolean NOT NULL DEFAULT false,
        medical_insurance boolean NOT NULL DEFAULT false,
        nda_signed boolean NOT NULL DEFAULT false,
        birth_certificate boolean NOT NULL DEFAULT false,
        criminal_record boolean NOT NULL DEFAULT false,
        original_academic_certificate boolean NOT NULL DEFAULT false,
        work_stub boolean NOT NULL DEFAULT false,
        copy_of_national_id boolean NOT NULL DEFAULT false,
        personal_photo boolean NOT NULL DEFAULT false,
        disabled_work_qualification_id boolean NOT NULL DEFAULT false,
        official_111_form boolean NOT NULL DEFAULT false,
        social_insurance_print boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (contract_expiration_date IS NULL OR contract_signed_date IS NULL OR contract_expiration_date > contract_signed_date)
      );
      CREATE INDEX headcount_details_contract_exp_idx ON headcount_details(contract_expiration_date);
      CREATE INDEX headcount_details_nid_exp_idx ON headcount_details(national_id_expiration_date);
      CREATE INDEX employees_national_id_idx ON employees(lower("national_ID"));
      CREATE INDEX employees_res_id_lower_idx ON employees(lower("RES_ID"));
      CREATE INDEX employees_email_lower_idx ON employees(lower(email));
    `,
  },
  {
    // The expiry date HR and the CEO were last told of, per person and kind (expiry.ts): each date is told of once.
    // A table of its own rather than columns of the record, whose every change the audit trail keeps.
    id: '0601_headcount_expiry_alerts',
    sql: `
      CREATE TABLE headcount_expiry_alerts (
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('contract', 'national_id')),
        expiry_date date NOT NULL,
        told_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (employee_id, kind)
      );
    `,
  },
];
