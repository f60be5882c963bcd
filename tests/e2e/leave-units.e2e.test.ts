/**
 * Leave units in a real browser (decision 0205): HR makes a leave type taken in full or half days that needs no
 * approval; an agent opens My leaves, picks Half day in the new leave dialog (one date, the morning), files it, and
 * sees it as "Half day (morning)", approved, with the type's balance in half days ("4.5 days" of 5, when the day falls
 * in this year). Axe finds nothing serious with the unit picker open nor on the list.
 */
import { expect, it } from '@jest/globals';
import { seriousViolations } from './support/axe';
import { choose, clickAndSee, ddmmyyyy, pickDate } from './support/forms';
import { describeBrowser, useProduct } from './support/browser';
import { untilEnabled } from './support/waitFor';

/** A weekday 8 to 14 days ahead: past the short-notice question, and apart from the other leave tests' days. */
function weekdayAhead(): Date {
  const d = new Date();
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 8));
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

describeBrowser('leave units in the browser', () => {
  const app = useProduct();

  it('HR makes a half-day type; an agent files a morning and sees it, and the balance, in half days', async () => {
    const typeName = `Half days ${process.pid}`;
    const hr = await app.signIn('hr', '/main/leaveTypes');
    await hr.getByRole('button', { name: 'Add leave type' }).click();
    const editor = hr.getByRole('dialog');
    await editor.getByLabel('Name', { exact: true }).fill(typeName);
    await editor.getByLabel('Yearly limit (days)').fill('5');
    await choose(hr, 'Unit', 'Full or half days', false, editor);
    await editor.getByRole('switch', { name: 'Requires approval' }).click();
    const save = editor.getByRole('button', { name: 'Save' });
    await untilEnabled(save);
    await clickAndSee(hr, save, 'Leave type created');
    await hr.context().close();

    const page = await app.signIn('agent', '/main/myLeaves');
    const day = weekdayAhead();
    await page.getByRole('button', { name: 'New leave' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, 'Leave type', typeName, false, dialog);
    await dialog
      .locator('label')
      .filter({ hasText: /^Half day$/ })
      .click();
    await dialog.getByRole('radio', { name: 'Morning' }).waitFor();
    expect(await dialog.getByLabel('End date', { exact: true }).count()).toBe(0);
    await pickDate(page, 'Date', day, dialog);
    expect(await seriousViolations(page)).toEqual([]);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await untilEnabled(submit);
    await clickAndSee(page, submit, 'Leave request added');
    await dialog.waitFor({ state: 'hidden' });

    const row = page.locator('.ant-table-row').filter({ hasText: ddmmyyyy(day) });
    await row.getByText('Half day (morning)').waitFor();
    await row.locator('.ant-tag').filter({ hasText: 'Approved' }).waitFor();
    const balance = page.locator('.ant-card').filter({ hasText: 'Leave balances this year' }).locator('.ant-table-row').filter({ hasText: typeName });
    const thisYear = day.getUTCFullYear() === new Date().getUTCFullYear();
    await balance.getByRole('cell', { name: thisYear ? '4.5 days' : '5 days', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await app.shot(page, 'my-leaves-half-day');
    await page.context().close();
  });
});
