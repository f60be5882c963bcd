/**
 * `npm run bench:cpu`: the gateway's own CPU time per request on each screen's query. Throughput ratios
 * swing with whatever else runs on a shared 2-core machine; the CPU the gateway process spends per answer does not
 * (much), so it is the figure to compare before/after a change of the gateway. Starts an upstream and a gateway as
 * deployed (user cache on), warms each query, then reads the gateway's utime+stime from /proc (its tsx process
 * tree) before and after GWCPU_REQUESTS answers sent over 10 connections, and this process's own CPU (the load generator,
 * which shares the gateway's CPU in a split bench run) over the same answers. Linux only.
 *
 * Env: GWCPU_OPERATIONS (Holidays,MyGoals,Assets,...; default: the screens of docs/performance.md's table), GWCPU_REQUESTS (2000),
 * GWCPU_ROUNDS (3; the median is printed), GWCPU_BASELINE (another checkout, e.g. a `git worktree` of main: its gateway
 * runs beside this one on the same upstream and the rounds alternate, so a before/after shares the machine's load),
 * GWCPU_BARE (1; 0 skips the floor below).
 *
 * The floor: bench/bareProxy.ts replays the REST calls the gateway made for the same query (recorded once from the
 * upstream's request stats) with no GraphQL layer at all; its CPU per answer, measured in the same rounds, is the
 * least any Node backend-for-frontend spends on that screen, so `gateway - floor` is what the GraphQL layer costs.
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { OPERATION_ROLE, prepareOperationVariables, screenOperations } from '../tests/support/screenOperations';
import { endServicesOnExit, freePort, graphqlTarget, median, startGateway as startBuiltGateway, startService, stopService } from './lib';
import { tokenCache, upstreamDatabaseEnv } from './services';

const OPERATIONS = (process.env.GWCPU_OPERATIONS ?? 'Holidays,MyGoals,CompanyLeaves,Assets,Employees,Candidates,ActionsTaken,LeaveRequests,Home').split(',');
const REQUESTS = Number(process.env.GWCPU_REQUESTS) || 2000;
const ROUNDS = Number(process.env.GWCPU_ROUNDS) || 3;
const BASELINE = process.env.GWCPU_BASELINE;
const BARE = process.env.GWCPU_BARE !== '0';
const TICK_MS = 10; // USER_HZ = 100 on Linux

/** The pids of `pid` and all its descendants. */
function tree(pid: number): number[] {
  const out = [pid];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    for (const child of children ? children.split(' ') : []) out.push(...tree(Number(child)));
  }
  return out;
}

/** utime + stime of a process tree, in ms. */
function cpuMs(pid: number): number {
  return tree(pid).reduce((sum, p) => {
    const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return sum + (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  }, 0);
}

/** `amount` answers of one query over 10 connections. */
const load = (gatewayUrl: string, token: string, query: string, variables: Record<string, unknown>, operationName: string, amount: number) => {
  const target = graphqlTarget(gatewayUrl, token, query, variables, operationName);
  return autocannon({ url: target.url, method: 'POST', headers: target.headers, body: target.body, connections: 10, amount });
};

async function main(): Promise<void> {
  endServicesOnExit();
  const upPort = await freePort();
  const upstreamUrl = `http://127.0.0.1:${upPort}`;
  const upstream = await startService(
    'upstream',
    ['upstream/src/main.ts'],
    // Request stats (the faults switch) record the calls the bare proxy replays.
    { UPSTREAM_PORT: String(upPort), UPSTREAM_FAULTS: BARE ? '1' : '0', LOG_LEVEL: 'warn', ...upstreamDatabaseEnv() },
    `${upstreamUrl}/healthz`,
  );
  const startGateway = async (cwd?: string) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), UPSTREAM_URL: upstreamUrl, ME_CACHE_TTL_MS: '30000', WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn' };
    const child = await startBuiltGateway(`gateway ${cwd ?? 'this checkout'}`, env, `${url}/healthz`, { cwd });
    return { label: cwd ? 'baseline' : 'this', url, child };
  };
  const gateways: { label: string; url: string; child: ChildProcess }[] = [await startGateway()];
  if (BASELINE) gateways.unshift(await startGateway(BASELINE));
  const startBare = async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    return { label: 'floor', url, child: await startService('bare proxy', ['bench/bareProxy.ts'], { BARE_PROXY_PORT: String(port) }, `${url}/healthz`) };
  };
  const bare = BARE ? await startBare() : undefined;
  try {
    const tokenOf = tokenCache(upstreamUrl);
    const post = async (role: string, query: string, variables: Record<string, unknown> = {}, operationName?: string, gatewayUrl = gateways[0].url) => {
      const res = await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf(role)}` },
        body: JSON.stringify({ query, variables, operationName }),
      });
      return (await res.json()) as { data?: any; errors?: unknown[] };
    };
    /** The REST reads the gateway makes for one answer of the query (none when it makes a write), set as the bare proxy's. */
    const replayed = async (ask: () => Promise<unknown>): Promise<string[]> => {
      await ask(); // the user cache and the reference cache warm, as in the measured rounds
      await fetch(`${upstreamUrl}/__stats`, { method: 'DELETE' });
      await ask();
      const { calls } = (await (await fetch(`${upstreamUrl}/__stats`)).json()) as { calls: string[] };
      if (!calls.length || calls.some((call) => !call.startsWith('GET '))) return [];
      await fetch(`${bare!.url}/__calls`, { method: 'PUT', body: JSON.stringify({ upstream: upstreamUrl, calls }) });
      return calls;
    };
    const variables = await prepareOperationVariables((query, vars) => post('hr', query, vars));
    console.log(`load ${readFileSync('/proc/loadavg', 'utf8').trim()}; ${REQUESTS} requests x ${ROUNDS} rounds, 10 connections`);
    for (const name of OPERATIONS) {
      const op = screenOperations.find((o) => o.name === name);
      if (!op) throw new Error(`No screen operation ${name}`);
      const role = OPERATION_ROLE[op.name] ?? 'hr';
      const vars = variables[op.name] ?? {};
      const calls = bare ? await replayed(() => post(role, op.document, vars, op.name, gateways[0].url)) : [];
      const measured = calls.length ? [...gateways, bare!] : gateways;
      const runs = measured.map((g) => ({ ...g, perRequest: [] as number[], loader: [] as number[], rates: [] as number[] }));
      for (const g of runs) {
        if (g.label !== 'floor') {
          const check = await post(role, op.document, vars, op.name, g.url);
          if (check.errors?.length) throw new Error(`${name}: ${JSON.stringify(check.errors).slice(0, 300)}`);
        }
        await load(g.url, await tokenOf(role), op.document, vars, op.name, Math.min(500, REQUESTS));
      }
      for (let i = 0; i < ROUNDS; i += 1) {
        for (const g of runs) {
          const token = await tokenOf(role);
          const before = cpuMs(g.child.pid!);
          const own = process.cpuUsage();
          const result = await load(g.url, token, op.document, vars, op.name, REQUESTS);
          g.perRequest.push((cpuMs(g.child.pid!) - before) / REQUESTS);
          const spent = process.cpuUsage(own);
          g.loader.push((spent.user + spent.system) / 1000 / REQUESTS);
          if (result.non2xx || result.errors) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
          g.rates.push(result.requests.average);
        }
      }
      for (const g of runs) {
        const rounds = g.perRequest.map((x) => x.toFixed(3)).join(', ');
        const what = g.label === 'floor' ? `bare proxy CPU (${calls.length} REST call${calls.length === 1 ? '' : 's'})` : 'gateway CPU';
        console.log(
          `${name.padEnd(16)} ${g.label.padEnd(8)} ${what} ${median(g.perRequest).toFixed(3)} ms/request (rounds ${rounds}), ` +
            `load generator ${median(g.loader).toFixed(3)} ms/request, ${median(g.rates).toFixed(0)} req/s`,
        );
      }
      if (bare && !calls.length) console.log(`${name.padEnd(16)} floor    no bare proxy: the gateway made no REST call or a write for it`);
    }
  } finally {
    if (bare) await stopService(bare.child);
    for (const g of gateways) await stopService(g.child);
    await stopService(upstream);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
