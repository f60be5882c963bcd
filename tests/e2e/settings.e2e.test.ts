/**
 * Company settings in a real browser: an admin changes the company's name, primary colour and logo, and another user
 * of the company sees them after a reload; the audit trail's retention an admin saves is kept over a reload; a new company's admin sees the first-run checklist tick itself from the
 * data and dismisses it; no serious axe violation on either screen.
 */
import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ACME } from '../../upstream/src/companies/acme';
import { DEMO_PASSWORD } from '../../upstream/src/seed';
import { dataOf, gql } from '../support/stack';
import { seriousViolations } from './support/axe';
import { describeBrowser, submitLogin, useProduct } from './support/browser';
import { choose, clickAndSee } from './support/forms';
import { eventually } from './support/waitFor';

/** A real 1×1 PNG, so the browser draws it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
// A teal that reads 4.5:1 on white (axe), as an admin's choice should.
const TEAL = 'rgb(0, 105, 92)';

// Browser files are outside the typed documents' codegen (tests/integration and tests/support): plain operations.
const LOGIN = `mutation SettingsBrowserLogin($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const LEAVE_TYPE = `mutation SettingsBrowserLeaveType($input: LeaveTypeInput!) { createLeaveType(input: $input) { id } }`;

/** The company's name at the top of the side menu. */
const brand = (page: Page) => page.locator('aside strong').first();

describeBrowser('company settings in the browser', () => {
  const app = useProduct();

  it("an admin's name, colour and logo reach another user after a reload", async () => {
    const agent = await app.signIn('agent');
    await brand(agent).getByText('Demo Company').waitFor();

    const admin = await app.signIn('ceo', '/main/companySettings');
    await admin.getByRole('heading', { name: 'Company settings', level: 1 }).waitFor();
    await admin.getByLabel('Company name').fill('Browser Test Co');
    await admin.getByLabel('Company primary colour').fill('#00695c');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('Company settings saved').waitFor();
    await admin.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await admin.getByRole('img', { name: 'Company logo' }).waitFor();
    await brand(admin).getByText('Browser Test Co').waitFor();
    // How long the audit trail keeps its entries: chosen, saved, and kept over a reload.
    await choose(admin, 'Keep audit entries for', '3 years', false);
    await clickAndSee(admin, admin.getByRole('button', { name: 'Save retention' }), 'Audit trail retention saved');
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.reload();
    await admin.getByLabel('Keep audit entries for').locator('xpath=ancestor::*[contains(@class, "ant-select ")][1]').getByText('3 years').waitFor();

    await agent.reload();
    await brand(agent).getByRole('img', { name: 'Browser Test Co logo' }).waitFor();
    await brand(agent).getByText('Browser Test Co').waitFor();
    await eventually(async () => expect(await brand(agent).evaluate((el) => getComputedStyle(el).color)).toBe(TEAL));
    // Not an admin: no settings page in the account menu's routes.
    await agent.goto(app.url('/main/companySettings'));
    await agent.waitForURL((url) => url.pathname !== '/main/companySettings');
  }, 120_000);

  it("a new company's first-run checklist ticks itself and can be dismissed", async () => {
    const stack = app.stack();
    const acmeUrl = new URL(stack.url);
    acmeUrl.hostname = `${ACME.subdomain}.localhost`;
    const page = await app.newPage();
    await page.goto(new URL('/login', acmeUrl).href);
    await submitLogin(page, ACME.admin, DEMO_PASSWORD);
    await page.waitForURL('**/main/home');
    const checklist = page.getByRole('listitem').filter({ hasText: 'Set leave types' });
    await checklist.getByText('To do').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Add departments' }).getByText('Done').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const headers = { 'x-company': ACME.subdomain };
    const token: string = dataOf(await gql(stack, LOGIN, { email: ACME.admin, password: DEMO_PASSWORD }, null, headers)).login.token;
    dataOf(await gql(stack, LEAVE_TYPE, { input: { leaveName: 'Browser Test Leave', yearlyLimit: 10 } }, token, headers));
    await page.reload();
    await checklist.getByText('Done').waitFor();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByRole('heading', { name: 'Get started' }).waitFor({ state: 'detached' });
  }, 120_000);
});
