#!/usr/bin/env node
/**
 * `npm test`: type-check every package, then one jest run for unit + integration projects and one serial run
 * for the browser suite (Chromium is a shared, heavy resource). The integration suite runs twice: against the full
 * upstream and against `UPSTREAM_PROFILE=spec` (SPEC §7 only, the hosted backend's contract; issue 9), so every screen
 * is tested through the gateway's fallbacks too. Ends with the totals line CI reads:
 * `N passed, N failed`. Extra arguments are passed to both jest runs (e.g. `npm test -- leave`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim() };
const out = mkdtempSync(join(tmpdir(), 'hr-test-'));
let passed = 0;
let failed = 0;
let ok = true;

function run(cmd, cmdArgs) {
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env });
  return r.status === 0;
}

if (!process.env.SKIP_TYPECHECK) {
  for (const pkg of ['upstream', 'gateway', 'web']) {
    console.log(`\n> typecheck ${pkg}`);
    if (run('npx', ['tsc', '-p', pkg])) passed += 1;
    else { failed += 1; ok = false; }
  }
}

function jest(name, jestArgs, extraEnv = {}) {
  const file = join(out, `${name}.json`);
  const good = spawnSync('npx', ['jest', ...jestArgs, '--json', '--passWithNoTests', `--outputFile=${file}`, ...args], {
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  }).status === 0;
  if (existsSync(file)) {
    const res = JSON.parse(readFileSync(file, 'utf8'));
    passed += res.numPassedTests;
    failed += res.numFailedTests + (res.numRuntimeErrorTestSuites ?? 0);
  } else failed += 1;
  if (!good) ok = false;
}

jest('unit', ['--selectProjects', 'upstream', 'gateway', 'web', 'integration', '--maxWorkers=2'], { UPSTREAM_PROFILE: 'full' });
console.log('\n> integration against UPSTREAM_PROFILE=spec (SPEC §7 only)');
jest('spec', ['--selectProjects', 'integration', '--maxWorkers=2'], { UPSTREAM_PROFILE: 'spec' });
jest('e2e', ['--selectProjects', 'e2e', '--runInBand']);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
