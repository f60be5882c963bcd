/**
 * Lists never hide data (shared/PagedTable.tsx): on every list page the CEO can open, at 1366 and 1280 px, each column
 * header brought into view (as keyboard focus would) is on screen, whole, and the topmost element at its centre — no
 * sticky column over it, no title cut — and a RES ID stays on one line. At 390 px a list keeps its name, status and
 * actions in the row, folds the other columns under it, and its filters behind one "Filters" button.
 */
import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appRoutes } from '../../web/src/app/routes';
import { canOpen } from '../../web/src/app/access';
import { describeBrowser, useProduct } from './support/browser';
import { open, requestsQuiet } from './support/navigate';
import { animationsOver } from './support/forms';
import { eventually } from './support/waitFor';

/** The headers of the page's tables that are hidden, cut or covered, and RES IDs that wrap (none: []). */
function hiddenHeaders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const th of document.querySelectorAll<HTMLElement>('.ant-table-thead > tr > th')) {
      const name = th.textContent?.trim() || th.getAttribute('aria-label') || '(untitled)';
      th.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = th.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) problems.push(`${name}: not shown`);
      else {
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !th.contains(hit)) problems.push(`${name}: covered by ${hit?.textContent?.trim().slice(0, 30) ?? 'nothing'}`);
        const title = th.querySelector<HTMLElement>('.ant-table-column-title') ?? th;
        if (title.scrollWidth > title.clientWidth + 1) problems.push(`${name}: cut`);
      }
    }
    for (const table of document.querySelectorAll('.ant-table')) {
      const headers = [...table.querySelectorAll('.ant-table-thead > tr > th')].map((th) => th.textContent?.trim());
      const column = headers.indexOf('RES ID');
      if (column < 0) continue;
      for (const row of table.querySelectorAll('.ant-table-tbody > tr.ant-table-row')) {
        const range = document.createRange();
        range.selectNodeContents(row.children[column]!);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        if (lines > 1) problems.push(`RES ID ${row.children[column]!.textContent}: ${lines} lines`);
      }
    }
    return problems;
  });
}

describeBrowser('list tables', () => {
  const app = useProduct();

  it('shows every column header of every list whole and uncovered at 1366 and 1280 px', async () => {
    const page = await app.signIn('ceo');
    const quiet = requestsQuiet(page);
    const access = await page.evaluate(() => JSON.parse(localStorage.getItem('hr.user') ?? '{}').access);
    const lists = appRoutes.filter((r) => canOpen(access, r.access) && !r.path.includes(':') && r.path !== 'forbidden');
    const found: Record<string, string[]> = {};
    let tables = 0;
    for (const route of lists) {
      const pathname = `/main/${route.path}`;
      await page.setViewportSize({ width: 1366, height: 860 });
      await open(page, pathname);
      await page.locator('h1:not([data-left])').first().waitFor();
      await quiet();
      if ((await page.locator('.ant-table-thead').count()) === 0) continue;
      tables += 1;
      // Judged once settled: a list still loading lies under its spinner's veil, and the kit re-measures after a
      // resize (a ResizeObserver). A header that stays hidden is reported as last seen.
      const settled = () =>
        eventually(async () => {
          const problems = await hiddenHeaders(page);
          expect(problems).toEqual([]);
          return problems;
        }, 2_000).catch(() => hiddenHeaders(page));
      const wide = await settled();
      await page.setViewportSize({ width: 1280, height: 860 });
      const narrow = await settled();
      const problems = [...wide.map((p) => `1366: ${p}`), ...narrow.map((p) => `1280: ${p}`)];
      if (problems.length) found[pathname] = problems;
    }
    expect(tables).toBeGreaterThan(20);
    expect(found).toEqual({});
    await page.context().close();
  }, 300_000);

  it('keeps name, status and actions in the row on a phone, the rest under it, the filters behind one button', async () => {
    const page = await app.signIn('hr');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(app.url('/main/headcountTracker'));
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.waitFor();
    const headers = await page.locator('.ant-table-thead th').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['Name', 'Status']));
    expect(headers).not.toContain('Department');
    const status = (await page.locator('.ant-table-thead th', { hasText: 'Status' }).boundingBox())!;
    expect(status.x + status.width).toBeLessThanOrEqual(390);
    // The first row is on the first screen: the 11 filters wait behind the button.
    expect((await row.boundingBox())!.y + 40).toBeLessThan(844);
    expect(await page.getByRole('combobox', { name: 'Department' }).count()).toBe(0);
    await app.shot(page, 'tables-headcount-390');
    await row.getByRole('button', { name: 'Expand row' }).click();
    const details = page.locator('.paged-row-details').first();
    await details.waitFor();
    expect(await details.locator('dt').allTextContents()).toContain('Department');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Department' }).waitFor();
    await page.getByRole('combobox', { name: 'Department' }).click();
    // Chosen once the dropdown has finished opening (a click on an option still sliding in can be lost).
    const option = page.locator('.ant-select-item-option').first();
    await option.waitFor();
    await animationsOver(option, '.ant-select-dropdown');
    await option.click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Filters, 1 active' }).waitFor();
    await app.shot(page, 'tables-headcount-390-filtered');
    await page.context().close();
  });
});
