/**
 * The supervisors page in a real browser: a person opens "Supervisors" from the account menu and sees their manager
 * in their chain, opens a node of the org chart (its reports load from the server) and finds someone through the
 * search, which opens the chart at them; at 390 px nothing overflows the page; no serious axe violation.
 */
import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { builders } from '../support/builders';
import { demoName } from '../support/stack';
import { seriousViolations } from './support/axe';
import { describeBrowser, useProduct } from './support/browser';
import { chooseFromMenu } from './support/forms';
import { eventually } from './support/waitFor';

/** The org chart's node of `name`. */
const node = (page: Page, name: string) => page.getByRole('tree').locator('.ant-tree-treenode').filter({ hasText: name });

describeBrowser('supervisors page in the browser', () => {
  const app = useProduct();

  it('shows the chain, opens a node of the org chart and finds a person through the search', async () => {
    const seed = await builders(app.stack());
    const lead = await seed.person({ role: 'teamleader' });
    const member = await seed.person({ manager: lead });
    const farther = await seed.person({ manager: member });

    const page = await app.signIn('agent');
    await chooseFromMenu(page, page.getByRole('button', { name: /account menu/ }), 'Supervisors');
    await page.waitForURL('**/main/supervisors');
    await page.getByRole('heading', { name: 'Supervisors', level: 1 }).waitFor();
    const chain = page.getByRole('list', { name: 'Your supervisors' });
    await chain.getByRole('listitem').filter({ hasText: 'Your manager' }).getByText(demoName('teamleader'), { exact: true }).waitFor();

    await node(page, lead.name).locator('.ant-tree-switcher').click();
    await node(page, member.name).waitFor();
    expect(await node(page, farther.name).count()).toBe(0);

    const search = page.getByLabel('Find a person', { exact: true });
    await search.click();
    await search.fill(farther.name);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: farther.name }).first().click();
    await page.getByRole('tree').locator('.ant-tree-treenode-selected').filter({ hasText: farther.name }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await app.shot(page, 'supervisors-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await eventually(async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390));
    await app.shot(page, 'supervisors-390');
  }, 120_000);
});
