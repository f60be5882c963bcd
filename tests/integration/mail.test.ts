/**
 * Mail through the gateway: invitation and password reset round trips through a real SMTP server (one-use links,
 * expiry on an injected clock), the outbox's roles, and the features' absence on a SPEC §7-only upstream.
 *
 * @spec POST /password/forgot, POST /password/set, GET /mail/outbox
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resetCapabilities } from '../../gateway/src/kit/capabilities';
import { startSmtpReceiver, type SmtpReceiver } from '../../upstream/test/smtpReceiver';
import { graphql } from '../generated';
import { builders, type Person } from '../support/builders';
import { dataOf, describeFull, present, gql, loginAs, startStack, type Stack } from '../support/stack';
// The screens' own documents (typed by the web's codegen): a change to a screen's query is tested here too.
import { PasswordResetDocument as PASSWORD_RESET } from '../../web/src/features/mail/mail.generated';

const START = new Date('2026-03-02T09:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

const GIVE = graphql(`
  mutation MailGiveAccess($id: ID) {
    giveAccess(employeeId: $id) {
      message
      email
      temporaryPassword
      invitationSent
    }
  }
`);
const FORGOT = graphql(`
  mutation MailForgot($e: String!) {
    requestPasswordReset(email: $e) {
      message
    }
  }
`);
const SET = graphql(`
  mutation MailSetPassword($t: String!, $p: String!) {
    setPassword(token: $t, password: $p) {
      message
      email
    }
  }
`);
const LOGIN = graphql(`
  mutation MailLogin($e: String!, $p: String!) {
    login(email: $e, password: $p) {
      user {
        name
      }
    }
  }
`);
const OUTBOX = graphql(`
  query MailOutbox {
    mailOutbox(limit: -1) {
      count
      items {
        toAddress
        subject
        status
        attempts
      }
    }
  }
`);
const CAPABILITY = graphql(`
  query MailCapability {
    capabilities {
      mailOutbox
    }
  }
`);

describeFull('mail (full profile)', () => {
  let smtp: SmtpReceiver;
  let stack: Stack;
  let now = START;
  let invitee: Person;
  let email: string;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    stack = await startStack({ upstream: { profile: 'full', build: { smtpUrl: smtp.url, today: () => now } } });
    invitee = await (await builders(stack)).person();
    email = present(invitee.email, "the invitee's e-mail");
  });
  afterAll(async () => {
    await stack.close();
    await smtp.close();
    resetCapabilities();
  });

  it('invitation: "Invitation sent", the e-mailed link sets the password once, then sign-in works', async () => {
    const res = await gql(stack, GIVE, { id: String(invitee.id) }, await loginAs(stack, 'headofhr'));
    expect(dataOf(res).giveAccess).toEqual({ message: 'Invitation sent', email, temporaryPassword: null, invitationSent: true });
    const mail = await smtp.waitFor(email);
    const set = await gql(stack, SET, { t: present(mail.token, 'the link token'), p: 'Invitee-2026!' });
    expect(dataOf(set).setPassword).toEqual({ message: 'Password set successfully', email: email });
    expect(dataOf(await gql(stack, LOGIN, { e: email, p: 'Invitee-2026!' })).login.user.name).toBe(invitee.name);
    const again = await gql(stack, SET, { t: present(mail.token, 'the link token'), p: 'Other-2026!' });
    expect(again.errors?.[0].message).toBe('This link is invalid or has expired');
  });

  it('reset: the same answer for any e-mail; the link expires after 1 hour', async () => {
    expect(dataOf(await gql(stack, FORGOT, { e: 'nobody@demo.hr' })).requestPasswordReset.message).toBe('Check your email to reset your password');
    expect(dataOf(await gql(stack, FORGOT, { e: email })).requestPasswordReset.message).toBe('Check your email to reset your password');
    const expired = await smtp.waitFor(email, 2);
    now = at(61);
    expect((await gql(stack, SET, { t: present(expired.token, 'the link token'), p: 'Late-2026!' })).errors?.[0].message).toBe(
      'This link is invalid or has expired',
    );
    now = START;
    await gql(stack, FORGOT, { e: email });
    const fresh = await smtp.waitFor(email, 3);
    now = at(30);
    expect(dataOf(await gql(stack, SET, { t: present(fresh.token, 'the link token'), p: 'Fresh-2026!' })).setPassword.email).toBe(email);
    expect(dataOf(await gql(stack, LOGIN, { e: email, p: 'Fresh-2026!' })).login.user.name).toBe(invitee.name);
    now = START;
  });

  it('outbox: admins read it; others are refused; the capability is on', async () => {
    const list = await gql(stack, OUTBOX, {}, await loginAs(stack, 'ceo'));
    expect(dataOf(list).mailOutbox.count).toBe(3);
    expect(dataOf(list).mailOutbox.items.every((m) => m.status === 'sent')).toBe(true);
    const refused = await gql(stack, OUTBOX, {}, await loginAs(stack, 'hr'));
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(dataOf(await gql(stack, PASSWORD_RESET)).passwordReset).toBe(true);
    expect(dataOf(await gql(stack, CAPABILITY, {}, await loginAs(stack, 'ceo'))).capabilities.mailOutbox).toBe(true);
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
    expect(dataOf(await gql(stack, PASSWORD_RESET)).passwordReset).toBe(false);
    expect(dataOf(await gql(stack, CAPABILITY, {}, await loginAs(stack, 'ceo'))).capabilities.mailOutbox).toBe(false);
    const invitee = await (await builders(stack)).person();
    const res = await gql(stack, GIVE, { id: String(invitee.id) }, await loginAs(stack, 'headofhr'));
    expect(dataOf(res).giveAccess.invitationSent).toBe(false);
    expect(dataOf(res).giveAccess.temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);
  });
});
