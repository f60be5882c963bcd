/**
 * The bell's live count through two gateway replicas sharing Redis (decision 0216): the agent's stream, open on one
 * replica, hears the approval of their leave made through the other, with their new unread count; another person's
 * stream hears nothing; a stream needs a signed-in token (a signed-out one opens none). On a SPEC §7-only
 * upstream there is no stream (404: the web keeps polling).
 *
 * @spec GET /notifications/stream
 * @postgres notifications
 */
import { afterAll, beforeAll, expect } from '@jest/globals';
import { createSharedState } from '../../gateway/src/state/shared';
import { openStream, type TestStream } from '../../upstream/test/sse';
import { LogoutDocument as LOGOUT } from '../../web/src/features/auth/auth.generated';
import { ApproveLeaveRequestDocument as APPROVE, CreateLeaveRequestDocument as FILE } from '../../web/src/features/leave/leave.generated';
import { builders } from '../support/builders';
import { describeWithRedis, dropPrefix, REDIS_TEST_URL, testPrefix } from '../support/redis';
import { dataOf, gql, itFull, itSpec, loginAs, startReplica, startStack, type GatewayReplica, type Stack } from '../support/stack';

describeWithRedis('live notifications across gateway replicas', () => {
  const prefix = testPrefix();
  let a: Stack;
  let b: GatewayReplica;
  const streams: TestStream[] = [];
  const stream = async (via: { url: string }, token: string | null) => {
    const s = await openStream(`${via.url}/notifications/stream`, token ? { authorization: `Bearer ${token}` } : {});
    streams.push(s);
    return s;
  };
  const count = async (s: TestStream) => (JSON.parse(await s.next('unread')) as { count: number }).count;

  beforeAll(async () => {
    a = await startStack({ state: createSharedState({ redisUrl: REDIS_TEST_URL, prefix }) });
    b = await startReplica(a.upstream.url, { state: createSharedState({ redisUrl: REDIS_TEST_URL, prefix }) });
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await b?.close();
    await a?.close();
    await b?.gateway.state.close();
    await a?.gateway.state.close();
    await dropPrefix(prefix);
  });

  itFull("the agent's stream on one replica hears the approval made through the other; nobody else's does", async () => {
    const typeId = String((await (await builders(a)).leaveType({ yearlyLimit: 30 })).id);
    const agent = await loginAs(a, 'agent');
    const reviewer = await loginAs(b, 'head');
    const mine = await stream(a, agent);
    const other = await stream(a, await loginAs(a, 'auditor'));
    expect(mine.status).toBe(200);
    const before = await count(mine);
    await count(other);

    const day = new Date(Date.now() + 40 * 86_400_000);
    while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
    const start = day.toISOString().slice(0, 10);
    const id = dataOf(await gql(b, FILE, { input: { leaveTypeId: typeId, startDate: start, endDate: start } }, agent)).createLeaveRequest.id;
    expect(dataOf(await gql(b, APPROVE, { id }, reviewer)).approveLeaveRequest.status).toBe('APPROVED');

    expect(await count(mine)).toBe(before + 1);
    expect(await other.quiet('unread', 500)).toEqual([]);
  });

  itFull('needs a signed-in token; a signed-out one opens none', async () => {
    expect((await stream(b, null)).status).toBe(401);
    expect((await stream(b, 'not-a-token')).status).toBe(401);
    const token = await loginAs(b, 'agent');
    const s = await stream(b, token);
    await count(s);
    dataOf(await gql(a, LOGOUT, {}, token));
    expect((await stream(b, token)).status).toBe(401);
  });

  itSpec('a SPEC-only upstream has no stream', async () => {
    expect((await stream(b, await loginAs(b, 'agent'))).status).toBe(404);
  });
});
