/**
 * What a statement in a company costs on the PostgreSQL driver (upstream/src/drivers/postgres.ts): round trips
 * (node-postgres `query` calls, each one round trip) and milliseconds per statement, for a point read in one company,
 * outside any company (the owner), alternating between two companies, and a three-statement transaction. The
 * table is a scratch one with the product's policy (company_id = app.company, forced), in a database created and
 * dropped for the run.
 *
 *   npx tsx bench/companyStatements.ts                 # this checkout's driver
 *   npx tsx bench/companyStatements.ts /path/to/repo   # another checkout's driver (before/after)
 *
 * Env: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_STATEMENTS (2000).
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import type { Db } from '../upstream/src/db';

const root = path.resolve(process.argv[2] ?? path.join(__dirname, '..'));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const statements = Number(process.env.BENCH_STATEMENTS) || 2000;

let roundTrips = 0;
/** Counts every `query` of the node-postgres the driver under test loads (another checkout has its own copy). */
function countRoundTrips(driver: string): void {
  const { Client } = createRequire(driver)('pg') as typeof pg;
  const query = Client.prototype.query as (...args: unknown[]) => unknown;
  Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    roundTrips++;
    return query.apply(this, args);
  } as typeof Client.prototype.query;
}

async function measure(name: string, count: number, step: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 50; i++) await step(i); // warm: named statements, connections
  roundTrips = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) await step(i);
  const ms = performance.now() - started;
  console.log(`${name.padEnd(36)} ${(roundTrips / count).toFixed(2).padStart(5)} round trips  ${(ms / count).toFixed(3).padStart(7)} ms`);
}

async function main(): Promise<void> {
  const driver = path.join(root, 'upstream/src/drivers/postgres.ts');
  countRoundTrips(driver);
  const { openPostgres } = (await import(driver)) as { openPostgres(url: string): Promise<Db> };
  const { withCompany } = (await import(path.join(root, 'upstream/src/companies/context.ts'))) as {
    withCompany<T>(id: number, fn: () => T): T;
  };
  const name = `hr_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  try {
    await db.exec(`
      DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hr_app') THEN CREATE ROLE hr_app NOLOGIN NOSUPERUSER NOBYPASSRLS; END IF; END $$;
      CREATE TABLE people (id serial PRIMARY KEY, company_id int NOT NULL, name text NOT NULL);
      INSERT INTO people (company_id, name) SELECT 1 + g % 2, 'Person ' || g FROM generate_series(1, 2000) g;
      ALTER TABLE people ENABLE ROW LEVEL SECURITY;
      ALTER TABLE people FORCE ROW LEVEL SECURITY;
      CREATE POLICY company_isolation ON people USING (company_id = NULLIF(current_setting('app.company', true), '')::int);
      GRANT SELECT ON people TO hr_app;`);
    const read = (i: number) => db.query('SELECT name FROM people WHERE id = $1', [1 + (i % 2000)]);
    console.log(`driver of ${root}, ${statements} statements each`);
    await measure('owner, no company', statements, read);
    await measure('one company', statements, (i) => withCompany(1, () => read(i)));
    await measure('two companies, alternating', statements, (i) => withCompany(1 + (i % 2), () => read(i)));
    await measure('transaction of 3 in one company', statements / 4, (i) =>
      withCompany(1, () =>
        db.transaction(async (tx) => Promise.all([0, 1, 2].map((k) => tx.query('SELECT name FROM people WHERE id = $1', [1 + ((i + k) % 2000)])))),
      ),
    );
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE ${name}`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
