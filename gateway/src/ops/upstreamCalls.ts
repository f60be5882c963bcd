/**
 * What the REST client reports about each upstream call: latency by route template and status (metrics), and the
 * body of a 5xx answer in the log with the request id — that text never reaches a client (SPEC §8, errors.ts).
 */
import { logger } from './logger';
import { routeTemplate, upstreamDuration } from './metrics';

export interface UpstreamCall {
  method: string;
  path: string;
  /** HTTP status of the answer; 0 when there was none (timeout, refused, dropped). */
  status: number;
  startedAt: number;
  requestId: string | null;
  /** The answer's body for failures (JSON or text), when there was one. */
  body?: unknown;
}

export function recordUpstreamCall(call: UpstreamCall): void {
  const seconds = (performance.now() - call.startedAt) / 1000;
  const route = routeTemplate(call.path);
  upstreamDuration.observe({ method: call.method.toUpperCase(), route, status: String(call.status) }, seconds);
  if (call.status >= 500 || call.status === 0) {
    logger.error(
      { requestId: call.requestId, method: call.method.toUpperCase(), route, status: call.status, upstreamBody: call.body, ms: Math.round(seconds * 1000) },
      call.status ? 'upstream answered with a server error' : 'upstream did not answer',
    );
  }
}
