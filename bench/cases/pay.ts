/**
 * Pay: the salaries sheet of one month. Under the case header, one-shot timings on a THROW-AWAY upstream
 * seeded with 1,000 extra hourly agents (dialer hours on every weekday of March 2022) and its own gateway: the whole
 * sheet (1,000+ rows, every component computed) straight from the upstream (budget: under 1 s) and through the
 * gateway with the web's exact `Salaries` operation (web/src/features/pay/pay.graphql, limit -1).
 * autocannon then compares the demo company's sheet page (the web's operation, 25 rows) with `GET /salaries`
 * (budget: the gateway keeps >= 90% of the upstream's req/s).
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import type { ChildProcess } from 'node:child_process';
import { startUpstream } from '../../upstream/src/index';
import { freePort, graphqlTarget, measure, median, ROOT, signIn, startService, stopService, type BenchCase } from '../lib';
import { seedLoadAgents } from './attendanceSeed';

/** The web's own operation, read from its .graphql file (so the bench measures what the screen sends). */
const SALARIES = (() => {
  const file = fs.readFileSync(path.join(ROOT, 'web/src/features/pay/pay.graphql'), 'utf8');
  const start = file.indexOf('query Salaries(');
  return file.slice(start, file.indexOf('\nquery ', start + 1));
})();

const ms = (n: number) => `${n.toFixed(0).padStart(6)} ms`;

async function timed(call: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await call();
  const text = await res.text();
  if (!res.ok || text.includes('"errors"')) throw new Error(`pay bench call failed: ${res.status} ${text.slice(0, 300)}`);
  return performance.now() - start;
}

/** A throw-away PGlite data dir: the demo company plus 1,000 hourly agents with dialer hours every weekday of March 2022. */
async function seededDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-pay-'));
  const upstream = await startUpstream({ dataDir, port: 0 });
  try {
    await seedLoadAgents(upstream.db, 1000);
    await upstream.db.query(`UPDATE employees SET hourly_rate = 10 + id % 5, date_joined = '2020-01-01' WHERE "RES_ID" LIKE 'LOAD-%'`);
    await upstream.db.query(
      `INSERT INTO dialer_data (employee_id, date, hours_worked)
       SELECT e.id, d::date, 6 + e.id % 4 FROM employees e, generate_series('2022-03-01'::date, '2022-03-31'::date, interval '1 day') d
        WHERE e."RES_ID" LIKE 'LOAD-%' AND extract(isodow FROM d) < 6`,
    );
  } finally {
    await upstream.close();
  }
  return dataDir;
}

/**
 * The 1,000-row sheet on its own upstream and gateway processes (as deployed: the bench process only sends): one-shot
 * latency (median of 5), then throughput with 4 connections, gateway vs upstream (budget: ratio >= 0.9).
 */
async function wholeSheetTimings(): Promise<string[]> {
  const dataDir = await seededDataDir();
  const [upPort, gwPort] = [await freePort(), await freePort()];
  const upstreamUrl = `http://127.0.0.1:${upPort}`;
  const gatewayUrl = `http://127.0.0.1:${gwPort}`;
  const services: ChildProcess[] = [];
  try {
    services.push(
      await startService(
        'pay upstream',
        ['upstream/src/main.ts'],
        { UPSTREAM_PORT: String(upPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        `${upstreamUrl}/healthz`,
      ),
    );
    services.push(
      await startService(
        'pay gateway',
        ['--tsconfig', 'gateway/tsconfig.json', 'gateway/src/main.ts'],
        { PORT: String(gwPort), UPSTREAM_URL: upstreamUrl, ME_CACHE_TTL_MS: '30000', WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn' },
        `${gatewayUrl}/healthz`,
      ),
    );
    const token = await signIn(upstreamUrl, 'hr');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const sheetQuery = JSON.stringify({ query: SALARIES, variables: { month: '2022-03', limit: -1 } });
    const up: number[] = [];
    const gw: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      up.push(await timed(() => fetch(`${upstreamUrl}/salaries?month=2022-03`, { headers })));
      gw.push(await timed(() => fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers, body: sheetQuery })));
    }
    const [u, g] = [median(up), median(gw)];
    const run = { connections: 4, seconds: Number(process.env.BENCH_SECONDS) || 10 };
    const direct = await measure({ url: `${upstreamUrl}/salaries?month=2022-03`, headers }, run);
    const through = await measure({ url: `${gatewayUrl}/graphql`, method: 'POST', headers, body: sheetQuery }, run);
    for (const r of [direct, through]) if (r.non2xx || r.errors) throw new Error(`pay bench: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
    const ratio = through.requestsPerSecond / direct.requestsPerSecond;
    sheetRatio = ratio;
    return [
      `salaries sheet, 1,000+ employees, March 2022, one-shot (median of 5):`,
      `  upstream GET /salaries?month=2022-03        ${ms(u)}  ${u < 1000 ? 'within' : 'OVER'} the 1 s budget`,
      `  gateway Salaries (limit -1)                  ${ms(g)}  latency ratio ${(u / g).toFixed(2)} (upstream time / gateway time)`,
      `the same sheet, ${run.connections} connections, ${run.seconds} s:`,
      `  upstream GET /salaries?month=2022-03        ${direct.requestsPerSecond.toFixed(1).padStart(6)} sheets/s  p99 ${direct.latencyP99Ms.toFixed(0).padStart(5)} ms`,
      `  gateway Salaries (limit -1)                  ${through.requestsPerSecond.toFixed(1).padStart(6)} sheets/s  p99 ${through.latencyP99Ms.toFixed(0).padStart(5)} ms  ratio ${ratio.toFixed(2)}  ${ratio >= 0.9 ? 'PASS' : 'FAIL'} (budget >= 0.9)`,
      `autocannon, demo-size sheet page:`,
    ];
  } finally {
    for (const service of services.reverse()) await stopService(service);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The whole-sheet throughput ratio of the last run (its budget fails the bench like any other). */
let sheetRatio: number | undefined;

export const payCase: BenchCase = {
  name: 'salaries',
  description: "salaries sheet: 1,000 employees one-shot, and the web's Salaries page vs GET /salaries",
  report: wholeSheetTimings,
  reportFailures: () => (sheetRatio !== undefined && sheetRatio < 0.9 ? 1 : 0),
  baseline: {
    label: 'upstream GET /salaries?limit=25',
    target: (env) => ({ url: `${env.upstreamUrl}/salaries?limit=25&page=1&sort_by=name`, headers: { authorization: `Bearer ${env.token}` } }),
  },
  variants: [
    {
      label: 'gateway Salaries page (cache on)',
      target: (env) => graphqlTarget(env.gatewayCachedUrl, env.token, SALARIES, { limit: 25, page: 1, sortBy: 'name', sortDir: 'ASC' }),
      budget: 0.9,
    },
  ],
};
