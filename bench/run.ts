/**
 * `npm run bench`: starts the upstream (in memory) and two gateways (user cache off / on) as child processes,
 * signs a demo user in, then runs every case of bench/cases/*.ts (found by bench/cases/index.ts) with autocannon at the same concurrency
 * and duration, printing req/s, the ratio to the direct upstream baseline and PASS/FAIL against each budget.
 *
 * The measured time of each target is split into BENCH_ROUNDS rounds run in turn (baseline, variant, ..., baseline,
 * variant, ...), so a load spike from other work on the machine hits every side alike instead of one of them.
 *
 * Env: BENCH_SECONDS (10, per target), BENCH_CONNECTIONS (10), BENCH_ROUNDS (2), BENCH_WARMUP_SECONDS (2),
 * BENCH_ROLE (hr), BENCH_CASES (comma list of case names, `prefix*` for a family such as `screen:*`; `scale` is the scale-out check of bench/scale.ts, run last
 * with its own SCALE_* settings; `lighthouse` the web part), BENCH_LIGHTHOUSE (1; 0 skips the web part), BENCH_PIN (1;
 * 0 runs the `split` cases unsplit: see `placeProcesses` in lib.ts).
 * The web part prints each route's initial JS (gzip) and Lighthouse mobile scores of /login and /main/leaveRequests
 * served by a third gateway with the built web app (bench/lighthouse.ts). Exit code 1 when a budget fails.
 */
import type { ChildProcess } from 'node:child_process';
import { loadCases } from './cases';
import { runScaleCheck, serversReachable } from './scale';
import {
  BENCH_METRICS_TOKEN,
  brokenLimits,
  combine,
  placeProcesses,
  demoAccount,
  endServicesOnExit,
  freePort,
  measure,
  signIn,
  startGateway,
  startService,
  stopService,
  type BenchCase,
  type BenchEnv,
  type BenchTarget,
  type Measured,
  type RunSettings,
} from './lib';
import { lighthouseScores, printScores } from './lighthouse';
import { lazyServices, tokenCache, upstreamDatabaseEnv } from './services';
import { ensureWebBuilt, WEB_DIST } from '../tests/e2e/support/webBuild.cjs';
import { routeSizes, kb } from '../tests/e2e/support/bundleSizes';

const settings: RunSettings = {
  seconds: Number(process.env.BENCH_SECONDS) || 10,
  connections: Number(process.env.BENCH_CONNECTIONS) || 10,
};
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS) || 2);
const warmup: RunSettings = { seconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2), connections: settings.connections };

const fmt = (m: Measured) =>
  `${m.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(m.latencyP99Ms).padStart(4)} ms` +
  (m.non2xx || m.errors ? `  (non-2xx ${m.non2xx}, errors ${m.errors})` : '');

async function main(): Promise<number> {
  const children: ChildProcess[] = [];
  const stopAll = () => Promise.all(children.map((child) => stopService(child)));
  endServicesOnExit();
  try {
    const [upstreamPort, gatewayPort, cachedPort] = [await freePort(), await freePort(), await freePort()];
    const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
    console.log(`Starting upstream and gateways (${settings.connections} connections, ${settings.seconds} s per run)...`);
    children.push(
      await startService(
        'upstream',
        ['upstream/src/main.ts'],
        { UPSTREAM_PORT: String(upstreamPort), ...upstreamDatabaseEnv(), LOG_LEVEL: 'warn', UPSTREAM_FAULTS: '0' },
        `${upstreamUrl}/healthz`,
        { side: 'upstream' },
      ),
    );
    const gateway = (port: number, cacheMs: string) =>
      startGateway(
        `gateway :${port}`,
        { PORT: String(port), UPSTREAM_URL: upstreamUrl, ME_CACHE_TTL_MS: cacheMs, WEB_DIST: '/nonexistent', METRICS_TOKEN: BENCH_METRICS_TOKEN },
        `http://127.0.0.1:${port}/healthz`,
        { side: 'client' },
      );
    children.push(await gateway(gatewayPort, '0'));
    children.push(await gateway(cachedPort, '30000'));

    const env: BenchEnv = {
      upstreamUrl,
      gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
      gatewayCachedUrl: `http://127.0.0.1:${cachedPort}`,
      token: await signIn(upstreamUrl, process.env.BENCH_ROLE ?? 'hr'),
      tokenOf: tokenCache(upstreamUrl),
      ...lazyServices(children),
    };

    const only = process.env.BENCH_CASES?.split(',').map((s) => s.trim());
    let failed = 0;
    const selected = (c: BenchCase) =>
      c.optIn ? !!only?.includes(c.name) : !only || only.some((o) => o === c.name || (o.endsWith('*') && c.name.startsWith(o.slice(0, -1))));
    for (const benchCase of (await loadCases()).filter(selected)) {
      console.log(`\n== ${benchCase.name}: ${benchCase.description}`);
      for (const line of benchCase.report ? await benchCase.report(env) : []) console.log(`  ${line}`);
      failed += benchCase.reportFailures?.() ?? 0;
      const skip = benchCase.skipped?.();
      if (skip) {
        console.log(`  skipped: ${skip}`);
        continue;
      }
      const targets: { label: string; target: BenchTarget; budget?: number; ceiling?: boolean }[] = [
        { label: benchCase.baseline.label, target: benchCase.baseline.target(env) },
        ...benchCase.variants.map((v) => ({ label: v.label, target: v.target(env), budget: v.budget, ceiling: v.ceiling })),
      ];
      const own = benchCase.settings;
      if (placeProcesses(!!benchCase.split)) console.log('  split: upstream and ceiling on CPU 0, gateway and load generator on CPU 1');
      if (warmup.seconds > 0) for (const t of targets) await measure(t.target, { ...warmup, connections: own?.connections ?? warmup.connections });
      const runs: Measured[][] = targets.map(() => []);
      const caseRounds = own ? 1 : rounds;
      const round: RunSettings = own ?? { connections: settings.connections, seconds: Math.max(1, Math.round(settings.seconds / rounds)) };
      for (let r = 0; r < caseRounds; r += 1) {
        for (const [i, t] of targets.entries()) runs[i].push(await measure(t.target, round));
      }
      const results = runs.map(combine);
      for (const [i, t] of targets.entries()) {
        if (benchCase.limits) continue; // a load case counts errors and timeouts against its budget instead
        if (results[i].non2xx || results[i].errors) throw new Error(`${t.label}: ${results[i].non2xx} non-2xx answers, ${results[i].errors} errors`);
      }
      const base = results[0];
      console.log(`  ${targets[0].label.padEnd(45)} ${fmt(base)}`);
      for (const [i, t] of targets.entries()) {
        if (i === 0) continue;
        // A ceiling is held the other way round: how much of it the direct upstream reaches.
        const ratio = t.ceiling ? base.requestsPerSecond / results[i].requestsPerSecond : results[i].requestsPerSecond / base.requestsPerSecond;
        const broken = benchCase.limits ? brokenLimits(results[i], benchCase.limits) : [];
        const passed = (t.budget === undefined || ratio >= t.budget) && broken.length === 0;
        if (!passed) failed += 1;
        const verdict = benchCase.limits
          ? `  ${broken.length ? `FAIL (${broken.join(', ')})` : 'PASS'} (budget >= ${benchCase.limits.minRequestsPerSecond} req/s, p99 < ${benchCase.limits.maxP99Ms} ms, no timeouts)`
          : t.budget === undefined
            ? ''
            : `  ${passed ? 'PASS' : 'FAIL'} (budget >= ${t.budget})`;
        console.log(`  ${t.label.padEnd(45)} ${fmt(results[i])}  ${t.ceiling ? 'direct/ceiling' : 'ratio'} ${ratio.toFixed(2)}${verdict}`);
      }
    }
    if (process.env.BENCH_LIGHTHOUSE !== '0' && (!only || only.includes('lighthouse'))) {
      ensureWebBuilt();
      console.log('\n== web: initial JavaScript per route (gzip, from the build manifest)');
      const sizes = routeSizes(WEB_DIST.replace(/[\\/]dist$/, ''));
      const heaviest = sizes.slice(1).reduce((a, b) => (b.gzip > a.gzip ? b : a));
      for (const s of [sizes[0]!, heaviest]) console.log(`  ${s.route.padEnd(45)} ${kb(s.gzip)} (budget ${kb(s.budget)}, goal ${kb(s.goal)})`);
      const webPort = await freePort();
      children.push(
        await startGateway(
          `gateway :${webPort} (web)`,
          { PORT: String(webPort), UPSTREAM_URL: upstreamUrl, WEB_DIST, LOG_LEVEL: 'warn' },
          `http://127.0.0.1:${webPort}/readyz`,
        ),
      );
      console.log('\n== lighthouse: mobile, Debian Chromium');
      failed += printScores(
        await lighthouseScores(`http://127.0.0.1:${webPort}`, ['/login', '/main/leaveRequests'], demoAccount(process.env.BENCH_ROLE ?? 'hr')),
      );
    }
    if (!only || only.includes('scale')) {
      const missing = await serversReachable();
      if (missing) console.log(`\n== scale-out: SKIPPED (${missing})`);
      else if (await runScaleCheck()) failed += 1;
    }
    console.log(failed ? `\n${failed} budget(s) FAILED` : '\nAll budgets PASS');
    return failed ? 1 : 0;
  } finally {
    await stopAll();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
