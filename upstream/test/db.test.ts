/**
 * @postgres store
 */
import { DEFAULT_COMPANY_ID, withCompany } from '../src/companies/context';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, runMigrations, type Db } from '../src/db';
import { prepareDb, startUpstream } from '../src/index';
import { migrations } from '../src/migrations';
import { demoName } from './harness';
import { freshDatabase, onPostgres, TEST_DB, type TestDatabase } from './testDb';

describe(`runMigrations (${TEST_DB})`, () => {
  let fresh: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    fresh = await freshDatabase({ seeded: false });
    db = await openDb(fresh.location);
  });
  afterAll(async () => {
    await db.close();
    await fresh.drop();
  });

  it('applies migrations in order once, each in a transaction that a failure rolls back', async () => {
    const first = { id: '9000_test_a', sql: 'CREATE TABLE ta (id int); INSERT INTO ta VALUES (1);' };
    const broken = { id: '9001_test_b', sql: 'CREATE TABLE tb (id int); INSERT INTO nowhere VALUES (1);' };
    await expect(runMigrations(db, [first, broken])).rejects.toThrow(/nowhere/);
    const applied = (await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')).rows.map((r) => r.id);
    expect(applied).toEqual(['9000_test_a']);
    const tb = await db.query(`SELECT to_regclass('tb') AS t`);
    expect(tb.rows[0]).toEqual({ t: null }); // the broken migration left nothing behind

    const fixed = { id: '9001_test_b', sql: 'CREATE TABLE tb (id int);' };
    expect(await runMigrations(db, [first, fixed])).toEqual(['9001_test_b']);
    expect(await runMigrations(db, [first, fixed])).toEqual([]);
  });

  it('refuses a list with a duplicate id', async () => {
    const m = { id: '9100_dup', sql: 'SELECT 1' };
    await expect(runMigrations(db, [m, m])).rejects.toThrow('Duplicate migration id 9100_dup');
  });

  it('returns dates as YYYY-MM-DD strings and numerics/counts as numbers', async () => {
    const { rows } = await db.query(`SELECT '2024-02-29'::date AS d, 7.25::numeric AS n, count(*) AS c FROM (VALUES (1), (2)) v`);
    expect(rows[0]).toEqual({ d: '2024-02-29', n: 7.25, c: 2 });
  });

  it('parses every other type the stores use the same way on both drivers', async () => {
    const { rows } = await db.query(
      `SELECT 5::int8 AS i8, 1.5::float8 AS f, true AS b, '{"a":[1,2]}'::jsonb AS j, ARRAY[1, 2] AS ia, ARRAY['x', NULL] AS ta,
              ARRAY['2024-01-02'::date, NULL] AS da, ARRAY[1.5, 2]::numeric[] AS na, ARRAY[5]::int8[] AS i8a,
              '2024-02-29 10:11:12.345+02'::timestamptz AS tz, '10:30'::time AS t, interval '1 day 02:00' AS iv,
              '\\x0102'::bytea AS bytes, now()::date = (now() AT TIME ZONE 'UTC')::date AS utc_day, NULL::text AS nothing`,
    );
    const { bytes, ...rest } = rows[0];
    expect(rest).toEqual({
      i8: 5,
      f: 1.5,
      b: true,
      j: { a: [1, 2] },
      ia: [1, 2],
      ta: ['x', null],
      da: ['2024-01-02', null],
      na: [1.5, 2],
      i8a: [5],
      tz: new Date('2024-02-29T08:11:12.345Z'),
      t: '10:30:00',
      iv: '1 day 02:00:00',
      utc_day: true,
      nothing: null,
    });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...bytes]).toEqual([1, 2]);
  });

  it('counts written rows only, and rolls a failed transaction back', async () => {
    await db.exec('CREATE TABLE tc (id int PRIMARY KEY)');
    expect((await db.query('INSERT INTO tc VALUES (1), (2), (3)')).affectedRows).toBe(3);
    expect((await db.query('SELECT * FROM tc')).affectedRows).toBe(0);
    expect((await db.query('DELETE FROM tc WHERE id > $1', [1])).affectedRows).toBe(2);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO tc VALUES (7)');
        await tx.query('INSERT INTO tc VALUES (1)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('SELECT id FROM tc ORDER BY id')).rows).toEqual([{ id: 1 }]);
    expect(await db.transaction(async (tx) => (await tx.query('INSERT INTO tc VALUES (8) RETURNING id')).rows[0])).toEqual({ id: 8 });
  });

  it('keeps the landed migration ids unique and in domain order', () => {
    const ids = migrations.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe('0000_core_tables');
  });
});

/** A restart keeps everything: a PGlite folder (DATA_DIR), or a PostgreSQL database (DATABASE_URL) with TEST_DB=postgres. */
describe(onPostgres ? 'a restart on PostgreSQL' : 'a persistent DATA_DIR', () => {
  let dir: string;
  let fresh: TestDatabase | undefined;
  let target: { dataDir: string } | { databaseUrl: string };
  beforeAll(async () => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-data-')), 'nested', 'data');
    fresh = onPostgres ? await freshDatabase({ seeded: false }) : undefined;
    target = fresh ? { databaseUrl: fresh.location } : { dataDir: dir };
  });
  afterAll(async () => {
    fs.rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true });
    await fresh?.drop();
  });

  const post = (url: string, p: string, body: unknown, token?: string, method = 'POST') =>
    fetch(`${url}${p}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const appliedAt = async (db: Db) => (await db.query<{ id: string; applied_at: Date }>('SELECT id, applied_at FROM schema_migrations ORDER BY id')).rows;

  it(`${onPostgres ? 'keeps' : 'creates the folder, and keeps'} a changed password, tokens and data across a restart`, async () => {
    const first = await startUpstream({ ...target, port: 0 });
    let token: string;
    let employees: number;
    let migrated: { id: string; applied_at: Date }[];
    try {
      if (!onPostgres) expect(fs.existsSync(dir)).toBe(true);
      token = ((await (await post(first.url, '/login', { email: 'coldhead@demo.hr', password: 'Passw0rd!' })).json()) as { token: string }).token;
      const changed = await post(first.url, '/employees/change_password', { old_password: 'Passw0rd!', new_password: 'Persisted-123' }, token, 'PATCH');
      expect(changed.status).toBe(200);
      employees = (await first.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees')).rows[0].n;
      migrated = await appliedAt(first.db);
      expect(migrated.map((m) => m.id)).toEqual(migrations.map((m) => m.id).sort());
    } finally {
      await first.close();
    }

    const second = await startUpstream({ ...target, port: 0 });
    try {
      expect(second.db.driver).toBe(onPostgres ? 'postgres' : 'pglite');
      expect((await post(second.url, '/login', { email: 'coldhead@demo.hr', password: 'Passw0rd!' })).status).toBe(401);
      const login = await post(second.url, '/login', { email: 'coldhead@demo.hr', password: 'Persisted-123' });
      expect(login.status).toBe(200);
      // The token secret lives in the database, so a token from before the restart still works.
      const me = await fetch(`${second.url}/current_user_with_manager`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { name: string }).name).toBe(demoName('coldhead'));
      // Seeded once: the restart neither re-seeds nor re-migrates (same migrations, applied at the same moments).
      expect((await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees')).rows[0].n).toBe(employees);
      expect(await appliedAt(second.db)).toEqual(migrated);
      expect(await runMigrations(second.db, migrations)).toEqual([]);
    } finally {
      await second.close();
    }
  }, 90_000); // two full starts (a PGlite folder is created, migrated and seeded on disk)
});

/** Several upstream processes starting together against one server (scaled out): one migrates and seeds, the others wait. */
(onPostgres ? describe : describe.skip)('several upstreams starting at once on one PostgreSQL database', () => {
  let fresh: TestDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase({ seeded: false });
  });
  afterAll(() => fresh.drop());

  it('migrates and seeds exactly once', async () => {
    const dbs = await Promise.all([1, 2, 3, 4].map(() => prepareDb(fresh.location)));
    try {
      const db = dbs[0];
      const applied = (await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')).rows.map((r) => r.id);
      expect(applied).toEqual(migrations.map((m) => m.id).sort());
      // As the demo company: acme (companies/acme.ts) is seeded beside it, once too.
      const count = async (table: string) =>
        (await withCompany(DEFAULT_COMPANY_ID, () => db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))).rows[0].n;
      expect(await count('users')).toBe(10);
      expect((await db.query<{ n: number }>('SELECT count(*) AS n FROM companies')).rows[0].n).toBe(2);
      const dup = await db.query(`SELECT "RES_ID" FROM employees GROUP BY "RES_ID" HAVING count(*) > 1`);
      expect(dup.rows).toEqual([]);
    } finally {
      await Promise.all(dbs.map((d) => d.close()));
    }
  });
});
