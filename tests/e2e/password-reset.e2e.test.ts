/**
 * Forgot password in a real browser: "Forgot password?" on the sign-in page, the e-mail, the link read from the
 * admins' outbox (no SMTP server in tests: mail is kept there), a new password on /set-password, and sign-in with it.
 */
import { expect, it } from '@jest/globals';
import { gql, loginAs } from '../support/stack';
import { demoAccount, describeBrowser, submitLogin, useProduct } from './support/browser';

const OUTBOX = `{ mailOutbox(limit: -1) { items { toAddress body } } }`;

describeBrowser('forgot password in the browser', () => {
  const app = useProduct();

  it('sends a reset link; the link sets a new password; sign-in works with it', async () => {
    const { email } = demoAccount('hr');
    const page = await app.newPage();
    await page.goto(app.url('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your email to reset your password').waitFor();

    const outbox = await gql(app.stack(), OUTBOX, {}, await loginAs(app.stack(), 'ceo'));
    const mail = outbox.data.mailOutbox.items.find((m: { toAddress: string }) => m.toAddress === email);
    const token = /\/set-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.body)?.[1];
    expect(token).toBeTruthy();

    await page.goto(app.url(`/set-password?token=${token}`));
    await page.getByLabel('New password').fill('Nadia-2026!');
    await page.getByLabel('Confirm password').fill('Nadia-2026!');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL('**/login');
    await submitLogin(page, email, 'Nadia-2026!');
    await page.waitForURL('**/main/home');
  });
});
