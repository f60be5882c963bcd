/**
 * Attrition in a real browser: HR records a resignation, fills the exit interview from the tracker, then
 * cancels the attrition after confirming; the tracker shows it cancelled with no last working day. axe finds no
 * serious problem on the pages.
 */
import { expect, it } from '@jest/globals';
import { builders } from '../support/builders';
import { demoName } from '../support/stack';
import { seriousViolations } from './support/axe';
import { choose, confirmWith, ddmmyyyy, pickDate } from './support/forms';
import { describeBrowser, useProduct } from './support/browser';
import { eventually, untilEnabled } from './support/waitFor';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);

describeBrowser('attrition in the browser', () => {
  const app = useProduct();

  it('HR records a resignation, fills the exit interview, then cancels the attrition', async () => {
    const { name } = await (await builders(app.stack())).person();
    const page = await app.signIn('hr', '/main/add-attrition');
    await choose(page, 'Employee', name);
    await choose(page, 'Type', 'Resignation', false);
    await pickDate(page, 'Notice date', inDays(0));
    await pickDate(page, 'Last working day', inDays(30));
    await page.getByLabel('Reason').fill('Moving to Alexandria');
    await eventually(async () => expect(await seriousViolations(page)).toEqual([])); // after transitions settle
    const submit = page.getByRole('button', { name: 'Submit' });
    await untilEnabled(submit);
    await submit.click();
    await page.waitForURL('**/main/attrition-tracker');
    await page.getByText('Attrition recorded').waitFor();
    const row = page.locator('.ant-table-row').filter({ hasText: name });
    await row.getByText('Upcoming').waitFor();
    await row.getByText(ddmmyyyy(inDays(30))).waitFor();
    await page.getByRole('img', { name: 'Monthly attrition rate (%)' }).waitFor(); // the analytics' lazy chart chunk loaded
    await eventually(async () => expect(await seriousViolations(page)).toEqual([])); // after transitions settle
    await app.shot(page, 'attrition-tracker');

    await row.getByRole('link', { name: `Add exit interview of ${name}` }).click();
    await page.waitForURL('**/main/attritions/*/exit-interview');
    await page.locator('.ant-checkbox-wrapper').filter({ hasText: 'Relocation' }).click();
    await page.locator('.ant-form-item').filter({ hasText: 'Overall experience' }).locator('.ant-rate-star').nth(3).click();
    await page.locator('.ant-form-item').filter({ hasText: 'Would rehire' }).locator('.ant-radio-wrapper').filter({ hasText: 'Yes' }).click();
    await page.getByLabel('Comments').fill('Would come back if a remote seat opens');
    await page.getByRole('button', { name: 'Save exit interview' }).click();
    await page.getByText('Exit interview saved').waitFor();
    await page.getByText(new RegExp(`by ${demoName('hr')}`)).waitFor();
    await eventually(async () => expect(await seriousViolations(page)).toEqual([])); // after transitions settle
    await app.shot(page, 'attrition-exit-interview');

    await page.goto(app.url('/main/attrition-tracker'));
    await row.getByRole('link', { name: `Exit interview of ${name}`, exact: true }).waitFor();
    await row.getByRole('button', { name: `Cancel attrition of ${name}` }).click();
    await page.getByText(`Cancel the resignation of ${name}?`, { exact: false }).waitFor();
    await confirmWith(page, 'Cancel attrition', 'Attrition cancelled');
    await row.locator('.ant-tag').filter({ hasText: 'Cancelled' }).waitFor();
    await eventually(async () => expect(await row.getByText(ddmmyyyy(inDays(30))).count()).toBe(0));
    await app.shot(page, 'attrition-cancelled');
    await page.context().close();
  });

  it('renders the types page and the team view', async () => {
    const page = await app.signIn('hr', '/main/attrition-types');
    await page.getByText('Cancelled type', { exact: true }).waitFor();
    await app.shot(page, 'attrition-types');
    await page.context().close();
    const tl = await app.signIn('teamleader', '/main/manager-attritions');
    await tl.getByText('Team attritions').first().waitFor();
    await tl.getByText("Currently you don't have any attritions in your team").waitFor(); // loaded (no one in Ahmed's team leaves)
    await eventually(async () => expect(await seriousViolations(tl)).toEqual([])); // after transitions settle
    await tl.context().close();
  });
});
