/**
 * Sign-in throttling across two gateway replicas sharing Redis: failures through either count for both, the waits
 * grow, then the account is locked with a message that says when to try again; during the lock the right password is
 * refused, after it the right password works. An account that does not exist gets the very same answers. The
 * replicas' clock is the test's, so nothing sleeps.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createSharedState } from '../../gateway/src/state/shared';
import { ACCOUNT_POLICY } from '../../gateway/src/state/signInThrottle';
import { describeWithRedis, dropPrefix, REDIS_TEST_URL, testPrefix } from '../support/redis';
import { graphql } from '../generated';
import { gql, startReplica, startStack, type GatewayReplica, type Stack } from '../support/stack';

const LOGIN = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
    }
  }
`);

describeWithRedis('sign-in throttling shared by replicas through Redis', () => {
  const prefix = testPrefix();
  let clock = Date.UTC(2026, 10, 28, 9);
  const now = () => clock;
  let a: Stack;
  let b: GatewayReplica;

  beforeAll(async () => {
    a = await startStack({ state: createSharedState({ redisUrl: REDIS_TEST_URL, prefix, now }) });
    b = await startReplica(a.upstream.url, { state: createSharedState({ redisUrl: REDIS_TEST_URL, prefix, now }) });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await b?.gateway.state.close();
    await a?.gateway.state.close();
    await dropPrefix(prefix);
  });

  const signIn = async (via: Pick<Stack, 'url'>, email: string, password: string) => {
    const res = await gql(via, LOGIN, { email, password });
    return res.data?.login.token ? 'signed in' : `${res.errors?.[0]?.extensions?.code}: ${res.errors?.[0]?.message}`;
  };

  /** Fails `email` ten times, alternating replicas, each attempt once the previous wait is over; the answers seen. */
  const failTenTimes = async (email: string) => {
    const seen: string[] = [];
    for (let failure = 1; failure <= ACCOUNT_POLICY.lockAfter; failure++) {
      const via = failure % 2 ? a : b;
      seen.push(await signIn(via, email, 'wrong-password'));
      // Straight away, even with the right password, the other replica refuses while a wait is due.
      if (failure >= ACCOUNT_POLICY.freeFailures) seen.push(await signIn(failure % 2 ? b : a, email, 'Passw0rd!'));
      clock += failure >= ACCOUNT_POLICY.freeFailures ? Math.min(60_000, 1000 * 2 ** (failure - ACCOUNT_POLICY.freeFailures)) : 0;
    }
    return seen;
  };

  it('grows the wait, then locks; the right password is refused during the lock and works after it', async () => {
    const started = clock;
    const seen = await failTenTimes('agent@demo.hr');
    const wrong = 'UNAUTHENTICATED: Invalid email or password';
    expect(seen.slice(0, 6)).toEqual([
      wrong,
      wrong,
      wrong,
      'TOO_MANY_ATTEMPTS: Too many sign-in attempts. Please try again in 1 second.',
      wrong,
      'TOO_MANY_ATTEMPTS: Too many sign-in attempts. Please try again in 2 seconds.',
    ]);
    expect(seen.at(-1)).toBe('TOO_MANY_ATTEMPTS: Too many sign-in attempts. Please try again in 15 minutes.');
    expect(seen.filter((s) => s === wrong)).toHaveLength(10);

    // Locked: the right password is refused on both replicas, and the wait counts down.
    clock += 5 * 60_000;
    expect(await signIn(a, 'agent@demo.hr', 'Passw0rd!')).toMatch(/^TOO_MANY_ATTEMPTS: .*try again in (9|10) minutes\.$/);
    expect(await signIn(b, 'agent@demo.hr', 'Passw0rd!')).toMatch(/^TOO_MANY_ATTEMPTS: .*try again in (9|10) minutes\.$/);

    // After the lock the right password works, and clears the account's record.
    clock += 10 * 60_000 + 1000;
    expect(await signIn(b, 'agent@demo.hr', 'Passw0rd!')).toBe('signed in');
    expect(await signIn(a, 'agent@demo.hr', 'wrong-password')).toBe(wrong);
    expect(await signIn(a, 'agent@demo.hr', 'Passw0rd!')).toBe('signed in');
    expect(clock).toBeGreaterThan(started);
  });

  it('answers an account that does not exist exactly as one that does', async () => {
    const existing = await failTenTimes('hr@demo.hr');
    const missing = await failTenTimes('nobody-here@demo.hr');
    expect(missing).toEqual(existing);
  });
});
