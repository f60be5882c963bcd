/**
 * THE way the gateway runs CPU-heavy work off its event loop (issue 15: the salaries XLSX): `runInWorker(file, input)`
 * starts a `node:worker_threads` Worker on a TypeScript module that calls `serveWorker(task)`, sends it `input`,
 * resolves with what the task returns (an ArrayBuffer is transferred, not copied) and ends the worker. Meanwhile
 * the gateway's own thread keeps answering requests.
 *
 * Decisions: one short-lived worker per job (exports are rare; a finished worker frees its heap at once, so a big
 * workbook never stays in the gateway's memory), at most `MAX_WORKERS` at a time (2 cores: more would only queue
 * on the CPU), later jobs wait their turn; a job that takes longer than `timeoutMs` is stopped and fails. The
 * worker loads TypeScript through tsx's require hook (the gateway itself runs on tsx), so a worker module is an
 * ordinary source file, type-checked with the rest.
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';

/** Workers running at once; the rest queue. */
export const MAX_WORKERS = 2;
const DEFAULT_TIMEOUT_MS = 60_000;

type Reply<O> = { ok: true; result: O } | { ok: false; message: string };

let running = 0;
const waiting: Array<() => void> = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/** Bootstrap of every worker: tsx's CommonJS hook, then the task module (which calls serveWorker). */
function bootstrap(file: string): string {
  const tsx = require.resolve('tsx/cjs/api');
  return `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(file)});`;
}

/** Runs the task module `file` (absolute path) on `input` in a worker thread. */
export async function runInWorker<I, O>(file: string, input: I, options: { timeoutMs?: number } = {}): Promise<O> {
  const release = await slot();
  try {
    return await new Promise<O>((resolve, reject) => {
      const worker = new Worker(bootstrap(file), { eval: true, workerData: input });
      const timer = setTimeout(() => {
        reject(new Error(`The worker ${file} took longer than ${options.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms`));
        void worker.terminate();
      }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      const settle = () => clearTimeout(timer);
      worker.once('message', (reply: Reply<O>) => {
        settle();
        if (reply.ok) resolve(reply.result);
        else reject(new Error(reply.message));
        void worker.terminate();
      });
      worker.once('error', (error) => {
        settle();
        reject(error);
      });
      worker.once('exit', (code) => {
        settle();
        reject(new Error(`The worker ${file} stopped (exit code ${code}) before answering`));
      });
    });
  } finally {
    release();
  }
}

/** Inside a worker module: answers the job with `task(workerData)`; ArrayBuffers in the result are transferred. */
export function serveWorker<I, O>(task: (input: I) => O | Promise<O>): void {
  if (!parentPort) return; // imported on the main thread (tests, type-checks): nothing to serve
  const port = parentPort;
  Promise.resolve()
    .then(() => task(workerData as I))
    .then(
      (result) => port.postMessage({ ok: true, result } satisfies Reply<O>, transferables(result)),
      (error: unknown) => port.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies Reply<O>),
    );
}

function transferables(result: unknown): ArrayBuffer[] {
  if (result instanceof ArrayBuffer) return [result];
  if (ArrayBuffer.isView(result) && result.buffer instanceof ArrayBuffer) return [result.buffer];
  return [];
}
