import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestUpstream, type TestUpstream } from './harness';
import { startUpstream } from '../src/index';
import { freshDatabase } from './testDb';

let up: TestUpstream;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(() => up.close());
afterEach(async () => {
  await up.request('DELETE', '/__faults');
});

describe('fault injection', () => {
  it('delays matching requests', async () => {
    expect((await up.request('POST', '/__faults', { body: { path: '^/healthz$', delay_ms: 300 } })).status).toBe(201);
    const started = Date.now();
    const res = await up.request('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('answers an injected status with the error body, only for the given method and number of times', async () => {
    await up.request('POST', '/__faults', {
      body: { path: '^/login$', method: 'post', status: 503, message: 'Maintenance', times: 1 },
    });
    const failed = await up.request('POST', '/login', { body: { email: 'hr@demo.hr', password: 'Passw0rd!' } });
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ message: 'Maintenance', errors: [{ message: 'Maintenance', field: null }] });
    const next = await up.request('POST', '/login', { body: { email: 'hr@demo.hr', password: 'Passw0rd!' } });
    expect(next.status).toBe(200);
  });

  it('ignores faults whose method does not match', async () => {
    await up.request('POST', '/__faults', { body: { path: 'healthz', method: 'POST', status: 500 } });
    expect((await up.request('GET', '/healthz')).status).toBe(200);
  });

  it('drops the connection without an answer', async () => {
    await up.request('POST', '/__faults', { body: { path: '^/healthz', drop: true } });
    await expect(up.request('GET', '/healthz')).rejects.toThrow();
  });

  it('clears every fault with DELETE /__faults', async () => {
    await up.request('POST', '/__faults', { body: { path: '.*', status: 500 } });
    expect((await up.request('GET', '/__faults')).body.count).toBe(1);
    expect((await up.request('DELETE', '/__faults')).status).toBe(204);
    expect((await up.request('GET', '/healthz')).status).toBe(200);
  });

  it('refuses an invalid fault with 422 and field names', async () => {
    const res = await up.request('POST', '/__faults', { body: { path: '(', status: 42 } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'path', message: 'path must be a valid regular expression' },
      { field: 'status', message: 'status must be an HTTP status code' },
    ]);
  });
});

describe('request stats', () => {
  it('counts requests by path (without query, not counting /__ endpoints), lists the calls in order, and resets', async () => {
    expect((await up.request('DELETE', '/__stats')).status).toBe(204);
    const token = await up.login('hr');
    await up.request('GET', '/current_user_with_manager', { token });
    await up.request('GET', '/current_user_with_manager?x=1', { token });
    const stats = await up.request('GET', '/__stats');
    expect(stats.body).toEqual({
      requests: 3,
      by_path: { '/login': 1, '/current_user_with_manager': 2 },
      calls: ['POST /login', 'GET /current_user_with_manager', 'GET /current_user_with_manager?x=1'],
    });
    await up.request('DELETE', '/__stats');
    expect((await up.request('GET', '/__stats')).body).toEqual({ requests: 0, by_path: {}, calls: [] });
  });
});

describe('when faults are off (the default)', () => {
  it('has no /__ endpoints: they need a token like any route and then do not exist', async () => {
    const fresh = await freshDatabase();
    const plain = await startUpstream({ port: 0, ...fresh.target });
    try {
      const res = await fetch(`${plain.url}/__faults`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(401);
      const login = await fetch(`${plain.url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'hr@demo.hr', password: 'Passw0rd!' }),
      });
      const { token } = (await login.json()) as { token: string };
      const stats = await fetch(`${plain.url}/__stats`, { headers: { authorization: `Bearer ${token}` } });
      expect(stats.status).toBe(404);
    } finally {
      await plain.close();
      await fresh.drop();
    }
  });
});
