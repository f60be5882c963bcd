/**
 * The embedded database (PGlite = Postgres in WASM) and the migration runner.
 * Row values come back JSON-ready: `date` as 'YYYY-MM-DD' strings, `numeric` and `bigint` (count(*)) as numbers,
 * so routes can answer rows as they are.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';

export type Db = PGlite;

/** One migration: an id that sorts in landing order (`0000_core_*`, `0100_people_*`, ...) and its SQL. */
export interface Migration {
  id: string;
  sql: string;
}

const parsers = {
  [types.DATE]: (x: string) => x,
  [types.NUMERIC]: (x: string) => Number(x),
  [types.INT8]: (x: string) => Number(x),
};

/**
 * Where the empty-cluster template lives. Creating a Postgres cluster (initdb) is most of PGlite's start-up time,
 * so in-memory databases start from a tarball of a fresh cluster, made once per PGlite version and machine.
 * PGLITE_TEMPLATE_DIR overrides the folder; PGLITE_TEMPLATE_DIR=off disables the template.
 */
function templateFile(): string | null {
  const dir = process.env.PGLITE_TEMPLATE_DIR ?? path.join(os.tmpdir(), 'hr-upstream-pglite');
  if (dir === 'off') return null;
  let version = 'unknown';
  try {
    const pkg = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
    version = JSON.parse(fs.readFileSync(pkg, 'utf8')).version;
  } catch {
    return null; // without a version the template could be stale; just run initdb
  }
  return path.join(dir, `empty-cluster-${version}.tar`);
}

async function openMemoryDb(): Promise<Db> {
  const file = templateFile();
  if (file && fs.existsSync(file)) {
    try {
      const db = new PGlite({ loadDataDir: new Blob([fs.readFileSync(file)]), parsers });
      await db.waitReady;
      return db;
    } catch {
      fs.rmSync(file, { force: true }); // unreadable template: rebuild it below
    }
  }
  const db = new PGlite({ parsers });
  await db.waitReady;
  if (file) {
    try {
      const tar = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Write then rename, so parallel test workers never read a half-written template.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      fs.writeFileSync(tmp, tar);
      fs.renameSync(tmp, file);
    } catch {
      /* the template is only an optimisation */
    }
  }
  return db;
}

/** Opens the database: `':memory:'` keeps it in memory (tests); any other value is a folder, created when missing. */
export async function openDb(dataDir: string): Promise<Db> {
  if (dataDir === ':memory:') return openMemoryDb();
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const db = new PGlite({ dataDir: dir, parsers });
  await db.waitReady;
  return db;
}

/**
 * Applies, in order, every migration not yet recorded in `schema_migrations`; each one in its own transaction so a
 * failing migration leaves the database as it was. Returns the ids applied by this call.
 */
export async function runMigrations(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  const seen = new Set<string>();
  for (const m of migrations) {
    if (seen.has(m.id)) throw new Error(`Duplicate migration id ${m.id}`);
    seen.add(m.id);
  }
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((r) => r.id));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
    });
    applied.push(m.id);
  }
  return applied;
}
