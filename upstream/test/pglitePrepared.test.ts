/**
 * PGlite's named prepared statements (drivers/pglitePrepared.ts): the same answers and errors as `pg.query`,
 * a statement reused with other values, the oldest closed when the session keeps too many, a plan made stale by DDL
 * re-run unprepared, and no statement ever slipping into another caller's open transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { preparedQueries } from '../src/drivers/pglitePrepared';

describe('PGlite prepared statements', () => {
  let pg: PGlite;
  let query: ReturnType<typeof preparedQueries>;
  const prepared = async () => (await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0].n;

  beforeAll(async () => {
    pg = new PGlite();
    await pg.waitReady;
    await pg.exec(`CREATE TABLE t (id serial PRIMARY KEY, name text UNIQUE, day date, tags int[], data jsonb, ok boolean);
                   INSERT INTO t (name, day, tags, data, ok) VALUES ('a', '2024-01-02', '{1,2}', '{"x":1}', true), ('b', NULL, '{}', NULL, false);`);
    query = preparedQueries(pg, 3);
  });
  afterAll(() => pg.close());

  it('answers as pg.query does, for values of every kind, and reuses the statement with other values', async () => {
    const sql = `SELECT id, name, day, tags, data, ok, $2::date AS asked FROM t
                  WHERE (name = $1 OR $1 IS NULL) AND tags @> $3::int[] AND ok = $4 ORDER BY id`;
    for (const params of [
      ['a', '2024-03-04', [1], true],
      [null, new Date('2024-05-06T00:00:00Z'), [], false],
      ['zzz', '2024-01-01', [9], true],
    ]) {
      const mine = await query(sql, params);
      const theirs = await pg.query(sql, params);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
    expect((await query(sql, ['a', '2024-03-04', [1], true])).rows).toEqual([
      { id: 1, name: 'a', day: new Date('2024-01-02T00:00:00Z'), tags: [1, 2], data: { x: 1 }, ok: true, asked: new Date('2024-03-04T00:00:00Z') },
    ]);
  });

  it('counts written rows, and keeps the error codes (the next call still works)', async () => {
    const written = await query('UPDATE t SET ok = $2 WHERE name = $1', ['b', true]);
    expect(written.affectedRows).toBe(1);
    await expect(query('INSERT INTO t (name) VALUES ($1)', ['a'])).rejects.toMatchObject({ code: '23505' });
    await expect(query('SELECT nothing FROM t WHERE id = $1', [1])).rejects.toMatchObject({ code: '42703' });
    expect((await query('SELECT name FROM t WHERE id = $1', [2])).rows).toEqual([{ name: 'b' }]);
  });

  it('keeps the statements used last and closes the oldest', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (const n of [1, 2, 3, 4, 5]) expect((await query(`SELECT $1::int + ${n} AS v`, [10])).rows).toEqual([{ v: 10 + n }]);
    }
    expect(await prepared()).toBe(3);
  });

  it('prepares again a statement whose plan DDL made stale, closing the stale one', async () => {
    expect((await query('SELECT * FROM t WHERE id = $1', [1])).rows[0]).not.toHaveProperty('extra');
    const before = await prepared();
    await pg.exec('ALTER TABLE t ADD COLUMN extra int DEFAULT 7');
    expect((await query('SELECT * FROM t WHERE id = $1', [1])).rows[0]).toMatchObject({ id: 1, extra: 7 });
    expect(await prepared()).toBe(before);
  });

  it("never runs inside another caller's open transaction", async () => {
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = pg.transaction(async (tx) => {
      await tx.query("INSERT INTO t (name) VALUES ('in-tx')");
      inserted();
      await held;
      await tx.query('ROLLBACK');
    });
    await insertedYet;
    let answered = false;
    const reading = query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE name = $1', ['in-tx']).then((r) => {
      answered = true;
      return r.rows[0].n;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false); // waits for the transaction instead of reading inside it
    commit();
    await transaction;
    expect(await reading).toBe(0); // rolled back: the row was never visible to it
  });
});
