/**
 * Leave tables (SPEC §3 "Leave type", "Leave request"). A leave type in use cannot be deleted (ON DELETE RESTRICT,
 * answered as a 409 by the route); a sick note is a row of the shared `files` table.
 */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '0200_leave_tables',
    sql: `
      CREATE TABLE leave_types (
        id serial PRIMARY KEY,
        leave_name text NOT NULL UNIQUE,
        yearly_limit numeric NOT NULL DEFAULT 0 CHECK (yearly_limit >= 0),
        monthly_fraction numeric NOT NULL DEFAULT 0 CHECK (monthly_fraction >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE leave_requests (
        id serial PRIMARY KEY,
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        leave_type_id int NOT NULL REFERENCES leave_types(id) ON DELETE RESTRICT,
        start_date date NOT NULL,
        end_date date NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        notes text,
        submitted_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        reviewed_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        reviewer_comments text,
        sick_note_file_id int REFERENCES files(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (end_date >= start_date)
      );
      CREATE INDEX leave_requests_employee_idx ON leave_requests(employee_id, start_date);
      CREATE INDEX leave_requests_status_idx ON leave_requests(status);
      CREATE INDEX leave_requests_period_idx ON leave_requests(start_date, end_date);
    `,
  },
  {
    // The list's default order (newest first) read from an index instead of sorting every visible row, the
    // leave type filter (and the in-use check when a type is deleted), and the "filed by me" part of what a manager sees.
    id: '0201_leave_list_indexes',
    sql: `
      CREATE INDEX leave_requests_created_idx ON leave_requests(created_at DESC, id DESC);
      CREATE INDEX leave_requests_type_idx ON leave_requests(leave_type_id);
      CREATE INDEX leave_requests_submitted_by_idx ON leave_requests(submitted_by_id);
    `,
  },
  {
    // The shared area's "canceled" step: a request taken back (by its requester before it starts, or by a manager, HR
    // or the CEO at any time) stays on record with who canceled it and when, and no longer counts against the balance.
    id: '0202_leave_cancel',
    sql: `
      ALTER TABLE leave_requests DROP CONSTRAINT leave_requests_status_check;
      ALTER TABLE leave_requests ADD CONSTRAINT leave_requests_status_check
        CHECK (status IN ('pending', 'approved', 'rejected', 'canceled'));
      ALTER TABLE leave_requests
        ADD COLUMN canceled_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        ADD COLUMN canceled_at timestamptz;
    `,
  },
  {
    // The shared area's per-type rules (SPEC §3 "Leave type (shared area)"): whether a request waits for a reviewer,
    // the longest request in days, whether it may overlap the person's other requests, and the window it may fall in.
    id: '0203_leave_type_rules',
    sql: `
      ALTER TABLE leave_types
        ADD COLUMN requires_approval boolean NOT NULL DEFAULT true,
        ADD COLUMN max_consecutive_days int CHECK (max_consecutive_days IS NULL OR max_consecutive_days >= 1),
        ADD COLUMN can_overlap boolean NOT NULL DEFAULT false,
        ADD COLUMN start_date date,
        ADD COLUMN end_date date,
        ADD CONSTRAINT leave_types_window_check CHECK (start_date IS NULL OR end_date IS NULL OR end_date >= start_date);
    `,
  },
  {
    // Leave units (decision 0205): a type is taken in full days, half days or hours; a request records its unit, and
    // an hours request its time of day (HH:mm, 24-hour) and hours. A half day or hours request is one day.
    id: '0204_leave_units',
    sql: `
      ALTER TABLE leave_types
        ADD COLUMN unit text NOT NULL DEFAULT 'full_day' CHECK (unit IN ('full_day', 'half_day', 'hours'));
      ALTER TABLE leave_requests
        ADD COLUMN unit text NOT NULL DEFAULT 'full_day'
          CHECK (unit IN ('full_day', 'half_day_morning', 'half_day_evening', 'hours')),
        ADD COLUMN hours numeric CHECK (hours IS NULL OR (hours > 0 AND hours <= 24)),
        ADD COLUMN start_time text,
        ADD COLUMN end_time text,
        ADD CONSTRAINT leave_requests_unit_day_check CHECK (unit = 'full_day' OR start_date = end_date),
        ADD CONSTRAINT leave_requests_unit_hours_check CHECK ((unit = 'hours') = (hours IS NOT NULL AND start_time IS NOT NULL AND end_time IS NOT NULL));
    `,
  },
  {
    // Partial approval (decision 0213): the reviewer approves a sub-range of a full-day request; the rest is refused.
    // The approved days are kept (also once canceled, for the record); reviewed_at says when the review happened.
    id: '0205_leave_partial_approval',
    sql: `
      ALTER TABLE leave_requests DROP CONSTRAINT leave_requests_status_check;
      ALTER TABLE leave_requests ADD CONSTRAINT leave_requests_status_check
        CHECK (status IN ('pending', 'approved', 'partially_approved', 'rejected', 'canceled'));
      ALTER TABLE leave_requests
        ADD COLUMN approved_start_date date,
        ADD COLUMN approved_end_date date,
        ADD COLUMN reviewed_at timestamptz,
        ADD CONSTRAINT leave_requests_approved_part_check CHECK (
          (approved_start_date IS NULL) = (approved_end_date IS NULL)
          AND (approved_start_date IS NULL OR (approved_start_date >= start_date AND approved_end_date <= end_date
            AND approved_end_date >= approved_start_date))),
        ADD CONSTRAINT leave_requests_partial_check CHECK (status <> 'partially_approved' OR approved_start_date IS NOT NULL);
    `,
  },
  {
    // The confirmations the filer overrode (decision 0214): which warning, who confirmed it, when; one row each.
    id: '0206_leave_overrides',
    sql: `
      CREATE TABLE leave_request_overrides (
        id serial PRIMARY KEY,
        leave_request_id int NOT NULL REFERENCES leave_requests(id) ON DELETE CASCADE,
        warning text NOT NULL CHECK (warning IN ('short_notice', 'annual_notice', 'consecutive_days')),
        overridden_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        overridden_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (leave_request_id, warning)
      );
    `,
  },
  {
    // The balance ledger (decision 0220): a type's year-end carry-over (at most carry_over_balance days, lapsing after
    // carry_over_expiry_months of the new year) and HR's adjustments of a balance, each with its reason. Balances stay
    // computed on read; these are the only new facts they read.
    id: '0207_leave_balance_ledger',
    sql: `
      ALTER TABLE leave_types
        ADD COLUMN carry_over_balance numeric NOT NULL DEFAULT 0 CHECK (carry_over_balance >= 0),
        ADD COLUMN carry_over_expiry_months int CHECK (carry_over_expiry_months IS NULL OR carry_over_expiry_months BETWEEN 1 AND 12);
      CREATE TABLE leave_balance_adjustments (
        id serial PRIMARY KEY,
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        leave_type_id int NOT NULL REFERENCES leave_types(id) ON DELETE CASCADE,
        year int NOT NULL CHECK (year BETWEEN 1900 AND 2100),
        amount numeric NOT NULL CHECK (amount <> 0),
        reason text NOT NULL CHECK (length(reason) > 0),
        adjusted_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        adjusted_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX leave_balance_adjustments_employee_idx ON leave_balance_adjustments (employee_id, year);
    `,
  },
  {
    // bench:explain (decision 0212): the list's default order as paging.ts writes it (created_at DESC NULLS LAST, id
    // DESC); 0201's index (DESC: NULLS FIRST) never matched it, so every visible row was sorted. It replaces that one.
    // A month's leave (end on or after its first day, start by its last) from the end date: for a recent month few
    // rows end after its start, while nearly every row starts before its end (the period index's first column).
    id: '0209_leave_scale_indexes',
    sql: `
      DROP INDEX leave_requests_created_idx;
      CREATE INDEX leave_requests_created_idx ON leave_requests (created_at DESC NULLS LAST, id DESC);
      CREATE INDEX leave_requests_end_idx ON leave_requests (end_date, start_date);
    `,
  },
];
