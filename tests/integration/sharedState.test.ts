import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
/**
 * Gateway replicas over one upstream: with REDIS_URL they share the user cache, revoked sessions and
 * persisted queries (real Redis, key prefix hrtest:<random>:); in memory each replica keeps its own; with
 * Redis down a replica still answers every request (misses only).
 */
import { createHash } from 'node:crypto';
import { INVALID_LINK_MESSAGE } from '../../gateway/src/files/download';
import { sealTicket } from '../../gateway/src/files/tickets';
import { tokenKey } from '../../gateway/src/state/store';
import { createSharedState } from '../../gateway/src/state/shared';
import { describeWithRedis, dropPrefix, REDIS_TEST_URL, testPrefix } from '../support/redis';
import { graphql } from '../generated';
import { demoName, download, gql, loginAs, startReplica, startStack, upstreamStats, type GatewayReplica, type Stack } from '../support/stack';

const ME = graphql(`
  query SharedMe {
    me {
      name
      roles {
        hr
      }
    }
  }
`);
const userLookups = async (stack: Stack) => (await upstreamStats(stack, true)).by_path['/current_user_with_manager'] ?? 0;

/** An automatic persisted query: the hash alone, or hash + text to register it. */
async function persisted(replica: { url: string }, query: string, token: string, withText: boolean) {
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const res = await fetch(`${replica.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...(withText ? { query } : {}), extensions: { persistedQuery: { version: 1, sha256Hash } } }),
  });
  return (await res.json()) as { data?: { me: { name: string } }; errors?: { message: string; extensions?: { code?: string } }[] };
}

describeWithRedis('gateway replicas sharing Redis', () => {
  const prefix = testPrefix();
  let stack: Stack;
  let b: GatewayReplica;

  beforeAll(async () => {
    stack = await startStack({ state: createSharedState({ redisUrl: REDIS_TEST_URL, prefix }) });
    b = await startReplica(stack.upstream.url, { state: createSharedState({ redisUrl: REDIS_TEST_URL, prefix }) });
  });
  afterAll(async () => {
    await b?.close();
    await stack?.close();
    await b?.gateway.state.close();
    await stack?.gateway.state.close();
    await dropPrefix(prefix);
  });

  it('a user signed in through one replica is known to the other without asking the upstream', async () => {
    const token = await loginAs(stack, 'hr');
    await userLookups(stack);
    const res = await gql(b, ME, {}, token);
    expect(res.data?.me).toEqual({ name: demoName('hr'), roles: { hr: true } });
    expect(await userLookups(stack)).toBe(0);
  });

  it('a user dropped from the cache by one replica is looked up again by the other', async () => {
    const token = await loginAs(b, 'agent');
    await gql(stack, ME, {}, token);
    await userLookups(stack);
    await stack.gateway.state.users.clear(token);
    expect((await gql(b, ME, {}, token)).data?.me.name).toBe(demoName('agent'));
    expect((await gql(stack, ME, {}, token)).data?.me.name).toBe(demoName('agent'));
    expect(await userLookups(stack)).toBe(1); // b looked it up and stored it; the first replica found it
  });

  it('a token revoked through one replica is refused by both', async () => {
    const token = await loginAs(stack, 'teamleader');
    expect((await gql(b, ME, {}, token)).data?.me.name).toBeTruthy();
    await stack.gateway.state.sessions.revoke(token);
    for (const replica of [stack, b]) {
      const res = await gql(replica, ME, {}, token);
      expect(res.errors?.[0]).toMatchObject({
        message: 'Your login session has expired, please login again.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  it("a revoked session's download links stop working on every replica", async () => {
    const token = await loginAs(stack, 'auditor');
    const ticket = sealTicket({ path: '/current_user_with_manager', holder: tokenKey(token), filename: 'me.json', exp: Date.now() + 60_000 });
    expect((await download(b, `/files/${ticket}`, token)).status).toBe(200);
    await stack.gateway.state.sessions.revoke(token);
    const refused = await download(b, `/files/${ticket}`, token);
    expect([refused.status, await refused.text()]).toEqual([403, INVALID_LINK_MESSAGE]);
  });

  it('a persisted query registered on one replica runs on the other by its hash alone', async () => {
    const token = await loginAs(stack, 'hr');
    const query = '{ me { name } } # persisted';
    const unknown = await persisted(b, query, token, false);
    expect(unknown.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect((await persisted(stack, query, token, true)).data?.me.name).toBe(demoName('hr'));
    expect((await persisted(b, query, token, false)).data?.me.name).toBe(demoName('hr'));
  });
});

describe('gateway replicas without Redis', () => {
  let stack: Stack;
  let b: GatewayReplica;
  beforeAll(async () => {
    stack = await startStack({ state: createSharedState() });
    b = await startReplica(stack.upstream.url, { state: createSharedState() });
  });
  afterAll(async () => {
    await b?.close();
    await stack?.close();
    await b?.gateway.state.close();
    await stack?.gateway.state.close();
  });

  it('in memory each replica caches for itself, as a single gateway always did', async () => {
    const token = await loginAs(stack, 'hr');
    await userLookups(stack);
    await gql(stack, ME, {}, token);
    expect(await userLookups(stack)).toBe(0);
    await gql(b, ME, {}, token);
    await gql(b, ME, {}, token);
    expect(await userLookups(stack)).toBe(1);
  });

  it('with Redis down a replica answers every request, each user lookup a miss', async () => {
    const lines: string[] = [];
    const down = await startReplica(stack.upstream.url, {
      state: createSharedState({ redisUrl: 'redis://127.0.0.1:1', prefix: 'hrtest:down:', timeoutMs: 100, log: (l) => lines.push(l) }),
    });
    try {
      const token = await loginAs(down, 'hr');
      await userLookups(stack);
      for (let i = 0; i < 2; i += 1) expect((await gql(down, ME, {}, token)).data?.me.name).toBe(demoName('hr'));
      expect(await userLookups(stack)).toBe(2);
      expect(lines.join('\n')).toContain('shared state degrades to cache misses');
    } finally {
      await down.close();
      await down.gateway.state.close();
    }
  });
});
