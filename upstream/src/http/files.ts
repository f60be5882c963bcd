/**
 * Stored files (uploads, sick notes, import error files). The `files` row holds the name and type; the bytes go to a
 * file store on disk — `<DATA_DIR>/files/<company id>/` (a temporary folder for ':memory:' databases) — written and read
 * asynchronously, because PGlite runs on its caller's thread and a 10 MB bytea kept it busy for seconds.
 * Rows from before the file store keep their bytes in `files.data`, and are still served from there.
 * On a PostgreSQL server (a postgres:// location) the bytes stay in `files.data`: several upstream processes,
 * possibly on other machines, share that database, and the server does the work off the upstream's thread.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db';
import { validationError } from './errors';
import type { UploadedFile } from './multipart';
import { checkDocumentBytes } from './sniff';
import { currentCompanyId } from '../companies/context';

/**
 * The documents people hand in (contracts, sick notes, documents, goal evidence, any stored file): PDF, Word, PNG or
 * JPEG by their bytes and name (sniff.ts). A page or script, or a program renamed `.pdf`, was stored and served back;
 * now every document upload refuses anything else, and stores the detected content type.
 */
export { DOCUMENT_KINDS } from './sniff';

/**
 * The upload as it may be stored (its content type the detected one), or a 422 on `field` with the kit's texts:
 * `The <label> file is empty`, `The <label> must be a PDF, DOCX, DOC, PNG or JPEG file`.
 */
export function checkDocument(file: UploadedFile, field: string, label: string, filename = file.filename): UploadedFile {
  const verdict = checkDocumentBytes(filename, file.data, label);
  if (!verdict.ok) throw validationError([{ field, message: verdict.message }]);
  return { ...file, mimetype: verdict.mime! };
}

export interface StoredFile extends UploadedFile {
  id: number;
  created_at: Date;
}

let storeDir: string | undefined;
let tempDir: string | undefined;
/** True on a PostgreSQL server: bytes go to `files.data`. */
let inDatabase = false;

/**
 * Where new files go: `<dataDir>/files`, one temporary folder per process for ':memory:' (removed at exit), or the
 * database itself for a postgres:// URL or when `inDb` says so (a PGlite template other processes copy: its files must
 * travel inside it).
 */
export function configureFileStore(dataDir: string, inDb = false): void {
  inDatabase = inDb || /^postgres(ql)?:\/\//i.test(dataDir);
  if (inDatabase) return;
  if (dataDir !== ':memory:') {
    storeDir = path.join(path.resolve(dataDir), 'files');
    return;
  }
  if (!tempDir) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-upstream-files-'));
    const dir = tempDir;
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  }
  storeDir = tempDir;
}

/** Stores a file and returns its id. Pass a transaction (`tx`) as `db` to store it together with its owner row. */
export async function saveFile(db: Pick<Db, 'query'>, file: UploadedFile): Promise<number> {
  if (inDatabase) {
    const { rows } = await db.query<{ id: number }>('INSERT INTO files (filename, mimetype, data) VALUES ($1, $2, $3) RETURNING id', [
      file.filename,
      file.mimetype || 'application/octet-stream',
      file.data,
    ]);
    return rows[0].id;
  }
  if (!storeDir) configureFileStore(':memory:');
  // One folder per company (the row, sealed by its policy, is what serves a file; the folder keeps a company's together).
  const dir = path.join(storeDir!, String(currentCompanyId()));
  await fs.promises.mkdir(dir, { recursive: true });
  const diskPath = path.join(dir, randomUUID());
  await fs.promises.writeFile(diskPath, file.data);
  const { rows } = await db.query<{ id: number }>('INSERT INTO files (filename, mimetype, disk_path) VALUES ($1, $2, $3) RETURNING id', [
    file.filename,
    file.mimetype || 'application/octet-stream',
    diskPath,
  ]);
  return rows[0].id;
}

export async function loadFile(db: Pick<Db, 'query'>, id: number): Promise<StoredFile | undefined> {
  const { rows } = await db.query<Omit<StoredFile, 'data'> & { data: Uint8Array | null; disk_path: string | null }>(
    'SELECT id, filename, mimetype, data, disk_path, created_at FROM files WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { disk_path: diskPath, data, ...meta } = row;
  if (diskPath) {
    try {
      return { ...meta, data: await fs.promises.readFile(diskPath) };
    } catch {
      return undefined; // the bytes are gone (a temporary store of an earlier process): as good as missing
    }
  }
  return { ...meta, data: data ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.alloc(0) };
}

export async function deleteFile(db: Pick<Db, 'query'>, id: number): Promise<void> {
  const { rows } = await db.query<{ disk_path: string | null }>('DELETE FROM files WHERE id = $1 RETURNING disk_path', [id]);
  // Personal files (sick notes) must really go; a rollback after this (rare) leaves a row whose bytes read as missing.
  if (rows[0]?.disk_path) await fs.promises.rm(rows[0].disk_path, { force: true });
}
