/**
 * The bell's live signal (decision 0216): a notification written in a transaction that rolls back signals nothing;
 * one committed signals once, to its recipient's stream only, in its company only; the stream opens with the count.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { notify } from '../src/notifications/store';
import { startTestUpstream, type TestUpstream } from './harness';
import { openStream, type TestStream } from './sse';

describe('live notification signals', () => {
  let up: TestUpstream;
  const ids: Record<'agent' | 'teamleader', number> = { agent: 0, teamleader: 0 };
  const tokens: Record<'agent' | 'teamleader', string> = { agent: '', teamleader: '' };
  const streams: TestStream[] = [];
  const stream = async (who: keyof typeof tokens) => {
    const s = await openStream(`${up.url}/notifications/stream`, { authorization: `Bearer ${tokens[who]}` });
    streams.push(s);
    return s;
  };
  const event = (n: number) => ({
    kind: 'kudos.received',
    actorId: null,
    entity: 'kudos',
    entityId: n,
    text: `Test ${n}`,
    link: '/main/kudos',
    eventKey: `test:${n}`,
  });

  beforeAll(async () => {
    up = await startTestUpstream({ port: 0 });
    for (const key of ['agent', 'teamleader'] as const) {
      ids[key] = (await up.db.query<{ id: number }>('SELECT id FROM employees WHERE email = $1', [`${key}@demo.hr`])).rows[0].id;
      tokens[key] = await up.login(key);
    }
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await up.close();
  });

  it('signals at commit only, once per recipient', async () => {
    const heard: string[] = [];
    const stop = await up.db.listen('hr_notifications', (p) => heard.push(p));
    await expect(
      up.db.transaction(async (tx) => {
        await notify(up.app, tx, [ids.agent], event(1));
        throw new Error('the write fails');
      }),
    ).rejects.toThrow('the write fails');
    await up.db.transaction((tx) => notify(up.app, tx, [ids.agent, ids.agent], event(2)));
    // The same event again (a retried write) adds nothing and signals nothing.
    await up.db.transaction((tx) => notify(up.app, tx, [ids.agent], event(2)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await stop();
    expect(heard).toEqual([`1:${ids.agent}`]);
    expect((await up.db.query('SELECT 1 FROM notifications WHERE event_key = $1', ['test:1'])).rows).toHaveLength(0);
  });

  it("streams the recipient's unread count, and nothing to anyone else or to another company's same id", async () => {
    const agent = await stream('agent');
    const leader = await stream('teamleader');
    expect(agent.status).toBe(200);
    const start = JSON.parse(await agent.next('unread')).count as number;
    await leader.next('unread');
    await up.db.transaction((tx) => notify(up.app, tx, [ids.agent], event(3)));
    expect(JSON.parse(await agent.next('unread'))).toEqual({ count: start + 1 });
    // Another company's person with the agent's id.
    await up.db.query(`SELECT pg_notify('hr_notifications', $1)`, [`2:${ids.agent}`]);
    expect(await leader.quiet('unread', 300)).toEqual([]);
    expect(await agent.quiet('unread', 0)).toEqual([]);
    // Reading it is a change too (the person's other tabs).
    const all = await up.request('POST', '/notifications/read_all', { token: tokens.agent });
    expect(all.status).toBe(200);
    expect(JSON.parse(await agent.next('unread'))).toEqual({ count: 0 });
  });

  it('refuses a stream without a token', async () => {
    const s = await openStream(`${up.url}/notifications/stream`, {});
    expect(s.status).toBe(401);
  });
});
