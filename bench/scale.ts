/**
 * Scale-out check: the product as it runs on several processes. It creates a fresh PostgreSQL database
 * (hr_scale_<random>), starts two upstream processes on it, two gateway processes sharing Redis (key prefix
 * hrtest:scale:<random>:), a round-robin proxy in front of the upstreams and one in front of the gateways
 * (bench/roundRobin.ts), then drives a mixed load through the front: per connection in turn `me`, the actions
 * list, the employees list and one write (filing a disciplinary action whose details carry a unique marker; safe
 * to repeat any number of times). It runs once with the upstream proxy sending everything to one upstream process
 * and once spreading over both, prints both side by side, and then counts the writes: every acknowledged one must
 * be stored exactly once. Budget: 0 errors (non-2xx, GraphQL errors, timeouts), 0 lost or duplicated writes;
 * exit code 1 otherwise.
 *
 *   npx tsx bench/scale.ts                      # 100 connections, 60 s per phase
 *   SCALE_SECONDS=10 SCALE_CONNECTIONS=50 npx tsx bench/scale.ts
 *
 * Env: SCALE_SECONDS (60), SCALE_CONNECTIONS (100), SCALE_WARMUP_SECONDS (3, also counted in the write check),
 * SCALE_TIMEOUT_SECONDS (30: an answer slower than this counts as an error),
 * SCALE_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: where the database is created),
 * SCALE_REDIS_URL (redis://127.0.0.1:6379). `npm run bench` runs it last and skips it when PostgreSQL or Redis is
 * not reachable; run by hand it fails instead.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { deleteKeysUnder } from '../gateway/src/state/redisStore';
import { endServicesOnExit, freePort, signIn, startGateway, startService, stopService } from './lib';

const settings = {
  seconds: Number(process.env.SCALE_SECONDS) || 60,
  connections: Number(process.env.SCALE_CONNECTIONS) || 100,
  warmup: Number(process.env.SCALE_WARMUP_SECONDS ?? 3),
  /** Seconds before autocannon gives up on one answer (its default, 10 s, is shorter than the gateway's own timeout). */
  timeout: Number(process.env.SCALE_TIMEOUT_SECONDS) || 30,
};
const ADMIN_URL = process.env.SCALE_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.SCALE_REDIS_URL || 'redis://127.0.0.1:6379';

const READS = [
  '{ me { name roles { ceo } } }',
  '{ actionsTaken(limit: 10, sortBy: id, sortDir: DESC) { count items { id employeeName status } } }',
  '{ employees(limit: 10) { count items { id name roleTitle } } }',
];
const WRITE = 'mutation($input: ActionTakenInput!) { createActionTaken(input: $input) { id details } }';

interface PhaseResult {
  label: string;
  requestsPerSecond: number;
  latencyP99Ms: number;
  requests: number;
  writesAcked: number;
  errors: number;
  /** The errors by kind, e.g. `non-2xx 2, GraphQL 1, timeouts 0`. */
  errorKinds: string;
}

/** What the load acknowledged, across every phase. */
interface Ledger {
  acked: Map<string, string>; // id -> marker
  sent: number;
  /** Writes answered with an error (counted in the phase's errors too). */
  refused: number;
}

async function adminQuery<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const databaseUrl = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** True when both servers answer (`npm run bench` skips the check otherwise). */
export async function serversReachable(): Promise<string | null> {
  try {
    await adminQuery(ADMIN_URL, 'SELECT 1');
  } catch (error) {
    return `PostgreSQL not reachable at ${ADMIN_URL} (${(error as Error).message})`;
  }
  try {
    await deleteKeysUnder(REDIS_URL, 'hrtest:scale:probe:');
  } catch (error) {
    return `Redis not reachable at ${REDIS_URL} (${(error as Error).message})`;
  }
  return null;
}

async function gql<T>(url: string, token: string, query: string): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function load(frontUrl: string, token: string, write: { policyId: string; employeeId: string; marker: string }, ledger: Ledger, seconds: number) {
  let errors = 0; // GraphQL errors in 200 answers, and write answers without the created row
  let non2xx = 0;
  const statuses: Record<number, number> = {};
  let acked = 0;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const read = (query: string): autocannon.Request => ({
    method: 'POST',
    path: '/graphql',
    headers,
    body: JSON.stringify({ query }),
    onResponse: (status, body) => {
      if (status !== 200) {
        non2xx += 1;
        statuses[status] = (statuses[status] ?? 0) + 1;
      } else if (body.includes('"errors":')) errors += 1;
    },
  });
  const result = await autocannon({
    url: frontUrl,
    connections: settings.connections,
    duration: seconds,
    timeout: settings.timeout,
    requests: [
      ...READS.map(read),
      {
        method: 'POST',
        path: '/graphql',
        headers,
        setupRequest: (request) => {
          ledger.sent += 1;
          const input = { actionpolicyId: write.policyId, employeeId: write.employeeId, date: '2025-08-01', details: `${write.marker}${ledger.sent}` };
          return { ...request, body: JSON.stringify({ query: WRITE, variables: { input } }) };
        },
        onResponse: (status, body) => {
          const created =
            status === 200 ? (JSON.parse(body) as { data?: { createActionTaken?: { id: string; details: string } } }).data?.createActionTaken : undefined;
          if (!created || body.includes('"errors":')) {
            if (status !== 200) {
              non2xx += 1;
              statuses[status] = (statuses[status] ?? 0) + 1;
            } else errors += 1;
            ledger.refused += 1;
          } else {
            acked += 1;
            ledger.acked.set(created.id, created.details);
          }
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    writesAcked: acked,
    errors: errors + non2xx + result.errors,
    errorKinds: `non-2xx ${non2xx} ${JSON.stringify(statuses)}, GraphQL ${errors}, timeouts ${result.timeouts}, connection ${result.errors - result.timeouts}`,
  };
}

/**
 * Waits until the writes still on their way when autocannon stopped are done (the stored count holds still for a
 * second), so the next phase starts on idle servers and the final count sees every write.
 */
async function settle(url: string, marker: string): Promise<void> {
  const deadline = Date.now() + settings.timeout * 1000;
  let last = -1;
  while (Date.now() < deadline) {
    const [{ n }] = await adminQuery<{ n: number }>(url, 'SELECT count(*)::int AS n FROM action_againsts WHERE details LIKE $1', [`${marker}%`]);
    if (n === last) return;
    last = n;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

export async function runScaleCheck(): Promise<number> {
  const run = randomBytes(4).toString('hex');
  const database = `hr_scale_${run}`;
  const prefix = `hrtest:scale:${run}:`;
  const marker = `scale:${run}:`;
  const children: ChildProcess[] = [];
  const stopAll = () => Promise.all(children.splice(0).map((child) => stopService(child)));
  const ports = {
    u1: await freePort(),
    u2: await freePort(),
    upstreamLb: await freePort(),
    g1: await freePort(),
    g2: await freePort(),
    front: await freePort(),
  };
  const at = (port: number) => `http://127.0.0.1:${port}`;
  console.log(
    `\n== scale-out: 2 gateways (Redis) over 1 vs 2 upstream processes on PostgreSQL ${database}, ` +
      `${settings.connections} connections, ${settings.seconds} s per phase, 3 reads : 1 write`,
  );
  await adminQuery(ADMIN_URL, `CREATE DATABASE ${database}`);
  try {
    const upstreamEnv = { DATABASE_URL: databaseUrl(database), UPSTREAM_SECRET: randomBytes(24).toString('hex'), LOG_LEVEL: 'warn', UPSTREAM_FAULTS: '0' };
    const upstream = (port: number) =>
      startService(`upstream :${port}`, ['upstream/src/main.ts'], { ...upstreamEnv, UPSTREAM_PORT: String(port) }, `${at(port)}/healthz`);
    children.push(await upstream(ports.u1)); // migrates and seeds
    children.push(await upstream(ports.u2)); // finds both done
    const proxy = (port: number, targets: number[]) =>
      startService(`round-robin :${port}`, ['bench/roundRobin.ts', String(port), targets.map(at).join(',')], {}, `${at(port)}/__rr/health`);
    children.push(await proxy(ports.upstreamLb, [ports.u1]));
    const gatewayEnv = {
      UPSTREAM_URL: at(ports.upstreamLb),
      REDIS_URL,
      REDIS_PREFIX: prefix,
      GATEWAY_SECRET: randomBytes(24).toString('hex'),
      WEB_DIST: '/nonexistent',
    };
    for (const port of [ports.g1, ports.g2]) {
      children.push(await startGateway(`gateway :${port}`, { ...gatewayEnv, PORT: String(port) }, `${at(port)}/healthz`));
    }
    children.push(await proxy(ports.front, [ports.g1, ports.g2]));

    const front = at(ports.front);
    const token = await signIn(at(ports.u1), 'ceo');
    const agentToken = await signIn(at(ports.u1), 'agent');
    const agent = await gql<{ me: { id: string } }>(front, agentToken, '{ me { id } }');
    const policies = await gql<{ actionPolicies: { items: { id: string; actionId: string }[] } }>(
      front,
      token,
      '{ actionPolicies(limit: -1) { items { id actionId } } }',
    );
    const write = { policyId: policies.actionPolicies.items.find((p) => p.actionId === 'ATT-01')!.id, employeeId: agent.me.id, marker };

    const ledger: Ledger = { acked: new Map(), sent: 0, refused: 0 };
    const results: PhaseResult[] = [];
    let warmupErrors = 0;
    for (const [label, targets] of [
      ['1 upstream process', [ports.u1]],
      ['2 upstream processes', [ports.u1, ports.u2]],
    ] as const) {
      const res = await fetch(`${at(ports.upstreamLb)}/__rr/targets`, { method: 'PUT', body: JSON.stringify(targets.map(at)) });
      if (res.status !== 204) throw new Error(`could not switch the upstream proxy: ${res.status}`);
      if (settings.warmup > 0) warmupErrors += (await load(front, token, write, ledger, settings.warmup)).errors;
      results.push({ label, ...(await load(front, token, write, ledger, settings.seconds)) });
      await settle(databaseUrl(database), marker);
    }

    // Every write, warm-ups included: what the load saw acknowledged against what the database holds.
    const stored = await adminQuery<{ id: number; details: string }>(databaseUrl(database), 'SELECT id, details FROM action_againsts WHERE details LIKE $1', [
      `${marker}%`,
    ]);
    const storedIds = new Set(stored.map((r) => String(r.id)));
    const lost = [...ledger.acked.keys()].filter((id) => !storedIds.has(id)).length;
    const perMarker = new Map<string, number>();
    for (const row of stored) perMarker.set(row.details, (perMarker.get(row.details) ?? 0) + 1);
    const duplicated = [...perMarker.values()].reduce((sum, n) => sum + (n - 1), 0);
    const unacknowledged = stored.filter((r) => !ledger.acked.has(String(r.id))).length;
    // autocannon stops at the deadline without waiting for the answers still on their way: those writes may be stored.
    const inFlight = ledger.sent - ledger.acked.size - ledger.refused;
    const phantom = Math.max(0, unacknowledged - inFlight);
    const errors = results.reduce((sum, r) => sum + r.errors, 0) + warmupErrors;

    const base = results[0].requestsPerSecond;
    console.log(`  ${'upstream'.padEnd(22)} ${'req/s'.padStart(8)} ${'writes/s'.padStart(9)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}  ratio`);
    for (const r of results) {
      console.log(
        `  ${r.label.padEnd(22)} ${r.requestsPerSecond.toFixed(0).padStart(8)} ${(r.writesAcked / settings.seconds).toFixed(0).padStart(9)} ` +
          `${String(r.latencyP99Ms).padStart(7)} ${String(r.errors).padStart(7)}  ${(r.requestsPerSecond / base).toFixed(2)}` +
          (r.errors ? `  (${r.errorKinds})` : ''),
      );
    }
    console.log(
      `  writes: ${ledger.sent} sent, ${ledger.acked.size} acknowledged, ${inFlight} unanswered when a run stopped, ${stored.length} stored; ` +
        `lost ${lost}, duplicated ${duplicated + phantom}`,
    );
    for (const [name, port] of [
      ['front proxy', ports.front],
      ['upstream proxy', ports.upstreamLb],
    ] as const) {
      const { failures } = (await (await fetch(`${at(port)}/__rr/health`)).json()) as { failures: Record<string, number> };
      if (Object.keys(failures).length) console.log(`  ${name} could not forward: ${JSON.stringify(failures)}`);
    }
    const passed = errors === 0 && lost === 0 && duplicated + phantom === 0;
    console.log(
      `  budget 0 errors, 0 lost or duplicated writes: ${passed ? 'PASS' : `FAIL (errors ${errors}, lost ${lost}, duplicated ${duplicated + phantom})`}`,
    );
    return passed ? 0 : 1;
  } finally {
    await stopAll();
    await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((e) => console.error(`could not drop ${database}: ${e.message}`));
    await deleteKeysUnder(REDIS_URL, prefix).catch((e) => console.error(`could not drop Redis keys ${prefix}*: ${e.message}`));
  }
}

if (require.main === module) {
  endServicesOnExit();
  serversReachable()
    .then((missing) => {
      if (missing) throw new Error(`${missing}: the scale-out check needs both servers`);
      return runScaleCheck();
    })
    .then(
      (code) => process.exit(code),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
}
