/**
 * Test harness for upstream tests (and any engineer testing a domain's REST routes):
 *
 *   const up = await startTestUpstream();          // own fresh database (testDb.ts: PGlite in memory, or PostgreSQL
 *                                                  // with TEST_DB=postgres), port 0, faults on, demo company seeded
 *   const token = await up.login('hr');            // demo account by role key
 *   const res = await up.request('GET', '/current_user_with_manager', { token });
 *   expect(res.status).toBe(200); expect(res.body.name).toBe('Nadia Farouk');
 *   await up.close();
 */
import type { RunningUpstream, StartUpstreamOptions } from '../src/index';
import { DEMO_ACCOUNTS, type DemoKey } from '../src/seed';
import { startTestDbUpstream } from './testDb';

export interface TestResponse<T = any> {
  status: number;
  /** Parsed JSON when the reply is JSON, else the text. */
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  /** A plain value is sent as JSON; FormData / string / Buffer as they are. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestUpstream extends RunningUpstream {
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Signs in a demo account (by role key) or any credentials; returns the token, throws when refused. */
  login(who: DemoKey | { email: string; password: string }): Promise<string>;
}

export async function startTestUpstream(options: StartUpstreamOptions = {}): Promise<TestUpstream> {
  const upstream = await startTestDbUpstream(options);

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: RequestInit['body'];
    if (opts.body instanceof FormData || typeof opts.body === 'string' || Buffer.isBuffer(opts.body)) {
      body = opts.body as RequestInit['body'];
    } else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await fetch(`${upstream.url}${path}`, { method, headers, body });
    const text = await res.text();
    const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
    return { status: res.status, body: (isJson && text ? JSON.parse(text) : text) as T, headers: res.headers };
  }

  async function login(who: DemoKey | { email: string; password: string }): Promise<string> {
    const creds = typeof who === 'string' ? DEMO_ACCOUNTS.find((a) => a.key === who) : who;
    if (!creds) throw new Error(`No demo account ${String(who)}`);
    const res = await request<{ token: string }>('POST', '/login', {
      body: { email: creds.email, password: creds.password },
    });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token;
  }

  return Object.assign(upstream, { request, login });
}
