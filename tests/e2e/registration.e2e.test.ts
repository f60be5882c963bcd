/**
 * A company registers in a real browser: "Register your company" on the sign-in page, the form (searchable industry,
 * the address the subdomain gives), the e-mail (a real SMTP server), the password set on the company's own address
 * (`<subdomain>.localhost:<port>`), sign-in there into the new company, an invitation from it, and the invited
 * person's own sign-in on the same address.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { startSmtpReceiver, type SmtpReceiver } from '../../upstream/test/smtpReceiver';
import { builders } from '../support/builders';
import { seriousViolations } from './support/axe';
import { describeBrowser, submitLogin, useProduct } from './support/browser';
import { choose } from './support/forms';

const SUBDOMAIN = 'brightline';
const ADMIN = { email: 'owner@brightline.test', password: 'Brightline-2026!' };

describeBrowser('company registration in the browser', () => {
  let smtp: SmtpReceiver;
  let appUrl: string | undefined;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  const app = useProduct(() => ({ upstream: { build: { smtpUrl: smtp.url } } }));
  /** The product on `localhost`, or on a company's subdomain of it. */
  const at = (path: string, subdomain?: string) => app.url(path).replace('127.0.0.1', subdomain ? `${subdomain}.localhost` : 'localhost');
  beforeAll(() => {
    // The links in mail point at APP_URL with the company's subdomain: here, this run's port.
    appUrl = process.env.APP_URL;
    process.env.APP_URL = at('');
  });
  afterAll(async () => {
    if (appUrl === undefined) delete process.env.APP_URL;
    else process.env.APP_URL = appUrl;
    await smtp?.close();
  });

  /** Follows the set-password link mailed to `email` (the `count`-th), sets `password` and signs in with it. */
  async function acceptLink(page: Page, email: string, password: string, count = 1) {
    const mail = await smtp.waitFor(email, count, 15_000);
    const link = /http:\/\/\S+\/set-password\?token=\S+/.exec(mail.text)?.[0];
    expect(link?.startsWith(at('/set-password', SUBDOMAIN))).toBe(true);
    await page.goto(link!);
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL('**/login');
    await submitLogin(page, email, password);
    await page.waitForURL(at('/main/home', SUBDOMAIN));
  }

  it('registers a company, whose admin signs in on its address and invites a person who signs in too', async () => {
    const page = await app.newPage();
    await page.goto(at('/login'));
    await page.getByRole('link', { name: 'Register your company' }).click();
    await page.getByRole('heading', { name: 'Register your company' }).waitFor();
    await page.getByLabel('Company name').fill('Brightline Support');
    await choose(page, 'Industry', 'Call centre');
    await choose(page, 'Employees', '11-50', false);
    await page.getByLabel('Subdomain').fill(SUBDOMAIN);
    await page.getByText(`Your company's address: ${at('', SUBDOMAIN)}`).waitFor();
    await page.getByLabel('Your email').fill(ADMIN.email);
    await page.getByLabel('First name').fill('Bea');
    await page.getByLabel('Last name').fill('Lindqvist');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Check your email', { exact: true }).waitFor();
    await page.getByText(`We sent a link to set your password to ${ADMIN.email}`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await acceptLink(page, ADMIN.email, ADMIN.password);
    await page.getByText('Bea Lindqvist').first().waitFor();

    const seed = await builders(app.stack(), { ...ADMIN, company: SUBDOMAIN });
    const invitee = await seed.person();
    await page.goto(at('/main/grantAccess', SUBDOMAIN));
    await page.getByLabel("…or the employee's e-mail").fill(invitee.email!);
    await page.getByRole('button', { name: 'Grant access' }).click();
    await page.getByText(`${invitee.email} gets a link to set a password (valid for 72 hours).`).waitFor();
    await page.context().close();

    const invited = await app.newPage();
    await acceptLink(invited, invitee.email!, 'Invitee-2026!');
    await invited.getByText(invitee.name).first().waitFor();
    await invited.context().close();
  }, 120_000);
});
