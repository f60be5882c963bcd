/**
 * Fault injection and request counting for tests (registered only when `faults` is on / UPSTREAM_FAULTS=1).
 *
 *   POST   /__faults  { path: "regex", method?, delay_ms?, status?, message?, drop?: true, times? }  -> 201 { id }
 *   DELETE /__faults  clears every fault                                                          -> 204
 *   GET    /__stats   { requests, by_path: { "/employees": 3 }, calls: ["GET /employees?limit=25", ...] } (the /__
 *                      endpoints are not counted; `calls` keeps the first 1,000 in order, for the per-screen benchmark)
 *   DELETE /__stats   resets the counters                                                          -> 204
 *
 * A fault applies to requests whose path (without query) matches `path` and, when given, `method`; `times` limits how
 * many requests it hits. It runs before authentication, so it can also break POST /login.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, validationError, type FieldError } from './errors';

export interface FaultSpec {
  path: string;
  method?: string;
  delay_ms?: number;
  status?: number;
  message?: string;
  drop?: boolean;
  times?: number;
}

interface Fault extends FaultSpec {
  id: number;
  regex: RegExp;
  remaining: number;
}

export interface RequestStats {
  requests: number;
  by_path: Record<string, number>;
  /** `METHOD /url?query` of each counted request, in order (the first MAX_CALLS). */
  calls: string[];
}

function checkSpec(body: unknown): FaultSpec {
  if (!body || typeof body !== 'object') throw new HttpError(400, 'A fault needs a JSON body');
  const spec = body as FaultSpec;
  const errors: FieldError[] = [];
  if (typeof spec.path !== 'string' || !spec.path) errors.push({ field: 'path', message: 'path is required' });
  else {
    try {
      new RegExp(spec.path);
    } catch {
      errors.push({ field: 'path', message: 'path must be a valid regular expression' });
    }
  }
  if (spec.delay_ms !== undefined && !(Number.isFinite(spec.delay_ms) && spec.delay_ms >= 0)) {
    errors.push({ field: 'delay_ms', message: 'delay_ms must be a non-negative number' });
  }
  if (spec.status !== undefined && !(Number.isInteger(spec.status) && spec.status >= 100 && spec.status <= 599)) {
    errors.push({ field: 'status', message: 'status must be an HTTP status code' });
  }
  if (spec.times !== undefined && !(Number.isInteger(spec.times) && spec.times >= 1)) {
    errors.push({ field: 'times', message: 'times must be a whole number of at least 1' });
  }
  if (spec.delay_ms === undefined && spec.status === undefined && !spec.drop) {
    errors.push({ field: null, message: 'A fault needs delay_ms, status or drop' });
  }
  if (errors.length) throw validationError(errors);
  return spec;
}

const MAX_CALLS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerFaults(app: FastifyInstance): void {
  let faults: Fault[] = [];
  let nextId = 1;
  let stats: RequestStats = { requests: 0, by_path: {}, calls: [] };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/__')) return;
    stats.requests += 1;
    stats.by_path[path] = (stats.by_path[path] ?? 0) + 1;
    if (stats.calls.length < MAX_CALLS) stats.calls.push(`${request.method} ${request.url}`);

    const fault = faults.find((f) => f.regex.test(path) && (!f.method || f.method.toUpperCase() === request.method));
    if (!fault) return;
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults = faults.filter((f) => f !== fault);

    if (fault.delay_ms) await sleep(fault.delay_ms);
    if (fault.drop) {
      // Close the socket without an answer: the client sees a reset / "socket hang up".
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (fault.status) {
      const message = fault.message ?? `Injected fault ${fault.status}`;
      return reply.code(fault.status).send({ message, errors: [{ message, field: null }] });
    }
  });

  app.post('/__faults', async (request, reply) => {
    const spec = checkSpec(request.body);
    const fault: Fault = {
      ...spec,
      id: nextId++,
      regex: new RegExp(spec.path),
      remaining: spec.times ?? Number.POSITIVE_INFINITY,
    };
    faults.push(fault);
    return reply.code(201).send({ id: fault.id });
  });
  app.get('/__faults', async () => ({ items: faults.map(({ regex: _r, remaining: _n, ...f }) => f), count: faults.length }));
  app.delete('/__faults', async (_request, reply) => {
    faults = [];
    return reply.code(204).send();
  });
  app.get('/__stats', async () => stats);
  app.delete('/__stats', async (_request, reply) => {
    stats = { requests: 0, by_path: {}, calls: [] };
    return reply.code(204).send();
  });
}
