/**
 * Phone-width layout (issue 11), at 390 × 844: the header keeps one line (clock and avatar, no page overflow), the side
 * menu is a drawer opened from the header that closes on navigation, and a list page's table scrolls sideways inside
 * its card with the name column staying in view. Screenshots at 390 and 1366 px when E2E_SCREENSHOTS is set.
 */
import { expect, it } from '@jest/globals';
import { describeBrowser, useProduct } from './support/browser';

describeBrowser('layout at 390 px', () => {
  const app = useProduct();

  it('keeps the header on one line and moves the menu into a drawer', async () => {
    const page = await app.signIn('hr');
    await app.shot(page, 'layout-home-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    const header = await page.locator('header').boundingBox();
    expect(header!.height).toBeLessThanOrEqual(70);
    const clock = await page.locator('header time').boundingBox();
    expect(clock!.height).toBeLessThan(30);
    await expect(page.locator('nav[aria-label="Main menu"]').count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: /account menu$/ }).waitFor();
    await app.shot(page, 'layout-home-390');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('.ant-drawer nav[aria-label="Main menu"]');
    await drawer.waitFor();
    await app.shot(page, 'layout-drawer-390');
    await drawer.getByText('Leave Requests', { exact: true }).first().click();
    await drawer.getByRole('menuitem', { name: 'Leave Requests' }).last().click();
    await page.waitForURL('**/main/leaveRequests');
    await page.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('scrolls a list table sideways with its name column fixed', async () => {
    const page = await app.signIn('hr');
    await page.goto(app.url('/main/leaveRequests'));
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await app.shot(page, 'layout-list-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    const table = page.locator('.ant-table-content').first();
    const firstCell = page.locator('.ant-table-tbody tr.ant-table-row').first().locator('td').first();
    await expect(table.evaluate((el) => el.scrollWidth > el.clientWidth)).resolves.toBe(true);
    const before = (await firstCell.boundingBox())!.x;
    const secondBefore = (await page.locator('.ant-table-tbody tr.ant-table-row').first().locator('td').nth(1).boundingBox())!.x;
    await table.evaluate((el) => el.scrollTo({ left: 200 }));
    await page.waitForFunction(() => document.querySelector('.ant-table-content')!.scrollLeft > 0);
    expect((await firstCell.boundingBox())!.x).toBeCloseTo(before, 0);
    expect((await page.locator('.ant-table-tbody tr.ant-table-row').first().locator('td').nth(1).boundingBox())!.x).toBeLessThan(secondBefore);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await app.shot(page, 'layout-list-390');
    await page.context().close();
  });
});
