/** Manager permissions (SPEC §3 "Permission catalogue", §6 shared area): grants of the catalogue to managers. */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '0900_permissions_grants',
    sql: `
      CREATE TABLE manager_permissions (
        id serial PRIMARY KEY,
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        permission text NOT NULL CHECK (permission IN ('MANAGE_LEAVE_REQUESTS', 'MANAGE_GOALS')),
        granted_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        granted_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (employee_id, permission)
      );
      CREATE INDEX manager_permissions_permission ON manager_permissions (permission);
    `,
  },
];
