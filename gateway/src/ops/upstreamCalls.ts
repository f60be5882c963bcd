/**
 * THE report of each upstream call: the REST client calls `reportUpstreamCall` once per call, when it ends (answered,
 * failed or timed out), and every observer sees it. Built in: latency by route template and status (metrics), and
 * the body of a 5xx answer in the log with the request id — that text never reaches a client (SPEC §8, errors.ts).
 * Tests add theirs with `observeUpstreamCalls` (the integration suite's contract check: every call is an operation
 * of upstream/openapi.json). An observer that throws is logged and never fails the call.
 */
import { logger } from './logger';
import { companyLabel, routeTemplate, upstreamDuration } from './metrics';

export interface UpstreamCall {
  method: string;
  path: string;
  /** HTTP status of the answer; 0 when there was none (timeout, refused, dropped). */
  status: number;
  startedAt: number;
  requestId: string | null;
  /** The company the call was made for (its X-Company), null for the default one. */
  company?: string | null;
  /** The answer's body for failures (JSON or text), when there was one. */
  body?: unknown;
}

/** Metrics and the 5xx log (the built-in observer). */
function recordUpstreamCall(call: UpstreamCall): void {
  const seconds = (performance.now() - call.startedAt) / 1000;
  const route = routeTemplate(call.path);
  upstreamDuration.observe({ method: call.method.toUpperCase(), route, status: String(call.status), company: companyLabel(call.company) }, seconds);
  if (call.status >= 500 || call.status === 0) {
    logger.error(
      { requestId: call.requestId, method: call.method.toUpperCase(), route, status: call.status, upstreamBody: call.body, ms: Math.round(seconds * 1000) },
      call.status ? 'upstream answered with a server error' : 'upstream did not answer',
    );
  }
}

export type UpstreamCallObserver = (call: UpstreamCall) => void;

const observers: UpstreamCallObserver[] = [recordUpstreamCall];

/** Adds an observer of every upstream call of the process; returns its removal. */
export function observeUpstreamCalls(observer: UpstreamCallObserver): () => void {
  observers.push(observer);
  return () => {
    const i = observers.indexOf(observer);
    if (i >= 0) observers.splice(i, 1);
  };
}

/** Tells every observer about one finished call (the REST client's only report). */
export function reportUpstreamCall(call: UpstreamCall): void {
  for (const observer of [...observers]) {
    try {
      observer(call);
    } catch (error) {
      logger.error({ err: error, method: call.method, path: call.path }, 'an upstream call observer failed');
    }
  }
}
