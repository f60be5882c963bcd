/**
 * The employee directory in a real browser: an agent opens "Employees Tracker" from the account menu, searches a
 * colleague by RES ID and sees their supervisor, then narrows the list by department; no serious axe violation, and
 * at 390 px nothing overflows the page.
 */
import { expect, it } from '@jest/globals';
import { builders } from '../support/builders';
import { seriousViolations } from './support/axe';
import { describeBrowser, useProduct } from './support/browser';
import { choose, chooseFromMenu } from './support/forms';
import { eventually } from './support/waitFor';

describeBrowser('employee directory in the browser', () => {
  const app = useProduct();

  it('searches a colleague and filters by department', async () => {
    const seed = await builders(app.stack());
    const lead = await seed.person({ role: 'teamleader', department: 'Sales' });
    const member = await seed.person({ manager: lead, department: 'Quality' });

    const page = await app.signIn('agent');
    await chooseFromMenu(page, page.getByRole('button', { name: /account menu/ }), 'Employees Tracker');
    await page.waitForURL('**/main/directory');
    await page.getByRole('heading', { name: 'Employees Tracker', level: 1 }).waitFor();

    const rows = page.locator('.ant-table-row');
    const search = page.getByPlaceholder('Search name or RES ID');
    // Both were made by this run: their RES IDs share everything but the last number.
    await search.fill(member.RES_ID.replace(/\d+$/, ''));
    await search.press('Enter');
    const memberRow = rows.filter({ hasText: member.name });
    await memberRow.getByRole('link', { name: lead.name }).waitFor();
    await rows.filter({ hasText: lead.name }).filter({ hasText: 'No supervisor' }).waitFor();

    await choose(page, 'Department', 'Quality', false);
    await eventually(async () => expect(await rows.allTextContents()).toEqual([expect.stringContaining(member.name)]));
    expect(await memberRow.textContent()).toContain('Active');
    expect(await seriousViolations(page)).toEqual([]);

    await app.shot(page, 'directory-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await memberRow.waitFor();
    await eventually(async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390));
    await app.shot(page, 'directory-390');
  }, 120_000);
});
