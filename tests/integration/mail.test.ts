/**
 * Mail through the gateway: invitation and password reset round trips through a real SMTP server (one-use links,
 * expiry on an injected clock), the outbox's roles, and the features' absence on a SPEC §7-only upstream.
 *
 * @spec POST /password/forgot, POST /password/set, GET /mail/outbox
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resetCapabilities } from '../../gateway/src/kit/capabilities';
import { startSmtpReceiver, type SmtpReceiver } from '../../upstream/test/smtpReceiver';
import { describeFull, gql, loginAs, startStack, type Stack } from '../support/stack';

const START = new Date('2026-03-02T09:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

const GIVE = `mutation($id: ID) { giveAccess(employeeId: $id) { message email temporaryPassword invitationSent } }`;
const FORGOT = `mutation($e: String!) { requestPasswordReset(email: $e) { message } }`;
const SET = `mutation($t: String!, $p: String!) { setPassword(token: $t, password: $p) { message email } }`;
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { user { name } } }`;
const OUTBOX = `{ mailOutbox(limit: -1) { count items { toAddress subject status attempts } } }`;

describeFull('mail (full profile)', () => {
  let smtp: SmtpReceiver;
  let stack: Stack;
  let now = START;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    stack = await startStack({ upstream: { profile: 'full', build: { smtpUrl: smtp.url, today: () => now } } });
  });
  afterAll(async () => {
    await stack.close();
    await smtp.close();
    resetCapabilities();
  });

  it('invitation: "Invitation sent", the e-mailed link sets the password once, then sign-in works', async () => {
    const res = await gql(stack, GIVE, { id: '20' }, await loginAs(stack, 'headofhr'));
    expect(res.data.giveAccess).toEqual({ message: 'Invitation sent', email: 'mona.zaki@demo.hr', temporaryPassword: null, invitationSent: true });
    const mail = await smtp.waitFor('mona.zaki@demo.hr');
    const set = await gql(stack, SET, { t: mail.token, p: 'Mona-2026!' });
    expect(set.data.setPassword).toEqual({ message: 'Password set successfully', email: 'mona.zaki@demo.hr' });
    expect((await gql(stack, LOGIN, { e: 'mona.zaki@demo.hr', p: 'Mona-2026!' })).data.login.user.name).toBe('Mona Zaki');
    const again = await gql(stack, SET, { t: mail.token, p: 'Other-2026!' }, null, {}, true);
    expect(again.errors?.[0].message).toBe('This link is invalid or has expired');
  });

  it('reset: the same answer for any e-mail; the link expires after 1 hour', async () => {
    expect((await gql(stack, FORGOT, { e: 'nobody@demo.hr' })).data.requestPasswordReset.message).toBe('Check your email to reset your password');
    expect((await gql(stack, FORGOT, { e: 'mona.zaki@demo.hr' })).data.requestPasswordReset.message).toBe('Check your email to reset your password');
    const expired = await smtp.waitFor('mona.zaki@demo.hr', 2);
    now = at(61);
    expect((await gql(stack, SET, { t: expired.token, p: 'Late-2026!' }, null, {}, true)).errors?.[0].message).toBe('This link is invalid or has expired');
    now = START;
    await gql(stack, FORGOT, { e: 'mona.zaki@demo.hr' });
    const fresh = await smtp.waitFor('mona.zaki@demo.hr', 3);
    now = at(30);
    expect((await gql(stack, SET, { t: fresh.token, p: 'Fresh-2026!' })).data.setPassword.email).toBe('mona.zaki@demo.hr');
    expect((await gql(stack, LOGIN, { e: 'mona.zaki@demo.hr', p: 'Fresh-2026!' })).data.login.user.name).toBe('Mona Zaki');
    now = START;
  });

  it('outbox: admins read it; others are refused; the capability is on', async () => {
    const list = await gql(stack, OUTBOX, {}, await loginAs(stack, 'ceo'));
    expect(list.data.mailOutbox.count).toBe(3);
    expect(list.data.mailOutbox.items.every((m: { status: string }) => m.status === 'sent')).toBe(true);
    const refused = await gql(stack, OUTBOX, {}, await loginAs(stack, 'hr'), {}, true);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(stack, '{ passwordReset }')).data.passwordReset).toBe(true);
    expect((await gql(stack, '{ capabilities { mailOutbox } }', {}, await loginAs(stack, 'ceo'))).data.capabilities.mailOutbox).toBe(true);
  });
});

describe('mail on a SPEC §7-only upstream', () => {
  let stack: Stack;
  beforeAll(async () => {
    resetCapabilities();
    stack = await startStack({ upstream: { profile: 'spec' } });
  });
  afterAll(async () => {
    await stack.close();
    resetCapabilities();
  });

  it('hides the features and keeps the temporary password', async () => {
    expect((await gql(stack, '{ passwordReset }')).data.passwordReset).toBe(false);
    expect((await gql(stack, '{ capabilities { mailOutbox } }', {}, await loginAs(stack, 'ceo'))).data.capabilities.mailOutbox).toBe(false);
    const res = await gql(stack, GIVE, { id: '20' }, await loginAs(stack, 'headofhr'));
    expect(res.data.giveAccess.invitationSent).toBe(false);
    expect(res.data.giveAccess.temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);
  });
});
