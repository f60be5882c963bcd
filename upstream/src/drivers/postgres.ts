/**
 * The server driver: a PostgreSQL server through node-postgres with a connection pool (DATABASE_URL, pool size
 * DATABASE_POOL_SIZE, default 10). Rows are parsed exactly like the embedded driver's (see db.ts): the type parsers
 * below belong to this pool only, so nothing global in `pg` changes.
 *
 * Named statements: unnamed, every call is parsed and planned again; named, node-postgres parses a statement
 * once per connection and then only binds and executes it, and PostgreSQL may reuse its plan. A text that
 * ./preparable.ts allows gets a name on its second use (start-up's one-off statements do not use the names up), while
 * fewer than MAX_NAMED were given (a name is never used for two texts); later texts run unnamed, so no connection ever
 * holds more than MAX_NAMED statements. A text whose statement went stale under DDL (its result columns changed) runs
 * unnamed once and gets a new name, prepared afresh. Inside a transaction the failed statement has already aborted it,
 * so there the whole transaction is rolled back and run once more, its stale names dropped.
 *
 * Companies (companies/context.ts): each pooled connection remembers which company and role its session holds
 * (`session`), set with session-level set_config only when the running context needs another, so a statement in a
 * company is one round trip, as outside one (it was three: BEGIN + the company, the statement, COMMIT). Every use of
 * a connection sets it first, the owner's work included (no company, role none), so nothing a connection holds
 * reaches code of another context. A transaction that sets it does so with its BEGIN, and a rolled-back one leaves
 * the connection unknown (set again on its next use). This needs connections of one's own: a pooler in transaction
 * mode (PgBouncer) would hand the session to another client.
 */
import pg from 'pg';
import type { Db, QueryResult, Tx } from '../db';
import { isStalePlan, preparable } from './preparable';
import { sessionSetting } from '../companies/context';

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

/** A pooled connection, with what its session holds (sessionSetting's key; undefined: unknown, set on next use). */
type Connection = pg.PoolClient & { broken?: Error; session?: string };

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

const MAX_NAMED = 300;
/** Texts used once so far (emptied when it reaches MAX_SEEN: a text then needs two more uses). */
const MAX_SEEN = 5_000;
const names = new Map<string, string>();
const seen = new Set<string>();
let named = 0;

/** The statement name of `sql`, given on its second use while fewer than MAX_NAMED were given; undefined: unnamed. */
function nameOf(sql: string): string | undefined {
  const known = names.get(sql);
  if (known !== undefined || named >= MAX_NAMED || !preparable(sql)) return known;
  if (!seen.delete(sql)) {
    if (seen.size >= MAX_SEEN) seen.clear();
    seen.add(sql);
    return undefined;
  }
  const name = `hr_q${(named += 1)}`;
  names.set(sql, name);
  return name;
}

/** Runs `sql`, named when nameOf allows; `inTx`: a stale statement is not run again here (the transaction is aborted). */
async function send(client: Client, sql: string, params: readonly unknown[] | undefined, inTx: boolean): Promise<pg.QueryResult> {
  const name = nameOf(sql);
  const values = params as unknown[] | undefined;
  if (name === undefined) return client.query(sql, values);
  try {
    return await client.query({ name, text: sql, values });
  } catch (error) {
    if (!isStalePlan(error)) throw error;
    names.delete(sql);
    if (inTx) throw error;
    return client.query(sql, values);
  }
}

async function run<T>(client: Client, sql: string, params: readonly unknown[] | undefined, inTx: boolean): Promise<QueryResult<T>> {
  const r = await send(client, sql, params, inTx);
  // pg counts SELECTed rows too; PGlite (and the interface) only counts written ones.
  return { rows: r.rows as T[], affectedRows: WRITES.has(r.command) ? (r.rowCount ?? 0) : 0 };
}

function queryable(client: Client, inTx = false): Tx {
  return {
    query: <T>(sql: string, params?: readonly unknown[]) => run<T>(client, sql, params, inTx),
    exec: (sql: string) => client.query(sql),
  };
}

/**
 * `queryable` for one connection (a transaction's, the start-up session's): statements asked for together run one
 * after the other, as node-postgres's own queue did, which pg@9 drops (its DeprecationWarning).
 */
function serialQueryable(client: Connection, inTx: boolean): Tx {
  const direct = inTx ? queryable(client, true) : sessionQueryable(client);
  let tail: Promise<unknown> = Promise.resolve();
  const next = <R>(work: () => Promise<R>): Promise<R> => {
    const result = tail.then(work);
    tail = result.catch(() => undefined);
    return result;
  };
  return {
    query: <T>(sql: string, params?: readonly unknown[]) => next(() => direct.query<T>(sql, params)),
    exec: (sql: string) => next(() => direct.exec(sql)),
  };
}

/** Sets the connection's session for the running context unless it holds that already (see the header). */
async function enter(client: Connection): Promise<void> {
  const { key, sql } = sessionSetting();
  if (client.session === key) return;
  client.session = undefined;
  await client.query(sql);
  client.session = key;
}

/** `queryable` for one connection outside a transaction: each statement first sets the session for its context. */
function sessionQueryable(client: Connection): Tx {
  const direct = queryable(client);
  return {
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      await enter(client);
      return direct.query<T>(sql, params);
    },
    exec: async (sql: string) => {
      await enter(client);
      return direct.exec(sql);
    },
  };
}

/**
 * BEGIN on one pooled connection, run `fn`, COMMIT or ROLLBACK. A connection that cannot roll back is marked broken.
 * A transaction that met a stale named statement is run once more (its names are gone, so it runs unnamed).
 */
async function inTransaction<T>(client: Connection, fn: (tx: Tx) => Promise<T>, again = true): Promise<T> {
  // The session's company and role, when they must change, are set with BEGIN, in the same round trip.
  const { key, sql } = sessionSetting();
  const held = client.session === key;
  client.session = undefined;
  await client.query(held ? 'BEGIN' : `BEGIN; ${sql}`);
  try {
    const result = await fn(serialQueryable(client, true));
    await client.query('COMMIT');
    client.session = key;
    return result;
  } catch (e) {
    // A rollback undoes a setting made in the transaction: the session is left unknown (set again on next use).
    await client.query('ROLLBACK').catch((err: Error) => {
      client.broken = err;
    });
    if (again && !client.broken && isStalePlan(e)) return inTransaction(client, fn, false);
    throw e;
  }
}

/** Runs `fn` on a connection of the pool and gives it back (destroyed when it broke). */
async function withClient<T>(pool: pg.Pool, fn: (client: Connection) => Promise<T>): Promise<T> {
  const client: Connection = await pool.connect();
  try {
    return await fn(client);
  } finally {
    client.release(client.broken);
  }
}

/** A Db bound to one connection (the one holding the start-up lock): its transactions run on that connection too. */
function sessionDb(client: Connection): Db {
  const db: Db = {
    driver: 'postgres',
    ...serialQueryable(client, false),
    transaction: (fn) => inTransaction(client, fn),
    exclusive: (fn) => fn(db),
    listen: () => Promise.reject(new Error('listen runs on the pooled database, not in its start-up session')),
    close: async () => undefined,
  };
  return db;
}

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE) || 10,
    types,
    // Dates computed by SQL (now()::date, current_date) match the embedded database, which runs in UTC. No JIT: the
    // statements are short reads, and a plan whose estimate is inflated (a generate_series of dates counts as 1,000 rows)
    // spent seconds compiling at 5,000 people (home, headcount statistics) for nothing (docs/performance.md).
    options: '-c TimeZone=UTC -c jit=off',
  });
  // An idle connection that the server drops (restart, admin) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1'); // fail fast on a wrong URL or a server that is down
  // A new connection's session is the owner's, with no company: `null`, not the context of the request whose statement
  // opened the connection (that label, once, made a fresh session pass for the request's company: no role, no policy).
  pool.on('connect', (client: Connection) => {
    client.session = sessionSetting(null).key;
  });
  return {
    driver: 'postgres',
    // Any connection, its session first set for the running context when it holds another (see the header).
    query: <T>(sql: string, params?: readonly unknown[]) => withClient(pool, (client) => sessionQueryable(client).query<T>(sql, params)),
    exec: (sql: string) => withClient(pool, (client) => sessionQueryable(client).exec(sql)),
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
    listen: (channel, onPayload) => listenOn(url, channel, onPayload),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would go back to the pool), opened again a second later when the
 * server drops it; a NOTIFY sent while it was down is lost, which the stream's readers survive (they re-read on connect).
 */
async function listenOn(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const retry = () => {
    if (!stopped) setTimeout(() => void open().catch(retry), 1000).unref();
  };
  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel) onPayload(n.payload ?? '');
    });
    c.on('error', () => {
      c.end().catch(() => undefined);
      retry();
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
  };
  await open();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
