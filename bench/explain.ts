/**
 * `npm run bench:explain`: every screen's SQL uses an index. Grows the demo company to the large size (seed:large) in
 * a PostgreSQL database of its own, starts the upstream on it (with bench/explain/capture.cjs preloaded: every
 * statement it sends is written down with its parameters) and a gateway, runs every screen query of the web through
 * the gateway as its screen sends it (tests/support/screenOperations.ts: variables, role), then EXPLAINs each distinct
 * statement with the parameters it ran with, in the company and role it ran as. It fails, listing the statement, the
 * screens and the table, on a sequential scan of a table over 10,000 rows (pg_class.reltuples after ANALYZE) that is
 * not in the allowed list (bench/explain/plans.ts, each with its reason). Decision 0212.
 *
 *   npm run bench:explain -- [--people 5000] [--database postgres://…/db] [--keep]
 *
 * Without --database it creates `hr_explain_<random>` at EXPLAIN_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres)
 * and drops it at the end, stopped or not; --database reuses a database (grown once, kept), --keep keeps the new one.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { prepareDb } from '../upstream/src/index';
import { seedLarge } from '../upstream/src/largeSeed/run';
import { OPERATION_ROLE, prepareOperationVariables, screenOperations, skippedOperations } from '../tests/support/screenOperations';
import { allowedScan, seqScannedTables, SEQ_SCAN_ROWS, type PlanNode } from './explain/plans';
import { endServicesOnExit, freePort, onBenchExit, ROOT, runBenchExit, signIn, startGateway, startService, stopEveryService } from './lib';

const { values } = parseArgs({ options: { people: { type: 'string' }, database: { type: 'string' }, keep: { type: 'boolean' } } });
const people = Number(values.people ?? 5000);
const adminUrl = process.env.EXPLAIN_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Captured {
  sql: string;
  params: unknown[];
  session: string | null;
}

/** A distinct statement text, the first parameters it ran with, and the screens that ran it. */
interface Statement extends Captured {
  screens: Set<string>;
}

/** A new database at the admin URL, dropped when the bench ends (unless --keep). */
async function scratchDatabase(): Promise<string> {
  const name = `hr_explain_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  if (!values.keep) {
    onBenchExit(async () => {
      // Stopped while growing: the drop ends the seeding connection, whose client then errors; the bench exits anyway.
      process.on('uncaughtException', (error) => console.error(`while dropping ${name}: ${error.message}`));
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
      console.log(`dropped ${name}`);
    });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function grow(url: string): Promise<void> {
  const started = performance.now();
  const db = await prepareDb(url);
  try {
    const report = await seedLarge(db, { people, today: new Date().toISOString().slice(0, 10) });
    const made = report.grown ? JSON.stringify(report.made) : 'already grown';
    console.log(`large company (${people} people) ready in ${((performance.now() - started) / 1000).toFixed(0)} s: ${made}`);
  } finally {
    await db.close();
  }
}

/** Runs every screen query through the gateway; answers the statements each made (from the capture file). */
async function runScreens(gatewayUrl: string, upstreamUrl: string, capture: string): Promise<Map<string, Statement>> {
  const tokens = new Map<string, string>();
  const post = async (role: string, query: string, variables: Record<string, unknown> = {}, operationName?: string) => {
    if (!tokens.has(role)) tokens.set(role, await signIn(upstreamUrl, role));
    const res = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(role)}` },
      body: JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) }),
    });
    return (await res.json()) as { data?: any; errors?: unknown[] };
  };
  const variables = await prepareOperationVariables((query, v) => post('hr', query, v));
  const statements = new Map<string, Statement>();
  const skipped = skippedOperations('full');
  for (const op of screenOperations.filter((o) => !skipped.has(o.name))) {
    const role = OPERATION_ROLE[op.name] ?? 'hr';
    await post(role, '{ __typename }'); // signs in and warms the user cache outside the screen's statements
    const from = statSync(capture).size;
    const answer = await post(role, op.document, variables[op.name] ?? {}, op.name);
    if (answer.errors?.length) throw new Error(`${op.name}: ${JSON.stringify(answer.errors).slice(0, 300)}`);
    const lines = readFileSync(capture).subarray(from).toString('utf8').split('\n').filter(Boolean);
    for (const line of lines) {
      const c = JSON.parse(line) as Captured;
      const known = statements.get(c.sql) ?? { ...c, screens: new Set<string>() };
      known.screens.add(op.name);
      statements.set(c.sql, known);
    }
  }
  return statements;
}

/** Only statements a plan exists for (not BEGIN, COMMIT, SET...). */
const explainable = (sql: string) => /^\s*(WITH|SELECT|INSERT|UPDATE|DELETE)\b/i.test(sql);

interface Finding {
  table: string;
  rows: number;
  statement: Statement;
  allowed?: string;
}

async function explainAll(url: string, statements: Map<string, Statement>): Promise<{ findings: Finding[]; explained: number; unexplained: string[] }> {
  const client = new pg.Client({ connectionString: url, options: '-c TimeZone=UTC' });
  await client.connect();
  try {
    // The schema's tables only: a bare ANALYZE also waits for the server-wide catalogs other databases may hold.
    const tables = await client.query<{ name: string }>(
      `SELECT quote_ident(relname) AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r'`,
    );
    await client.query(`ANALYZE ${tables.rows.map((t) => t.name).join(', ')}`);
    const sizes = new Map(
      (await client.query<{ relname: string; n: number }>(`SELECT relname, reltuples::float8 AS n FROM pg_class WHERE relkind = 'r'`)).rows.map((r) => [
        r.relname,
        r.n,
      ]),
    );
    const findings: Finding[] = [];
    const unexplained: string[] = [];
    let explained = 0;
    for (const statement of statements.values()) {
      if (!explainable(statement.sql)) continue;
      await client.query(statement.session ?? `SELECT set_config('app.company', '', false), set_config('role', 'none', false)`);
      let plan: PlanNode;
      try {
        const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${statement.sql}`, statement.params);
        plan = rows[0]['QUERY PLAN'][0].Plan;
      } catch (error) {
        unexplained.push(`${(error as Error).message}: ${oneLine(statement.sql).slice(0, 300)}`);
        continue;
      }
      explained += 1;
      for (const table of seqScannedTables(plan)) {
        const n = sizes.get(table) ?? 0;
        if (n > SEQ_SCAN_ROWS) findings.push({ table, rows: n, statement, allowed: allowedScan(table, statement.sql) });
      }
    }
    return { findings, explained, unexplained };
  } finally {
    await client.end();
  }
}

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();

async function main(): Promise<number> {
  endServicesOnExit();
  const url = values.database ?? (await scratchDatabase());
  await grow(url);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hr-explain-'));
  onBenchExit(async () => rmSync(dir, { recursive: true, force: true }));
  const capture = path.join(dir, 'statements.jsonl');
  writeFileSync(capture, '');
  const [upPort, gwPort] = [await freePort(), await freePort()];
  const upstreamUrl = `http://127.0.0.1:${upPort}`;
  const gatewayUrl = `http://127.0.0.1:${gwPort}`;
  await startService(
    'upstream',
    ['upstream/src/main.ts'],
    {
      UPSTREAM_PORT: String(upPort),
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      UPSTREAM_FAULTS: '0',
      EXPLAIN_CAPTURE: capture,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(ROOT, 'bench/explain/capture.cjs')}`.trim(),
    },
    `${upstreamUrl}/healthz`,
  );
  // Reference cache off: every screen reads what it needs from the upstream, as on a cold gateway.
  await startGateway(
    'gateway',
    { PORT: String(gwPort), UPSTREAM_URL: upstreamUrl, REFERENCE_CACHE_TTL_MS: '0', WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn' },
    `${gatewayUrl}/healthz`,
  );
  const statements = await runScreens(gatewayUrl, upstreamUrl, capture);
  await stopEveryService();
  const { findings, explained, unexplained } = await explainAll(url, statements);
  for (const line of unexplained) console.log(`could not EXPLAIN: ${line}`);
  console.log(`${explained} distinct statements of ${screenOperations.length} screen queries explained at ${people} people`);
  const failing = findings.filter((f) => !f.allowed);
  for (const f of findings) {
    const screens = [...f.statement.screens].join(', ');
    console.log(`\n${f.allowed ? 'allowed' : 'FAIL'}: Seq Scan on ${f.table} (${Math.round(f.rows)} rows) in ${screens}${f.allowed ? ` (${f.allowed})` : ''}`);
    console.log(`  ${oneLine(f.statement.sql).slice(0, 600)}`);
  }
  console.log(
    failing.length
      ? `\n${failing.length} sequential scan(s) of tables over ${SEQ_SCAN_ROWS} rows`
      : `\nNo sequential scan of a table over ${SEQ_SCAN_ROWS} rows`,
  );
  return failing.length || unexplained.length ? 1 : 0;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    return 1;
  })
  .then(async (code) => {
    await stopEveryService();
    await runBenchExit();
    process.exit(code);
  });
