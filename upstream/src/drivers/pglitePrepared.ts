/**
 * Named prepared statements for PGlite. `pg.query` parses, describes and plans its SQL on every call, in five
 * round trips into the WASM module; on a list with three joins and a few scalar subqueries, planning alone took more
 * than half of the statement's time (EXPLAIN: 1.2 ms of planning against 0.5 ms of execution). Here each distinct
 * SQL text is parsed and described once, as a named statement of the session, and every call is one round trip
 * (bind, describe, execute, sync) in which PostgreSQL may reuse a cached plan (plan_cache_mode, by default its own
 * choice between a generic plan and one made for the values). Answers are those of `pg.query`: the same parsers, the
 * same serializers per parameter type, the same locks (a statement never runs inside another caller's transaction),
 * the same write to disk after a statement outside a transaction.
 *
 * Only what ./preparable.ts allows is prepared; anything else goes through `pg.query`. The session
 * keeps the MAX_STATEMENTS texts used last and closes the others. A statement whose cached plan no longer fits the
 * schema (DDL after it was prepared: "cached plan must not change result type") is closed and prepared again.
 */
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import { isStalePlan, preparable } from './preparable';
import { contextPrelude } from '../companies/context';

const { serialize } = protocol;
const MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  /** Parameter type OIDs, as described by the server: they choose each value's serializer. */
  types: number[];
}

const concat = (parts: Uint8Array[]): Uint8Array => Buffer.concat(parts);

/** `db.query` for `pg` on named statements; `maxStatements` (default MAX_STATEMENTS) is how many the session keeps. */
export function preparedQueries(pg: PGlite, maxStatements = MAX_STATEMENTS) {
  const statements = new Map<string, Statement>();
  let counter = 0;

  /** Parses and describes `sql` once as a named statement, closing the one used longest ago when full; inside the query lock. */
  async function prepare(sql: string): Promise<Statement> {
    const name = `hr_s${(counter += 1)}`;
    const parts = [serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()];
    if (statements.size >= maxStatements) {
      const [oldest, { name: closed }] = statements.entries().next().value!;
      statements.delete(oldest);
      parts.unshift(serialize.close({ type: 'S', name: closed }));
    }
    const { messages } = await pg.execProtocol(concat(parts), { syncToFs: false });
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    statements.set(sql, statement);
    return statement;
  }

  /** The statement of `sql`, now the one used last. */
  async function statementOf(sql: string): Promise<Statement> {
    const known = statements.get(sql);
    if (!known) return prepare(sql);
    statements.delete(sql);
    statements.set(sql, known);
    return known;
  }

  /**
   * Binds `params` to the statement of `sql` and runs it: one round trip. With a company context (companies/context.ts)
   * its prelude runs first in the same round trip: messages before one Sync form one implicit transaction, so the
   * prelude's set_config(..., true) holds for the statement and ends with it.
   */
  async function execute<T>(statement: Statement, params: readonly unknown[], prelude: string | null): Promise<Results<T>> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[statement.types[i]];
      return serializer ? serializer(value) : String(value);
    });
    const first = prelude ? [serialize.parse({ text: prelude }), serialize.bind({}), serialize.describe({ type: 'P' }), serialize.execute({})] : [];
    const { messages } = await pg.execProtocol(
      concat([...first, serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      // Written to disk after the statement unless a transaction is open (as pg.query does).
      { syncToFs: !pg.isInTransaction() },
    );
    const results = parse.parseResults(messages, pg.parsers);
    return results[results.length - 1] as Results<T>;
  }

  /** Inside the locks: the statement, prepared again (the stale one closed) when DDL changed its result columns. */
  async function run<T>(sql: string, params: readonly unknown[], prelude: string | null): Promise<Results<T>> {
    const statement = await statementOf(sql);
    try {
      return await execute<T>(statement, params, prelude);
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      statements.delete(sql);
      await pg.execProtocol(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false });
      return execute<T>(await prepare(sql), params, prelude);
    }
  }

  return async function query<T>(sql: string, params: readonly unknown[] = []): Promise<Results<T>> {
    const prelude = contextPrelude();
    if (!preparable(sql)) {
      if (!prelude) return pg.query<T>(sql, params as unknown[]);
      return pg.transaction(async (tx) => {
        await tx.exec(prelude);
        return tx.query<T>(sql, params as unknown[]);
      });
    }
    // Both of pg.query's locks: no other statement runs meanwhile, and none runs inside someone's open transaction.
    return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run<T>(sql, params, prelude)));
  };
}
