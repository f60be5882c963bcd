/**
 * actions in a real browser against the whole product: an auditor files an action against an agent with the
 * policy deduction shown; HR approves it after confirming and the approver's name replaces "Not approved yet"; HR then
 * waives it and it shows as Waived (the row's other actions sit in its "More" menu); filing it again asks to confirm.
 * The action pages render for the roles that may open them (screenshots saved
 * when E2E_SCREENSHOTS is set).
 */
import { expect, it } from '@jest/globals';
import { demoName } from '../support/stack';
import type { Page } from 'playwright-core';
import { choose, chooseFromMenu, confirmWith } from './support/forms';
import { describeBrowser, useProduct } from './support/browser';
import { eventually, untilEnabled } from './support/waitFor';

/** The table row of the action shown on /main/manageActions/{id}. */
const onlyRow = (page: Page) => page.locator('.ant-table-row').first();

/** Approve is the row's primary button; Reject and Waive sit in its "More" menu. */
async function review(page: Page, verb: 'Approve' | 'Waive', comment: string) {
  if (verb === 'Approve') await onlyRow(page).getByRole('button', { name: verb, exact: true }).click();
  else {
    await chooseFromMenu(page, onlyRow(page).getByRole('button', { name: 'More' }), verb);
  }
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Are you sure you want to').waitFor();
  await dialog.getByLabel('HR comment').fill(comment);
  await dialog.getByRole('button', { name: verb, exact: true }).click();
  // The dialog closes once the server has answered; callers then assert the lasting result in the row (the success
  // toast is transient: under load it can come and go before a wait for it starts).
  await dialog.waitFor({ state: 'hidden' });
}

describeBrowser('actions in the browser', () => {
  const app = useProduct();
  let actionPath = '';

  it('lets an auditor file an action against an agent, showing the policy deduction', async () => {
    const page = await app.signIn('auditor', '/main/newActionAgainst');
    await choose(page, 'Employee', demoName('agent'));
    await choose(page, 'Action', 'ATT-02');
    await page.getByText('Policy deduction: 1 day (Days Deduction)').waitFor();
    const date = page.getByLabel('Date', { exact: true });
    await date.click();
    await date.fill('14/03/2025');
    await date.press('Enter');
    await page.getByLabel('Details').fill('No show on Friday, no call');
    await app.shot(page, 'actions-new-against');
    const submit = page.getByRole('button', { name: 'Submit' });
    await untilEnabled(submit);
    await submit.click();
    await page.waitForURL(/\/main\/manageActions\/\d+$/);
    actionPath = new URL(page.url()).pathname;
    const row = onlyRow(page);
    await row.getByText(demoName('agent')).waitFor();
    await eventually(async () => expect(await row.innerText()).toMatch(/14\/03\/2025[\s\S]*Not approved yet[\s\S]*Pending/));
    // an auditor does not review
    await eventually(async () => expect(await row.getByRole('button', { name: 'Approve' }).count()).toBe(0));
    await page.context().close();
  });

  it('lets HR approve it after confirming: the approver name replaces "Not approved yet"', async () => {
    const page = await app.signIn('hr');
    await page.goto(app.url(actionPath));
    await onlyRow(page).getByText('Not approved yet').waitFor();
    await review(page, 'Approve', 'Checked with the team leader');
    await onlyRow(page).getByText(demoName('hr')).waitFor();
    await eventually(async () => expect(await onlyRow(page).innerText()).toMatch(/Approved[\s\S]*Checked with the team leader/));
    await eventually(async () => expect(await onlyRow(page).getByText('Not approved yet').count()).toBe(0));
    await app.shot(page, 'actions-manage-approved');
    await page.context().close();
  });

  it('shows a waived action as Waived', async () => {
    const page = await app.signIn('hr');
    await page.goto(app.url(actionPath));
    await review(page, 'Waive', 'Forgiven: first offence');
    await onlyRow(page).locator('.ant-tag', { hasText: 'Waived' }).waitFor();
    // nothing is left to do on a waived action: Details alone, no "More" menu
    await eventually(async () => expect(await onlyRow(page).getByRole('button', { name: 'More' }).count()).toBe(0));
    // the Approver column says who waived it, and when
    await eventually(async () => expect(await onlyRow(page).innerText()).toMatch(new RegExp(`Waived by ${demoName('hr')} on \\d\\d/\\d\\d/\\d{4}`)));
    await onlyRow(page).getByRole('link', { name: 'Details' }).click();
    await page.getByText('Forgiven: first offence').waitFor();
    await eventually(async () => expect(await page.locator('.ant-descriptions').innerText()).toMatch(new RegExp(`Waived[\\s\\S]*${demoName('hr')}`)));
    await app.shot(page, 'actions-taken-detail');
    await page.context().close();
  });

  it('asks to confirm before filing the same action (employee, policy, date) again', async () => {
    const page = await app.signIn('auditor', '/main/newActionAgainst');
    await choose(page, 'Employee', demoName('agent'));
    await choose(page, 'Action', 'ATT-02');
    const date = page.getByLabel('Date', { exact: true });
    await date.click();
    await date.fill('14/03/2025');
    await date.press('Enter');
    const submit = page.getByRole('button', { name: 'Submit' });
    await untilEnabled(submit);
    await submit.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${demoName('agent')} already has this action on this date (Waived). File it again?`).waitFor();
    await confirmWith(page, 'Cancel');
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/main/newActionAgainst');
    await page.context().close();
  });

  it('renders the policy pages for HR and keeps them from an agent', async () => {
    const hr = await app.signIn('hr', '/main/action-types');
    await hr.getByText('Absence without notice').waitFor();
    await app.shot(hr, 'actions-types');
    await hr.goto(app.url('/main/actions/new'));
    await hr.getByLabel('Action ID').waitFor();
    await app.shot(hr, 'actions-add-policy');
    await hr.context().close();

    const agent = await app.signIn('agent', '/main/manageActions');
    await agent.locator('.ant-table-row').first().waitFor();
    const names = await agent.locator('.ant-table-row td:nth-child(2)').allInnerTexts();
    expect(new Set(names)).toEqual(new Set([demoName('agent')]));
    await app.shot(agent, 'actions-manage-agent');
    await agent.goto(app.url('/main/action-types'));
    await agent.waitForURL(/\/main(\/home)?$/);
    await agent.context().close();
  });
});
