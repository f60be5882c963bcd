/**
 * Pay (issue 15): the salaries sheet of one month. Under the case header, one-shot timings on a THROW-AWAY upstream
 * seeded with 1,000 extra hourly agents (dialer hours on every weekday of March 2022) and its own gateway: the whole
 * sheet (1,000+ rows, every component computed) straight from the upstream (budget: under 1 s) and through the
 * gateway with the web's exact `Salaries` operation (web/src/features/pay/pay.graphql, limit -1).
 * autocannon then compares the demo company's sheet page (the web's operation, 25 rows) with `GET /salaries`
 * (budget: the gateway keeps >= 90% of the upstream's req/s).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../upstream/src/seed';
import { startUpstream } from '../../upstream/src/index';
import { freePort, graphqlTarget, ROOT, startService, stopService, type BenchCase } from '../lib';
import { seedLoadAgents } from './attendanceSeed';

/** The web's own operation, read from its .graphql file (so the bench measures what the screen sends). */
const SALARIES = (() => {
  const file = fs.readFileSync(path.join(ROOT, 'web/src/features/pay/pay.graphql'), 'utf8');
  const start = file.indexOf('query Salaries(');
  return file.slice(start, file.indexOf('\nquery ', start + 1));
})();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n: number) => `${n.toFixed(0).padStart(6)} ms`;

async function timed(call: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await call();
  const text = await res.text();
  if (!res.ok || text.includes('"errors"')) throw new Error(`pay bench call failed: ${res.status} ${text.slice(0, 300)}`);
  return performance.now() - start;
}

async function oneShotTimings(): Promise<string[]> {
  const upstream = await startUpstream({ dataDir: ':memory:', port: 0 });
  const gwPort = await freePort();
  const gatewayUrl = `http://127.0.0.1:${gwPort}`;
  const gateway = await startService(
    'pay gateway',
    ['--tsconfig', 'gateway/tsconfig.json', 'gateway/src/main.ts'],
    { PORT: String(gwPort), UPSTREAM_URL: upstream.url, ME_CACHE_TTL_MS: '30000', WEB_DIST: '/nonexistent' },
    `${gatewayUrl}/healthz`,
  );
  try {
    await seedLoadAgents(upstream.db, 1000);
    await upstream.db.query(`UPDATE employees SET hourly_rate = 10 + id % 5, date_joined = '2020-01-01' WHERE "RES_ID" LIKE 'LOAD-%'`);
    await upstream.db.query(
      `INSERT INTO dialer_data (employee_id, date, hours_worked)
       SELECT e.id, d::date, 6 + e.id % 4 FROM employees e, generate_series('2022-03-01'::date, '2022-03-31'::date, interval '1 day') d
        WHERE e."RES_ID" LIKE 'LOAD-%' AND extract(isodow FROM d) < 6`,
    );
    const account = DEMO_ACCOUNTS.find((a) => a.key === 'hr')!;
    const login = await fetch(`${upstream.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const up: number[] = [];
    const gw: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      up.push(await timed(() => fetch(`${upstream.url}/salaries?month=2022-03`, { headers })));
      gw.push(
        await timed(() =>
          fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: SALARIES, variables: { month: '2022-03', limit: -1 } }) }),
        ),
      );
    }
    const [u, g] = [median(up), median(gw)];
    return [
      `salaries sheet, 1,000+ employees, March 2022 (median of 5):`,
      `  upstream GET /salaries?month=2022-03        ${ms(u)}  ${u < 1000 ? 'within' : 'OVER'} the 1 s budget`,
      `  gateway Salaries (limit -1)                  ${ms(g)}  ratio ${(u / g).toFixed(2)} (upstream time / gateway time)`,
      `autocannon, demo-size sheet page:`,
    ];
  } finally {
    await stopService(gateway);
    await upstream.close();
  }
}

export const payCase: BenchCase = {
  name: 'salaries',
  description: "salaries sheet: 1,000 employees one-shot, and the web's Salaries page vs GET /salaries",
  report: oneShotTimings,
  baseline: {
    label: 'upstream GET /salaries?limit=25',
    target: (env) => ({ url: `${env.upstreamUrl}/salaries?limit=25&page=1&sort_by=name`, headers: { authorization: `Bearer ${env.token}` } }),
  },
  variants: [
    { label: 'gateway Salaries page (cache on)', target: (env) => graphqlTarget(env.gatewayCachedUrl, env.token, SALARIES, { limit: 25, page: 1, sortBy: 'name', sortDir: 'ASC' }), budget: 0.9 },
  ],
};
