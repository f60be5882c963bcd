/**
 * Leave in a real browser against the whole product: a team leader files a leave with a sick note for an
 * agent of their team; HR opens it, approves it with a comment after confirming, and the balance shown drops; filing
 * an overlapping leave shows the overlap message; /leaves/new shows the applicant's balances before filing. The leave
 * pages render for the roles that may open them (screenshots saved when E2E_SCREENSHOTS is set). An agent opens My
 * leaves from the account menu, requests a leave for themself, sees it Pending, cancels it and sees it Canceled. HR
 * adds a leave type needing no approval, and an agent's leave of that type shows Approved as soon as it is filed.
 */
import { expect, it } from '@jest/globals';
import { demoName } from '../support/stack';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { choose, chooseFromMenu, clickAndSee, confirmWith, ddmmyyyy, pickDate } from './support/forms';
import { describeBrowser, useProduct } from './support/browser';
import { eventually, untilDisabled, untilEnabled } from './support/waitFor';

/** Monday of the week `weeks` ahead plus `plus` days: a weekday far enough ahead to need no short-notice override. */
function weekday(weeks: number, plus = 0): Date {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monday = d.getUTCDate() - ((d.getUTCDay() + 6) % 7);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), monday + weeks * 7 + plus));
}

/** The remaining Sick balance shown on a details page. */
async function sickBalance(page: Page): Promise<number> {
  const row = page.locator('.ant-table-row').filter({ has: page.getByRole('cell', { name: 'Sick', exact: true }) });
  return parseFloat(await row.locator('td').nth(1).innerText());
}

async function fileForSara(page: Page, start: Date, end: Date, withNote: boolean) {
  await page.goto(page.url().replace(/\/main\/.*$/, '/main/addLeaveRequest'));
  await choose(page, 'Employee', demoName('agent'));
  await choose(page, 'Leave type', 'Sick', false);
  await pickDate(page, 'Start date', start);
  await pickDate(page, 'End date', end);
  await page.getByLabel('Notes').fill('Fever');
  const submit = page.getByRole('button', { name: 'Submit' });
  if (withNote) {
    // A page as a sick note is refused beside the field (the picker's own filter is one click away from "All files").
    await page.locator('input[type=file]').setInputFiles({ name: 'note.html', mimeType: 'text/html', buffer: Buffer.from('<p>rest</p>') });
    await page.getByText('The sick note must be a PDF, DOCX, DOC, PNG or JPEG file').waitFor();
    await untilDisabled(submit);
    await page.locator('input[type=file]').setInputFiles({ name: 'sick-note.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 rest') });
    await page.getByText('The sick note must be a PDF, DOCX, DOC, PNG or JPEG file').waitFor({ state: 'detached' });
  }
  await untilEnabled(submit);
  await submit.click();
}

describeBrowser('leave in the browser', () => {
  const app = useProduct();
  const start = weekday(3, 1);
  const end = weekday(3, 2);
  let detailsPath = '';

  it('a team leader files a leave with a sick note for their agent', async () => {
    const page = await app.signIn('teamleader');
    await fileForSara(page, start, end, true);
    await page.waitForURL('**/main/leaveRequestDetails/*');
    detailsPath = new URL(page.url()).pathname;
    await page.getByText('Leave request added').waitFor();
    await page.getByRole('button', { name: 'sick-note.pdf' }).waitFor();
    await page.getByText(ddmmyyyy(start)).first().waitFor();
    await app.shot(page, 'leave-details-teamleader');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'sick-note.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('sick-note.pdf');
    await page.context().close();
  });

  it('an overlapping leave shows the overlap message', async () => {
    const page = await app.signIn('teamleader');
    await fileForSara(page, end, end, false);
    await page.getByText('Employee already has a leave request overlapping this period.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/main/addLeaveRequest');
    await page.context().close();
  });

  it('HR approves it with a comment after confirming, and the balance shown drops', async () => {
    const page = await app.signIn('hr');
    await page.goto(app.url(detailsPath));
    await page.getByText('Leave balances this year').waitFor();
    await page.getByRole('cell', { name: 'Sick', exact: true }).first().waitFor();
    const before = await sickBalance(page);
    await page.getByLabel('Reviewer comments').fill('Get well soon');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('Are you sure you want to approve this leave request?').waitFor();
    await app.shot(page, 'leave-approve-confirm');
    await confirmWith(page, 'Approve', 'Leave request approved');
    await page.locator('.ant-tag').filter({ hasText: 'Approved' }).waitFor();
    await page.getByText('Get well soon').waitFor();
    const sameYear = start.getUTCFullYear() === new Date().getUTCFullYear();
    if (sameYear) {
      await eventually(async () => expect(await sickBalance(page)).toBe(before - 2));
    }
    await app.shot(page, 'leave-details-approved');
    await page.context().close();
  });

  it("shows the applicant's balances next to the form on /leaves/new before filing", async () => {
    const page = await app.signIn('hr', '/main/leaves/new');
    const card = page.locator('.ant-card').filter({ hasText: 'Leave balances this year' });
    await card.getByRole('cell', { name: 'Annual', exact: true }).waitFor();
    await card.getByRole('columnheader', { name: 'Remaining balance' }).waitFor();
    const annual = card.locator('.ant-table-row').filter({ has: page.getByRole('cell', { name: 'Annual', exact: true }) });
    await eventually(async () => expect(Number.isFinite(parseFloat(await annual.locator('td').nth(1).innerText()))).toBe(true));
    await app.shot(page, 'leave-new-balances');
    await page.context().close();
  });

  it('renders the tracker, manage queue, leave types, new leave and company calendar', async () => {
    const page = await app.signIn('hr');
    for (const [path, text, name] of [
      ['/main/leaveRequests', demoName('agent'), 'leave-requests'],
      ['/main/leaves/manage', 'Import leave requests', 'leave-manage'],
      ['/main/leaveTypes', 'Annual', 'leave-types'],
      ['/main/leaves/new', 'New leave', 'leave-new'],
      ['/main/company/leaves', 'Company leaves', 'company-leaves'],
    ]) {
      await page.goto(app.url(path));
      await page.getByText(text, { exact: true }).first().waitFor();
      await app.shot(page, name);
    }
    await page.context().close();
  });

  it('an agent requests a leave from My leaves and cancels it', async () => {
    const page = await app.signIn('agent');
    await chooseFromMenu(page, page.getByRole('button', { name: 'Account menu' }), 'My leaves');
    await page.waitForURL('**/main/myLeaves');
    await page.getByRole('cell', { name: 'Annual', exact: true }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const day = weekday(6, 2);
    await page.getByRole('button', { name: 'New leave' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Leave type', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Employee', { exact: true }).count()).toBe(0);
    await choose(page, 'Leave type', 'Annual', false, dialog);
    await pickDate(page, 'Start date', day, dialog);
    await pickDate(page, 'End date', day, dialog);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await untilEnabled(submit);
    await clickAndSee(page, submit, 'Leave request added');
    await dialog.waitFor({ state: 'hidden' });

    const row = page.locator('.ant-table-row').filter({ hasText: ddmmyyyy(day) });
    await row.locator('.ant-tag').filter({ hasText: 'Pending' }).waitFor();
    await app.shot(page, 'my-leaves-pending');
    await row.getByRole('button', { name: `Cancel leave of ${ddmmyyyy(day)}` }).click();
    await page.getByText(/Are you sure you want to cancel your Annual leave/).waitFor();
    await confirmWith(page, 'Cancel leave', 'Leave request canceled');
    await row.locator('.ant-tag').filter({ hasText: 'Canceled' }).waitFor();
    await row.getByRole('button', { name: /^Cancel leave of/ }).waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await app.shot(page, 'my-leaves-canceled');
    await page.context().close();
  });

  it('HR adds a leave type needing no approval; an agent files one and sees it Approved at once', async () => {
    const typeName = `No approval ${process.pid}`;
    const hr = await app.signIn('hr', '/main/leaveTypes');
    await hr.getByRole('button', { name: 'Add leave type' }).click();
    const editor = hr.getByRole('dialog');
    await editor.getByLabel('Name', { exact: true }).fill(typeName);
    await editor.getByLabel('Yearly limit (days)').fill('5');
    await editor.getByRole('switch', { name: 'Requires approval' }).click();
    await editor.getByLabel('Max consecutive days').fill('2');
    const save = editor.getByRole('button', { name: 'Save' });
    await untilEnabled(save);
    await clickAndSee(hr, save, 'Leave type created');
    await hr.context().close();

    const page = await app.signIn('agent', '/main/myLeaves');
    const day = weekday(7, 3);
    await page.getByRole('button', { name: 'New leave' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, 'Leave type', typeName, false, dialog);
    await pickDate(page, 'Start date', day, dialog);
    await pickDate(page, 'End date', day, dialog);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await untilEnabled(submit);
    await clickAndSee(page, submit, 'Leave request added');
    const row = page.locator('.ant-table-row').filter({ hasText: ddmmyyyy(day) });
    await row.locator('.ant-tag').filter({ hasText: 'Approved' }).waitFor();
    await page.context().close();
  });
});
