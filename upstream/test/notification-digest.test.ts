/**
 * The daily digest (notifications/digest.ts, decision 0221) through a real SMTP server: a digest person gets no mail at
 * once but one e-mail a day from 07:00 UTC, listing only their unread notifications of e-mail-enabled types created
 * since they chose it, each in one digest only; a second run the same day sends nothing, nothing unread sends nothing;
 * a person who mails at once gets no digest and still their immediate mail.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../src/seed';
import { withCompany } from '../src/companies/context';
import { applyDue } from '../src/http/dueJobs';
import { DIGEST_DUE } from '../src/notifications/digest';
import { notify } from '../src/notifications/store';
import { startTestUpstream, type TestUpstream } from './harness';
import { startSmtpReceiver, type SmtpReceiver } from './smtpReceiver';

describe('the daily notification digest', () => {
  let now = new Date('2026-03-10T06:00:00Z');
  let smtp: SmtpReceiver;
  let up: TestUpstream;
  const ids = {} as Record<DemoKey, number>;
  const tokens = {} as Record<DemoKey, string>;
  let n = 0;

  const run = () => withCompany(1, () => applyDue(up.app, DIGEST_DUE));
  const setPref = (who: DemoKey, body: Record<string, unknown>) => up.request('PUT', '/notifications/preferences', { token: tokens[who], body });
  /** A new notification of `kind` for `who`; answers its text. */
  const tell = async (who: DemoKey, kind: string) => {
    const text = `Event ${++n} for ${who}`;
    await up.db.transaction((tx) =>
      notify(up.app, tx, [ids[who]], { kind, actorId: null, entity: 'test', entityId: n, text, link: `/main/test/${n}`, eventKey: `test:${n}` }),
    );
    return text;
  };
  /** The outbox's messages to `who` (queued, sent or kept), oldest first. */
  const outbox = async (who: DemoKey) =>
    (await up.db.query<{ subject: string; body: string }>('SELECT subject, body FROM mail_outbox WHERE to_address = $1 ORDER BY id', [`${who}@demo.hr`])).rows;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    up = await startTestUpstream({ port: 0, build: { today: () => now, smtpUrl: smtp.url } });
    for (const key of ['agent', 'auditor'] as const) {
      ids[key] = (await up.db.query<{ id: number }>('SELECT id FROM employees WHERE email = $1', [`${key}@demo.hr`])).rows[0].id;
      tokens[key] = await up.login(key);
      expect((await setPref(key, { event_type: 'kudos.received', email: true })).status).toBe(200);
      expect((await setPref(key, { event_type: 'goal.assigned', email: false })).status).toBe(200);
    }
  });
  afterAll(async () => {
    await up.close();
    await smtp.close();
  });

  it('chooses the delivery through the preferences call, alone or with an event type, and refuses half a choice', async () => {
    const mine = await up.request('GET', '/notifications/preferences', { token: tokens.agent });
    expect(mine.body.delivery).toBe('immediate');
    const bad = await setPref('agent', { email: true });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ field: 'event_type', message: 'Event type is required' }]);
    expect((await setPref('agent', { delivery: 'weekly' })).status).toBe(422);
    expect((await setPref('agent', {})).status).toBe(422);
    const both = await setPref('auditor', { delivery: 'immediate', event_type: 'greeting', email: false });
    expect(both.body.delivery).toBe('immediate');
  });

  it('sends a digest person one mail a day of their unread, e-mail-enabled notifications since they chose it; nothing at once', async () => {
    const before = await tell('agent', 'kudos.received'); // mailed at once: the digest was not chosen yet
    const chosen = await setPref('agent', { delivery: 'digest' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.delivery).toBe('digest');
    const unread = await tell('agent', 'kudos.received');
    const read = await tell('agent', 'kudos.received');
    await up.db.query('UPDATE notifications SET read_at = now() WHERE text = $1', [read]);
    const notEmailed = await tell('agent', 'goal.assigned');
    const toAuditor = await tell('auditor', 'kudos.received');

    // The immediate person's mail is queued at once; the digest person's is not.
    expect((await outbox('auditor')).map((m) => m.subject)).toEqual([`HR: ${toAuditor}`]);
    expect((await outbox('agent')).map((m) => m.subject)).toEqual([`HR: ${before}`]);

    expect(await run()).toBe(0); // 06:00 UTC: not yet
    now = new Date('2026-03-10T07:05:00Z');
    expect(await run()).toBe(1);
    const digest = (await outbox('agent'))[1];
    expect(digest.subject).toBe('Your HR notifications: 1 unread');
    expect(digest.body).toMatch(new RegExp(`^- ${unread}\n  https?://[^/]+/main/test/\\d+$`, 'm'));
    for (const other of [before, read, notEmailed]) expect(digest.body).not.toContain(other);
    expect(digest.body).toContain('/main/notificationSettings');
    // It leaves through the SMTP server, after the mail queued before it.
    expect((await smtp.waitFor('agent@demo.hr', 2)).text).toContain(unread);
    expect(await outbox('auditor')).toHaveLength(1); // the immediate person gets no digest
  });

  it('sends nothing more the same day, lists each notification in one digest only, and nothing when nothing is unread', async () => {
    const later = await tell('agent', 'kudos.received');
    now = new Date('2026-03-10T15:00:00Z');
    expect(await run()).toBe(0);
    expect(await outbox('agent')).toHaveLength(2);

    now = new Date('2026-03-11T07:00:00Z');
    expect(await run()).toBe(1);
    const next = (await outbox('agent'))[2];
    expect(next.subject).toBe('Your HR notifications: 1 unread');
    expect(next.body).toContain(later);
    expect(next.body.match(/^- /gm)).toHaveLength(1); // yesterday's item, still unread, is not listed again

    now = new Date('2026-03-12T07:00:00Z');
    await run();
    expect(await outbox('agent')).toHaveLength(3);
  });

  it('keeps an item to one line, and mails at once again after switching back', async () => {
    now = new Date('2026-03-13T07:00:00Z');
    await up.db.transaction((tx) =>
      notify(up.app, tx, [ids.agent], {
        kind: 'kudos.received',
        actorId: null,
        entity: 'test',
        entityId: 999,
        text: 'Two\nlines',
        link: '/main/test/999',
        eventKey: 'test:forged',
      }),
    );
    await run();
    expect((await outbox('agent'))[3].body).toContain('- Two lines\n');
    expect((await setPref('agent', { delivery: 'immediate' })).body.delivery).toBe('immediate');
    const atOnce = await tell('agent', 'kudos.received');
    expect((await outbox('agent'))[4].subject).toBe(`HR: ${atOnce}`);
  });
});
