/**
 * The embedded upstream for `npm start` (no UPSTREAM_URL), run in its own child process.
 * The upstream's database is PGlite — Postgres compiled to WASM — which runs on the thread that calls it: in the
 * gateway's process one 10 MB upload stored as bytea froze every other request for seconds. In a child process it
 * has its own thread, heap and (on a multi-core machine) core; the gateway only talks HTTP to it, exactly as it does
 * to a remote upstream. The child runs upstream/src/main.ts (the same entry as `npm start -w upstream`), reports its
 * URL over IPC, stops when asked (SIGTERM: it closes its database, flushing it to disk) and when the gateway dies
 * (the IPC channel closes).
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const UPSTREAM_MAIN = path.join(repoRoot, 'upstream/src/main.ts');

export interface EmbeddedUpstreamOptions {
  /** 0 = any free port. */
  port: number;
  /** Folder of the database, or ':memory:'. */
  dataDir: string;
  /** Fault injection endpoints (tests only). */
  faults?: boolean;
  /** How long the child may take to migrate/seed and listen (default 120 s: a first start seeds the demo company). */
  startTimeoutMs?: number;
}

export interface EmbeddedUpstream {
  /** Base URL, e.g. http://127.0.0.1:4010 */
  url: string;
  /** The child's process id. */
  pid: number;
  /** Stops the child and waits until it has closed its database. */
  close(): Promise<void>;
}

/** Message the upstream's main.ts sends its parent once it listens. */
export interface UpstreamReady {
  type: 'upstream-ready';
  url: string;
}

export async function startEmbeddedUpstream(options: EmbeddedUpstreamOptions): Promise<EmbeddedUpstream> {
  const child = fork(UPSTREAM_MAIN, [], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      UPSTREAM_PORT: String(options.port),
      UPSTREAM_HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      UPSTREAM_FAULTS: options.faults ? '1' : '0',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await waitUntilReady(child, options.startTimeoutMs ?? 120_000);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  // Never leave an orphan behind when the gateway exits without closing.
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  return {
    url,
    pid: child.pid!,
    async close() {
      process.removeListener('exit', kill);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
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
