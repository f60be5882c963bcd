/**
 * Pay tables. Worked hours stay in people's `dialer_data` (one source of truth: targets and the salaries
 * sheet read the same rows); this domain adds what the pay screens need on top:
 * - dialers: the dialer catalogue (SPEC §3 "Dialer"); dialer_data.dialer_name now references it;
 * - dialer_data.vac_id: a vacation-worked record is a worked-hours record on a holiday (SPEC §3);
 * - dialer_data.logged_by: who logged the hours;
 * - dialer_data.shift_start, shift_end: the shift of the day (SPEC §3 shared area "Daily hours"), optional;
 * - pay_leads: payable leads per employee and month;
 * - pay_bonuses: bonuses (several per month add up); pay_kpis: one KPI (tier and amount) per employee and month.
 */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '0700_pay_tables',
    sql: `
      CREATE TABLE dialers (
        id serial PRIMARY KEY,
        dialer_name text NOT NULL UNIQUE
      );
      INSERT INTO dialers (dialer_name) VALUES ('Main dialer'), ('Cold calling dialer'), ('Support dialer');
      INSERT INTO dialers (dialer_name) SELECT DISTINCT dialer_name FROM dialer_data ON CONFLICT DO NOTHING;
      ALTER TABLE dialer_data ADD CONSTRAINT dialer_data_dialer_fkey
        FOREIGN KEY (dialer_name) REFERENCES dialers(dialer_name) ON UPDATE CASCADE;
      ALTER TABLE dialer_data ADD COLUMN vac_id int REFERENCES vacations(id) ON DELETE RESTRICT;
      ALTER TABLE dialer_data ADD COLUMN logged_by int REFERENCES employees(id) ON DELETE SET NULL;
      CREATE INDEX dialer_data_employee_date_idx ON dialer_data(employee_id, date);
      CREATE TABLE pay_leads (
        id serial PRIMARY KEY,
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        month date NOT NULL CHECK (extract(day FROM month) = 1),
        payable_leads int NOT NULL CHECK (payable_leads >= 0),
        updated_by int REFERENCES employees(id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (employee_id, month)
      );
      CREATE TABLE pay_bonuses (
        id serial PRIMARY KEY,
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        month date NOT NULL CHECK (extract(day FROM month) = 1),
        amount numeric NOT NULL CHECK (amount > 0),
        note text,
        added_by int REFERENCES employees(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX pay_bonuses_month_idx ON pay_bonuses(month, employee_id);
      CREATE TABLE pay_kpis (
        id serial PRIMARY KEY,
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        month date NOT NULL CHECK (extract(day FROM month) = 1),
        kpi_tier int NOT NULL CHECK (kpi_tier BETWEEN 1 AND 5),
        kpi numeric NOT NULL CHECK (kpi >= 0),
        added_by int REFERENCES employees(id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (employee_id, month)
      );
    `,
  },
  {
    // The salaries sheet reads a month's holiday-worked hours from the holidays (few) to their records.
    id: '0701_pay_sheet_indexes',
    sql: `CREATE INDEX dialer_data_vac_idx ON dialer_data(vac_id) WHERE vac_id IS NOT NULL;`,
  },
  {
    id: '0702_pay_shift_times',
    sql: `ALTER TABLE dialer_data ADD COLUMN shift_start time; ALTER TABLE dialer_data ADD COLUMN shift_end time;`,
  },
  {
    // bench:explain (decision 0212): the default orders of the worked hours (date desc, id), bonuses (created
    // desc, id) and leads (month desc, then name: the index gives the month, a short sort per month the rest).
    id: '0709_pay_scale_indexes',
    sql: `
      CREATE INDEX dialer_data_list_idx ON dialer_data (date DESC NULLS LAST, id);
      CREATE INDEX pay_bonuses_list_idx ON pay_bonuses (created_at DESC NULLS LAST, id);
      CREATE INDEX pay_leads_list_idx ON pay_leads (month DESC NULLS LAST);
    `,
  },
];
