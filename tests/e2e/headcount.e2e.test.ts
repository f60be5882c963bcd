/**
 * Headcount in a real browser against the whole product: HR adds a headcount employee with the full form,
 * lands on the tracker, finds the person with the document checklist (N/12, missing ones on hover) and the contract
 * expiry alert, uploads the signed contract on the row and sees its download button; axe finds nothing serious on
 * either page.
 */
import { expect, it } from '@jest/globals';
import { choose, pickDate } from './support/forms';
import { describeBrowser, useProduct } from './support/browser';
import { seriousViolations } from './support/axe';
import { untilDisabled, untilEnabled } from './support/waitFor';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);

describeBrowser('headcount in the browser', () => {
  const app = useProduct();

  it('HR adds a headcount employee, uploads the contract, sees the checklist and the expiry alert', async () => {
    const page = await app.signIn('hr', '/main/addHeadcountEmployee');
    await page.getByLabel('Name', { exact: true }).fill('Farida Nabil');
    await page.getByLabel('RES ID', { exact: true }).fill('HC-E2E-1');
    await page.getByLabel('Communication email', { exact: true }).fill('farida.nabil@example.com');
    await page.getByLabel('Phone number', { exact: true }).fill('12ab');
    await page.getByText('Invalid Phone Number').waitFor();
    const submit = page.getByRole('button', { name: 'Add headcount employee' });
    await untilDisabled(submit);
    await page.getByLabel('Phone number', { exact: true }).fill('+20 100 222 3344');
    await page.getByLabel('National ID', { exact: true }).fill('29901019876543');
    await choose(page, 'Department', 'Sales');
    await choose(page, 'Role', 'Sales Agent');
    await pickDate(page, 'Hiring date', inDays(-30));
    await pickDate(page, 'Contract signed date', inDays(-40));
    await pickDate(page, 'Contract expiration date', inDays(12));
    await page.getByLabel('NDA signed').check();
    await page.getByLabel('Personal photo').check();
    await app.shot(page, 'headcount-form');
    expect(await seriousViolations(page)).toEqual([]);
    await untilEnabled(submit);
    await submit.click();

    await page.waitForURL('**/main/headcountTracker');
    await page.getByText('Farida Nabil added').waitFor();
    await page.getByLabel('Search headcount').fill('HC-E2E-1');
    await page.getByLabel('Search headcount').press('Enter');
    const row = page.locator('.ant-table-row').filter({ hasText: 'HC-E2E-1' });
    await row.waitFor();
    await row.getByText('2/12').waitFor();
    await row.getByText('Expires within 30 days').waitFor();
    await row.getByText('2/12').hover();
    await page.getByRole('tooltip').filter({ hasText: 'Missing: Social insurance' }).waitFor();

    await row.locator('input[type=file]').setInputFiles({ name: 'signed-contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 signed') });
    await page.getByText('Contract of Farida Nabil uploaded').waitFor();
    await row.getByRole('button', { name: 'Download contract of Farida Nabil' }).waitFor();
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download contract of Farida Nabil' }).click();
    expect((await download).suggestedFilename()).toBe('signed-contract.pdf');

    await page.getByLabel('Expiry alerts').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Contract or national ID' }).click();
    // Axe reads the page once the dropdown has closed: mid zoom-out, its list still shows, unnamed.
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await row.waitFor();
    await app.shot(page, 'headcount-tracker');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
