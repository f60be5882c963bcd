/** Goals (SPEC §3 "Goal", §4 status/state). */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '0910_goals_table',
    sql: `
      CREATE TABLE goals (
        id serial PRIMARY KEY,
        title text NOT NULL,
        description text,
        start_date date NOT NULL,
        end_date date NOT NULL CHECK (end_date >= start_date),
        assignee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        reviewer_id int REFERENCES employees(id) ON DELETE SET NULL,
        created_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        reviewed_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        reviewed_at timestamptz,
        is_private boolean NOT NULL DEFAULT false,
        progress int NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        state text NOT NULL DEFAULT 'created' CHECK (state IN ('created', 'in_progress', 'achieved')),
        supporting_document_file_id int REFERENCES files(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX goals_assignee ON goals (assignee_id);
      CREATE INDEX goals_reviewer ON goals (reviewer_id);
    `,
  },
  {
    // bench:explain (decision 0212): the goals lists' default order (end date, id).
    id: '0919_goals_scale_indexes',
    sql: `CREATE INDEX goals_list_idx ON goals (end_date, id);`,
  },
];
