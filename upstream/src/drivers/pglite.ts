/**
 * The embedded driver: PGlite (Postgres in WASM) in this process, in memory or in a folder. PGlite runs one statement
 * at a time, so requests never race on it; the server driver (postgres.ts) is where concurrency is real.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import type { Db } from '../db';
import { preparedQueries } from './pglitePrepared';
import { contextPrelude } from '../companies/context';

const parsers = {
  [types.DATE]: (x: string) => x,
  [types.NUMERIC]: (x: string) => Number(x),
  [types.INT8]: (x: string) => Number(x),
};

/**
 * Where the empty-cluster template lives. Creating a Postgres cluster (initdb) is most of PGlite's start-up time,
 * so new databases (in memory, or a new folder) start from a tarball of a fresh cluster, made once per PGlite version
 * and machine.
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

/** Writes then renames, so parallel test workers never read a half-written template. */
function writeWhole(file: string, bytes: Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, bytes);
  fs.renameSync(tmp, file);
}

/**
 * A tarball for PGlite's `loadDataDir`, which only reads it with `arrayBuffer()`: a Blob over the file's bytes would
 * copy them back out in small chunks, about 0.4 s of CPU per 40 MB load (most of a test stack's start).
 */
class TarBytes extends Blob {
  readonly #tar: Buffer;
  constructor(tar: Buffer) {
    super([]);
    this.#tar = tar;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.#tar;
    return Promise.resolve(byteOffset === 0 && byteLength === buffer.byteLength && buffer instanceof ArrayBuffer ? buffer : new Uint8Array(this.#tar).buffer);
  }
}

/** The empty-cluster tarball, made (in memory, then dumped) when missing; null when the template is off or unwritable. */
async function emptyCluster(): Promise<Blob | null> {
  const file = templateFile();
  if (!file) return null;
  if (fs.existsSync(file)) return new TarBytes(fs.readFileSync(file));
  const pg = new PGlite({ parsers });
  await pg.waitReady;
  try {
    const tar = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
    writeWhole(file, tar);
    return new TarBytes(tar);
  } catch {
    return null; // the template is only an optimisation
  } finally {
    await pg.close();
  }
}

/**
 * Start options of a cluster kept in memory: its files already live in memory, so PostgreSQL's default 128 MB of
 * shared buffers only copy them, and zeroing them was about 0.5 s of CPU per start (a test stack). 32 MB holds the
 * demo company many times over.
 */
const inMemory = (dataDir?: string) => (dataDir === undefined ? { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] } : {});

/** A new database from a template (a folder, or memory when `dataDir` is undefined); initdb when there is none. */
async function openFresh(dataDir?: string, givenFile?: string): Promise<PGlite> {
  const given = givenFile ? new TarBytes(fs.readFileSync(givenFile)) : undefined;
  const template = given ?? (await emptyCluster());
  if (template) {
    try {
      const pg = new PGlite({ dataDir, loadDataDir: template, parsers, ...inMemory(dataDir) });
      await pg.waitReady;
      return pg;
    } catch (e) {
      if (given) throw e; // a caller's template is not ours to delete or replace
      const file = templateFile();
      if (file) fs.rmSync(file, { force: true }); // unreadable template: the next start rebuilds it
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite({ dataDir, parsers, ...inMemory(dataDir) });
  await pg.waitReady;
  return pg;
}

/**
 * `':memory:'` keeps the database in memory (tests); any other value is a folder, created when missing. A new database
 * starts from the file `template` when given (a dump of another PGlite cluster), else from the empty cluster. A path,
 * not the bytes: nothing outside this call holds on to the 40 MB once the database is loaded.
 */
export async function openPglite(dataDir: string, template?: string): Promise<Db> {
  let pg: PGlite;
  if (dataDir === ':memory:') pg = await openFresh(undefined, template);
  else {
    const dir = path.resolve(dataDir);
    // A new folder starts from the template too (a restart test, `npm start` with DATA_DIR the first time).
    if (!fs.existsSync(dir) || fs.readdirSync(dir).length === 0) pg = await openFresh(dir, template);
    else {
      pg = new PGlite({ dataDir: dir, parsers });
      await pg.waitReady;
    }
  }
  return wrap(pg);
}

/** Builds a database in memory with `build` and writes its cluster to `file` (write, then rename) for others to start from. */
export async function dumpPglite(file: string, build: (db: Db) => Promise<void>): Promise<void> {
  const pg = await openFresh();
  try {
    await build(wrap(pg));
    writeWhole(file, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await pg.close();
  }
}

function wrap(pg: PGlite): Db {
  const db: Db = {
    driver: 'pglite',
    query: preparedQueries(pg),
    exec: (sql) => {
      const prelude = contextPrelude();
      return prelude ? pg.transaction((tx) => tx.exec(`${prelude}; ${sql}`)) : pg.exec(sql);
    },
    // A company's transaction sets its company and role once, at BEGIN (companies/context.ts).
    transaction: (fn) => {
      const prelude = contextPrelude();
      return pg.transaction(async (tx) => {
        if (prelude) await tx.exec(prelude);
        return fn(tx);
      });
    },
    // One process owns a PGlite database, and it runs one statement at a time: nothing to lock.
    exclusive: (fn) => fn(db),
    // PGlite delivers a NOTIFY to its own listeners at commit, as a server does to its sessions.
    listen: (channel, onPayload) => pg.listen(channel, onPayload),
    close: () => pg.close(),
  };
  return db;
}
