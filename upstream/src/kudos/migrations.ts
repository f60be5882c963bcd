/** Kudos (SPEC §3 user `personalKudos`, §1 home "weekly kudos"). */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '0920_kudos_table',
    sql: `
      CREATE TABLE kudos (
        id serial PRIMARY KEY,
        giver_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        receiver_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (giver_id <> receiver_id)
      );
      CREATE INDEX kudos_receiver ON kudos (receiver_id, created_at DESC);
      CREATE INDEX kudos_created ON kudos (created_at DESC);
    `,
  },
  {
    // bench:explain (decision 0212): the kudos wall's order (newest first, NULLS LAST as paging.ts writes it).
    id: '0929_kudos_scale_indexes',
    sql: `CREATE INDEX kudos_list_idx ON kudos (created_at DESC NULLS LAST, id DESC);`,
  },
];
