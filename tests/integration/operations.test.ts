/**
 * Operations across gateway and upstream: one request id per GraphQL request reaches
 * the upstream (which logs it) and comes back in errors; a 5xx answer's text (`boom at /srv/app/db.ts:42`) never
 * reaches the client — it is logged with the request id and the client gets a generic message carrying that id.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import pino from 'pino';
import { SERVER_ERROR_MESSAGE } from '../../gateway/src/errors';
import { setLogger } from '../../gateway/src/ops/logger';
import { graphql } from '../generated';
import { clearUpstreamFaults, gql, loginAs, startStack, upstreamFault, type Stack } from '../support/stack';

const lines = (into: Record<string, unknown>[]) => new Writable({ write: (chunk, _enc, done) => (into.push(JSON.parse(String(chunk))), done()) });

let stack: Stack;
let hr: string;
const upstreamLog: Record<string, unknown>[] = [];
const gatewayLog: Record<string, unknown>[] = [];
let previous: ReturnType<typeof setLogger>;

beforeAll(async () => {
  previous = setLogger(pino({ level: 'info' }, lines(gatewayLog)));
  process.env.REFERENCE_CACHE_TTL_MS = '0'; // a fault on GET /departments must reach the query, not a cached list
  stack = await startStack({ upstream: { logger: { level: 'info', stream: lines(upstreamLog) } } });
  hr = await loginAs(stack, 'hr');
}, 120_000);
afterAll(async () => {
  setLogger(previous);
  delete process.env.REFERENCE_CACHE_TTL_MS;
  await stack?.close();
});

const post = (query: string, headers: Record<string, string>) =>
  fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${hr}`, ...headers },
    body: JSON.stringify({ query }),
  });

describe('request ids and server errors', () => {
  it('hands the request id to the upstream, which logs it', async () => {
    const res = await post('{ departments(limit: 1) { count } }', { 'x-request-id': 'int-req-1' });
    expect(res.headers.get('x-request-id')).toBe('int-req-1');
    expect(((await res.json()) as any).data.departments.count).toBeGreaterThan(0);
    expect(upstreamLog.some((l) => l.reqId === 'int-req-1')).toBe(true);
  });

  it('answers an upstream 500 with a generic message and the request id, and logs the real text', async () => {
    await upstreamFault(stack, { path: '^/departments$', status: 500, message: 'boom at /srv/app/db.ts:42', times: 1 });
    const res = await post('query Departments { departments(limit: 1) { count } }', { 'x-request-id': 'int-req-500' });
    await clearUpstreamFaults(stack);
    const text = await res.text();
    expect(text).not.toContain('boom');
    expect(text).not.toContain('/srv/app/db.ts');
    const error = (JSON.parse(text) as any).errors[0];
    expect(error.message).toBe(SERVER_ERROR_MESSAGE);
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', requestId: 'int-req-500' });
    expect(gatewayLog.find((l) => l.requestId === 'int-req-500' && l.status === 500)).toMatchObject({
      route: '/departments',
      upstreamBody: { message: 'boom at /srv/app/db.ts:42' },
    });
  });

  it('generates an id when none comes in and returns it in errors', async () => {
    const res = await gql(
      stack,
      graphql(`
        query OpsEmployee {
          employee(id: "99999") {
            name
          }
        }
      `),
      {},
      hr,
    );
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });
});
