/**
 * The REST upstream answers each role no more than the gateway does (SPEC §6 field rules, auth/fieldRules.ts): every
 * list GET of upstream/openapi.json, and every detail GET `/x/{id}` with an id from its list, as each of the 10 demo
 * roles straight on the upstream's port, holds no pay, personal or HR-record value of anyone else for a role that may
 * not read that kind. The GraphQL leak test does the same through the gateway.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { FIELDS, mayRead, type FieldKind } from '../../upstream/src/auth/fieldRules';
import { deriveRoles, type Roles } from '../../upstream/src/auth/roles';
import { DEMO_ACCOUNTS, type DemoKey } from '../../upstream/src/seed';
import { loginAs, startStack, type Stack } from '../support/stack';

let stack: Stack;
const openapi = JSON.parse(fs.readFileSync(path.join(__dirname, '../../upstream/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
/** Answers that are files, not records. */
const FILES = /export|download|template|contract$|file$|\/sick_note$|xlsx|openapi|healthz/;
const gets = Object.keys(openapi.paths).filter((p) => openapi.paths[p].get && !FILES.test(p));
const lists = gets.filter((p) => !p.includes('{'));
const details = gets.filter((p) => /^[^{}]+\/\{id\}$/.test(p) && lists.includes(p.replace(/\/\{id\}$/, '')));

const get = async (token: string, url: string) => {
  const res = await fetch(`${stack.upstream.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? ((await res.json()) as unknown) : null };
};

/** Every guarded value in `body` that `roles` may not read (records of `me` aside): `path field`. */
function leaks(body: unknown, roles: Roles, me: number, at: string, out: string[] = []): string[] {
  if (Array.isArray(body)) body.forEach((item, i) => leaks(item, roles, me, `${at}[${i}]`, out));
  else if (body && typeof body === 'object') {
    const row = body as Record<string, unknown>;
    const owner = Number(row.employee_id ?? row.id);
    for (const kind of Object.keys(FIELDS) as FieldKind[]) {
      if (mayRead(roles, kind) || owner === me) continue;
      for (const field of FIELDS[kind]) if (row[field] !== undefined && row[field] !== null) out.push(`${at}.${field}`);
    }
    for (const [k, v] of Object.entries(row)) if (v && typeof v === 'object') leaks(v, roles, me, `${at}.${k}`, out);
  }
  return out;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  stack = await startStack();
  const ceo = await loginAs(stack, 'ceo');
  for (const list of lists) {
    const answer = (await get(ceo, list)).body as { items?: { id?: unknown }[] } | null;
    const first = answer?.items?.find((r) => r.id !== undefined);
    if (first) ids[list] = String(first.id);
  }
}, 120_000);
afterAll(() => stack.close());

describe('REST answers per role', () => {
  it.each(DEMO_ACCOUNTS.map((a) => a.key as DemoKey))(
    '%s reads no guarded field of anyone else on any list or detail GET',
    async (role) => {
      const token = await loginAs(stack, role);
      const me = (await get(token, '/current_user_with_manager')).body as Parameters<typeof deriveRoles>[0] & { id: number };
      const roles = deriveRoles(me);
      const found: string[] = [];
      let answered = 0;
      const urls = [...lists, ...details.filter((d) => ids[d.replace(/\/\{id\}$/, '')]).map((d) => d.replace('{id}', ids[d.replace(/\/\{id\}$/, '')]))];
      for (const url of urls) {
        const { status, body } = await get(token, url);
        if (status === 200) answered += 1;
        if (status === 200) leaks(body, roles, me.id, url, found);
      }
      expect(answered).toBeGreaterThan(40); // the walk reaches the role's screens, not only refusals
      expect(found).toEqual([]);
    },
    120_000,
  );
});
