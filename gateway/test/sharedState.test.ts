import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
/**
 * The gateway's shared state: the memory store, the user cache and revocations over it, and the Redis
 * backend — two states on one Redis prefix play two replicas (they must agree), a dead or silent Redis
 * must only ever cost misses.
 */
import { createHash } from 'node:crypto';
import net from 'node:net';
import type { RestClient } from '../src/rest/client';
import { clearCurrentUserCache, forgetCachedEmployee, type CurrentUser } from '../src/currentUser';
import { StoreKeyValueCache } from '../src/state/apolloCache';
import { redisBackend } from '../src/state/redisStore';
import { isRevoked, revokeToken, secondsUntilExpiry, TOKEN_TTL_FALLBACK_S } from '../src/state/sessions';
import { createSharedState, type SharedState } from '../src/state/shared';
import { MemoryStore, tokenKey } from '../src/state/store';
import { describeWithRedis, dropPrefix, keysUnder, REDIS_TEST_URL, testPrefix } from '../../tests/support/redis';

/** A whole employee record, as the contract types GET /current_user_with_manager. */
const user = (id: number, name = `User ${id}`): CurrentUser => ({
  id,
  name,
  resId: `RES-${id}`,
  nationalId: null,
  teamId: null,
  teamName: null,
  targetHoursPerDay: 8,
  email: `user${id}@example.com`,
  dateJoined: '2024-01-01',
  managerId: null,
  managerName: 'No available manager',
  manager: null,
  employeeType: null,
  hourlyRate: null,
  monthlyRate: null,
  hourlyOrMonthly: 'monthly',
  canManage: false,
  role: 1,
  roleTitle: 'HR Specialist',
  baseSalary: null,
  departmentId: 1,
  departmentName: 'HR',
  phone: null,
  emergencyContactName: null,
  emergencyContactNumber: null,
  dateOfBirth: null,
  statusId: 1,
  status: 'Active',
  active: true,
});

/** Just enough of a RestClient for the user cache: a token and GET /current_user_with_manager. */
function fakeRest(token: string, answer: () => CurrentUser) {
  const get = jest.fn(async () => answer());
  return { rest: { token, get } as unknown as RestClient, get };
}

const refused = () => new Error('revoked');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('MemoryStore', () => {
  it('stores, expires, deletes and clears, each at once', async () => {
    const store = new MemoryStore(10);
    void store.set('a', '1');
    void store.set('b', '2', 20);
    expect(await store.get('a')).toBe('1');
    expect(await store.get('b')).toBe('2');
    await sleep(30);
    expect(await store.get('b')).toBeUndefined();
    void store.delete('a');
    expect(store.size).toBe(0);
    void store.set('c', '3');
    void store.clear();
    expect(await store.get('c')).toBeUndefined();
  });

  it('evicts expired entries first, then the oldest, past its bound', async () => {
    const store = new MemoryStore(3);
    await store.set('old', '1');
    await store.set('short', '2', 1);
    await store.set('new', '3');
    await sleep(5);
    await store.set('fourth', '4');
    expect(await store.get('old')).toBe('1');
    expect(await store.get('short')).toBeUndefined();
    await store.set('fifth', '5');
    expect(await store.get('old')).toBeUndefined();
    expect(store.size).toBe(3);
  });
});

describe('tokenKey', () => {
  it('is the SHA-256 of the token, the same on every call and past its memo bound', () => {
    const sha = (t: string) => createHash('sha256').update(t).digest('base64url');
    expect(tokenKey('tok-k')).toBe(sha('tok-k'));
    for (let i = 0; i < 1_500; i += 1) tokenKey(`tok-k${i}`);
    expect(tokenKey('tok-k')).toBe(sha('tok-k'));
    expect(tokenKey('tok-k1499')).toBe(sha('tok-k1499'));
  });
});

describe('shared state in memory (no REDIS_URL)', () => {
  let state: SharedState;
  beforeEach(() => {
    state = createSharedState();
  });
  afterEach(() => state.close());

  it('looks a user up once per token and shares one call between concurrent requests', async () => {
    const { rest, get } = fakeRest('tok-1', () => user(1));
    const [a, b] = await Promise.all([state.currentUser(rest, refused), state.currentUser(rest, refused)]);
    expect(a.name).toBe('User 1');
    expect(b.name).toBe('User 1');
    expect((await state.currentUser(rest, refused)).name).toBe('User 1');
    expect(get).toHaveBeenCalledTimes(1);
    expect(state.apolloCache).toBeUndefined(); // Apollo keeps its own bounded in-memory cache, as before
  });

  it('clearCurrentUserCache drops the user without being awaited, and the next request asks again', async () => {
    const { rest, get } = fakeRest('tok-2', () => user(2));
    await state.currentUser(rest, refused);
    clearCurrentUserCache('tok-2');
    await state.currentUser(rest, refused);
    clearCurrentUserCache();
    await state.currentUser(rest, refused);
    expect(get).toHaveBeenCalledTimes(3);
  });

  it("forgetCachedEmployee drops every token of that employee and nobody else's", async () => {
    const first = fakeRest('tok-e1', () => user(21));
    const second = fakeRest('tok-e2', () => user(21));
    const other = fakeRest('tok-e3', () => user(22));
    await state.users.prime('tok-e1', user(21));
    for (const { rest } of [first, second, other]) await state.currentUser(rest, refused);
    await forgetCachedEmployee(21);
    for (const { rest } of [first, second, other]) await state.currentUser(rest, refused);
    expect([first.get.mock.calls.length, second.get.mock.calls.length, other.get.mock.calls.length]).toEqual([1, 2, 1]);
  });

  it('does not keep a user that was cleared while its lookup was out', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const get = jest.fn(async () => {
      await gate;
      return user(3);
    });
    const rest = { token: 'tok-3', get } as unknown as RestClient;
    const first = state.currentUser(rest, refused);
    await state.users.clear('tok-3');
    release();
    await first;
    await state.currentUser(rest, refused);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('refuses a revoked token, and never caches a failed lookup', async () => {
    const failing = fakeRest('tok-4', () => {
      throw new Error('upstream down');
    });
    await expect(state.currentUser(failing.rest, refused)).rejects.toThrow('upstream down');
    await expect(state.currentUser(failing.rest, refused)).rejects.toThrow('upstream down');
    expect(failing.get).toHaveBeenCalledTimes(2);

    const { rest } = fakeRest('tok-5', () => user(5));
    await state.currentUser(rest, refused);
    await revokeToken('tok-5', 60);
    expect(await isRevoked('tok-5')).toBe(true);
    expect(await isRevoked('tok-6')).toBe(false);
    await expect(state.currentUser(rest, refused)).rejects.toThrow('revoked');
  });

  it('parses a cached user once: later hits share that object until the entry changes or is dropped', async () => {
    const { rest, get } = fakeRest('tok-p', () => user(7));
    const first = await state.currentUser(rest, refused);
    const cachedA = await state.currentUser(rest, refused);
    expect(await state.currentUser(rest, refused)).toBe(cachedA);
    // A changed entry (another replica re-cached the user, here a new login) is parsed afresh.
    await state.users.prime('tok-p', user(7, 'Renamed'));
    const renamed = await state.currentUser(rest, refused);
    expect(renamed.name).toBe('Renamed');
    expect(renamed).not.toBe(cachedA);
    // Dropped entries are looked up again, never served from the parse.
    await forgetCachedEmployee(7);
    expect((await state.currentUser(rest, refused)).name).toBe('User 7');
    expect(get).toHaveBeenCalledTimes(2);
    expect(first.name).toBe('User 7');
  });

  it('keeps a revocation as long as the token lives (JWT exp), else 12 h', () => {
    const payload = Buffer.from(JSON.stringify({ sub: 1, exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    expect(secondsUntilExpiry(`h.${payload}.s`)).toBeGreaterThan(3590);
    expect(secondsUntilExpiry('not-a-jwt')).toBeUndefined();
    expect(TOKEN_TTL_FALLBACK_S).toBe(43200);
  });
});

describe('shared state when Redis is down or silent', () => {
  it('answers misses at once and logs the outage once (nothing listens on the port)', async () => {
    const lines: string[] = [];
    const state = createSharedState({ redisUrl: 'redis://127.0.0.1:1', prefix: 'hrtest:down:', timeoutMs: 100, log: (l) => lines.push(l) });
    try {
      expect(await state.ready(300)).toBe(false);
      const { rest, get } = fakeRest('tok-down', () => user(7));
      const started = Date.now();
      for (let i = 0; i < 3; i += 1) expect((await state.currentUser(rest, refused)).name).toBe('User 7');
      await state.sessions.revoke('tok-down', 60); // dropped: the upstream still refuses revoked tokens itself
      expect(await state.sessions.isRevoked('tok-down')).toBe(false);
      await state.users.clear();
      expect(Date.now() - started).toBeLessThan(1000);
      expect(get).toHaveBeenCalledTimes(3); // every lookup a miss
      expect(lines.filter((l) => l.includes('unavailable'))).toHaveLength(1);
    } finally {
      await state.close();
    }
  });

  it('gives up on a server that accepts but never answers within the command deadline', async () => {
    const silent = net.createServer((socket) => socket.on('data', () => undefined));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as net.AddressInfo;
    const backend = redisBackend({ url: `redis://127.0.0.1:${port}`, prefix: 'hrtest:silent:', timeoutMs: 100, log: () => undefined });
    try {
      const store = backend.namespace('user');
      const started = Date.now();
      expect(await store.get('k')).toBeUndefined();
      await store.set('k', 'v', 1000);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await backend.close();
      silent.close();
    }
  });
});

describeWithRedis('shared state in Redis: two replicas agree', () => {
  const prefix = testPrefix();
  let a: SharedState;
  let b: SharedState;
  beforeAll(async () => {
    a = createSharedState({ redisUrl: REDIS_TEST_URL, prefix });
    b = createSharedState({ redisUrl: REDIS_TEST_URL, prefix });
    expect(await a.ready(3000)).toBe(true);
    expect(await b.ready(3000)).toBe(true);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await dropPrefix(prefix);
  });

  it('a user cached by one replica is served by the other, and a clear on one drops it for both', async () => {
    const onA = fakeRest('tok-r1', () => user(11, 'Nadia'));
    const onB = fakeRest('tok-r1', () => user(11, 'Nadia'));
    expect((await a.currentUser(onA.rest, refused)).name).toBe('Nadia');
    expect((await b.currentUser(onB.rest, refused)).name).toBe('Nadia');
    expect(onB.get).not.toHaveBeenCalled();
    await a.users.clear('tok-r1');
    await b.currentUser(onB.rest, refused);
    await a.currentUser(onA.rest, refused);
    expect(onB.get).toHaveBeenCalledTimes(1);
    expect(onA.get).toHaveBeenCalledTimes(1);
  });

  it('an employee forgotten by one replica (fired, role changed) is looked up again by both', async () => {
    await a.users.prime('tok-r5', user(15));
    await b.users.prime('tok-r6', user(15));
    const onA = fakeRest('tok-r6', () => user(15));
    const onB = fakeRest('tok-r5', () => user(15));
    await a.currentUser(onA.rest, refused);
    await b.currentUser(onB.rest, refused);
    expect(onA.get).not.toHaveBeenCalled();
    expect(onB.get).not.toHaveBeenCalled();
    await a.users.forgetEmployee(15);
    await a.currentUser(onA.rest, refused);
    await b.currentUser(onB.rest, refused);
    expect([onA.get.mock.calls.length, onB.get.mock.calls.length]).toEqual([1, 1]);
  });

  it('a token revoked on one replica is refused by both, under hashed keys with the token lifetime as TTL', async () => {
    const onB = fakeRest('tok-r2', () => user(12));
    await b.currentUser(onB.rest, refused);
    await a.sessions.revoke('tok-r2', 120);
    await expect(b.currentUser(onB.rest, refused)).rejects.toThrow('revoked');
    await expect(a.currentUser(fakeRest('tok-r2', () => user(12)).rest, refused)).rejects.toThrow('revoked');
    const keys = await keysUnder(`${prefix}revoked:`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('tok-r2');
  });

  it('shares Apollo cache entries, with their TTL in seconds', async () => {
    await a.apolloCache!.set('apq:abc', '{ me { id } }', { ttl: 1 });
    expect(await b.apolloCache!.get('apq:abc')).toBe('{ me { id } }');
    await sleep(1100);
    expect(await b.apolloCache!.get('apq:abc')).toBeUndefined();
    expect(a.apolloCache).toBeInstanceOf(StoreKeyValueCache);
  });

  it('clearing every user touches only the user entries of its own prefix', async () => {
    const other = testPrefix();
    const elsewhere = createSharedState({ redisUrl: REDIS_TEST_URL, prefix: other });
    try {
      expect(await elsewhere.ready(3000)).toBe(true);
      await a.users.prime('tok-r3', user(13));
      await elsewhere.users.prime('tok-r3', user(13));
      await a.sessions.revoke('tok-r4', 60);
      await b.users.clear();
      expect(await keysUnder(`${prefix}user:`)).toHaveLength(0);
      expect(await keysUnder(`${prefix}employee:`)).toHaveLength(0);
      expect(await a.sessions.isRevoked('tok-r4')).toBe(true);
      expect((await keysUnder(other)).sort()).toEqual([`${other}employee:13`, expect.stringMatching(`^${other}user:`)]);
    } finally {
      await elsewhere.close();
      await dropPrefix(other);
    }
  });
});
