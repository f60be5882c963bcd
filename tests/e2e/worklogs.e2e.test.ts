/**
 * Work logs in a real browser: the agent opens "Work logs" from the account menu, logs an entry with SPEC §5's time
 * picker (typed and shown 12-hour) and sees it under today in the week view; an overlapping entry is refused with the
 * sentence naming the entry it meets; a second entry on the same task asks "a duplicate task already in use" and saves
 * once confirmed. No serious axe violation; at 390 px nothing overflows the page. Nothing depends on which day today
 * is: the entries are today's, and the week view opens on today's week.
 */
import { expect, it } from '@jest/globals';
import dayjs from 'dayjs';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { describeBrowser, useProduct } from './support/browser';
import { chooseFromMenu, clickAndSee, confirmWith, pickTime } from './support/forms';
import { eventually, untilEnabled } from './support/waitFor';

/** Fills the open "Log work" dialog and presses Save (the answer is the caller's to wait for). */
async function fillEntry(page: Page, dialog: Locator, task: string, start: string, end: string) {
  await dialog.getByLabel('Task', { exact: true }).fill(task);
  await pickTime('Start time', start, dialog);
  await pickTime('End time', end, dialog);
  const save = dialog.getByRole('button', { name: 'Save' });
  await untilEnabled(save);
  return save;
}

describeBrowser('work logs in the browser', () => {
  const app = useProduct();

  it('logs work, shows it in the week view, refuses an overlap and asks about a duplicate task', async () => {
    const page = await app.signIn('agent');
    await chooseFromMenu(page, page.getByRole('button', { name: /account menu/ }), 'Work logs');
    await page.waitForURL('**/main/worklogs');
    await page.getByRole('heading', { name: 'Work logs', level: 1 }).waitFor();
    const today = page.getByRole('region', { name: dayjs().format('dddd DD/MM/YYYY') });
    await today.getByText('Nothing logged').waitFor();

    // A first entry, 09:00 to 10:00 typed as the picker shows it.
    await page.getByRole('button', { name: 'Log work' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log work' });
    await dialog.getByLabel('Description', { exact: true }).fill('Payroll fixes');
    await clickAndSee(page, await fillEntry(page, dialog, 'e2e-1', '09:00 AM', '10:00 AM'), 'Created');
    const rows = today.locator('.ant-table-row');
    await eventually(async () => expect(await rows.allInnerTexts()).toEqual([expect.stringMatching(/E2E-1\s+Payroll fixes\s+09:00 AM\s+10:00 AM\s+1:00/)]));
    await today.getByText('Total 1:00').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Overlapping it: refused in words, nothing saved, the dialog keeps what was typed.
    await page.getByRole('button', { name: 'Log work' }).click();
    await (await fillEntry(page, dialog, 'E2E-2', '09:30 AM', '10:30 AM')).click();
    await dialog.getByText(`This entry overlaps your work log E2E-1 from 09:00 AM to 10:00 AM on ${dayjs().format('DD/MM/YYYY')}`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The same task again, after the first: the SPEC's question, then saved once confirmed.
    await (await fillEntry(page, dialog, 'E2E-1', '10:00 AM', '11:30 AM')).click();
    await page.locator('.ant-modal-confirm').getByText('a duplicate task already in use').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirmWith(page, 'Save anyway', 'Created');
    await eventually(async () => expect(await rows.count()).toBe(2));
    await today.getByText('Total 2:30').waitFor();
    // The month's summary follows: one task, both entries.
    const summary = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: /^Summary of / }) });
    await eventually(async () => expect(await summary.locator('.ant-table-row').allInnerTexts()).toEqual([expect.stringMatching(/E2E-1\s+2:30\s+2/)]));
    await app.shot(page, 'worklogs-1366');

    await page.setViewportSize({ width: 390, height: 844 });
    await eventually(async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390));
    await app.shot(page, 'worklogs-390');
  }, 120_000);
});
