/**
 * Test harness for upstream tests (and any engineer testing a domain's REST routes):
 *
 *   const up = await startTestUpstream();          // own fresh database (testDb.ts: PGlite in memory, or PostgreSQL
 *                                                  // with TEST_DB=postgres), port 0, faults on, demo company seeded
 *   const token = await up.login('hr');            // demo account by role key
 *   const res = await up.request('GET', '/current_user_with_manager', { token });
 *   expect(res.status).toBe(200); expect(res.body.name).toBe(demoName('hr'));
 *   const agent = await up.person({ manager_id: res.body.id });   // a new employee, made through POST /employees
 *   await up.close();
 *
 * Demo names belong in src/seed.ts and seed.test.ts: a test names a demo account through `demoName(key)` and creates
 * any other person it needs with `person`, so it does not depend on who the demo company holds.
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
  /**
   * Adds an employee through POST /employees as the CEO and answers the created row: a new name (`Test Person 3`),
   * an hourly customer support agent in Operations, with no manager or team, unless `employee` says otherwise.
   */
  person(employee?: Record<string, unknown>): Promise<TestPerson>;
}

/** The fields of a created employee that tests read most (the rest of the row is there too). */
export interface TestPerson {
  id: number;
  name: string;
  RES_ID: string;
  email: string;
  [field: string]: any;
}

/** People made by `person` in this test file (across its upstreams, which may share a database): new names. */
let made = 0;

/** The name of a demo account's person (whom `login(key)` signs in as). */
export function demoName(key: DemoKey): string {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`No demo account ${key}`);
  return account.name;
}

/** A multipart body with one CSV file (the import calls'), plus any other fields. */
export function csvForm(csv: string, fields: Record<string, string> = {}, filename = 'import.csv'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([csv], { type: 'text/csv' }), filename);
  return form;
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

  let ceo: Promise<string> | undefined;
  async function person(employee: Record<string, unknown> = {}): Promise<TestPerson> {
    const n = (made += 1);
    const body = {
      employee: {
        RES_ID: `TP-${n}`,
        name: `Test Person ${n}`,
        email: `test.person.${n}@test.hr`,
        department_id: 2,
        role: 0,
        role_title: 'Customer Support Agent',
        can_manage: false,
        target_hours_per_day: 8,
        date_joined: '2024-01-01',
        hourly_or_monthly: 'hourly',
        hourly_rate: 50,
        ...employee,
      },
    };
    const res = await request<TestPerson>('POST', '/employees', { token: await (ceo ??= login('ceo')), body });
    if (res.status !== 201) throw new Error(`person refused: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  return Object.assign(upstream, { request, login, person });
}
