/** Mail: invitations and password resets through a real SMTP server, one-use links, expiry, retry after an outage. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INVITATION_SENT } from '../src/people/accessRoutes';
import { LINK_INVALID, RESET_SENT } from '../src/mail/routes';
import { startTestUpstream, type TestUpstream } from './harness';
import { startSmtpReceiver, type SmtpReceiver } from './smtpReceiver';

const START = new Date('2026-03-02T09:00:00Z');
const minutes = (n: number) => n * 60_000;

describe('mail through an SMTP server', () => {
  let smtp: SmtpReceiver;
  let up: TestUpstream;
  let now: Date;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    now = START;
    up = await startTestUpstream({ port: 0, build: { smtpUrl: smtp.url, today: () => now } });
  });
  afterAll(async () => {
    await up.close();
    await smtp.close();
  });

  it('invites: give_access e-mails a one-time link (72 hours) that sets the password', async () => {
    const admin = await up.login('headofhr');
    const res = await up.request('POST', '/employees/give_access', { token: admin, body: { employee_id: 20 } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: INVITATION_SENT, employee_id: 20, email: 'mona.zaki@demo.hr', invitation_sent: true });
    const mail = await smtp.waitFor('mona.zaki@demo.hr');
    expect(mail.text).toContain('72 hours');
    now = new Date(START.getTime() + minutes(71 * 60));
    const set = await up.request('POST', '/password/set', { body: { token: mail.token, password: 'Mona-2026!' } });
    expect(set.status).toBe(200);
    expect(set.body.email).toBe('mona.zaki@demo.hr');
    await up.login({ email: 'mona.zaki@demo.hr', password: 'Mona-2026!' });
    const again = await up.request('POST', '/password/set', { body: { token: mail.token, password: 'Other-2026!' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(LINK_INVALID);
    now = START;
  });

  it('resets: the same answer with or without an account; the link works once and for 1 hour', async () => {
    const unknown = await up.request('POST', '/password/forgot', { body: { email: 'nobody@demo.hr' } });
    expect(unknown).toMatchObject({ status: 200, body: { message: RESET_SENT } });
    const known = await up.request('POST', '/password/forgot', { body: { email: 'mona.zaki@demo.hr' } });
    expect(known).toMatchObject({ status: 200, body: { message: RESET_SENT } });
    const reset = await smtp.waitFor('mona.zaki@demo.hr', 2);
    expect(reset.text).toContain('1 hour');
    expect(smtp.mails.some((m) => m.to.includes('nobody@demo.hr'))).toBe(false);

    now = new Date(START.getTime() + minutes(61));
    const late = await up.request('POST', '/password/set', { body: { token: reset.token, password: 'Late-2026!' } });
    expect(late).toMatchObject({ status: 400, body: { message: LINK_INVALID } });

    now = START;
    await up.request('POST', '/password/forgot', { body: { email: 'MONA.ZAKI@demo.hr' } });
    const fresh = await smtp.waitFor('mona.zaki@demo.hr', 3);
    expect(fresh.token).not.toBe(reset.token);
    now = new Date(START.getTime() + minutes(59));
    expect((await up.request('POST', '/password/set', { body: { token: fresh.token, password: 'Fresh-2026!' } })).status).toBe(200);
    expect((await up.request('POST', '/password/set', { body: { token: fresh.token, password: 'Again-2026!' } })).status).toBe(400);
    await up.login({ email: 'mona.zaki@demo.hr', password: 'Fresh-2026!' });
    now = START;
  });

  it('outbox: admins only; public password routes need no token', async () => {
    expect((await up.request('GET', '/mail/outbox')).status).toBe(401);
    expect((await up.request('GET', '/mail/outbox', { token: await up.login('agent') })).status).toBe(403);
    const list = await up.request('GET', '/mail/outbox', { token: await up.login('ceo') });
    expect(list.status).toBe(200);
    expect(list.body.items.every((m: { status: string }) => m.status === 'sent')).toBe(true);
    expect(list.body.items.map((m: { to_address: string }) => m.to_address)).toContain('mona.zaki@demo.hr');
  });
});

describe('mail during an SMTP outage', () => {
  it('keeps the message queued and sends it on a later run, after its backoff', async () => {
    const probe = await startSmtpReceiver();
    const port = probe.port;
    await probe.close();
    let now = START;
    const up = await startTestUpstream({ port: 0, build: { smtpUrl: `smtp://127.0.0.1:${port}`, today: () => now } });
    let smtp: SmtpReceiver | undefined;
    try {
      const ceo = await up.login('ceo');
      const res = await up.request('POST', '/employees/give_access', { token: ceo, body: { email: 'bassem.fouad@demo.hr' } });
      expect(res.status).toBe(201);
      const queued = await up.request('GET', '/mail/outbox', { token: ceo });
      expect(queued.body.items[0]).toMatchObject({ to_address: 'bassem.fouad@demo.hr', status: 'queued', attempts: 1 });
      expect(queued.body.items[0].last_error).toBeTruthy();

      smtp = await startSmtpReceiver(port);
      // Not yet due: the first retry waits a minute.
      expect((await up.request('GET', '/mail/outbox', { token: ceo })).body.items[0].status).toBe('queued');
      now = new Date(START.getTime() + minutes(2));
      const sent = await up.request('GET', '/mail/outbox', { token: ceo });
      expect(sent.body.items[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
      expect((await smtp.waitFor('bassem.fouad@demo.hr')).token).toBeTruthy();
    } finally {
      await up.close();
      await smtp?.close();
    }
  });
});

describe('mail without an SMTP server, and the SPEC profile', () => {
  it('keeps mail in the outbox for admins to read', async () => {
    const up = await startTestUpstream({ port: 0, build: { smtpUrl: '' } });
    try {
      await up.request('POST', '/password/forgot', { body: { email: 'mona.zaki@demo.hr' } });
      const ceo = await up.login('ceo');
      const list = await up.request('GET', '/mail/outbox', { token: ceo });
      expect(list.body.items).toHaveLength(0);
      const res = await up.request('POST', '/employees/give_access', { token: ceo, body: { employee_id: 20 } });
      expect(res.status).toBe(201);
      const kept = await up.request('GET', '/mail/outbox', { token: ceo });
      expect(kept.body.items[0]).toMatchObject({ to_address: 'mona.zaki@demo.hr', status: 'kept', attempts: 0 });
      expect(kept.body.items[0].body).toContain('/set-password?token=');
    } finally {
      await up.close();
    }
  });

  it('SPEC profile: give_access answers a temporary password; the password routes do not exist', async () => {
    const up = await startTestUpstream({ port: 0, profile: 'spec', build: { smtpUrl: '' } });
    try {
      const res = await up.request('POST', '/employees/give_access', { token: await up.login('ceo'), body: { employee_id: 20 } });
      expect(res.status).toBe(201);
      expect(res.body.temporary_password).toMatch(/^[A-Za-z0-9]{12}$/);
      expect((await up.request('POST', '/password/forgot', { body: { email: 'mona.zaki@demo.hr' } })).status).toBe(404);
    } finally {
      await up.close();
    }
  });
});
