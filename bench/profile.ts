/**
 * `npm run bench:profile`: CPU profiles of the upstream and the gateway under one screen's load. Starts
 * both as child processes with `node --cpu-prof`, loads the gateway with the screen's query (autocannon), stops them
 * (the profiles are written on exit) and prints each process's heaviest functions by self time, grouped by package.
 * Open the .cpuprofile files in Chrome DevTools (Performance tab) or speedscope for the call trees.
 *
 * Env: PROFILE_OPERATION (LeaveRequests; any operation of tests/support/screenOperations.ts), PROFILE_SECONDS (20),
 * PROFILE_CONNECTIONS (10; under 100 a loaded upstream may not drain in time to write its profile), PROFILE_DIR
 * (.profiles), BENCH_DATABASE_URL (PostgreSQL instead of PGlite, see services.ts).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { OPERATION_ROLE, OPERATION_VARIABLES, screenOperations } from '../tests/support/screenOperations';
import { summarise } from './cpuProfile';
import { endServicesOnExit, freePort, graphqlTarget, measure, ROOT, signIn, startGateway, startService, stopService } from './lib';
import { upstreamDatabaseEnv } from './services';

const operation = process.env.PROFILE_OPERATION ?? 'LeaveRequests';
const seconds = Number(process.env.PROFILE_SECONDS) || 20;
const connections = Number(process.env.PROFILE_CONNECTIONS) || 10;
const dir = path.resolve(ROOT, process.env.PROFILE_DIR ?? '.profiles');

/** The biggest profile a process tree wrote into `folder` (tsx's own launcher writes a small one too). */
const biggest = (folder: string) =>
  readdirSync(folder)
    .map((f) => path.join(folder, f))
    .sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];

async function main(): Promise<void> {
  endServicesOnExit();
  const op = screenOperations.find((o) => o.name === operation);
  if (!op) throw new Error(`No screen operation ${operation}`);
  rmSync(dir, { recursive: true, force: true });
  const [upPort, gwPort] = [await freePort(), await freePort()];
  const upstreamUrl = `http://127.0.0.1:${upPort}`;
  // Node refuses --cpu-prof in NODE_OPTIONS; tsx hands its own flags to node.
  const profiled = (name: string) => {
    mkdirSync(path.join(dir, name), { recursive: true });
    return ['--cpu-prof', `--cpu-prof-dir=${path.join(dir, name)}`];
  };
  const upstream = await startService(
    'upstream',
    [...profiled('upstream'), 'upstream/src/main.ts'],
    { UPSTREAM_PORT: String(upPort), UPSTREAM_FAULTS: '0', LOG_LEVEL: 'warn', ...upstreamDatabaseEnv() },
    `${upstreamUrl}/healthz`,
  );
  const gateway = await startGateway(
    'gateway',
    { PORT: String(gwPort), UPSTREAM_URL: upstreamUrl, WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn' },
    `http://127.0.0.1:${gwPort}/healthz`,
    { nodeArgs: profiled('gateway') },
  );
  try {
    const token = await signIn(upstreamUrl, OPERATION_ROLE[op.name] ?? 'hr');
    const target = graphqlTarget(`http://127.0.0.1:${gwPort}`, token, op.document, OPERATION_VARIABLES[op.name] ?? {}, op.name);
    await measure(target, { connections: 10, seconds: 2 });
    const m = await measure(target, { connections, seconds });
    console.log(`${op.name}: ${m.requestsPerSecond.toFixed(0)} req/s, p99 ${m.latencyP99Ms} ms, ${m.non2xx} non-2xx, ${m.errors} errors/timeouts`);
  } finally {
    await stopService(gateway, 60_000);
    // Let the upstream finish what the load left queued, so it exits (and writes its profile) on SIGTERM.
    for (let i = 0; i < 60; i += 1) {
      const started = Date.now();
      if ((await fetch(`${upstreamUrl}/healthz`).catch(() => null))?.ok && Date.now() - started < 100) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    await stopService(upstream, 120_000);
  }
  for (const name of ['upstream', 'gateway']) {
    const file = biggest(path.join(dir, name));
    if (!file) {
      console.log(`\n== ${name}: no profile written`);
      continue;
    }
    console.log(`\n== ${name}: ${path.relative(ROOT, file)}`);
    for (const line of summarise(file)) console.log(line);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
