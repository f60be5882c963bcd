/**
 * The PostgreSQL driver's named statements (drivers/postgres.ts): a text is named on its second use and then
 * reused with other values, a statement made stale by DDL is run again and renamed (inside a transaction: the
 * transaction is run again), a transaction's statements reach its connection one at a time, and no connection is given
 * more than MAX_NAMED (300) names. Runs in the PostgreSQL pass (TEST_DB=postgres), on a database of its own and a pool of
 * one connection, so pg_prepared_statements shows that connection's statements.
 *
 * @postgres store
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import type { Db } from '../src/db';
import { openPostgres } from '../src/drivers/postgres';
import { freshDatabase, onPostgres, type TestDatabase } from './testDb';

(onPostgres ? describe : describe.skip)('PostgreSQL named statements', () => {
  let database: TestDatabase;
  let db: Db;
  const preparedTexts = async () =>
    (await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements WHERE name LIKE $1', ['hr_q%'])).rows.map((r) => r.statement);

  beforeAll(async () => {
    database = await freshDatabase({ seeded: false });
    const size = process.env.DATABASE_POOL_SIZE;
    process.env.DATABASE_POOL_SIZE = '1';
    db = await openPostgres(database.location);
    process.env.DATABASE_POOL_SIZE = size;
    await db.exec('CREATE TABLE t (id int PRIMARY KEY, name text); INSERT INTO t VALUES (1, $$a$$), (2, $$b$$);');
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it('names a text on its second use and reuses it with other values', async () => {
    const sql = 'SELECT name FROM t WHERE id = $1';
    expect((await db.query(sql, [1])).rows).toEqual([{ name: 'a' }]);
    expect(await preparedTexts()).not.toContain(sql);
    expect((await db.query(sql, [2])).rows).toEqual([{ name: 'b' }]);
    expect((await db.query(sql, [3])).rows).toEqual([]);
    expect((await preparedTexts()).filter((s) => s === sql)).toHaveLength(1);
    expect((await db.query('UPDATE t SET name = $2 WHERE id = $1', [1, 'c'])).affectedRows).toBe(1);
    expect((await db.query('UPDATE t SET name = $2 WHERE id = $1', [1, 'a'])).affectedRows).toBe(1);
    expect(await preparedTexts()).toContain('UPDATE t SET name = $2 WHERE id = $1');
  });

  it('runs a statement made stale by DDL again, with the new columns', async () => {
    const sql = 'SELECT * FROM t ORDER BY id';
    await db.query(sql);
    expect((await db.query(sql)).rows).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
    await db.exec('ALTER TABLE t ADD COLUMN ok boolean DEFAULT true');
    expect((await db.query(sql)).rows).toEqual([
      { id: 1, name: 'a', ok: true },
      { id: 2, name: 'b', ok: true },
    ]);
    expect((await db.query(sql)).rows).toEqual([
      { id: 1, name: 'a', ok: true },
      { id: 2, name: 'b', ok: true },
    ]);
  });

  it('runs a transaction that met a stale statement once more, so its writes land once', async () => {
    const sql = 'SELECT * FROM t WHERE id = $1';
    await db.query(sql, [1]);
    await db.query(sql, [1]);
    await db.exec('ALTER TABLE t ADD COLUMN note text');
    let runs = 0;
    const row = await db.transaction(async (tx) => {
      runs += 1;
      await tx.query('INSERT INTO t (id, name) VALUES ($1, $2)', [10 + runs, 'tx']);
      return (await tx.query(sql, [1])).rows[0];
    });
    expect(row).toEqual({ id: 1, name: 'a', ok: true, note: null });
    expect(runs).toBe(2);
    expect((await db.query('SELECT id FROM t WHERE name = $1', ['tx'])).rows).toEqual([{ id: 12 }]);
  });

  it("gives a transaction's connection one statement at a time, even when they are asked for together (pg@9 drops its queue)", async () => {
    const query = pg.Client.prototype.query;
    let running = 0;
    let most = 0;
    const spy = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      running += 1;
      most = Math.max(most, running);
      const result = (query as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      void result.finally(() => (running -= 1)).catch(() => undefined);
      return result;
    } as typeof query);
    try {
      const rows = await db.transaction((tx) =>
        Promise.all([3, 1, 2].map(async (n) => (await tx.query<{ n: number }>('SELECT $1::int AS n, pg_sleep(0.01)::text AS s', [n])).rows[0].n)),
      );
      expect(rows).toEqual([3, 1, 2]);
    } finally {
      spy.mockRestore();
    }
    expect(most).toBe(1);
  });

  it('gives no more than 300 names: later texts run unnamed, with the same answers', async () => {
    for (let i = 0; i < 320; i += 1) {
      for (let use = 0; use < 2; use += 1) expect((await db.query<{ n: number }>(`SELECT $1::int + ${i} AS n`, [use])).rows).toEqual([{ n: use + i }]);
    }
    const texts = await preparedTexts();
    expect(texts.length).toBeLessThanOrEqual(300);
    expect(texts).toContain('SELECT $1::int + 0 AS n');
    expect(texts).not.toContain('SELECT $1::int + 319 AS n');
  });
});
