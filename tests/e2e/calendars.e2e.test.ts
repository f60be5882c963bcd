/**
 * Calendars in a real browser: the team leader opens "Calendars" from the account menu, creates a shared calendar of
 * their team, sees a team member's approved leave in the month view, in the list and in its week, renames the
 * calendar, then makes the feed link and copies it; the link answers the calendar as text/calendar with no sign-in.
 * No serious axe violation.
 */
import { expect, it } from '@jest/globals';
import dayjs from 'dayjs';
import { withCompany } from '../../upstream/src/companies/context';
import { builders } from '../support/builders';
import { seriousViolations } from './support/axe';
import { describeBrowser, useProduct } from './support/browser';
import { choose, chooseFromMenu, clickAndSee } from './support/forms';
import { eventually, untilEnabled } from './support/waitFor';

/** The week's label as the page writes it: "dd/mm/yyyy – dd/mm/yyyy". */
const formatPeriodOf = (from: dayjs.Dayjs) => `${from.format('DD/MM/YYYY')} – ${from.add(6, 'day').format('DD/MM/YYYY')}`;

describeBrowser('calendars in the browser', () => {
  const app = useProduct();

  it("creates a shared team calendar, shows a colleague's approved leave and copies the feed link", async () => {
    const stack = app.stack();
    const mate = await (await builders(stack)).person({ team: 1 });
    // The leave flow is not the subject: an approved leave of two days in this month, written directly.
    const first = dayjs().startOf('month').add(9, 'day');
    const team = await withCompany(1, async () => {
      const db = stack.upstream.db;
      const type = (await db.query<{ id: number }>('SELECT id FROM leave_types ORDER BY id LIMIT 1')).rows[0].id;
      await db.query(`INSERT INTO leave_requests (employee_id, leave_type_id, start_date, end_date, status) VALUES ($1, $2, $3, $4, 'approved')`, [
        mate.id,
        type,
        first.format('YYYY-MM-DD'),
        first.add(1, 'day').format('YYYY-MM-DD'),
      ]);
      return (await db.query<{ team_name: string }>('SELECT team_name FROM teams WHERE "team_ID" = 1')).rows[0].team_name;
    });

    const page = await app.signIn('teamleader');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await chooseFromMenu(page, page.getByRole('button', { name: /account menu/ }), 'Calendars');
    await page.waitForURL('**/main/calendars');
    await page.getByRole('heading', { name: 'Calendars', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'New calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'New calendar' });
    await dialog.getByLabel('Name', { exact: true }).fill('E2E team calendar');
    await dialog.getByRole('radio', { name: 'A team' }).check();
    await choose(page, 'Team', team, true, dialog);
    const save = dialog.getByRole('button', { name: 'Save' });
    await untilEnabled(save);
    await clickAndSee(page, save, 'Created');

    await page.getByRole('listitem').filter({ hasText: 'E2E team calendar' }).click();
    const card = page.locator('.ant-card').filter({ hasText: /E2E team (calendar|leaves)/ });
    await card.getByText(`Team ${team}`, { exact: false }).first().waitFor();
    // The month grid: the leave on both of its days.
    await eventually(async () => expect(await card.getByText(`${mate.name} (leave)`).count()).toBe(2));
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByText('List', { exact: true }).click();
    await card
      .locator('.ant-list-item')
      .filter({ hasText: `${mate.name} (leave)` })
      .waitFor();
    // The week view from this week to the leave's (Sunday first), day by day: the leave on its first day's row.
    await card.getByText('Week', { exact: true }).click();
    const sunday = (d: dayjs.Dayjs) => d.startOf('day').subtract(d.day(), 'day');
    const weeks = Math.round(sunday(first).diff(sunday(dayjs()), 'day') / 7);
    for (let i = 0; i < Math.abs(weeks); i += 1) {
      const label = formatPeriodOf(sunday(dayjs()).add((weeks > 0 ? i + 1 : -i - 1) * 7, 'day'));
      await card.getByRole('button', { name: weeks > 0 ? 'Next week' : 'Previous week' }).click();
      await card.getByText(label, { exact: true }).waitFor();
    }
    await card
      .locator('.ant-list-item')
      .filter({ hasText: first.format('ddd D MMM') })
      .filter({ hasText: `${mate.name} (leave)` })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit calendar' });
    await edit.getByLabel('Name', { exact: true }).fill('E2E team leaves');
    await clickAndSee(page, edit.getByRole('button', { name: 'Save' }), 'Updated');
    await page.getByRole('listitem').filter({ hasText: 'E2E team leaves' }).waitFor();

    await card.getByRole('button', { name: 'Feed link' }).click();
    const link = card.getByLabel('Feed link');
    await link.waitFor();
    const url = (await link.innerText()).trim();
    expect(url).toMatch(/\/calendar-feeds\/[\w-]+\.ics$/);
    await link.getByRole('button', { name: 'Copy link' }).click();
    await eventually(async () => expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url));
    await card.getByRole('button', { name: 'Reset link' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const ics = await feed.text();
    expect(ics).toContain(`SUMMARY:${mate.name} (leave)`);
    expect(ics).toContain('E2E team leaves');
    await app.shot(page, 'calendars-1366');
  }, 120_000);
});
