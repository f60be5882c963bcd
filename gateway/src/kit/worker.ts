/**
 * THE way the gateway runs CPU-heavy work off its event loop (the salaries XLSX): `runInWorker(file, input)`
 * sends `input` to a `node:worker_threads` Worker running a TypeScript module that calls `serveWorker(task)` and
 * resolves with what the task returns (an ArrayBuffer is transferred, not copied). Meanwhile the gateway's own
 * thread keeps answering requests.
 *
 * Decisions: a worker is started on first use and kept for the next job of the same module until it has been idle
 * for `IDLE_MS` (starting one — tsx, then the task's libraries such as exceljs — costs more than a small job; an idle
 * worker is unref'd, so it never keeps the process alive); at most `MAX_WORKERS` jobs run at once (2 cores: more
 * would only queue on the CPU), later jobs wait their turn; a job that fails ends normally (the worker stays), a job
 * that takes longer than `timeoutMs` or a worker that crashes is terminated. A worker module is an ordinary source
 * file, type-checked with the rest: run from source (tsx, tests) the worker loads it through tsx's require hook; in the
 * built gateway (gateway/dist, scripts/build.ts) it is an entry point of its own, compiled beside main.js.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, Worker } from 'node:worker_threads';

/**
 * The worker module `name` of the calling module's folder `dir` (its `__dirname`): `name.ts` when the gateway runs from
 * source, `name.js` in the built gateway, where every module's `__dirname` is gateway/dist.
 */
export function workerModule(dir: string, name: string): string {
  const source = path.join(dir, `${name}.ts`);
  return fs.existsSync(source) ? source : path.join(dir, `${name}.js`);
}

/** Workers running at once; the rest queue. */
export const MAX_WORKERS = 2;
const DEFAULT_TIMEOUT_MS = 60_000;
/** How long a worker waits for its next job before it ends. */
const IDLE_MS = 60_000;

type Reply<O> = { ok: true; result: O } | { ok: false; message: string };

let running = 0;
const waiting: Array<() => void> = [];

/** Waits for a free slot; the release hands it straight to the next waiter. */
async function slot(): Promise<() => void> {
  if (running >= MAX_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

/** Bootstrap of every worker: tsx's CommonJS hook for a TypeScript module, then the task module (which calls serveWorker). */
function bootstrap(file: string): string {
  const load = `require(${JSON.stringify(file)});`;
  return file.endsWith('.ts') ? `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); ${load}` : load;
}

/** Idle workers per task module, each with the timer that ends it. */
const idle = new Map<string, Array<{ worker: Worker; timer: NodeJS.Timeout }>>();
const forget = (file: string, worker: Worker) =>
  idle.set(
    file,
    (idle.get(file) ?? []).filter((e) => e.worker !== worker),
  );

function spawn(file: string): Worker {
  const worker = new Worker(bootstrap(file), { eval: true });
  worker.on('error', () => undefined); // a running job hears it below; an idle worker's crash only ends that worker
  worker.once('exit', () => forget(file, worker));
  return worker;
}

function takeIdle(file: string): Worker | undefined {
  const entry = idle.get(file)?.pop();
  if (!entry) return undefined;
  clearTimeout(entry.timer);
  entry.worker.ref();
  return entry.worker;
}

function putIdle(file: string, worker: Worker): void {
  worker.unref(); // an idle worker never keeps the process alive
  const list = idle.get(file) ?? [];
  const timer = setTimeout(() => {
    forget(file, worker);
    void worker.terminate();
  }, IDLE_MS);
  timer.unref();
  list.push({ worker, timer });
  idle.set(file, list);
}

/** Ends every idle worker (tests, shutdown). */
export async function closeIdleWorkers(): Promise<void> {
  const all = [...idle.values()].flat();
  idle.clear();
  for (const { timer } of all) clearTimeout(timer);
  await Promise.all(all.map(({ worker }) => worker.terminate()));
}

/** Runs the task module `file` (absolute path) on `input` in a worker thread. */
export async function runInWorker<I, O>(file: string, input: I, options: { timeoutMs?: number } = {}): Promise<O> {
  const release = await slot();
  const worker = takeIdle(file) ?? spawn(file);
  let healthy = false;
  try {
    return await new Promise<O>((resolve, reject) => {
      const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      const timer = setTimeout(() => done(new Error(`The worker ${file} took longer than ${timeoutMs} ms`)), timeoutMs);
      const onMessage = (reply: Reply<O>) => {
        healthy = true;
        if (reply.ok) done(null, reply.result);
        else done(new Error(reply.message));
      };
      const onExit = (code: number) => done(new Error(`The worker ${file} stopped (exit code ${code}) before answering`));
      function done(error: Error | null, result?: O) {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', done).off('exit', onExit);
        if (error) reject(error);
        else resolve(result as O);
      }
      worker.on('message', onMessage).once('error', done).once('exit', onExit);
      worker.postMessage(input);
    });
  } finally {
    if (healthy) putIdle(file, worker);
    else void worker.terminate();
    release();
  }
}

/** Inside a worker module: answers each job with `task(input)`; ArrayBuffers in the result are transferred. */
export function serveWorker<I, O>(task: (input: I) => O | Promise<O>): void {
  if (!parentPort) return; // imported on the main thread (tests, type-checks): nothing to serve
  const port = parentPort;
  port.on('message', (input: I) => {
    Promise.resolve()
      .then(() => task(input))
      .then(
        (result) => port.postMessage({ ok: true, result } satisfies Reply<O>, transferables(result)),
        (error: unknown) => port.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies Reply<O>),
      );
  });
}

function transferables(result: unknown): ArrayBuffer[] {
  if (result instanceof ArrayBuffer) return [result];
  if (ArrayBuffer.isView(result) && result.buffer instanceof ArrayBuffer) return [result.buffer];
  return [];
}
