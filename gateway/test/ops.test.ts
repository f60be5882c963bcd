/**
 * Production serving and operations of the gateway: precompressed assets by Accept-Encoding, cache and
 * security headers, request ids (incoming or generated) forwarded to the upstream and returned in errors, 5xx text
 * kept out of answers but logged, Prometheus metrics, /healthz and /readyz.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import pino from 'pino';
import { clearCurrentUserCache } from '../src/currentUser';
import { SERVER_ERROR_MESSAGE } from '../src/errors';
import { fastPathTakes } from '../src/graphqlHttp';
import { setLogger } from '../src/ops/logger';
import { createMetricsServer, routeTemplate } from '../src/ops/metrics';
import { createGateway, type Gateway } from '../src/server';
import { json, startFakeUpstream, type FakeUpstream } from './fakeUpstream';

const ME_ROW = { id: 7, name: 'Test Specialist', RES_ID: 'RES-7', role_title: 'HR Specialist', role: 1, department_id: 1, can_manage: false, manager: null };
const APP_JS = 'console.log("hello from a hashed asset");'.repeat(20);

let upstream: FakeUpstream;
let gateway: Gateway;
let server: http.Server;
let url: string;
let webDist: string;
const logLines: Record<string, unknown>[] = [];
let previousLogger: ReturnType<typeof setLogger>;

beforeAll(async () => {
  previousLogger = setLogger(pino({ level: 'info' }, new Writable({ write: (chunk, _enc, done) => (logLines.push(JSON.parse(String(chunk))), done()) })));
  upstream = await startFakeUpstream();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-ops-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>HR</title>');
  fs.writeFileSync(path.join(webDist, 'graphiql.html'), '<!doctype html><title>Explorer</title>');
  fs.writeFileSync(path.join(webDist, 'login.html'), '<!doctype html><title>HR</title><div id="root">Sign in</div>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/app-AbC123.js"}}');
  const js = path.join(webDist, 'assets', 'app-AbC123.js');
  fs.writeFileSync(js, APP_JS);
  fs.writeFileSync(`${js}.br`, zlib.brotliCompressSync(APP_JS));
  fs.writeFileSync(`${js}.gz`, zlib.gzipSync(APP_JS));
  gateway = await createGateway({ upstreamUrl: upstream.url, webDist });
  server = http.createServer(gateway.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  setLogger(previousLogger);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await gateway.close();
  await upstream.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});
beforeEach(() => {
  upstream.calls.length = 0;
  logLines.length = 0;
  clearCurrentUserCache();
  upstream.handle((call, res) => (call.url === '/current_user_with_manager' ? json(res, 200, ME_ROW) : json(res, 200, { status: 'ok' })));
});

/** Raw GET (node:http, so no transparent decompression): status, headers and body bytes. */
function rawGet(pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const post = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });

describe('web assets', () => {
  it('serves the brotli twin to a browser that takes br, gzip to one that takes gzip, plain otherwise', async () => {
    const br = await rawGet('/assets/app-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(APP_JS);
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);

    const gz = await rawGet('/assets/app-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(APP_JS);

    const plain = await rawGet('/assets/app-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(APP_JS);

    const refused = await rawGet('/assets/app-AbC123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('caches hashed assets for a year and never caches the HTML', async () => {
    expect((await rawGet('/assets/app-AbC123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/login', '/main/leaveRequests', '/graphiql']) {
      const res = await rawGet(page, { accept: 'text/html' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await rawGet('/graphiql', { accept: 'text/html' })).body.toString()).toContain('<title>Explorer</title>');
  });

  it('serves the prerendered sign-in page (login.html) for /login only, index.html for every other route', async () => {
    expect((await rawGet('/login', { accept: 'text/html' })).body.toString()).toContain('<div id="root">Sign in</div>');
    for (const page of ['/', '/main/leaveRequests', '/login/other', '/unknown']) {
      expect((await rawGet(page, { accept: 'text/html' })).body.toString()).toBe('<!doctype html><title>HR</title>');
    }
  });

  it('puts security headers on every answer: CSP without inline scripts, nosniff, referrer policy, no framing', async () => {
    for (const page of ['/login', '/assets/app-AbC123.js', '/graphiql', '/healthz']) {
      const { headers } = await rawGet(page, { accept: 'text/html' });
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    // Apollo Sandbox brings its own nonce CSP (<meta>); the header still forbids framing.
    const landing = await rawGet('/graphql', { accept: 'text/html' });
    expect(landing.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(landing.body.toString()).toMatch(/Content-Security-Policy" content="script-src 'self' 'nonce-/);
    expect(landing.body.toString()).toContain('/graphiql');
  });

  it('never serves files outside the build or its hidden folders', async () => {
    expect((await rawGet('/assets/..%2f..%2fetc%2fpasswd', { accept: '*/*' })).status).toBe(404);
    const hidden = await rawGet('/.vite/manifest.json', { accept: '*/*' });
    expect(hidden.body.toString()).not.toContain('"file"');
  });
});

describe('request ids', () => {
  it('passes an incoming X-Request-Id to the upstream and back, and names it in errors', async () => {
    upstream.handle((_c, res) => json(res, 401, { message: 'Unauthorized' }));
    const res = await post('{ me { name } }', { authorization: 'Bearer tok', 'x-request-id': 'req-abc-123' });
    expect(res.headers.get('x-request-id')).toBe('req-abc-123');
    expect(upstream.calls[0]!.headers['x-request-id']).toBe('req-abc-123');
    const body = (await res.json()) as any;
    expect(body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', requestId: 'req-abc-123' });
  });

  it('makes one id per request when none (or a malformed one) comes in', async () => {
    const a = await post('{ me { name } }', { authorization: 'Bearer tok-a', 'x-request-id': 'bad id with spaces' });
    const b = await post('{ me { name } }', { authorization: 'Bearer tok-b' });
    const [idA, idB] = [a.headers.get('x-request-id'), b.headers.get('x-request-id')];
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(idB).toMatch(/^[0-9a-f-]{36}$/);
    expect(idA).not.toBe(idB);
    expect(upstream.calls.map((c) => c.headers['x-request-id'])).toEqual([idA, idB]);
  });

  it('keeps a 5xx body out of the answer: a generic message with the request id, the text in the log', async () => {
    upstream.handle((_c, res) => json(res, 500, { message: 'boom at /srv/app/db.ts:42' }));
    const res = await post('query Mine { me { name } }', { authorization: 'Bearer tok', 'x-request-id': 'req-500' });
    const text = await res.text();
    expect(text).not.toContain('boom');
    expect(text).not.toContain('/srv/app');
    const error = (JSON.parse(text) as any).errors[0];
    expect(error.message).toBe(SERVER_ERROR_MESSAGE);
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', requestId: 'req-500' });
    const logged = logLines.find((l) => l.requestId === 'req-500' && l.status === 500);
    expect(logged).toMatchObject({ route: '/current_user_with_manager', upstreamBody: { message: 'boom at /srv/app/db.ts:42' } });
  });
});

describe('metrics and health', () => {
  const metrics = async () => (await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer ops-metrics' } })).text();
  beforeAll(() => {
    process.env.METRICS_TOKEN = 'ops-metrics';
  });
  afterAll(() => {
    delete process.env.METRICS_TOKEN;
  });

  it('serves /metrics on the public port only to the METRICS_TOKEN bearer', async () => {
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer wrong-token!' } })).status).toBe(404);
    delete process.env.METRICS_TOKEN;
    expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer ops-metrics' } })).status).toBe(404);
    process.env.METRICS_TOKEN = 'ops-metrics';
    expect(await metrics()).toContain('process_cpu_seconds_total');
  });

  it('serves /metrics without a token on METRICS_PORT', async () => {
    const apart = createMetricsServer();
    await new Promise<void>((resolve) => apart.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(apart.address() as AddressInfo).port}`;
      expect(await (await fetch(`${base}/metrics`)).text()).toContain('embedded_upstream_restarts_total');
      expect((await fetch(`${base}/graphql`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => apart.close(resolve));
    }
  });
  const value = (text: string, line: string) =>
    Number(
      text
        .split('\n')
        .find((l) => l.startsWith(line))
        ?.slice(line.length)
        .trim() ?? NaN,
    );

  it('counts operations, errors, upstream calls by route template and user-cache hits', async () => {
    const before = await metrics();
    const hitsBefore = value(before, 'user_cache_lookups_total{result="hit"}') || 0;
    await post('query WhoAmI { me { name } }', { authorization: 'Bearer tok-m' });
    await post('query WhoAmI { me { name } }', { authorization: 'Bearer tok-m' });
    await post('query WhoAmI { me { name } }', { authorization: 'Bearer tok-m', 'x-company': 'acme' });
    upstream.handle((_c, res) => json(res, 404, { message: 'Employee not found' }));
    await post('query OneEmployee { employee(id: "42") { name } }', { authorization: 'Bearer tok-m' });
    const after = await metrics();
    expect(value(after, 'graphql_operation_duration_seconds_count{operation="WhoAmI",type="query",company="default"}')).toBeGreaterThanOrEqual(2);
    expect(value(after, 'graphql_operation_duration_seconds_count{operation="WhoAmI",type="query",company="acme"}')).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/upstream_request_duration_seconds_count\{method="GET",route="\/current_user_with_manager",status="200",company="acme"\} \d+/);
    expect(value(after, 'graphql_operation_errors_total{operation="OneEmployee",code="NOT_FOUND",company="default"}')).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/upstream_request_duration_seconds_count\{method="GET",route="\/current_user_with_manager",status="200",company="default"\} \d+/);
    expect(after).toMatch(/upstream_request_duration_seconds_count\{method="GET",route="\/employees\/:id",status="404",company="default"\} \d+/);
    expect(value(after, 'user_cache_lookups_total{result="hit"}')).toBeGreaterThan(hitsBefore);
    expect(after).toContain('process_cpu_seconds_total');
  });

  it('turns ids into route templates', () => {
    expect(routeTemplate('/employees/42/leaves?x=1')).toBe('/employees/:id/leaves');
    expect(routeTemplate('/action_againsts/7/approve')).toBe('/action_againsts/:id/approve');
    expect(routeTemplate('/leave_types')).toBe('/leave_types');
  });

  it('answers /healthz while alive and /readyz only while the upstream answers', async () => {
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    upstream.handle((_c, res) => res.socket?.destroy());
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(503);
  });
});

/**
 * POST /graphql over node:http: with `Content-Length` (what browsers and clients send) it takes the fast path of
 * graphqlHttp.ts; sent chunked (no length) it goes through express. Both must answer alike.
 */
function rawPost(
  body: string,
  headers: Record<string, string>,
  chunked: boolean,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    if (chunked) req.setHeader('transfer-encoding', 'chunked');
    else req.setHeader('content-length', Buffer.byteLength(body));
    req.end(body);
  });
}

describe('the /graphql fast path (JSON bodies of known length, without express)', () => {
  const SHARED = [
    'content-type',
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
    'permissions-policy',
  ];
  const pick = (h: http.IncomingHttpHeaders) => Object.fromEntries(SHARED.map((k) => [k, h[k]]));

  it('answers a query as the express path does: same status, body and headers, the request id echoed', async () => {
    const body = JSON.stringify({ query: 'query Mine { me { name roleTitle } }' });
    const fast = await rawPost(body, { authorization: 'Bearer tok-fast', 'x-request-id': 'req-fast-1' }, false);
    const slow = await rawPost(body, { authorization: 'Bearer tok-slow', 'x-request-id': 'req-slow-1' }, true);
    expect(fast.status).toBe(200);
    expect(JSON.parse(fast.body)).toEqual({ data: { me: { name: ME_ROW.name, roleTitle: 'HR Specialist' } } });
    expect(fast.body).toBe(slow.body);
    expect(pick(fast.headers)).toEqual(pick(slow.headers));
    expect(fast.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect([fast.headers['x-request-id'], slow.headers['x-request-id']]).toEqual(['req-fast-1', 'req-slow-1']);
    expect(upstream.calls.map((c) => c.headers['x-request-id'])).toEqual(['req-fast-1', 'req-slow-1']);
    expect(upstream.calls.map((c) => c.headers.authorization)).toEqual(['Bearer tok-fast', 'Bearer tok-slow']);
  });

  it('refuses malformed JSON with 400 BAD_REQUEST in GraphQL error shape, with the same message on both paths', async () => {
    const fast = await rawPost('{"query": ', {}, false);
    const slow = await rawPost('{"query": ', {}, true);
    expect([fast.status, slow.status]).toEqual([400, 400]);
    expect(JSON.parse(fast.body)).toEqual({ errors: [{ message: expect.stringMatching(/JSON/), extensions: { code: 'BAD_REQUEST' } }] });
    expect(fast.body).toBe(slow.body);
    const scalar = await rawPost('"just a string"', {}, false);
    expect(scalar.status).toBe(400);
    expect(JSON.parse(scalar.body).errors[0].extensions).toEqual({ code: 'BAD_REQUEST' });
    expect(upstream.calls).toHaveLength(0);
  });

  it('takes only POST /graphql with a UTF-8 JSON body of known length up to 2 MB; express serves the rest', () => {
    const req = (method: string, reqUrl: string, headers: http.IncomingHttpHeaders) => ({ method, url: reqUrl, headers });
    const jsonOf = (length: number, type = 'application/json') => ({ 'content-type': type, 'content-length': String(length) });
    expect(fastPathTakes(req('POST', '/graphql', jsonOf(10)))).toBe(true);
    expect(fastPathTakes(req('POST', '/graphql?x=1', jsonOf(10, 'application/json; charset=utf-8')))).toBe(true);
    expect(fastPathTakes(req('POST', '/graphql', jsonOf(2 * 1024 * 1024 + 1)))).toBe(false); // express answers 413
    expect(fastPathTakes(req('POST', '/graphql', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }))).toBe(false);
    expect(fastPathTakes(req('POST', '/graphql', jsonOf(10, 'multipart/form-data; boundary=x')))).toBe(false); // uploads
    expect(fastPathTakes(req('POST', '/graphql', jsonOf(10, 'application/json; charset=latin1')))).toBe(false);
    expect(fastPathTakes(req('POST', '/graphql', { ...jsonOf(10), 'content-encoding': 'gzip' }))).toBe(false);
    expect(fastPathTakes(req('GET', '/graphql', {}))).toBe(false); // the Sandbox landing page
    expect(fastPathTakes(req('POST', '/graphqlx', jsonOf(10)))).toBe(false);
  });

  it('leaves an empty body to Apollo as express does (as {})', async () => {
    const fast = await rawPost('', {}, false);
    const slow = await rawPost('', {}, true);
    expect(fast.status).toBe(400);
    expect(fast.body).toBe(slow.body);
  });
});
