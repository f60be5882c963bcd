/**
 * THE one mechanism that seals company data: every table the migrations create is company-owned, except GLOBAL_TABLES.
 * After the migrations, `scopeCompanyTables` gives each company table not yet scoped (so a later domain's new table
 * is scoped by being created, nothing to list twice):
 * - `company_id integer NOT NULL DEFAULT <the transaction's company> REFERENCES companies`; with no company set (the
 *   owner's start-up work, existing rows) the default company, so what ran before runs unchanged;
 * - per-company unique rules: a unique constraint, unique index or natural primary key (none of its columns an id of
 *   another row, which already names one company) gets company_id as its first column, and a foreign key to it too;
 * - ENABLE + FORCE ROW LEVEL SECURITY with one policy: company_id = the transaction's app.company (USING and WITH CHECK).
 * Rows are then written and read for the transaction's company only, whatever a statement's WHERE says. Idempotent:
 * it runs on every start, as the owner, inside the start-up lock.
 * Then `sameCompanyKeys` makes every foreign key between company tables `(company_id, col) -> (company_id, id)`:
 * foreign-key checks bypass the policies, so without it a bug writing another company's id would link two companies.
 */
import type { Db, Migration, Queryable } from '../db';
import { APP_ROLE, DEFAULT_COMPANY_ID } from './context';

/** Tables shared by every company: the migration log, the companies themselves and registration attempts (no company yet). */
export const GLOBAL_TABLES: readonly string[] = ['schema_migrations', 'companies', 'registration_attempts'];

/** The transaction's company, as the policies and defaults read it (NULL when none is set: no row passes). */
const SETTING = `NULLIF(current_setting('app.company', true), '')::int`;

/** The tables the migrations create, in order, but the global ones. */
export function companyTables(migrations: readonly Migration[]): string[] {
  const names = migrations.flatMap((m) => [...m.sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?(\w+)"?/gi)].map((x) => x[1]));
  return [...new Set(names)].filter((t) => !GLOBAL_TABLES.includes(t));
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Columns of `table` that are foreign keys (ids of rows that already belong to one company) or serial ids. */
async function idColumns(db: Queryable, table: string): Promise<Set<string>> {
  const { rows } = await db.query<{ column: string }>(
    `SELECT a.attname AS column FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0
        AND (EXISTS (SELECT 1 FROM pg_constraint f WHERE f.conrelid = a.attrelid AND f.contype = 'f' AND a.attnum = ANY (f.conkey))
          OR pg_get_serial_sequence($1::text, a.attname::text) IS NOT NULL)`,
    [table],
  );
  return new Set(rows.map((r) => r.column));
}

/**
 * A foreign key's definition (pg_get_constraintdef) with company_id first on both sides. `ON DELETE SET NULL / SET
 * DEFAULT` name the key's own columns (PostgreSQL 15+), or they would clear company_id too.
 */
export function withCompanyColumn(def: string, columns: readonly string[]): string {
  const own = columns.map(ident).join(', ');
  return def
    .replace(/^FOREIGN KEY \(/, 'FOREIGN KEY (company_id, ')
    .replace(/REFERENCES ([^(]+)\(/, 'REFERENCES $1(company_id, ')
    .replace(/ON DELETE SET (NULL|DEFAULT)(?! \()/, `ON DELETE SET $1 (${own})`);
}

/** Rewrites the unique rules of `table` to per-company ones (see the header). */
async function perCompanyUniques(db: Queryable, table: string): Promise<void> {
  const ids = await idColumns(db, table);
  const { rows } = await db.query<{ index: string; name: string; kind: string | null; columns: (string | null)[]; def: string }>(
    `SELECT i.indexrelid::regclass::text AS index, c.conname AS name, c.contype::text AS kind,
            ARRAY(SELECT a.attname::text FROM unnest(i.indkey) k LEFT JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k) AS columns,
            pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.conrelid = i.indrelid
      WHERE i.indrelid = $1::regclass AND i.indisunique`,
    [table],
  );
  for (const u of rows) {
    if (u.columns.includes('company_id') || u.columns.some((c) => c !== null && ids.has(c))) continue;
    // Foreign keys to this rule: dropped, then made (company_id, ...) -> (company_id, ...).
    const { rows: refs } = await db.query<{ name: string; owner: string; def: string; columns: string[] }>(
      `SELECT conname AS name, conrelid::regclass::text AS owner, pg_get_constraintdef(oid) AS def,
              ARRAY(SELECT a.attname::text FROM unnest(conkey) WITH ORDINALITY k(n, i)
                      JOIN pg_attribute a ON a.attrelid = conrelid AND a.attnum = k.n ORDER BY k.i) AS columns
         FROM pg_constraint WHERE contype = 'f' AND conindid = $1::regclass`,
      [u.index],
    );
    for (const f of refs) await db.exec(`ALTER TABLE ${ident(f.owner)} DROP CONSTRAINT ${ident(f.name)}`);
    if (u.kind === 'p' || u.kind === 'u') {
      const cols = u.columns.map((c) => ident(c ?? '')).join(', '); // a constraint's columns are never expressions
      const what = u.kind === 'p' ? 'PRIMARY KEY' : 'UNIQUE';
      await db.exec(`ALTER TABLE ${ident(table)} DROP CONSTRAINT ${ident(u.name)}, ADD CONSTRAINT ${ident(u.name)} ${what} (company_id, ${cols})`);
    } else {
      await db.exec(`DROP INDEX ${u.index}; ${u.def.replace(/ USING (\w+) \(/, ' USING $1 (company_id, ')}`);
    }
    for (const f of refs) await db.exec(`ALTER TABLE ${ident(f.owner)} ADD CONSTRAINT ${ident(f.name)} ${withCompanyColumn(f.def, f.columns)}`);
  }
}

/**
 * Every foreign key from a company table to a company table that does not name company_id yet becomes
 * `(company_id, cols) -> (company_id, refcols)`, the referenced table gaining that unique rule when it lacks it: a row
 * can then only point at a row of its own company, whatever a route writes. Idempotent (a rewritten key names
 * company_id); runs on every start, so a key a later migration adds is rewritten by the same start.
 */
export async function sameCompanyKeys(db: Db, tables: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ name: string; owner: string; target: string; def: string; columns: string[]; refs: string[] }>(
    `SELECT c.conname AS name, c.conrelid::regclass::text AS owner, c.confrelid::regclass::text AS target, pg_get_constraintdef(c.oid) AS def,
            ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(n, i)
                    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.i) AS columns,
            ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(n, i)
                    JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.i) AS refs
       FROM pg_constraint c
      WHERE c.contype = 'f' AND c.conrelid::regclass::text = ANY($1) AND c.confrelid::regclass::text = ANY($1)
      ORDER BY 2, 1`,
    [tables],
  );
  const todo = rows.filter((f) => !f.columns.includes('company_id'));
  if (todo.length === 0) return [];
  await db.transaction(async (tx) => {
    for (const f of todo) {
      const wanted = ['company_id', ...f.refs];
      const { rows: unique } = await tx.query<{ ok: boolean }>(
        `SELECT EXISTS (
           SELECT 1 FROM pg_index i WHERE i.indrelid = $1::regclass AND i.indisunique AND i.indpred IS NULL AND i.indexprs IS NULL
              AND ARRAY(SELECT a.attname::text FROM unnest(i.indkey) WITH ORDINALITY k(n, o)
                          JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.n ORDER BY k.o) = $2::text[]) AS ok`,
        [f.target, wanted],
      );
      if (!unique[0].ok) {
        const name = `${f.target}_company_${f.refs.join('_')}_key`.slice(0, 63);
        await tx.exec(`ALTER TABLE ${ident(f.target)} ADD CONSTRAINT ${ident(name)} UNIQUE (${wanted.map(ident).join(', ')})`);
      }
      await tx.exec(`ALTER TABLE ${ident(f.owner)} DROP CONSTRAINT ${ident(f.name)}, ADD CONSTRAINT ${ident(f.name)} ${withCompanyColumn(f.def, f.columns)}`);
    }
  });
  return todo.map((f) => `${f.owner}.${f.name}`);
}

/** Scopes every company table not yet scoped (see the header) and grants APP_ROLE what requests need. */
export async function scopeCompanyTables(db: Db, tables: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ table: string }>(
    `SELECT t AS table FROM unnest($1::text[]) t
      WHERE NOT EXISTS (SELECT 1 FROM pg_policies p WHERE p.tablename = t AND p.policyname = 'company_isolation')`,
    [tables],
  );
  const todo = rows.map((r) => r.table);
  if (todo.length > 0) {
    await db.transaction(async (tx) => {
      for (const t of todo) {
        await tx.exec(
          `ALTER TABLE ${ident(t)} ADD COLUMN IF NOT EXISTS company_id integer NOT NULL
             DEFAULT COALESCE(${SETTING}, ${DEFAULT_COMPANY_ID}) REFERENCES companies(id)`,
        );
      }
      // After every table has its column: a rewritten foreign key needs it on both sides.
      for (const t of todo) await perCompanyUniques(tx, t);
      for (const t of todo) {
        await tx.exec(
          `ALTER TABLE ${ident(t)} ENABLE ROW LEVEL SECURITY;
           ALTER TABLE ${ident(t)} FORCE ROW LEVEL SECURITY;
           CREATE POLICY company_isolation ON ${ident(t)} USING (company_id = ${SETTING}) WITH CHECK (company_id = ${SETTING})`,
        );
      }
    });
  }
  // Requests read and write rows (never TRUNCATE: it ignores policies) and draw ids; the owner keeps everything else.
  await db.exec(
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE};
     REVOKE ALL ON schema_migrations FROM ${APP_ROLE};
     GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE};
     ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${APP_ROLE};
     ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${APP_ROLE}`,
  );
  // A table commented 'append-only' (the audit log) is written and read by requests, never changed or removed.
  await db.exec(
    `DO $$ DECLARE t text; BEGIN
       FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                 WHERE n.nspname = 'public' AND c.relkind = 'r' AND obj_description(c.oid, 'pg_class') = 'append-only' LOOP
         EXECUTE format('REVOKE UPDATE, DELETE ON %I FROM ${APP_ROLE}', t);
       END LOOP;
     END $$`,
  );
  return todo;
}
