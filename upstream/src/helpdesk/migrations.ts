/** Help desk links (SPEC §3 "Help desk link": name, link), kept by admins and listed for everyone. */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '1000_helpdesk_links',
    sql: `
      CREATE TABLE helpdesk_links (
        id serial PRIMARY KEY,
        name text NOT NULL,
        link text NOT NULL,
        created_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX helpdesk_links_name_key ON helpdesk_links (lower(name));
    `,
  },
];
