/**
 * Entry points used by main.ts, the gateway (embedded mode) and tests:
 * `prepareDb` opens + migrates + seeds; `startUpstream` also builds the app and listens.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildUpstream, type BuildUpstreamOptions } from './app';
import { openDb, type Db } from './db';
import { configureFileStore } from './http/files';
import { migrate } from './migrations';
import { seedIfEmpty } from './seed';
import type { Profile } from './http/extensions';

export { buildUpstream, type BuildUpstreamOptions } from './app';
export { EXTENSION_OPERATIONS, QUERY_RULES, type Profile } from './http/extensions';
export { openDb, runMigrations, type Db, type Migration, type Tx } from './db';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type DemoKey } from './seed';

export interface StartUpstreamOptions {
  /** 0 = any free port (tests). Default 4010. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** PGlite: ':memory:' (default) or a folder for a persistent database. Ignored when `databaseUrl` is set. */
  dataDir?: string;
  /** A new PGlite database starts from this file, a dumped cluster (tests: migrated and seeded once per run; upstream/test/testDb.ts). */
  pgliteTemplate?: string;
  /** A PostgreSQL server (`postgres://user@host:5432/db`, main.ts passes DATABASE_URL); wins over `dataDir`. */
  databaseUrl?: string;
  /** Enables /__faults and /__stats (tests only). */
  faults?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** `spec` serves SPEC §7 only (extensions answer 404); defaults to UPSTREAM_PROFILE or `full`. */
  profile?: Profile;
  /** Passed to buildUpstream (upload limit, token secret/TTL, extra test routes). */
  build?: Omit<BuildUpstreamOptions, 'db' | 'faults' | 'logger'>;
}

export interface RunningUpstream {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:4010. */
  url: string;
  app: FastifyInstance;
  db: Db;
  /** Stops listening, then closes the database (flushing it to disk). */
  close(): Promise<void>;
}

/**
 * Opens the database (a PGlite folder, ':memory:' or a postgres:// URL), applies pending migrations and seeds the demo
 * company on first start. Both happen under the start-up lock, so upstream processes starting together against one
 * server migrate and seed once.
 */
export async function prepareDb(location: string, pgliteTemplate?: string): Promise<Db> {
  configureFileStore(location);
  const db = await openDb(location, pgliteTemplate);
  try {
    await db.exclusive(async (locked) => {
      await migrate(locked);
      await seedIfEmpty(locked);
    });
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}

export async function startUpstream(options: StartUpstreamOptions = {}): Promise<RunningUpstream> {
  const db = await prepareDb(options.databaseUrl || options.dataDir || ':memory:', options.pgliteTemplate);
  let app: FastifyInstance;
  try {
    app = await buildUpstream({
      ...options.build,
      db,
      faults: options.faults ?? false,
      logger: options.logger,
      profile: options.profile ?? options.build?.profile,
    });
    await app.listen({ port: options.port ?? 4010, host: options.host ?? '127.0.0.1' });
  } catch (e) {
    await db.close();
    throw e;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : '127.0.0.1';
  let closed = false;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    app,
    db,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await db.close();
    },
  };
}
