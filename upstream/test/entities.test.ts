/**
 * Each entity is declared once (http/entity.ts): the SELECT list of a store is derived from the answer schema, so a
 * column renamed in the migration or in the schema alone must fail here, not at the first request that reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openDb, type Db } from '../src/db';
import { columnsOf, entityTables, selectList } from '../src/http/entity';
import { migrate } from '../src/migrations';
import { routeSchemaTables } from '../src/routes';
import { freshDatabase, TEST_DB, type TestDatabase } from './testDb';

describe(`entity tables (${TEST_DB})`, () => {
  let fresh: TestDatabase;
  let db: Db;
  const columns = new Map<string, Set<string>>();
  beforeAll(async () => {
    fresh = await freshDatabase({ seeded: false });
    db = await openDb(fresh.location);
    await migrate(db);
    const { rows } = await db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`,
    );
    for (const r of rows) columns.set(r.table_name, (columns.get(r.table_name) ?? new Set()).add(r.column_name));
  });
  afterAll(async () => {
    await db.close();
    await fresh.drop();
  });

  it('every store declares its rows (the route tables load every store)', () => {
    expect(routeSchemaTables.length).toBeGreaterThan(0);
    expect(entityTables().length).toBeGreaterThan(0);
  });

  it("every column a derived SELECT list reads from its table is one of the table's columns", () => {
    const missing = entityTables().flatMap((t) => {
      const own = columns.get(t.table);
      if (!own) return [`${t.table}: no such table`];
      return columnsOf(t.schema)
        .filter((key) => t.from[key] === undefined && !own.has(key))
        .map((key) => `${t.table}.${key}`);
    });
    expect(missing).toEqual([]);
  });

  it("every key read under another name from the entity's own table (`communication_email: 'e.email'`) reads one of its columns", () => {
    const missing = entityTables().flatMap((t) => {
      const own = columns.get(t.table) ?? new Set<string>();
      const renamed = new RegExp(`^${t.alias}\\.(?:"(\\w+)"|(\\w+))$`);
      return Object.entries(t.from).flatMap(([key, expr]) => {
        const m = t.alias ? renamed.exec(expr) : null;
        const column = m?.[1] ?? m?.[2];
        return column === undefined || own.has(column) ? [] : [`${t.table}.${column} (${key})`];
      });
    });
    expect(missing).toEqual([]);
  });

  it('each derived SELECT runs against the migrated tables and answers exactly the schema keys, in order', async () => {
    for (const t of entityTables()) {
      // Joined keys are stood in for by NULL: this checks the table's own columns and the answer's key order.
      const select = selectList(t.schema, t.alias, Object.fromEntries(Object.keys(t.from).map((k) => [k, 'NULL'])));
      // One all-NULL row whatever the table holds, so its keys can be read.
      const { rows } = await db.query(`SELECT sub.* FROM (SELECT 1) one LEFT JOIN (SELECT ${select} FROM ${t.table} ${t.alias} LIMIT 0) sub ON true`);
      expect({ table: t.table, keys: Object.keys(rows[0]) }).toEqual({ table: t.table, keys: columnsOf(t.schema) });
    }
  });
});
