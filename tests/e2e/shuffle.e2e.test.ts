/**
 * Manager shuffle requests in a real browser: an ACM files a request to move an agent to another team
 * leader from today; HR opens it from the tracker, approves it with a comment after confirming, and the agent's page
 * shows the new manager and the change in their manager history. axe finds no serious problem on the three pages.
 */
import { beforeAll, expect, it } from '@jest/globals';
import { builders, demoPerson, type Person } from '../support/builders';
import { demoName } from '../support/stack';
import { seriousViolations } from './support/axe';
import { choose, confirmWith, ddmmyyyy } from './support/forms';
import { describeBrowser, useProduct } from './support/browser';
import { eventually, untilEnabled } from './support/waitFor';

describeBrowser('manager shuffle requests in the browser', () => {
  const app = useProduct();
  let detailsPath = '';
  // Made here: an agent of the team leader's team (the ACM's line) and another team leader to move her to.
  let mover: Person;
  let next: Person;
  const lead = demoName('teamleader');
  beforeAll(async () => {
    const seed = await builders(app.stack());
    mover = await seed.person({ manager: (await demoPerson(app.stack(), 'teamleader')).id, team: 1 });
    next = await seed.person({ role: 'teamleader', manager: (await demoPerson(app.stack(), 'acm')).id, team: 3 });
  });

  it('an ACM files a shuffle request', async () => {
    const page = await app.signIn('acm', '/main/addManagerShuffleRequest');
    await choose(page, 'Employee', mover.name);
    await page.getByText(`Current manager: ${lead}`).waitFor();
    await choose(page, 'Proposed manager', next.name);
    const date = page.getByLabel('Effective date', { exact: true });
    await date.click();
    await date.fill(ddmmyyyy(new Date()));
    await date.press('Enter');
    await page.getByLabel('Reason').fill('Moves to the retention queue');
    await eventually(async () => expect(await seriousViolations(page)).toEqual([])); // after transitions settle
    const submit = page.getByRole('button', { name: 'Submit' });
    await untilEnabled(submit);
    await submit.click();
    await page.waitForURL('**/main/managerShuffleRequestDetails/*');
    detailsPath = new URL(page.url()).pathname;
    await page.getByText('Shuffle request added').waitFor();
    await page.locator('.ant-tag').filter({ hasText: 'Pending' }).waitFor();
    await app.shot(page, 'shuffle-details-acm');
    await page.context().close();
  });

  it("HR approves it from the tracker after confirming, and the employee's manager changes", async () => {
    const page = await app.signIn('hr', '/main/managerShuffleRequestsTracker');
    const row = page.locator('.ant-table-row').filter({ hasText: mover.name }).filter({ hasText: 'Pending' });
    await row.first().waitFor();
    await eventually(async () => expect(await seriousViolations(page)).toEqual([])); // after transitions settle
    await app.shot(page, 'shuffle-tracker');
    await row.first().click();
    await page.waitForURL(`**${detailsPath}`);
    await page.getByLabel('HR comment').fill('Agreed with both team leaders');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText(`Approve moving ${mover.name} to ${next.name}?`, { exact: false }).waitFor();
    await confirmWith(page, 'Approve', 'Shuffle request approved');
    await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
    await page.locator('.ant-tag').filter({ hasText: 'Approved' }).waitFor();
    await page.getByText('Agreed with both team leaders').waitFor();
    await page.getByText(/^Took effect on /).waitFor();
    await eventually(async () => expect(await seriousViolations(page)).toEqual([])); // after transitions settle
    await app.shot(page, 'shuffle-details-approved');

    await page.getByRole('link', { name: mover.name }).click();
    const history = page.locator('.ant-card').filter({ hasText: 'Manager history' });
    await history.getByText(`Current manager: ${next.name}`).waitFor();
    await history.locator('.ant-table-row').filter({ hasText: lead }).filter({ hasText: next.name }).waitFor();
    await app.shot(page, 'shuffle-employee-history');
    await page.context().close();
  });
});
