/**
 * One request id per HTTP request (and so per GraphQL operation): the caller's `X-Request-Id` when it is a sane
 * token, otherwise a fresh UUID. It is echoed in the answer's `X-Request-Id`, sent to the upstream with every REST
 * call, written on every log line and returned in GraphQL errors as `extensions.requestId`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE = /^[\w.:@-]{1,128}$/;

/** The incoming id when it is safe to log and forward, else a new one. */
export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && SANE.test(header) ? header : randomUUID();
}

const ids = new WeakMap<IncomingMessage, string>();

/** The id the middleware gave this request. */
export function requestIdOf(req: IncomingMessage): string {
  let id = ids.get(req);
  if (!id) ids.set(req, (id = requestIdFrom(req.headers[REQUEST_ID_HEADER])));
  return id;
}

/** Echoes the request's id in the answer's `X-Request-Id`. */
export function setRequestId(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('X-Request-Id', requestIdOf(req));
}
