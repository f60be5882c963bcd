/** Stored files (the `files` table, bytea): uploads kept in the database so they survive restarts with DATA_DIR. */
import type { Db } from '../db';
import type { UploadedFile } from './multipart';

export interface StoredFile extends UploadedFile {
  id: number;
  created_at: Date;
}

/** Stores a file and returns its id. Pass a transaction (`tx`) as `db` to store it together with its owner row. */
export async function saveFile(db: Pick<Db, 'query'>, file: UploadedFile): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO files (filename, mimetype, data) VALUES ($1, $2, $3) RETURNING id',
    [file.filename, file.mimetype || 'application/octet-stream', file.data],
  );
  return rows[0].id;
}

export async function loadFile(db: Pick<Db, 'query'>, id: number): Promise<StoredFile | undefined> {
  const { rows } = await db.query<Omit<StoredFile, 'data'> & { data: Uint8Array }>(
    'SELECT id, filename, mimetype, data, created_at FROM files WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { ...row, data: Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) } : undefined;
}

export async function deleteFile(db: Pick<Db, 'query'>, id: number): Promise<void> {
  await db.query('DELETE FROM files WHERE id = $1', [id]);
}
