/**
 * THE database interface of the upstream and the migration runner. Two drivers implement it:
 * - embedded PGlite (Postgres in WASM, one process; `DATA_DIR` folder or ':memory:') — drivers/pglite.ts;
 * - a PostgreSQL server through node-postgres with a pool (`DATABASE_URL=postgres://...`) — drivers/postgres.ts.
 * Stores, migrations and the seed use only `Db` / `Tx`; none of them knows which driver runs underneath.
 * Row values come back JSON-ready and the same on both: `date` as 'YYYY-MM-DD' strings, `numeric` and `bigint`
 * (count(*)) as numbers, timestamps as Date, bytea as bytes; so routes can answer rows as they are.
 */
export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted, updated or deleted by INSERT / UPDATE / DELETE. */
  affectedRows?: number;
}

/** What a store needs to run SQL: one parameterised statement (`$1`...) or a script of several without parameters. */
export interface Queryable {
  // A row's default type is node-postgres's own (`any` columns), so a store reads a column it selected without a cast.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query<T = { [key: string]: any }>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements separated by `;` (no parameters); used by migrations and DDL. */
  exec(sql: string): Promise<unknown>;
}

/** A transaction in progress: the same calls, on one connection, committed when the callback resolves. */
export type Tx = Queryable;

export interface Db extends Queryable {
  /** Which driver runs underneath — for logs and tests only; stores must not branch on it. */
  readonly driver: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: COMMIT when it resolves, ROLLBACK (and rethrow) when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` while holding the database-wide lock for start-up work (migrations, seed), on one connection, so when
   * several upstream processes start against the same server that work happens once. PGlite has one process: no-op.
   */
  exclusive<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Hears `channel`'s NOTIFY payloads (sent by any process on this database, delivered at their commit); resolves to
   * the call that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** One migration: an id that sorts in landing order (`0000_core_*`, `0100_people_*`, ...) and its SQL. */
export interface Migration {
  id: string;
  sql: string;
}

/** Whether `location` names a PostgreSQL server rather than a PGlite folder. */
export const isDatabaseUrl = (location: string) => /^postgres(ql)?:\/\//i.test(location);

/**
 * Opens the database at `location`: a `postgres://` URL (server, pooled), `':memory:'` (PGlite in memory, tests)
 * or a folder (PGlite, created when missing). `pgliteTemplate` (the file of a dumped PGlite cluster) is what a new PGlite database
 * starts from instead of an empty cluster: the test harness passes one already migrated and seeded.
 */
export async function openDb(location: string, pgliteTemplate?: string): Promise<Db> {
  if (isDatabaseUrl(location)) return (await import('./drivers/postgres')).openPostgres(location);
  return (await import('./drivers/pglite')).openPglite(location, pgliteTemplate);
}

/**
 * Applies, in order, every migration not yet recorded in `schema_migrations`; each one in its own transaction so a
 * failing migration leaves the database as it was. Returns the ids applied by this call. Call it inside
 * `db.exclusive` when several processes may start at once (prepareDb does).
 */
export async function runMigrations(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  const seen = new Set<string>();
  for (const m of migrations) {
    if (seen.has(m.id)) throw new Error(`Duplicate migration id ${m.id}`);
    seen.add(m.id);
  }
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
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
