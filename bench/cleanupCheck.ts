/**
 * `npm run bench:cleanup-check`: starts `npm run bench` (one screen case, so its upstream, gateways, counting stack
 * and ceiling all run), stops it with SIGTERM, then again with SIGINT, and fails when any process it started is
 * still alive afterwards. Every descendant of the bench is recorded while it runs (services run in process groups of
 * their own and are re-parented once the bench is gone, so they are found by parentage before, by pid after).
 *
 * Env: CLEANUP_SIGNALS (comma list, default SIGTERM,SIGINT), CLEANUP_CASE (default screen:LeaveRequests).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Proc {
  pid: number;
  ppid: number;
  state: string;
  command: string;
}

/** Every process of the machine (Linux /proc). */
function processes(): Proc[] {
  const out: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      out.push({ pid: Number(entry), ppid: Number(ppid), state, command });
    } catch {
      // ended while read
    }
  }
  return out;
}

/** The descendants of `root` now. */
function descendants(root: number): Proc[] {
  const all = processes();
  const found: Proc[] = [];
  const parents = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all) {
      if (parents.has(p.ppid) && !parents.has(p.pid)) {
        parents.add(p.pid);
        found.push(p);
        grew = true;
      }
    }
  }
  return found;
}

/** Alive and not a zombie waiting to be reaped. */
function alive(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return null;
    return { pid, ppid: 0, state: '', command: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim() };
  } catch {
    return null;
  }
}

/** Runs the bench, stops it with `signal`, answers the processes it left behind. */
export async function benchLeftovers(signal: NodeJS.Signals, benchCase = process.env.CLEANUP_CASE ?? 'screen:LeaveRequests'): Promise<Proc[]> {
  const bench = spawn(TSX, ['bench/run.ts'], {
    cwd: ROOT,
    env: { ...process.env, BENCH_CASES: benchCase, BENCH_LIGHTHOUSE: '0', BENCH_SECONDS: '120', BENCH_WARMUP_SECONDS: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own group: the signal below goes to the bench process alone, as a `kill <pid>` would
  });
  let output = '';
  bench.stdout.on('data', (c: Buffer) => (output += c.toString()));
  bench.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => bench.once('exit', () => resolve()));
  const seen = new Map<number, Proc>();
  const record = () => {
    for (const p of descendants(bench.pid!)) seen.set(p.pid, p);
  };
  // Until the case measures (every service it needs is up) or 4 minutes: a service still starting is the harder case.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline && bench.exitCode === null) {
    record();
    if ([...seen.values()].some((p) => p.command.includes('bench/ceiling.ts')) && output.includes(`== ${benchCase}`)) break;
    await sleep(250);
  }
  if (bench.exitCode !== null) throw new Error(`the bench ended before it was stopped:\n${output.slice(-3000)}`);
  for (let i = 0; i < 8; i++) {
    record();
    await sleep(250);
  }
  console.log(`  ${seen.size} processes under the bench; sending ${signal}`);
  process.kill(bench.pid!, signal);
  await Promise.race([exited, sleep(60_000)]);
  if (bench.exitCode === null && bench.signalCode === null) throw new Error(`the bench did not end within 60 s of ${signal}`);
  // Its own exit waits for the services; a few seconds more for re-parented zombies to be reaped.
  for (let i = 0; i < 20 && [...seen.keys()].some((pid) => alive(pid)); i++) await sleep(250);
  return [...seen.keys()].flatMap((pid) => alive(pid) ?? []);
}

async function main(): Promise<number> {
  const signals = (process.env.CLEANUP_SIGNALS ?? 'SIGTERM,SIGINT').split(',').map((s) => s.trim() as NodeJS.Signals);
  let failed = 0;
  for (const signal of signals) {
    console.log(`== npm run bench stopped by ${signal}`);
    const left = await benchLeftovers(signal);
    if (left.length) {
      failed += 1;
      console.log(`  FAIL: ${left.length} left running:`);
      for (const p of left) console.log(`    ${p.pid} ${p.command.slice(0, 160)}`);
      for (const p of left) {
        try {
          process.kill(p.pid, 'SIGKILL'); // do not leave them to the next run
        } catch {
          // gone meanwhile
        }
      }
    } else console.log('  PASS: nothing left running');
  }
  return failed ? 1 : 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
