/**
 * The whole home dashboard — the web's exact `Home` query (web/src/features/home/home.graphql) through the
 * gateway — against the same data fetched straight from the upstream by a client making the eight REST calls in
 * parallel (employees, birthdays, company leaves, leave requests, holidays, actions, both attendance grids). autocannon
 * repeats one request, so the comparison runs here as closed loops (BENCH_CONNECTIONS clients each asking for the next
 * dashboard as soon as the last one is complete, BENCH_SECONDS per side, the sides alternating over BENCH_ROUNDS):
 * dashboards per second, the ratio gateway / direct (budget >= 0.9), and the gateway's upstream calls per query read
 * from its /metrics (upstream_request_duration_seconds_count by route). Then the usual autocannon lines: the query
 * against the largest of the eight calls alone, for scale.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_METRICS_TOKEN, graphqlTarget, ROOT, type BenchCase, type BenchEnv } from '../lib';

const HOME = readFileSync(path.join(ROOT, 'web/src/features/home/home.graphql'), 'utf8');
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 2);
const BUDGET = 0.9;

const today = () => new Date().toISOString().slice(0, 10);

/** The eight GETs the gateway makes for HR's dashboard, as a direct client makes them. */
function directCalls(env: BenchEnv, day: string): string[] {
  const month = day.slice(0, 7);
  const [start, end] = [`${month}-01`, new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).toISOString().slice(0, 10)];
  return [
    '/employees?active=all',
    '/home/birthdays',
    `/leave_requests/company?month=${month}`,
    `/leave_requests?month=${month}`,
    `/vacations?year=${day.slice(0, 4)}`,
    `/action_againsts?created_start=${start}&created_end=${end}&limit=-1`,
    `/api/monthly_attendances?month=${month}`,
    `/api/agent_attendances?month=${month}`,
  ].map((p) => `${env.upstreamUrl}${p}`);
}

async function ok(res: Response): Promise<void> {
  const text = await res.text();
  if (!res.ok || text.includes('"errors"')) throw new Error(`home bench call failed: ${res.status} ${text.slice(0, 200)}`);
}

/** Dashboards per second of `one` run by CONNECTIONS clients in a closed loop for `seconds`. */
async function closedLoop(one: () => Promise<void>, seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        await one();
        done += 1;
      }
    }),
  );
  return done / seconds;
}

/** Upstream calls by route the gateway made so far (its /metrics). */
async function upstreamCalls(gatewayUrl: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${gatewayUrl}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } })).text();
  const calls = new Map<string, number>();
  for (const m of text.matchAll(/^upstream_request_duration_seconds_count\{([^}]*)\} (\d+)/gm)) {
    const route = /route="([^"]*)"/.exec(m[1])?.[1] ?? '?';
    calls.set(route, (calls.get(route) ?? 0) + Number(m[2]));
  }
  return calls;
}

async function report(env: BenchEnv): Promise<string[]> {
  const day = today();
  const target = graphqlTarget(env.gatewayCachedUrl, env.token, HOME, { today: day });
  const viaGateway = async () => ok(await fetch(target.url, { method: 'POST', headers: target.headers, body: target.body }));
  const headers = { authorization: `Bearer ${env.token}` };
  const urls = directCalls(env, day);
  const direct = async () => {
    await Promise.all(urls.map(async (url) => ok(await fetch(url, { headers }))));
  };

  await viaGateway(); // warms the user cache
  const before = await upstreamCalls(env.gatewayCachedUrl);
  await viaGateway();
  const after = await upstreamCalls(env.gatewayCachedUrl);
  const perRoute = [...after].map(([route, n]) => [route, n - (before.get(route) ?? 0)] as const).filter(([, n]) => n > 0);
  const calls = perRoute.reduce((sum, [, n]) => sum + n, 0);

  await closedLoop(direct, 1);
  await closedLoop(viaGateway, 1);
  const rates = { direct: [] as number[], gateway: [] as number[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    rates.direct.push(await closedLoop(direct, SECONDS / ROUNDS));
    rates.gateway.push(await closedLoop(viaGateway, SECONDS / ROUNDS));
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const [d, g] = [mean(rates.direct), mean(rates.gateway)];
  const ratio = g / d;
  return [
    `upstream calls per home query: ${calls} (${perRoute.map(([r, n]) => `${r}: ${n}`).join(', ')}); the direct client makes ${urls.length}`,
    `closed loop, ${CONNECTIONS} clients, ${SECONDS} s per side:`,
    `  upstream, ${urls.length} REST calls in parallel   ${d.toFixed(1).padStart(7)} dashboards/s`,
    `  gateway home query (cache on)            ${g.toFixed(1).padStart(7)} dashboards/s  ratio ${ratio.toFixed(2)}  ${ratio >= BUDGET ? 'PASS' : 'FAIL'} (budget ${BUDGET})`,
    `autocannon (one request repeated):`,
  ];
}

export const homeCase: BenchCase = {
  name: 'home',
  split: true,
  description: 'the whole home dashboard: GraphQL home query vs the same eight REST calls made in parallel',
  baseline: {
    label: 'upstream GET /employees?active=all (largest call)',
    target: (env) => ({ url: `${env.upstreamUrl}/employees?active=all`, headers: { authorization: `Bearer ${env.token}` } }),
  },
  variants: [{ label: 'gateway home query (cache on)', target: (env) => graphqlTarget(env.gatewayCachedUrl, env.token, HOME, { today: today() }) }],
  report,
};
