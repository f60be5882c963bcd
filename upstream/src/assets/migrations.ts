/**
 * Company assets (name, type, serial, condition) and their assignment history: one row per hand-over, open
 * (returned_on NULL) while the employee holds the asset; at most one open assignment per asset.
 */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '1020_assets_tables',
    sql: `
      CREATE TABLE assets (
        id serial PRIMARY KEY,
        name text NOT NULL,
        asset_type text NOT NULL,
        serial_number text NOT NULL,
        condition text NOT NULL CHECK (condition IN ('new', 'good', 'fair', 'poor', 'damaged')),
        notes text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX assets_serial_number_key ON assets (lower(serial_number));
      CREATE TABLE asset_assignments (
        id serial PRIMARY KEY,
        asset_id int NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        assigned_on date NOT NULL,
        returned_on date,
        assigned_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        returned_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        notes text,
        return_notes text,
        condition_on_return text CHECK (condition_on_return IN ('new', 'good', 'fair', 'poor', 'damaged')),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (returned_on IS NULL OR returned_on >= assigned_on)
      );
      CREATE UNIQUE INDEX asset_assignments_open_key ON asset_assignments (asset_id) WHERE returned_on IS NULL;
      CREATE INDEX asset_assignments_employee_idx ON asset_assignments (employee_id);
    `,
  },
];
