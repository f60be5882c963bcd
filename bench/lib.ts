/**
 * Benchmark plumbing: the services as child processes, autocannon runs, and the shapes of a benchmark case.
 * Servers run as child processes (not in this process) so the load generator, the gateway and the upstream
 * each have their own event loop; the gateway would otherwise be charged for autocannon's and the upstream's work.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS } from '../upstream/src/seed';

export const ROOT = path.resolve(__dirname, '..');
/** The bench's gateways open /metrics to this bearer (METRICS_TOKEN). */
export const BENCH_METRICS_TOKEN = 'bench-metrics';
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

/** One HTTP request autocannon repeats, or a sequence of them (a screen's REST calls) counted as one. */
export interface BenchTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The requests of one screen, sent in turn on each connection (paths relative to `url`'s origin); req/s then counts screens. */
  sequence?: { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string }[];
}

/** What every case gets: the running services and a signed-in demo user. */
export interface BenchEnv {
  upstreamUrl: string;
  /** Gateway with the per-token user cache off (ME_CACHE_TTL_MS=0): same upstream work as a direct call. */
  gatewayUrl: string;
  /** Gateway with the default cache. */
  gatewayCachedUrl: string;
  /** Bearer token of the demo account `BENCH_ROLE` (default hr). */
  token: string;
  /** Bearer token of another demo account at the measured upstream (signed in once, then cached). */
  tokenOf: (role: string) => Promise<string>;
  /** A second upstream (request stats on) with its own gateway, to count a query's upstream calls; started on first use. */
  counting: () => Promise<CountingStack>;
  /** The bare Fastify ceiling (bench/ceiling.ts), started on first use. */
  ceiling: () => Promise<{ url: string; load: (answers: Record<string, { status: number; body: string }>) => Promise<void> }>;
}

export interface CountingStack {
  upstreamUrl: string;
  gatewayUrl: string;
  tokenOf: (role: string) => Promise<string>;
  /** Runs `query` once (after a warm-up call, so the user cache is warm) and answers the upstream calls it made, in order. */
  callsOf: (
    role: string,
    query: string,
    variables?: Record<string, unknown>,
    operationName?: string,
  ) => Promise<{ calls: string[]; data: unknown; errors?: unknown[] }>;
}

/** One comparison: a direct upstream baseline against one or more gateway variants. */
export interface BenchCase {
  name: string;
  description: string;
  baseline: { label: string; target: (env: BenchEnv) => BenchTarget };
  variants: {
    label: string;
    target: (env: BenchEnv) => BenchTarget;
    /** Minimum ratio variant/baseline req/s; omitted = informational. */
    budget?: number;
    /** A ceiling (bench/ceiling.ts): the ratio printed is baseline/variant (direct/ceiling), held to `budget`. */
    ceiling?: boolean;
  }[];
  /** Optional extra lines printed under the case header (e.g. upstream calls per query); runs before the targets are built. */
  report?: (env: BenchEnv) => Promise<string[]>;
  /** After `report`: how many budgets its own measurements broke (counted with the rest). */
  reportFailures?: () => number;
  /** After `report`: a reason to skip the measurement (printed), or undefined to run it. */
  skipped?: () => string | undefined;
  /** Measured with the upstream and the client side on separate CPUs (`placeProcesses`; a load case uses the whole machine). */
  split?: boolean;
  /** Runs only when BENCH_CASES names it exactly (long load cases), never by default or by a `prefix*`. */
  optIn?: boolean;
  /** Its own load (connections, seconds; one round) instead of BENCH_CONNECTIONS / BENCH_SECONDS. */
  settings?: RunSettings;
  /** Absolute budgets of every variant (a load case): timeouts and errors then fail the budget instead of the run. */
  limits?: LoadLimits;
}

export interface LoadLimits {
  minRequestsPerSecond: number;
  maxP99Ms: number;
  /** Most errors and timeouts allowed (0: none). */
  maxErrors: number;
}

/** The broken limits of one measurement (empty: within them). */
export function brokenLimits(m: Measured, limits: LoadLimits): string[] {
  return [
    m.requestsPerSecond < limits.minRequestsPerSecond ? `req/s < ${limits.minRequestsPerSecond}` : '',
    m.latencyP99Ms >= limits.maxP99Ms ? `p99 >= ${limits.maxP99Ms} ms` : '',
    m.errors + m.non2xx > limits.maxErrors ? `${m.errors + m.non2xx} errors/timeouts > ${limits.maxErrors}` : '',
  ].filter(Boolean);
}

export interface RunSettings {
  connections: number;
  seconds: number;
}

/** Sums several runs of one target into one figure (req/s over the total time, worst p99). */
export function combine(runs: Measured[]): Measured {
  return {
    requestsPerSecond: runs.reduce((sum, r) => sum + r.requestsPerSecond, 0) / runs.length,
    latencyP99Ms: Math.max(...runs.map((r) => r.latencyP99Ms)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

export interface Measured {
  requestsPerSecond: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Which side of a split a measured process is on. A case with `split` runs with the upstream side (the
 * measured upstream, the ceiling) on CPU 0 and the client side (the gateways, and this process: the load generator) on
 * CPU 1, as when the hosted backend and the gateway are separate hosts: the upstream then has the same CPU in the
 * direct run and in the gateway run. Unsplit (the load cases, or BENCH_PIN=0, or without Linux `taskset`), every
 * process may run on every CPU, and the gateway run also takes CPU from the upstream it waits on.
 */
export type Side = 'upstream' | 'client';
const CPU_OF: Record<Side, string> = { upstream: '0', client: '1' };
const EVERY_CPU = `0-${os.cpus().length - 1}`;
const sides = new Map<ChildProcess, Side>();
export const PIN = process.env.BENCH_PIN !== '0' && os.cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;

/** Every process of a service's group (tsx runs the service in a child node process). */
const pidsOf = (child: ChildProcess) => (spawnSync('pgrep', ['-g', String(child.pid)], { encoding: 'utf8' }).stdout ?? '').split('\n').filter(Boolean);

/** Splits the processes between the two CPUs (see Side), or lets each run anywhere; answers whether they are split. */
export function placeProcesses(split: boolean): boolean {
  if (!PIN) return false;
  const pin = (pid: string, cpus: string) => spawnSync('taskset', ['-a', '-cp', cpus, pid]);
  for (const [child, side] of sides) for (const pid of pidsOf(child)) pin(pid, split ? CPU_OF[side] : EVERY_CPU);
  pin(String(process.pid), split ? CPU_OF.client : EVERY_CPU);
  return split;
}

export interface ServiceOptions {
  /** The checkout it runs from (default this one; a baseline elsewhere). */
  cwd?: string;
  /** Its side of a split (placeProcesses); none: it runs on every CPU. */
  side?: Side;
}

/**
 * Starts `tsx <entry>` (or node on a built `.js` entry) with `env`; resolves once GET `healthUrl` answers 200.
 * A measured service, started as deployed: NODE_ENV=production as docker/Dockerfile.gateway sets it (graphql-js
 * otherwise runs its development-mode checks on every value it completes: 3% of the gateway's time on a big sheet).
 */
export async function startService(
  name: string,
  args: string[],
  env: Record<string, string>,
  healthUrl: string,
  { cwd = ROOT, side }: ServiceOptions = {},
): Promise<ChildProcess> {
  // A process group of its own: tsx runs the service in a child node process, which stopService must reach too.
  // A built .js entry runs on node itself, as deployed.
  const command = args[args.length - 1]?.endsWith('.js') ? process.execPath : TSX;
  const child = spawn(command, args, { cwd, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  trackGroup(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  // Generous: on a machine shared with other jobs the upstream's start (migrations, seed) can take over a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${stderr}`);
    try {
      const res = await fetch(healthUrl);
      if (res.ok) {
        if (side) sides.set(child, side);
        return child;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stopService(child);
  throw new Error(`${name} did not become healthy in 180 s:\n${stderr}`);
}

const built = new Set<string>();

/**
 * The gateway as deployed (`npm start`, the Docker image): built once per checkout (`npm run build -w gateway`,
 * gateway/dist) and run with node. A checkout without the build script (an older baseline) runs its source on tsx.
 * `nodeArgs` go to node before the entry (e.g. --cpu-prof). No --enable-source-maps, as deployed (gateway/scripts/build.ts).
 */
export async function startGateway(
  name: string,
  env: Record<string, string>,
  healthUrl: string,
  { cwd = ROOT, nodeArgs = [], side }: ServiceOptions & { nodeArgs?: string[] } = {},
): Promise<ChildProcess> {
  if (!existsSync(path.join(cwd, 'gateway/scripts/build.ts'))) {
    return startService(name, [...nodeArgs, '--tsconfig', 'gateway/tsconfig.json', 'gateway/src/main.ts'], env, healthUrl, { cwd, side });
  }
  if (!built.has(cwd)) {
    const result = spawnSync(TSX, ['gateway/scripts/build.ts'], { cwd, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`The gateway build failed in ${cwd}:\n${result.stderr}`);
    built.add(cwd);
  }
  return startService(name, [...nodeArgs, 'gateway/dist/main.js'], env, healthUrl, { cwd, side });
}

/**
 * Every process group this bench started and has not seen end (services from the moment they are spawned, before
 * they answer, and other detached helpers such as Lighthouse's runner). A service runs in a group of its own, so a
 * signal to the bench does not reach it: `endServicesOnExit` ends them when the bench is stopped.
 */
const groups = new Set<ChildProcess>();

/** Counts `child` (spawned `detached`, the leader of its own process group) among the groups ended with the bench. */
export function trackGroup(child: ChildProcess): void {
  groups.add(child);
  child.once('exit', () => {
    // The leader's exit does not end its group (tsx's node child, esbuild): forget it only once none is left.
    if (!signalGroup(child, 0)) groups.delete(child);
  });
}

/** Stops every group still running (SIGTERM, then SIGKILL after the grace). */
export const stopEveryService = (graceMs = 5000) => Promise.all([...groups].map((child) => stopService(child, graceMs)));

/** What a bench undoes when it ends, stopped or not (a scratch database, a temporary folder), last added first. */
const cleanups: (() => Promise<void>)[] = [];
export const onBenchExit = (cleanup: () => Promise<void>) => void cleanups.push(cleanup);
export async function runBenchExit(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((e: unknown) => console.error('cleanup failed:', e));
}

let exitHandlers = false;
/**
 * Installs, once, what a bench process does when stopped: on SIGINT, SIGTERM or SIGHUP every group it started gets
 * SIGTERM (SIGKILL after 5 s), then its cleanups run (onBenchExit), and the bench exits 128 + the signal's number; on any exit, a group still left is
 * killed. Without it a bench ended by a timeout left its upstream, ceiling and gateways (and their esbuild) running.
 */
export function endServicesOnExit(): void {
  if (exitHandlers) return;
  exitHandlers = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the services this bench started...`);
      void stopEveryService()
        .then(runBenchExit)
        .finally(() => process.exit(128 + os.constants.signals[signal]));
    });
  }
  process.once('exit', () => {
    for (const child of groups) signalGroup(child, 'SIGKILL');
  });
}

/** Signals the service's whole process group (tsx and the node process it runs); false once none is left. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-child.pid!, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM to the service's process group, then SIGKILL after `graceMs` (a profiled process needs the time to write its
 * profile). Waits until no process of the group is left: killing tsx alone left the service running, orphaned.
 */
export async function stopService(child: ChildProcess, graceMs = 5000): Promise<void> {
  sides.delete(child);
  if (child.pid === undefined || !signalGroup(child, 0)) {
    groups.delete(child);
    return;
  }
  signalGroup(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (signalGroup(child, 0)) {
    if (Date.now() > deadline) signalGroup(child, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 50));
  }
  groups.delete(child);
}

export async function measure(target: BenchTarget, settings: RunSettings): Promise<Measured> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    ...(target.sequence ? { requests: target.sequence } : {}),
    connections: settings.connections,
    duration: settings.seconds,
  });
  return {
    requestsPerSecond: result.requests.average / (target.sequence?.length || 1),
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A GraphQL POST for autocannon. */
export function graphqlTarget(gatewayUrl: string, token: string, query: string, variables: Record<string, unknown> = {}, operationName?: string): BenchTarget {
  return {
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) }),
  };
}

/** The demo account of a role key (e.g. `hr`). */
export function demoAccount(role: string): { email: string; password: string } {
  const account = DEMO_ACCOUNTS.find((a) => a.key === role);
  if (!account) throw new Error(`No demo account for role ${role}`);
  return account;
}

/** Signs a demo account (by role key, e.g. `hr`) in at the upstream and returns its token. */
export async function signIn(upstreamUrl: string, role: string): Promise<string> {
  const account = demoAccount(role);
  const res = await fetch(`${upstreamUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** The middle value (the upper one of an even count): rounds of a run are summarised by it. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
