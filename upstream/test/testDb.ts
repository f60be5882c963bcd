/**
 * Which database the test stacks run on, and a fresh one per stack.
 *
 *   TEST_DB=postgres   run on the PostgreSQL server at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
 *                      anything else (default): embedded PGlite in memory.
 *
 * On PostgreSQL every stack gets its own database `hr_pg_t_<pid>_<random>`, copied (CREATE DATABASE ... TEMPLATE) from a
 * migrated + seeded template `hr_pg_tpl_<yyyymmdd>_<hash>` that the first stack of a run builds under an advisory lock,
 * so a suite starts in a fraction of a second. The date is in the name because the demo data is dated from today; the
 * hash covers the migrations and every upstream source, so changed code gets a new template (branches with other code
 * keep theirs for the day). PGlite stacks load a dumped cluster made the same way (seededPglite). Stacks drop their
 * database on close; the next run drops databases of test processes that died and templates of earlier days.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { prepareDb, startUpstream, type RunningUpstream, type StartUpstreamOptions } from '../src/index';
import { migrate, migrations } from '../src/migrations';
import { dumpPglite } from '../src/drivers/pglite';
import { configureFileStore } from '../src/http/files';
import { seedIfEmpty } from '../src/seed';

export const TEST_DB: 'postgres' | 'pglite' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const onPostgres = TEST_DB === 'postgres';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  /** What to give startUpstream: `{ databaseUrl }` on PostgreSQL, `{ dataDir: ':memory:', pgliteTemplate }` on PGlite. */
  target: Pick<StartUpstreamOptions, 'dataDir' | 'databaseUrl' | 'pgliteTemplate'>;
  /** Where prepareDb / openDb open it (the URL or ':memory:'). */
  location: string;
  /** Drops the database (PostgreSQL); closes nothing — close the upstream first. */
  drop(): Promise<void>;
}

/** TEST_DATABASE_URL with another database name. */
export function urlFor(database: string): string {
  const u = new URL(TEST_DATABASE_URL);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const SRC = path.resolve(__dirname, '../src');

const today = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

function sources(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []))
    .sort();
}

// Every upstream source, not just the seeds: a seed reads constants and helpers from anywhere in src.
function templateName(): string {
  const hash = crypto.createHash('sha1').update(JSON.stringify(migrations));
  for (const file of sources(SRC)) hash.update(fs.readFileSync(file));
  return `hr_pg_tpl_${today()}_${hash.digest('hex').slice(0, 12)}`;
}

const LOCK = 2_026_112_302;
const exists = async (client: pg.Client, name: string) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rows.length > 0;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Builds the seeded template once (any process of the run may be first), sweeping stale test databases on the way. */
async function buildTemplate(): Promise<string> {
  const name = templateName();
  await admin(async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK]);
    try {
      const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'hr\\_pg\\_t%'`);
      for (const { datname } of rows) {
        const pid = /^hr_pg_t_(\d+)_/.exec(datname)?.[1];
        const day = /^hr_pg_tpl_(\d{8})_/.exec(datname)?.[1];
        const stale = pid !== undefined ? !alive(Number(pid)) : day !== undefined && day < today();
        if (stale) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
      }
      if (await exists(client, name)) return;
      const building = `${name}_build`;
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${building}"`);
      const db = await prepareDb(urlFor(building));
      await db.close();
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [LOCK]);
    }
  });
  return name;
}

let template: Promise<string> | undefined;
/** The seeded cluster's path, looked up (and made when missing) once per test file. */
let seededFile: Promise<string | undefined> | undefined;

/**
 * PGlite's counterpart of the template database: the migrated, seeded cluster dumped once per run (same name rule) to
 * a tarball in the temporary folder, which every seeded PGlite stack loads instead of migrating and seeding itself
 * (about 2 s of CPU a stack). Seeded files travel inside it (files.data), as no process's temporary folder outlives
 * it. Written then renamed, so parallel workers never read half a file; stacks get its path, so no test object holds
 * its bytes. PGLITE_TEMPLATE_DIR=off migrates every time.
 */
async function seededPglite(): Promise<string | undefined> {
  if (process.env.PGLITE_TEMPLATE_DIR === 'off') return undefined;
  const dir = process.env.PGLITE_TEMPLATE_DIR ?? path.join(os.tmpdir(), 'hr-upstream-pglite');
  const file = path.join(dir, `seeded-${templateName().slice('hr_pg_tpl_'.length)}.tar`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(dir, { recursive: true });
  // Templates of other sources are 40 MB each: drop those not made in the last two hours (another checkout may still
  // be using a recent one).
  for (const old of fs.readdirSync(dir).filter((f) => f.startsWith('seeded-'))) {
    const at = path.join(dir, old);
    if (Date.now() - (fs.statSync(at, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 2 * 3600_000) fs.rmSync(at, { force: true });
  }
  await dumpPglite(file, async (db) => {
    configureFileStore(':memory:', true);
    try {
      await migrate(db);
      await seedIfEmpty(db);
    } finally {
      configureFileStore(':memory:');
    }
  });
  return file;
}

/**
 * A database of its own for one test stack. `seeded` (default) = migrated and seeded like a first start;
 * `seeded: false` = empty (to test migrations and the first start themselves).
 */
export async function freshDatabase({ seeded = true }: { seeded?: boolean } = {}): Promise<TestDatabase> {
  if (!onPostgres) {
    const pgliteTemplate = seeded ? await (seededFile ??= seededPglite()) : undefined;
    return { target: { dataDir: ':memory:', pgliteTemplate }, location: ':memory:', drop: async () => undefined };
  }
  const from = seeded ? await (template ??= buildTemplate()) : 'template0';
  const name = `hr_pg_t_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${from}"`));
  const url = urlFor(name);
  return {
    target: { databaseUrl: url },
    location: url,
    drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/**
 * startUpstream on a database of its own (unless `options` names one: dataDir / databaseUrl), port 0, faults on;
 * closing it also drops that database. Both test harnesses (upstream/test/harness.ts, tests/support/stack.ts) start here.
 */
export async function startTestDbUpstream(options: StartUpstreamOptions = {}): Promise<RunningUpstream> {
  const own = options.dataDir || options.databaseUrl ? undefined : await freshDatabase();
  let upstream: RunningUpstream;
  try {
    upstream = await startUpstream({ port: 0, faults: true, ...own?.target, ...options });
  } catch (e) {
    await own?.drop();
    throw e;
  }
  const close = upstream.close;
  return {
    ...upstream,
    async close() {
      await close();
      await own?.drop();
    },
  };
}
