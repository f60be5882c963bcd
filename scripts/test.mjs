#!/usr/bin/env node
/**
 * `npm test` (docs/testing.md): every test once, and again only where a run differs.
 *
 *   typecheck      tsc -p upstream, gateway, web, tests; npm run lint } side by side
 *   web build      web/dist for the browser suite, built once      }
 *   pglite         jest unit (upstream, gateway, web) + integration on embedded PGlite, the full upstream: everything
 *   spec           integration files tagged `@spec` with UPSTREAM_PROFILE=spec (SPEC §7 only: the gateway's fallbacks) }
 *   postgres       files tagged `@postgres` on PostgreSQL (TEST_DB=postgres): the upstream store and concurrency tests } side by side
 *                  and one integration file per domain
 *   e2e            the browser suite in 2 shards (E2E_SHARDS), each in band, side by side
 *
 * Tags: tests/support/tags.cjs. Each jest run gets as many workers as the machine has cores (TEST_WORKERS overrides);
 * phases run side by side where one mostly waits (typecheck beside the build, spec beside PostgreSQL, the two
 * browser shards); their output is shown when each ends. Extra arguments go to every jest run, so `npm test -- leave`
 * runs the leave tests of every layer. Without a reachable PostgreSQL server its run is skipped with a plain notice,
 * except on CI (CI=true), where that counts as a failure; SKIP_POSTGRES=1 skips it on purpose, SKIP_TYPECHECK=1 the
 * typecheck, SKIP_E2E=1 the browser suite. Ends with each phase's time, then the line CI reads: `N passed, N failed`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, createWriteStream, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { PassThrough } from 'node:stream';

const args = process.argv.slice(2);
const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim() };
const out = mkdtempSync(join(tmpdir(), 'hr-test-'));
const WORKERS = Number(process.env.TEST_WORKERS) || availableParallelism();
let passed = 0;
let failed = 0;
let ok = true;
const times = [];
const started = Date.now();

/** Runs a command; `log` collects its output to show once it ends (a phase beside another), else it streams. */
function run(cmd, cmdArgs, extraEnv = {}, log) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...env, ...extraEnv } });
    if (log) {
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
    }
    child.on('close', (code) => resolve(code === 0));
  });
}

/** The machine's busy and total CPU ticks so far (Linux's /proc/stat; null elsewhere). */
function cpuTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const n = fields.slice(0, 8).map(Number);
    const total = n.reduce((a, b) => a + b, 0);
    return { busy: total - n[3] - n[4], total };
  } catch {
    return null;
  }
}

/**
 * One timed phase; `quiet` (beside another phase) holds its output back until it ends. With the time goes how busy
 * the machine's cores were meanwhile (all of them, whatever ran): a phase well under 100 % waits on something other
 * than the processor, one at 100 % is as fast as the work it holds.
 */
async function phase(name, body, quiet = false) {
  const start = Date.now();
  const ticks = cpuTicks();
  const file = join(out, `${name.replace(/\W+/g, '-')}.log`);
  const log = quiet ? createWriteStream(file) : undefined;
  if (!quiet) console.log(`\n> ${name}`);
  await body(log);
  if (log) {
    await new Promise((resolve) => log.end(resolve));
    console.log(`\n> ${name}\n${readFileSync(file, 'utf8')}`);
  }
  const now = cpuTicks();
  const busy = ticks && now && now.total > ticks.total ? Math.round((100 * (now.busy - ticks.busy)) / (now.total - ticks.total)) : null;
  times.push([name, Date.now() - start, busy]);
}

function count(good) {
  if (good) passed += 1;
  else {
    failed += 1;
    ok = false;
  }
}

async function jest(name, jestArgs, extraEnv, log) {
  const file = join(out, `${name}.json`);
  const good = await run('npx', ['jest', ...jestArgs, '--json', '--passWithNoTests', `--outputFile=${file}`, ...args], extraEnv, log);
  if (existsSync(file)) {
    const res = JSON.parse(readFileSync(file, 'utf8'));
    passed += res.numPassedTests;
    failed += res.numFailedTests + (res.numRuntimeErrorTestSuites ?? 0);
  } else failed += 1;
  if (!good) ok = false;
}

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Whether the PostgreSQL test server answers (in a child, so a hanging connect cannot hold this script). */
function postgresReachable() {
  const probe = `const { Client } = require('pg');
    const c = new Client({ connectionString: process.env.TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
    c.connect().then(() => c.query('SELECT 1')).then(() => c.end()).then(() => process.exit(0), () => process.exit(1));`;
  const r = spawnSync(process.execPath, ['-e', probe], { env: { ...process.env, TEST_DATABASE_URL }, timeout: 10000 });
  return r.status === 0;
}

const typecheck = phase(
  'typecheck',
  async (log) => {
    if (process.env.SKIP_TYPECHECK) return;
    // Two streams, one per core (tsc is single-threaded; the web build beside them is short). Each step's output is
    // collected and written whole, so the two streams' lines do not mix.
    const stream = async (steps) => {
      for (const [label, cmd, cmdArgs] of steps) {
        const collected = new PassThrough();
        const chunks = [];
        collected.on('data', (chunk) => chunks.push(chunk));
        const good = await run(cmd, cmdArgs, {}, collected);
        log?.write(`${label}\n${Buffer.concat(chunks).toString()}`);
        count(good);
      }
    };
    const tsc = (pkg) => [`tsc -p ${pkg}`, 'npx', ['tsc', '-p', pkg]];
    await Promise.all([
      stream([tsc('web'), tsc('upstream'), tsc('tests')]),
      stream([tsc('gateway'), ['eslint, prettier', 'npm', ['run', '--silent', 'lint']]]),
    ]);
  },
  true,
);
// The e2e project's globalSetup builds web/dist when stale; built here, beside the typecheck, it is fresh by then.
const build = phase(
  'web build',
  async (log) => {
    if (process.env.SKIP_E2E) return;
    const script = "require('./tests/e2e/support/webBuild.cjs').ensureWebBuilt()";
    if (!(await run(process.execPath, ['-e', script], {}, log))) count(false);
  },
  true,
);
await Promise.all([typecheck, build]);

await phase('pglite', (log) =>
  jest(
    'pglite',
    ['--selectProjects', 'upstream', 'gateway', 'web', 'integration', `--maxWorkers=${WORKERS}`],
    { TEST_DB: 'pglite', UPSTREAM_PROFILE: 'full' },
    log,
  ),
);

// The repeated runs side by side, one worker each: spec on PGlite, and PostgreSQL (whose server does much of the work).
const spec = phase(
  'spec',
  (log) => jest('spec', ['--selectProjects', 'integration', '--maxWorkers=1'], { TEST_DB: 'pglite', UPSTREAM_PROFILE: 'spec', TEST_SUBSET: 'spec' }, log),
  true,
);
const postgres = (async () => {
  if (process.env.SKIP_POSTGRES) console.log('\nSKIP_POSTGRES set: PostgreSQL suites skipped');
  else if (postgresReachable()) {
    // testDb.ts builds the migrated, seeded template database once (named by the day and a hash of migrations and
    // seed); every test database of the run is a copy of it.
    await phase(
      'postgres',
      (log) =>
        jest(
          'postgres',
          ['--selectProjects', 'upstream', 'integration', '--maxWorkers=1'],
          { TEST_DB: 'postgres', TEST_DATABASE_URL, UPSTREAM_PROFILE: 'full', TEST_SUBSET: 'postgres' },
          log,
        ),
      true,
    );
  } else if (process.env.CI === 'true') {
    console.log(`\nPostgreSQL not reachable at ${TEST_DATABASE_URL}: CI needs it (start it, see .ci/run)`);
    count(false);
  } else console.log('\nPostgreSQL not reachable: PostgreSQL suites skipped');
})();
await Promise.all([spec, postgres]);

// Then the browser suite in E2E_SHARDS jest processes (default 2) against the one web/dist built above, with the machine
// to itself: each shard is a product and a Chromium, and beside the repeated runs (4 busy processes on 2 cores) long
// flows outgrew their time (docs/testing.md).
const SHARDS = Math.max(1, Number(process.env.E2E_SHARDS) || 2);
const e2eShard = (i) =>
  phase(
    SHARDS > 1 ? `e2e ${i}/${SHARDS}` : 'e2e',
    (log) => jest(`e2e-${i}`, ['--selectProjects', 'e2e', '--runInBand', ...(SHARDS > 1 ? [`--shard=${i}/${SHARDS}`] : [])], { TEST_DB: 'pglite' }, log),
    true,
  );
if (process.env.SKIP_E2E) console.log('\nSKIP_E2E set: browser suite skipped');
else await Promise.all(Array.from({ length: SHARDS }, (_, i) => e2eShard(i + 1)));

// The shard weights (tests/support/sequencer.cjs): seconds per browser file of this run, written when asked for.
if (process.env.RECORD_E2E_DURATIONS && !process.env.SKIP_E2E) {
  const seconds = {};
  for (let i = 1; i <= SHARDS; i += 1) {
    const file = join(out, `e2e-${i}.json`);
    if (!existsSync(file)) continue;
    for (const t of JSON.parse(readFileSync(file, 'utf8')).testResults) seconds[basename(t.name)] = Math.round((t.endTime - t.startTime) / 1000);
  }
  const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync('tests/e2e/durations.json', `${JSON.stringify(sorted, null, 2)}\n`);
  console.log('\ntests/e2e/durations.json rewritten from this run');
}

console.log('\nphase times (and how busy the cores were meanwhile):');
for (const [name, ms, busy] of times)
  console.log(`  ${name.padEnd(10)} ${(ms / 60000).toFixed(1).padStart(5)} min${busy === null ? '' : `  ${String(busy).padStart(3)} % busy`}`);
console.log(`  ${'total'.padEnd(10)} ${((Date.now() - started) / 60000).toFixed(1).padStart(5)} min`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
