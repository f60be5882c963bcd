/**
 * The reference-data cache (state/reference.ts, kit/reference.ts): reference lists are shared across requests for
 * REFERENCE_CACHE_TTL_MS, any write through the gateway makes the next read ask the upstream, signed-out or revoked
 * callers are refused before the cache answers, failures are never cached; with Redis two replicas share entries and
 * invalidations.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createContext } from '../src/context';
import { toTeam } from '../src/modules/people/mappers';
import { fetchPage, wholeList } from '../src/kit/loaders';
import { sharedGet } from '../src/kit/reference';
import { revokeToken } from '../src/state/sessions';
import { createSharedState, type SharedState } from '../src/state/shared';
import { describeWithRedis, dropPrefix, REDIS_TEST_URL, testPrefix } from '../../tests/support/redis';
import { json, startFakeUpstream, type FakeUpstream } from './fakeUpstream';

let upstream: FakeUpstream;
/** The upstream's team rows, as the contract has them. */
let teams: { team_id: number; team_name: string }[];
let state: SharedState;

/** The fake upstream: GET /teams answers `teams`, the signed-in user is anyone with a token; writes answer {}. */
const serve = () =>
  upstream.handle((call, res) => {
    if (call.url.startsWith('/current_user_with_manager')) return json(res, 200, { id: 1, name: 'U', manager: null });
    if (call.method === 'GET' && call.url.startsWith('/teams')) return json(res, 200, { items: teams, count: teams.length });
    if (call.url.startsWith('/broken')) return json(res, 500, { message: 'boom' });
    return json(res, 200, {});
  });
const teamCalls = () => upstream.calls.filter((c) => c.method === 'GET' && c.url.startsWith('/teams')).length;
const ctx = (token = 't', on: SharedState = state) => createContext({ upstreamUrl: upstream.url, authorization: token ? `Bearer ${token}` : null, state: on });
const names = async (on: SharedState = state) => (await fetchPage(ctx('t', on), '/teams', {}, (r) => r.teamName, { shared: true })).items;

beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.calls.length = 0;
  teams = [{ team_id: 1, team_name: 'Alpha' }];
  state = createSharedState();
  serve();
});
afterEach(async () => {
  await state.close();
  delete process.env.REFERENCE_CACHE_TTL_MS;
});

describe('reference cache', () => {
  it('answers the same list to later requests and other callers without asking the upstream again', async () => {
    expect(await names()).toEqual(['Alpha']);
    expect(await Promise.all([names(), (await sharedGet<{ count: number }>(ctx('other'), '/teams', { query: {} })).count])).toEqual([['Alpha'], 1]);
    expect(teamCalls()).toBe(1);
    await fetchPage(ctx(), '/teams', { page: 2 }, (r) => r, { shared: true }); // another query: its own entry
    expect(teamCalls()).toBe(2);
  });

  it('asks the upstream once for a burst of concurrent misses, each caller getting its own copy', async () => {
    const [a, b] = await Promise.all([sharedGet<{ items: object[] }>(ctx(), '/teams'), sharedGet<{ items: object[] }>(ctx('u'), '/teams')]);
    expect(teamCalls()).toBe(1);
    expect(a).toEqual(b);
    expect(a).not.toBe(b);
  });

  it('shows a write through the gateway to the very next read, whoever reads', async () => {
    const teamById = wholeList('/teams', toTeam, { shared: true });
    expect((await teamById(ctx()).load(1))?.teamName).toBe('Alpha');
    teams = [{ team_id: 1, team_name: 'Renamed' }];
    await ctx('hr').rest.request('PATCH', '/teams/1', { body: { team: { name: 'Renamed' } } });
    expect((await teamById(ctx('agent')).load(1))?.teamName).toBe('Renamed');
    expect(await names()).toEqual(['Renamed']);
    expect(teamCalls()).toBe(2);
  });

  it('drops an answer that was on its way while a write happened', async () => {
    let release!: () => void;
    upstream.handle((call, res) => {
      if (call.url.startsWith('/teams')) {
        const answer = { items: teams, count: teams.length };
        release = () => json(res, 200, answer);
        return;
      }
      json(res, 200, { id: 1, name: 'U', manager: null });
    });
    const slow = names();
    while (!release) await new Promise((r) => setTimeout(r, 5));
    serve();
    teams = [{ team_id: 1, team_name: 'New' }];
    await ctx('hr').rest.request('POST', '/teams', { body: {} });
    release();
    expect(await slow).toEqual(['Alpha']); // the read began before the write: its answer is right for it, not stored
    expect(await names()).toEqual(['New']);
  });

  it('expires after REFERENCE_CACHE_TTL_MS, and is off with 0', async () => {
    process.env.REFERENCE_CACHE_TTL_MS = '30';
    await names();
    await new Promise((r) => setTimeout(r, 60));
    await names();
    expect(teamCalls()).toBe(2);
    process.env.REFERENCE_CACHE_TTL_MS = '0';
    await names();
    await names();
    expect(teamCalls()).toBe(4);
  });

  it('refuses a signed-out or revoked caller before answering from the cache', async () => {
    await names();
    await expect(sharedGet(ctx(''), '/teams')).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    await revokeToken('gone');
    await expect(sharedGet(ctx('gone'), '/teams')).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(teamCalls()).toBe(1);
  });

  it('never caches a failure', async () => {
    await expect(sharedGet(ctx(), '/broken')).rejects.toBeDefined();
    await expect(sharedGet(ctx(), '/broken')).rejects.toBeDefined();
    expect(upstream.calls.filter((c) => c.url.startsWith('/broken'))).toHaveLength(2);
  });

  it('keeps answers of different upstreams apart', async () => {
    const other = await startFakeUpstream((_c, res) => json(res, 200, { items: [{ team_id: 9, team_name: 'Elsewhere' }], count: 1, id: 1 }));
    try {
      await names();
      const there = createContext({ upstreamUrl: other.url, authorization: 'Bearer t', state });
      expect((await fetchPage(there, '/teams', {}, (r) => r.teamName, { shared: true })).items).toEqual(['Elsewhere']);
    } finally {
      await other.close();
    }
  });
});

describeWithRedis('reference cache in Redis: replicas share entries and invalidations', () => {
  const prefix = testPrefix();
  let a: SharedState;
  let b: SharedState;
  beforeEach(async () => {
    a = createSharedState({ redisUrl: REDIS_TEST_URL, prefix });
    b = createSharedState({ redisUrl: REDIS_TEST_URL, prefix });
    expect(await a.ready(3000)).toBe(true);
  });
  afterEach(async () => {
    await a.close();
    await b.close();
    await dropPrefix(prefix);
  });

  it('answers replica B from what replica A read, and a write through A reaches B at once', async () => {
    expect(await names(a)).toEqual(['Alpha']);
    expect(await names(b)).toEqual(['Alpha']);
    expect(teamCalls()).toBe(1);
    teams = [{ team_id: 1, team_name: 'Beta' }];
    await ctx('hr', a).rest.request('POST', '/teams', { body: {} });
    expect(await names(b)).toEqual(['Beta']);
  });
});
