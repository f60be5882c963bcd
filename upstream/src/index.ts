/**
 * Entry points used by main.ts, the gateway (embedded mode) and tests:
 * `prepareDb` opens + migrates + seeds; `startUpstream` also builds the app and listens.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildUpstream, type BuildUpstreamOptions } from './app';
import { openDb, runMigrations, type Db } from './db';
import { configureFileStore } from './http/files';
import { migrations } from './migrations';
import { seedIfEmpty } from './seed';

export { buildUpstream, type BuildUpstreamOptions } from './app';
export { openDb, runMigrations, type Db, type Migration } from './db';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type DemoKey } from './seed';

export interface StartUpstreamOptions {
  /** 0 = any free port (tests). Default 4010. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** ':memory:' (default) or a folder for a persistent database. */
  dataDir?: string;
  /** Enables /__faults and /__stats (tests only). */
  faults?: boolean;
  logger?: FastifyServerOptions['logger'];
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

/** Opens the database (and its file store), applies pending migrations and seeds the demo company on first start. */
export async function prepareDb(dataDir: string): Promise<Db> {
  configureFileStore(dataDir);
  const db = await openDb(dataDir);
  try {
    await runMigrations(db, migrations);
    await seedIfEmpty(db);
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}

export async function startUpstream(options: StartUpstreamOptions = {}): Promise<RunningUpstream> {
  const db = await prepareDb(options.dataDir ?? ':memory:');
  let app: FastifyInstance;
  try {
    app = await buildUpstream({ ...options.build, db, faults: options.faults ?? false, logger: options.logger });
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
