/**
 * The server driver: a PostgreSQL server through node-postgres with a connection pool (DATABASE_URL, pool size
 * DATABASE_POOL_SIZE, default 10). Rows are parsed exactly like the embedded driver's (see db.ts): the type parsers
 * below belong to this pool only, so nothing global in `pg` changes.
 */
import pg from 'pg';
import type { Db, QueryResult, Tx } from '../db';

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082, INTERVAL: 1186, TEXT_ARRAY: 1009, INT8_ARRAY: 1016, NUMERIC_ARRAY: 1231, DATE_ARRAY: 1182 } as const;

const toNumber = (x: string) => Number(x);
const textArray = (pg.types.getTypeParser as (oid: number, format: 'text') => unknown)(OID.TEXT_ARRAY, 'text') as (x: string) => (string | null)[];
/** One-dimensional arrays of the types above, element by element (NULL stays null). */
const arrayOf = (transform: (x: string) => unknown) => (x: string) => textArray(x).map((v) => (v === null ? null : transform(v)));

const PARSERS: Record<number, (x: string) => unknown> = {
  [OID.INT8]: toNumber,
  [OID.NUMERIC]: toNumber,
  [OID.DATE]: (x) => x,
  [OID.INTERVAL]: (x) => x, // Postgres' own text ('1 day'), as PGlite answers it
  [OID.INT8_ARRAY]: arrayOf(toNumber),
  [OID.NUMERIC_ARRAY]: arrayOf(toNumber),
  [OID.DATE_ARRAY]: arrayOf((x) => x),
};

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format ?? 'text') === 'text' && PARSERS[oid] ? PARSERS[oid] : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** A fixed key for pg_advisory_lock: start-up work (migrations, seed) of every upstream process on this database. */
const STARTUP_LOCK = 2_026_112_301;

type Client = pg.Pool | pg.PoolClient;

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

async function run<T>(client: Client, sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
  const r = await client.query(sql, params as unknown[] | undefined);
  // pg counts SELECTed rows too; PGlite (and the interface) only counts written ones.
  return { rows: r.rows as T[], affectedRows: WRITES.has(r.command) ? (r.rowCount ?? 0) : 0 };
}

function queryable(client: Client): Tx {
  return {
    query: <T>(sql: string, params?: readonly unknown[]) => run<T>(client, sql, params),
    exec: (sql: string) => client.query(sql),
  };
}

/** BEGIN on one pooled connection, run `fn`, COMMIT or ROLLBACK. A connection that cannot roll back is marked broken. */
async function inTransaction<T>(client: pg.PoolClient & { broken?: Error }, fn: (tx: Tx) => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await fn(queryable(client));
    await client.query('COMMIT');
    return result;
  } catch (e) {
    await client.query('ROLLBACK').catch((err: Error) => {
      client.broken = err;
    });
    throw e;
  }
}

/** Runs `fn` on a connection of the pool and gives it back (destroyed when it broke). */
async function withClient<T>(pool: pg.Pool, fn: (client: pg.PoolClient & { broken?: Error }) => Promise<T>): Promise<T> {
  const client: pg.PoolClient & { broken?: Error } = await pool.connect();
  try {
    return await fn(client);
  } finally {
    client.release(client.broken);
  }
}

/** A Db bound to one connection (the one holding the start-up lock): its transactions run on that connection too. */
function sessionDb(client: pg.PoolClient): Db {
  const db: Db = {
    driver: 'postgres',
    ...queryable(client),
    transaction: (fn) => inTransaction(client, fn),
    exclusive: (fn) => fn(db),
    close: async () => undefined,
  };
  return db;
}

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE) || 10,
    types,
    // Dates computed by SQL (now()::date, current_date) match the embedded database, which runs in UTC.
    options: '-c TimeZone=UTC',
  });
  // An idle connection that the server drops (restart, admin) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1'); // fail fast on a wrong URL or a server that is down
  return {
    driver: 'postgres',
    ...queryable(pool),
    transaction: (fn) => withClient(pool, (client) => inTransaction(client, fn)),
    exclusive: (fn) =>
      withClient(pool, async (client) => {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await fn(sessionDb(client));
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch((err: Error) => {
            client.broken = err; // closing the connection releases the lock too
          });
        }
      }),
    close: () => pool.end(),
  };
}
