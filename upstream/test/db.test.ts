import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, runMigrations, type Db } from '../src/db';
import { startUpstream } from '../src/index';
import { migrations } from '../src/migrations';

describe('runMigrations', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb(':memory:');
  });
  afterAll(() => db.close());

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

  it('keeps the landed migration ids unique and in domain order', () => {
    const ids = migrations.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe('0000_core_tables');
  });
});

describe('a persistent DATA_DIR', () => {
  let dir: string;
  beforeAll(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-data-')), 'nested', 'data');
  });
  afterAll(() => fs.rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true }));

  const post = (url: string, p: string, body: unknown, token?: string, method = 'POST') =>
    fetch(`${url}${p}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('creates the folder, and keeps a changed password, tokens and data across a restart', async () => {
    const first = await startUpstream({ dataDir: dir, port: 0 });
    let token: string;
    let employees: number;
    try {
      expect(fs.existsSync(dir)).toBe(true);
      token = ((await (await post(first.url, '/login', { email: 'coldhead@demo.hr', password: 'Passw0rd!' })).json()) as { token: string }).token;
      const changed = await post(first.url, '/employees/change_password', { old_password: 'Passw0rd!', new_password: 'Persisted-123' }, token, 'PATCH');
      expect(changed.status).toBe(200);
      employees = (await first.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees')).rows[0].n;
    } finally {
      await first.close();
    }

    const second = await startUpstream({ dataDir: dir, port: 0 });
    try {
      expect((await post(second.url, '/login', { email: 'coldhead@demo.hr', password: 'Passw0rd!' })).status).toBe(401);
      const login = await post(second.url, '/login', { email: 'coldhead@demo.hr', password: 'Persisted-123' });
      expect(login.status).toBe(200);
      // The token secret lives in the database, so a token from before the restart still works.
      const me = await fetch(`${second.url}/current_user_with_manager`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { name: string }).name).toBe('Mariam Saleh');
      // Seeded once: the restart neither re-seeds nor re-migrates.
      expect((await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees')).rows[0].n).toBe(employees);
      expect(await runMigrations(second.db, migrations)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
