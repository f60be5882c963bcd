/** SQL of the documents (routes.ts holds none). */
import type { Db } from '../db';
import { entityTable, type Columns, type Row } from '../http/entity';
import type { SortKey } from '../http/schema';
import { DocumentSchema, type DocumentSort } from './schemas';

type Q = Pick<Db, 'query'>;

export type DocumentRow = Row<typeof DocumentSchema>;

export const COLUMNS = entityTable(DocumentSchema, 'documents', 'd', {
  scope: `CASE WHEN d.employee_id IS NULL THEN 'company' ELSE 'employee' END`,
  employee_name: 'e.name',
  mimetype: 'f.mimetype',
  uploaded_by_name: 'ub.name',
}).select;
export const FROM = `documents d JOIN files f ON f.id = d.file_id
  LEFT JOIN employees e ON e.id = d.employee_id LEFT JOIN employees ub ON ub.id = d.uploaded_by_id`;
export const SORTABLE: Record<SortKey<typeof DocumentSort>, string> = {
  id: 'd.id',
  title: 'lower(d.title)',
  filename: 'lower(d.filename)',
  employee_name: 'e.name',
  uploaded_by_name: 'ub.name',
  created_at: 'd.created_at',
  updated_at: 'd.updated_at',
};

/** What a caller who is not a document manager sees: company-wide documents and their own (param: their id). */
export const visibleTo = (self: string) => `(d.employee_id IS NULL OR d.employee_id = ${self})`;

export async function findDocument(db: Q, id: number): Promise<DocumentRow | undefined> {
  return (await db.query<DocumentRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE d.id = $1`, [id])).rows[0];
}

export async function employeeExists(db: Q, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM employees WHERE id = $1', [id])).rows.length > 0;
}

/** What a write stores besides the file (its id) and the uploader. */
export type DocumentWrite = Columns<DocumentRow, 'title' | 'filename' | 'employee_id'>;

export async function insertDocument(db: Q, write: DocumentWrite, fileId: number, byId: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO documents (title, filename, employee_id, file_id, uploaded_by_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [write.title, write.filename, write.employee_id, fileId, byId],
  );
  return rows[0].id;
}

/** Changes title, filename and owner; a new file id replaces the old one (the caller deletes the old file). */
export async function updateDocument(db: Q, id: number, write: DocumentWrite, fileId: number | null): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE documents SET title = $2, filename = $3, employee_id = $4, file_id = COALESCE($5, file_id), updated_at = now() WHERE id = $1`,
    [id, write.title, write.filename, write.employee_id, fileId],
  );
  return (affectedRows ?? 0) > 0;
}

export async function deleteDocument(db: Q, id: number): Promise<number | null> {
  const { rows } = await db.query<{ file_id: number }>('DELETE FROM documents WHERE id = $1 RETURNING file_id', [id]);
  return rows[0]?.file_id ?? null;
}
