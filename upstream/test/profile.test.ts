/**
 * The extension table (http/extensions.ts) and the two profiles: `full` serves every extension, `spec` answers 404 for
 * extension operations and drops extension/unknown query parameters as a SPEC-only server would.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EXTENSION_OPERATIONS, QUERY_RULES, profileFromEnv, specQuery } from '../src/http/extensions';
import { startTestUpstream, type TestUpstream } from './harness';

/** Path params filled with 1 so every extension route can be called. */
const concrete = (url: string) => url.replace(/:[a-z_]+/gi, '1');

describe('extension table', () => {
  it('reads UPSTREAM_PROFILE', () => {
    expect(profileFromEnv({})).toBe('full');
    expect(profileFromEnv({ UPSTREAM_PROFILE: 'SPEC' })).toBe('spec');
    expect(() => profileFromEnv({ UPSTREAM_PROFILE: 'other' })).toThrow('UPSTREAM_PROFILE must be full or spec');
  });

  it('drops extension values and unknown parameters only', () => {
    const q: Record<string, unknown> = { limit: '-1', employee_id: '1,2', id: '4', status: '0', foo: 'bar' };
    specQuery('GET', '/action_againsts', q);
    expect(q).toEqual({ status: '0' });
    const kept: Record<string, unknown> = { limit: '5', employee_id: '7', page: '2' };
    specQuery('GET', '/action_againsts', kept);
    expect(kept).toEqual({ limit: '5', employee_id: '7', page: '2' });
    const employees: Record<string, unknown> = { ids: '1,2', active: 'all', search: 'a', department_id: '4' };
    specQuery('HEAD', '/employees', employees);
    expect(employees).toEqual({ search: 'a', department_id: '4' });
  });
});

describe.each(['full', 'spec'] as const)('profile %s', (profile) => {
  let up: TestUpstream;
  let token: string;
  beforeAll(async () => {
    up = await startTestUpstream({ profile });
    token = await up.login('ceo');
  });
  afterAll(() => up.close());

  it('lists only routes that exist, and every extension operation is a real route', () => {
    for (const op of EXTENSION_OPERATIONS) expect(up.app.hasRoute({ method: op.method, url: op.url })).toBe(true);
    for (const k of Object.keys(QUERY_RULES)) {
      const [method, url] = k.split(' ');
      expect(up.app.hasRoute({ method: method as 'GET', url })).toBe(true);
    }
  });

  it(profile === 'full' ? 'serves every extension operation' : 'answers 404 for every extension operation', async () => {
    for (const op of EXTENSION_OPERATIONS) {
      const res = await up.request(op.method, concrete(op.url), { token });
      if (profile === 'spec') {
        expect({ op, status: res.status, body: res.body }).toEqual({
          op,
          status: 404,
          body: {
            message: `Route ${op.method} ${concrete(op.url)} not found`,
            errors: [{ message: `Route ${op.method} ${concrete(op.url)} not found`, field: null }],
          },
        });
      } else {
        // Served: whatever the answer (a missing file is a domain 404 with its own message), it is not "no such route".
        expect(String(res.body?.message ?? '')).not.toMatch(/^Route /);
      }
    }
    token = await up.login('ceo'); // POST /logout (an extension) ended the session just used
  });

  it('SPEC operations answer in both profiles', async () => {
    expect((await up.request('GET', '/leave_types', { token })).status).toBe(200);
    expect((await up.request('GET', '/current_user_with_manager', { token })).status).toBe(200);
  });

  it(profile === 'full' ? 'honours extension query parameters' : 'ignores extension and unknown query parameters', async () => {
    const all = await up.request('GET', '/employees', { token });
    const batch = await up.request('GET', '/employees?ids=1,2&active=all&no_such_param=1', { token });
    expect(batch.status).toBe(200);
    if (profile === 'full') expect(batch.body.items.map((e: { id: number }) => e.id).sort()).toEqual([1, 2]);
    else expect(batch.body.count).toBe(all.body.count);

    const actions = await up.request('GET', '/action_againsts?limit=-1', { token });
    const first = actions.body.items[0].employee_id as number;
    const theirs = actions.body.items.filter((a: { employee_id: number }) => a.employee_id === first).length;
    expect(theirs).toBeLessThan(actions.body.count);
    const many = await up.request('GET', `/action_againsts?employee_id=${first},999999`, { token });
    expect(many.body.count).toBe(profile === 'full' ? theirs : actions.body.count);

    const search = await up.request('GET', '/employees?search=zzzz-nobody', { token });
    expect(search.body.count).toBe(0);
  });
});
