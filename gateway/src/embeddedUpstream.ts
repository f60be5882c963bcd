/**
 * The embedded upstream for `npm start` (no UPSTREAM_URL), run in its own child process.
 * The upstream's database is PGlite — Postgres compiled to WASM — which runs on the thread that calls it: in the
 * gateway's process one 10 MB upload stored as bytea froze every other request for seconds. In a child process it
 * has its own thread, heap and (on a multi-core machine) core; the gateway only talks HTTP to it, exactly as it does
 * to a remote upstream. The child runs upstream/src/main.ts (the same entry as `npm start -w upstream`), reports its
 * URL over IPC, stops when asked (SIGTERM: it closes its database, flushing it to disk) and when the gateway dies
 * (the IPC channel closes). When it dies unasked the gateway starts it again (supervision below): until then every
 * call answers UPSTREAM_UNAVAILABLE, and past a grace period /healthz fails so an orchestrator can step in.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { config } from './config';
import { logger } from './ops/logger';
import { upstreamRestarts } from './ops/metrics';

const repoRoot = path.resolve(__dirname, '../..');
const UPSTREAM_MAIN = path.join(repoRoot, 'upstream/src/main.ts');

export interface EmbeddedUpstreamOptions {
  /** 0 = any free port (kept for restarts once chosen). */
  port: number;
  /** Folder of the database, or ':memory:'. */
  dataDir: string;
  /** Fault injection endpoints (tests only). */
  faults?: boolean;
  /** How long the child may take to migrate/seed and listen (default 120 s: a first start seeds the demo company). */
  startTimeoutMs?: number;
  /** Wait before the n-th restart in a row (default 0.5 s doubling up to 30 s). */
  backoffMs?: (attempt: number) => number;
  /** How long it may be down before `health().failing` (default UPSTREAM_DOWN_GRACE_MS, 15 s). */
  graceMs?: number;
  /** Clock and timer (tests drive them; no real sleeps). */
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
}

/** What /healthz reads: failing once the upstream has been down longer than the grace period. */
export interface SupervisedHealth {
  failing: boolean;
  /** 0 while it is up. */
  downForMs: number;
}

export interface EmbeddedUpstream {
  /** Base URL, e.g. http://127.0.0.1:4010 (the same after a restart). */
  url: string;
  /** The current child's process id. */
  readonly pid: number;
  /** Restarts after a death so far. */
  readonly restarts: number;
  health(): SupervisedHealth;
  /** Called with 'down' when the child dies unasked, 'up' once a restarted child listens. */
  onChange(listener: (state: 'down' | 'up') => void): void;
  /** Stops supervising and the child, and waits until it has closed its database. */
  close(): Promise<void>;
}

/** Message the upstream's main.ts sends its parent once it listens. */
export interface UpstreamReady {
  type: 'upstream-ready';
  url: string;
}

/** 0.5 s, 1 s, 2 s, ... up to 30 s between restarts in a row. */
export const defaultBackoffMs = (attempt: number) => Math.min(500 * 2 ** Math.max(0, attempt - 1), 30_000);
/** A child that has run this long resets the backoff. */
const STABLE_MS = 60_000;

function spawnUpstream(options: EmbeddedUpstreamOptions, port: number): ChildProcess {
  return fork(UPSTREAM_MAIN, [], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      UPSTREAM_PORT: String(port),
      UPSTREAM_HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      UPSTREAM_FAULTS: options.faults ? '1' : '0',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts the upstream child and supervises it: when it dies unasked it is started again on the same port after a
 * backoff (growing while restarts fail or the child dies again within a minute), each restart counted in
 * `embedded_upstream_restarts_total`; `health()` turns failing once it has been down past the grace period.
 */
export async function startEmbeddedUpstream(options: EmbeddedUpstreamOptions): Promise<EmbeddedUpstream> {
  const now = options.now ?? Date.now;
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref()));
  const backoff = options.backoffMs ?? defaultBackoffMs;
  const startTimeout = options.startTimeoutMs ?? 120_000;
  let child = spawnUpstream(options, options.port);
  const url = await waitUntilReady(child, startTimeout);
  const port = Number(new URL(url).port);
  const listeners: ((state: 'down' | 'up') => void)[] = [];
  let closed = false;
  let downSince: number | undefined;
  let restarts = 0;
  let attempt = 0;
  let startedAt = now();

  const supervise = (current: ChildProcess) => {
    current.once('exit', (code, signal) => {
      if (closed || current !== child) return;
      downSince ??= now();
      attempt = now() - startedAt >= STABLE_MS ? 1 : attempt + 1;
      logger.error({ code, signal, attempt }, 'the embedded upstream died: restarting it');
      listeners.forEach((listener) => listener('down'));
      void restart();
    });
  };
  const restart = async (): Promise<void> => {
    while (!closed) {
      await wait(backoff(attempt));
      if (closed) return;
      const next = spawnUpstream(options, port);
      child = next;
      try {
        await waitUntilReady(next, startTimeout);
      } catch (error) {
        logger.error({ err: error, attempt }, 'the embedded upstream did not restart');
        attempt += 1;
        continue;
      }
      if (closed) return;
      restarts += 1;
      upstreamRestarts.inc();
      downSince = undefined;
      startedAt = now();
      supervise(next);
      logger.info({ restarts, pid: next.pid }, 'the embedded upstream is back');
      listeners.forEach((listener) => listener('up'));
      return;
    }
  };
  supervise(child);

  // Never leave an orphan behind when the gateway exits without closing.
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  return {
    url,
    get pid() {
      return child.pid!;
    },
    get restarts() {
      return restarts;
    },
    health() {
      const downForMs = downSince === undefined ? 0 : now() - downSince;
      return { failing: downSince !== undefined && downForMs > (options.graceMs ?? config.upstreamDownGraceMs()), downForMs };
    },
    onChange(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      process.removeListener('exit', kill);
      const last = child;
      if (last.exitCode === null && last.signalCode === null) last.kill('SIGTERM');
      await exitOf(last);
    },
  };
}

function waitUntilReady(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The embedded upstream did not start within ${timeoutMs} ms`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      child.removeListener('message', onMessage);
      child.removeListener('exit', onExit);
    };
    const onMessage = (message: unknown) => {
      if ((message as UpstreamReady | undefined)?.type !== 'upstream-ready') return;
      done();
      resolve((message as UpstreamReady).url);
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`The embedded upstream exited during start-up (code ${code})`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
