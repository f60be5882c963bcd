import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { clearCurrentUserCache } from '../src/currentUser';
import { createGateway, type Gateway } from '../src/server';
import { json, startFakeUpstream, type FakeUpstream } from './fakeUpstream';

const ME_ROW = { id: 7, name: 'Test Specialist', RES_ID: 'RES-7', role_title: 'HR Specialist', role: 1, department_id: 1, can_manage: false, manager: null };

let upstream: FakeUpstream;
let gateway: Gateway;
let server: http.Server;
let url: string;
let webDist: string;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>HR</title>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  gateway = await createGateway({ upstreamUrl: upstream.url, webDist });
  server = http.createServer(gateway.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await gateway.close();
  await upstream.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});
beforeEach(() => {
  upstream.calls.length = 0;
  clearCurrentUserCache();
  upstream.handle((call, res) => (call.url === '/current_user_with_manager' ? json(res, 200, ME_ROW) : json(res, 200, { status: 'ok' })));
});

const post = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });

describe('createGateway', () => {
  it('forwards the caller token and X-Permission header to the upstream', async () => {
    const res = await post('{ me { name resId } }', { authorization: 'Bearer tok-1', 'x-permission': 'MANAGE_GOALS' });
    expect(await res.json()).toEqual({ data: { me: { name: ME_ROW.name, resId: 'RES-7' } } });
    const call = upstream.calls.find((c) => c.url === '/current_user_with_manager')!;
    expect(call.headers.authorization).toBe('Bearer tok-1');
    expect(call.headers['x-permission']).toBe('MANAGE_GOALS');
  });

  it('caches the current user per token, and not with ME_CACHE_TTL_MS=0', async () => {
    await post('{ me { name } }', { authorization: 'Bearer tok-2' });
    await post('{ me { name } }', { authorization: 'Bearer tok-2' });
    expect(upstream.calls.filter((c) => c.url === '/current_user_with_manager')).toHaveLength(1);

    process.env.ME_CACHE_TTL_MS = '0';
    try {
      upstream.calls.length = 0;
      await post('{ me { name } }', { authorization: 'Bearer tok-3' });
      await post('{ me { name roles { hr } access { routes } } }', { authorization: 'Bearer tok-3' });
      // still once per request, however many resolvers need the user
      expect(upstream.calls.filter((c) => c.url === '/current_user_with_manager')).toHaveLength(2);
    } finally {
      delete process.env.ME_CACHE_TTL_MS;
    }
  });

  it('does not cache a refused token', async () => {
    upstream.handle((_c, res) => json(res, 401, { message: 'Unauthorized' }));
    const first = (await (await post('{ me { name } }', { authorization: 'Bearer dead' })).json()) as any;
    expect(first.errors[0]).toMatchObject({ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } });
    upstream.handle((_c, res) => json(res, 200, ME_ROW));
    const second = (await (await post('{ me { name } }', { authorization: 'Bearer dead' })).json()) as any;
    expect(second.data.me.name).toBe(ME_ROW.name);
  });

  it('reports liveness on /healthz and upstream readiness on /readyz', async () => {
    expect(await (await fetch(`${url}/readyz`)).json()).toEqual({ status: 'ok', upstream: 'ok' });
    upstream.handle((_c, res) => json(res, 500, { message: 'down' }));
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
    const down = await fetch(`${url}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', upstream: 'unavailable' });
  });

  it('serves the web app with an SPA fallback, leaving the API alone', async () => {
    const page = await fetch(`${url}/main/home`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>HR</title>');
    expect(await (await fetch(`${url}/assets/app.js`)).text()).toBe('console.log(1)');
    expect((await fetch(`${url}/`, { headers: { accept: 'text/html' } })).status).toBe(200);
    const ticket = await fetch(`${url}/files/nope`, { headers: { accept: 'text/html' } });
    expect(ticket.status).toBe(403);
    const missingAsset = await fetch(`${url}/assets/missing.js`, { headers: { accept: 'application/javascript' } });
    expect(missingAsset.status).toBe(404);
    expect((await fetch(`${url}/assets/stale-chunk.js`, { headers: { accept: '*/*' } })).status).toBe(404);
  });
});
