/**
 * Notification events of actions, manager shuffle requests and goals (table-driven over the demo accounts: the right
 * people, once, nobody else), e-mail per preference through a real SMTP server (own choice, company default, none),
 * the preference calls and their rules, and that a write which fails leaves neither a notification nor a mail.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../src/seed';
import { notify } from '../src/notifications/store';
import { EVENT_TYPE_NAMES } from '../src/notifications/events';
import { demoName, startTestUpstream, type TestUpstream } from './harness';
import { startSmtpReceiver, type SmtpReceiver } from './smtpReceiver';

const ACCOUNTS: DemoKey[] = ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead', 'teamleader', 'auditor', 'acm', 'agent'];
const REVIEWERS: DemoKey[] = ['ceo', 'headofhr', 'hr'];

describe('notification events and e-mail', () => {
  let smtp: SmtpReceiver;
  let up: TestUpstream;
  const ids = {} as Record<DemoKey, number>;
  const tokens = {} as Record<DemoKey, string>;

  /** Who (by demo key) holds a notification of `kind` about `entity` `id`, as many times as they hold it. */
  const told = async (kind: string, entityId: number) => {
    const { rows } = await up.db.query<{ recipient_id: number }>(
      'SELECT recipient_id FROM notifications WHERE kind = $1 AND entity_id = $2 ORDER BY recipient_id',
      [kind, entityId],
    );
    return ACCOUNTS.flatMap((k) => rows.filter((r) => r.recipient_id === ids[k]).map(() => k)).sort();
  };
  const setPref = (who: DemoKey, type: string, email: boolean) =>
    up.request('PUT', '/notifications/preferences', { token: tokens[who], body: { event_type: type, email } });
  const fileAction = async (who: DemoKey, against: DemoKey) => {
    const policy = (await up.db.query<{ id: number }>('SELECT id FROM action_policies ORDER BY id LIMIT 1')).rows[0].id;
    const res = await up.request('POST', '/action_againsts', {
      token: tokens[who],
      body: { action_against: { employee_id: ids[against], actionpolicy_id: policy, date: '2026-03-02', details: 'Late' } },
    });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const mailsTo = (key: DemoKey) => smtp.mails.filter((m) => m.to.includes(`${key}@demo.hr`));

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    up = await startTestUpstream({ port: 0, build: { smtpUrl: smtp.url } });
    for (const key of ACCOUNTS) {
      ids[key] = (await up.db.query<{ id: number }>('SELECT id FROM employees WHERE email = $1', [`${key}@demo.hr`])).rows[0].id;
      tokens[key] = await up.login(key);
    }
  });
  afterAll(async () => {
    await up.close();
    await smtp.close();
  });

  it('an action waiting for review reaches HR and the CEO once; its outcome the filer and the person it is against', async () => {
    const id = await fileAction('auditor', 'agent');
    expect(await told('action.submitted', id)).toEqual([...REVIEWERS].sort());
    const approved = await up.request('POST', `/action_againsts/${id}/approve`, { token: tokens.hr, body: { action_against: {} } });
    expect(approved.status).toBe(200);
    expect(await told('action.approved', id)).toEqual(['agent', 'auditor']);
    const { rows } = await up.db.query<{ recipient_id: number; text: string }>(
      "SELECT recipient_id, text FROM notifications WHERE kind = 'action.approved' AND entity_id = $1",
      [id],
    );
    expect(rows.find((r) => r.recipient_id === ids.agent)?.text).toBe(`${demoName('hr')} approved the action against you of 2026-03-02`);
    expect(rows.find((r) => r.recipient_id === ids.auditor)?.text).toBe(`${demoName('hr')} approved your action against ${demoName('agent')} of 2026-03-02`);
    // Waiving after approval is a second event; approving again is refused and tells nobody twice.
    expect((await up.request('POST', `/action_againsts/${id}/approve`, { token: tokens.ceo, body: { action_against: {} } })).status).toBe(409);
    expect(await told('action.approved', id)).toEqual(['agent', 'auditor']);
    expect((await up.request('POST', `/action_againsts/${id}/waive`, { token: tokens.ceo, body: { action_against: {} } })).status).toBe(200);
    expect(await told('action.waived', id)).toEqual(['agent', 'auditor']);
  });

  it('an action against HR staff does not ask them to review it; deleting an action takes its notifications along', async () => {
    const id = await fileAction('ceo', 'hr');
    expect(await told('action.submitted', id)).toEqual(['headofhr']);
    const del = await up.request('DELETE', `/action_againsts/${id}`, { token: tokens.ceo, headers: { 'x-user-uuid': String(ids.ceo) } });
    expect(del.status).toBe(204);
    expect(await told('action.submitted', id)).toEqual([]);
  });

  it('a manager shuffle request reaches its reviewers; its outcome the requester', async () => {
    const res = await up.request('POST', '/manager_shuffle_requests', {
      token: tokens.acm,
      body: { manager_shuffle_request: { target_employee_id: ids.agent, proposed_manager_id: ids.acm, effective_date: '2099-01-01' } },
    });
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    expect(await told('shuffle_request.submitted', id)).toEqual([...REVIEWERS].sort());
    const rejected = await up.request('POST', `/manager_shuffle_requests/${id}/reject`, {
      token: tokens.headofhr,
      body: { manager_shuffle_request: { hr_comment: 'Not now' } },
    });
    expect(rejected.status).toBe(200);
    expect(await told('shuffle_request.rejected', id)).toEqual(['acm']);
  });

  it('a goal a manager sets reaches its assignee; one set for oneself is no assignment', async () => {
    const set = await up.request('POST', '/goals', {
      token: tokens.teamleader,
      body: { goal: { title: 'Close 20 sales', start_date: '2026-03-02', end_date: '2026-04-30', assignee_id: ids.agent } },
    });
    expect(set.status).toBe(201);
    expect(await told('goal.assigned', set.body.id)).toEqual(['agent']);
    const own = await up.request('POST', '/goals', {
      token: tokens.agent,
      body: { goal: { title: 'Learn the CRM', start_date: '2026-03-02', end_date: '2026-04-30' } },
    });
    expect(own.status).toBe(201);
    expect(await told('goal.assigned', own.body.id)).toEqual([]);
  });

  it('a goal filed for oneself reaches its reviewer, again after a rejection; each review its assignee, once', async () => {
    const filed = await up.request('POST', '/goals', {
      token: tokens.agent,
      body: { goal: { title: 'Shorter calls', start_date: '2026-03-02', end_date: '2026-04-30', reviewer_id: ids.teamleader } },
    });
    expect(filed.status).toBe(201);
    const id = filed.body.id as number;
    expect(await told('goal.submitted', id)).toEqual(['teamleader']);
    const { rows } = await up.db.query<{ text: string; link: string }>(
      "SELECT text, link FROM notifications WHERE kind = 'goal.submitted' AND entity_id = $1",
      [id],
    );
    expect(rows).toEqual([{ text: `${demoName('agent')} filed a goal for your review: Shorter calls`, link: `/main/goals/${id}` }]);

    expect((await up.request('POST', `/goals/${id}/reject`, { token: tokens.teamleader, body: {} })).status).toBe(200);
    expect(await told('goal.rejected', id)).toEqual(['agent']);
    // Rejecting again is refused and tells nobody twice.
    expect((await up.request('POST', `/goals/${id}/reject`, { token: tokens.teamleader, body: {} })).status).toBe(409);
    expect(await told('goal.rejected', id)).toEqual(['agent']);

    // The assignee's edit sends it back to review: the reviewer hears of it a second time.
    const edited = await up.request('PUT', `/goals/${id}`, { token: tokens.agent, body: { goal: { title: 'Shorter calls, 4 min' } } });
    expect(edited.status).toBe(200);
    expect(edited.body.status).toBe('pending');
    expect(await told('goal.submitted', id)).toEqual(['teamleader', 'teamleader']);
    expect((await up.request('POST', `/goals/${id}/approve`, { token: tokens.teamleader, body: {} })).status).toBe(200);
    expect(await told('goal.approved', id)).toEqual(['agent']);
    const approved = await up.db.query<{ text: string }>("SELECT text FROM notifications WHERE kind = 'goal.approved' AND entity_id = $1", [id]);
    expect(approved.rows[0].text).toBe(`${demoName('teamleader')} approved your goal: Shorter calls, 4 min`);
  });

  it('preferences: every event type, off by default; one person chooses; only admins set the company default', async () => {
    const first = await up.request('GET', '/notifications/preferences', { token: tokens.agent });
    expect(first.status).toBe(200);
    expect(first.body.items.map((p: { event_type: string }) => p.event_type)).toEqual(EVENT_TYPE_NAMES);
    expect(first.body.items.every((p: { email: boolean; chosen: boolean }) => !p.email && !p.chosen)).toBe(true);
    const bad = await setPref('agent', 'leave_request.nothing', true);
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('event_type');
    expect((await up.request('PUT', '/notifications/email_defaults', { token: tokens.hr, body: { event_type: 'goal.assigned', email: true } })).status).toBe(
      403,
    );
    const def = await up.request('PUT', '/notifications/email_defaults', { token: tokens.headofhr, body: { event_type: 'goal.assigned', email: true } });
    expect(def.status).toBe(200);
    const agent = (await up.request('GET', '/notifications/preferences', { token: tokens.agent })).body.items.find(
      (p: { event_type: string }) => p.event_type === 'goal.assigned',
    );
    expect(agent).toMatchObject({ email: true, company_default: true, chosen: false });
    await up.request('PUT', '/notifications/email_defaults', { token: tokens.ceo, body: { event_type: 'goal.assigned', email: false } });
  });

  it('e-mails whoever chose it (once, with the text and the link), and nobody whose preference says no', async () => {
    expect((await setPref('agent', 'action.outcome', true)).status).toBe(200);
    await setPref('auditor', 'action.outcome', false);
    // HR has not chosen: the company default (on) applies; the CEO chose off.
    await up.request('PUT', '/notifications/email_defaults', { token: tokens.ceo, body: { event_type: 'action.submitted', email: true } });
    await setPref('ceo', 'action.submitted', false);
    const before = { agent: mailsTo('agent').length, auditor: mailsTo('auditor').length, hr: mailsTo('hr').length, ceo: mailsTo('ceo').length };

    const id = await fileAction('auditor', 'agent');
    const toHr = await smtp.waitFor('hr@demo.hr', before.hr + 1);
    expect(toHr.text).toContain(`${demoName('auditor')} filed an action against ${demoName('agent')} of 2026-03-02`);
    expect(toHr.text).toContain(`/main/manageActions/${id}`);
    await up.request('POST', `/action_againsts/${id}/reject`, { token: tokens.hr, body: { action_against: { hr_comment: 'No' } } });
    const toAgent = await smtp.waitFor('agent@demo.hr', before.agent + 1);
    expect(toAgent.text).toContain(`${demoName('hr')} rejected the action against you of 2026-03-02`);
    expect(toAgent.text).toContain('/main/notificationSettings');

    // Everything due has been sent by now (the outbox read sends what is due first).
    await up.request('GET', '/mail/outbox', { token: tokens.ceo });
    expect(mailsTo('agent').length).toBe(before.agent + 1);
    expect(mailsTo('hr').length).toBe(before.hr + 1);
    expect(mailsTo('auditor').length).toBe(before.auditor);
    expect(mailsTo('ceo').length).toBe(before.ceo);
    await up.request('PUT', '/notifications/email_defaults', { token: tokens.ceo, body: { event_type: 'action.submitted', email: false } });
  });

  it('a write that fails leaves neither the notification nor its mail', async () => {
    await setPref('agent', 'kudos.received', true);
    const count = async () => {
      const n = await up.db.query<{ n: number }>("SELECT count(*)::int AS n FROM notifications WHERE event_key = 'test:1:failed'");
      const m = await up.db.query<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE subject = 'HR: A failed write'");
      return [n.rows[0].n, m.rows[0].n];
    };
    await expect(
      up.db.transaction(async (tx) => {
        await notify(up.app, tx, [ids.agent], {
          kind: 'kudos.received',
          actorId: ids.ceo,
          entity: 'kudos',
          entityId: 1,
          text: 'A failed write',
          link: '/main/kudos/me',
          eventKey: 'test:1:failed',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count()).toEqual([0, 0]);
  });
});
