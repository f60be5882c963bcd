/**
 * The home dashboard in a real browser, as an agent and as a team leader, on the fixed day of
 * tests/support/homeFixture.ts (the page's one Home query is sent with that day instead of the real today):
 * who is off, birthdays and anniversaries, holidays, the scoped counts and charts, "No one is off today.", a failed read
 * failing only its widgets (upstream fault injection), and no serious axe violation.
 */
import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { describeBrowser, useProduct } from './support/browser';
import { eventually } from './support/waitFor';
import { seriousViolations } from './support/axe';
import { clearUpstreamFaults, loginAs, upstreamFault } from '../support/stack';
import { HOME_NO_ONE_OFF, HOME_TODAY, writeHomeFixture } from '../support/homeFixture';

/** Sends the page's Home query for `day`, then reloads the page so the dashboard shows it. */
async function showDay(page: Page, day: string) {
  await page.unrouteAll();
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null;
    if (body?.operationName !== 'Home') return route.continue();
    return route.continue({ postData: JSON.stringify({ ...body, variables: { ...body.variables, today: day } }) });
  });
  await page.reload();
}

const card = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describeBrowser('home dashboard in the browser', () => {
  const app = useProduct();

  it('an agent sees public facts company-wide and only their own counts', async () => {
    const stack = app.stack();
    await writeHomeFixture(stack, { hr: await loginAs(stack, 'hr'), ceo: await loginAs(stack, 'ceo') });
    const page = await app.signIn('agent');
    await showDay(page, HOME_TODAY);
    const off = card(page, 'Who is off today');
    await off.getByText('Hala Home').waitFor();
    await eventually(async () => expect(await off.innerText()).not.toContain('Annual')); // not the agent's to see
    await card(page, 'Birthdays').getByText('Hala Home').waitFor();
    await card(page, 'Work anniversaries').getByText('3 years').waitFor();
    await card(page, 'Official holidays this month').getByText('Home Test Day').waitFor();
    await card(page, 'My new leaves this month').getByText('Pending: 1').waitFor();
    await card(page, 'My actions this month').getByText('Pending: 1').waitFor();
    await page.getByRole('img', { name: 'My attendance this month by status' }).waitFor();
    expect(await page.getByText(/head count/).count()).toBe(0);
    await page.getByText('Good', { exact: false }).first().waitFor(); // the greeting stays
    await app.shot(page, 'home-agent');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('a team leader sees their team, a day with no one off, and a failed read failing only its widgets', async () => {
    const page = await app.signIn('teamleader');
    await showDay(page, HOME_TODAY);
    await card(page, 'Who is off today').getByText('Sales · Annual').waitFor();
    await card(page, "My team's new leaves this month").getByText('Approved: 1').waitFor();
    await card(page, "My team's head count").getByText('Employees').waitFor();
    await page.getByRole('img', { name: "My team's head count, last 12 months" }).locator('.recharts-surface').waitFor();
    await page.getByRole('img', { name: 'Actions this month by department' }).waitFor();
    await card(page, 'Calendar — March 2025').getByText('Hala Home (Annual)').first().waitFor();
    await app.shot(page, 'home-teamleader');
    expect(await seriousViolations(page)).toEqual([]);

    await showDay(page, HOME_NO_ONE_OFF);
    await card(page, 'Who is off today').getByText('No one is off today.').waitFor();

    // The scoped widgets share one read (the upstream's summary); the holidays are their own. A failed summary fails
    // its widgets, each with its own message, and leaves the holidays and the page standing.
    await upstreamFault(app.stack(), { path: '^/home/summary', status: 500 });
    try {
      await showDay(page, HOME_TODAY);
      // Without the scope the titles name none ("Actions this month", not "My …" or "My team's …").
      await card(page, 'Actions this month').getByText('Failed to load actions this month').waitFor();
      await card(page, 'Who is off today').getByText('Failed to load who is off today').waitFor();
      await card(page, 'Official holidays this month').getByText('Home Test Day').waitFor();
      expect(await page.getByText('Failed to load the home dashboard').count()).toBe(0);
    } finally {
      await clearUpstreamFaults(app.stack());
    }
    await page.context().close();
  }, 120_000);
});
