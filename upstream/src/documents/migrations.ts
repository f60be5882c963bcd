/**
 * Documents (SPEC §3 "Document": title, filename, file): company-wide (employee_id NULL) or one employee's. The bytes
 * live in the shared file store (http/files.ts, a `files` row each).
 */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '1010_documents_tables',
    sql: `
      CREATE TABLE documents (
        id serial PRIMARY KEY,
        title text NOT NULL,
        filename text NOT NULL,
        employee_id int REFERENCES employees(id) ON DELETE CASCADE,
        file_id int NOT NULL REFERENCES files(id),
        uploaded_by_id int REFERENCES employees(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX documents_employee_idx ON documents(employee_id);
    `,
  },
];
