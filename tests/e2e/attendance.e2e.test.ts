/**
 * Attendance in a real browser (Debian Chromium via playwright-core) against the whole product:
 * HR imports a CSV and sees the grid fill in, edits a cell, exports and the downloaded file matches the grid;
 * an invalid upload offers the error file; public holidays are marked in the header and their unmarked cells read Holiday;
 * a month loads in one request, the grid with the legend of its statuses;
 * 1,000 people × 31 days render in under a second (virtualised rows). Runs on the shared harness (web/dist built
 * once by the e2e project's globalSetup).
 */
import fs from 'node:fs';
import { beforeAll, expect, it } from '@jest/globals';
import type { Page, Request } from 'playwright-core';
import { builders, type Person } from '../support/builders';
import { demoName } from '../support/stack';
import { describeBrowser, useProduct } from './support/browser';
import { eventually } from './support/waitFor';
import { axeViolations } from './support/axe';
import { parseCsv } from '../../upstream/src/http/csv';
import { seedLoadAgents } from '../../bench/cases/attendanceSeed';

let page: Page;
const AGENT = demoName('agent');
// Made here: an agent to import a day for, and two whose names sort first and last in the grid (the speed check's rows).
let mona: Person;
let first: Person;
let last: Person;

const cell = (name: string, day: string) => page.getByRole('gridcell', { name: new RegExp(`^${name} ${day}: `) });

async function upload(csv: string) {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await page.locator('.ant-modal input[type=file]').setInputFiles({ name: 'attendance.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}

describeBrowser('attendance in the browser', () => {
  const app = useProduct();
  const url = (pathname = '') => app.url(pathname);
  const shot = (name: string) => app.shot(page, name);

  beforeAll(async () => {
    // A public holiday in the test month (people domain's table); its unmarked cells read Holiday.
    await app
      .stack()
      .upstream.db.query("INSERT INTO vacations (vac_name, multiple_of_pay, startdate, enddate) VALUES ('Coptic Christmas', 2, '2022-01-07', '2022-01-07')");
    const seed = await builders(app.stack());
    mona = await seed.person();
    first = await seed.person({ fields: { name: 'AAA Test First' } });
    last = await seed.person({ fields: { name: 'Zz Test Last' } });
    page = await app.signIn('hr');
  }, 60_000);

  it('HR imports a CSV and sees the grid fill in', async () => {
    await page.goto(url('/main/attendance/agents?month=2022-01'));
    await page.getByRole('gridcell', { name: `${AGENT} 03/01/2022: Absent`, exact: true }).waitFor();
    await shot('attendance-empty-month');
    await upload(`user_res_id,date,status\nRES-0010,2022-01-03,present\nRES-0010,2022-01-04,late\n${mona.RES_ID},2022-01-03,on_leave\n`);
    await page.getByText('Processed 3 records, successfully created 3 attendance records').waitFor();
    await page.getByRole('gridcell', { name: `${AGENT} 03/01/2022: Present`, exact: true }).waitFor();
    await eventually(async () => expect(await cell(AGENT, '04/01/2022').textContent()).toMatch(/: Late$/));
    await eventually(async () => expect(await cell(mona.name, '03/01/2022').textContent()).toMatch(/: On leave$/));
    await shot('attendance-imported');
  });

  it('marks the public holiday in the header, with its name as tooltip, and fills its unmarked cells with Holiday', async () => {
    const header = page.getByRole('columnheader', { name: '07/01/2022: Coptic Christmas' });
    await eventually(async () => expect(await header.getAttribute('data-holiday')).toBe('Coptic Christmas'));
    await eventually(async () => expect(await page.locator('[role=columnheader][data-holiday]').count()).toBe(1));
    await eventually(async () => expect(await header.getAttribute('title')).toBe('Coptic Christmas · 07/01/2022 · paid ×2'));
    await eventually(async () => expect(await cell(AGENT, '07/01/2022').textContent()).toMatch(/: Holiday$/));
    await shot('attendance-holiday');
  });

  it('offers the error file when rows are invalid, and saves nothing', async () => {
    await upload('user_res_id,date,status\nRES-0010,2022-01-05,present\nRES-9999,2022-01-05,present\n');
    await page.getByText(/1 of 2 records are invalid, nothing was saved/).waitFor();
    await shot('attendance-import-errors');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Error file' }).click()]);
    expect(download.suggestedFilename()).toBe('attendance_bulk_errors_2022-01.csv');
    const rows = parseCsv(fs.readFileSync((await download.path())!));
    expect(rows).toEqual([{ row: '2', user_res_id: 'RES-9999', date: '2022-01-05', status: 'present', error: 'Employee RES-9999 not found' }]);
    await page.keyboard.press('Escape');
    await eventually(async () => expect(await cell(AGENT, '05/01/2022').textContent()).toMatch(/: Absent$/));
  });

  it('edits a cell and the total follows', async () => {
    const total = page.getByRole('gridcell', { name: `Total ${AGENT}` });
    await eventually(async () => expect(await total.textContent()).toBe('16:00'));
    await cell(AGENT, '06/01/2022').click();
    await shot('attendance-cell-menu');
    await page.getByRole('menuitem', { name: 'Half day' }).click();
    await page.getByRole('gridcell', { name: `${AGENT} 06/01/2022: Half day`, exact: true }).waitFor();
    await eventually(async () => expect(await total.textContent()).toBe('20:00'));
  });

  it('works by keyboard: one tab stop, arrows move, Enter opens the status menu, the focus comes back', async () => {
    await cell(AGENT, '06/01/2022').focus();
    await page.keyboard.press('ArrowRight');
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`H${AGENT} 07/01/2022: Holiday`));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Status for ${AGENT} on 05/01/2022` });
    await menu.waitFor();
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Absent'));
    await page.keyboard.press('ArrowUp'); // from Absent (5th) up to Half day
    await page.keyboard.press('Enter');
    await page.getByRole('gridcell', { name: `${AGENT} 05/01/2022: Half day`, exact: true }).waitFor();
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.getAttribute('data-cell'))).toMatch(/:4$/));
    await eventually(async () => expect(await page.getByRole('gridcell', { name: `Total ${AGENT}` }).textContent()).toBe('24:00'));
    await eventually(async () => expect(await page.locator('[role=grid] button[tabindex="0"]').count()).toBe(1));
  });

  it('exports a CSV that matches the grid', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('agent_attendance_2022-01.csv');
    const rows = parseCsv(fs.readFileSync((await download.path())!));
    const sara = rows.find((r) => r.RES_ID === 'RES-0010')!;
    expect([sara['2022-01-03'], sara['2022-01-04'], sara['2022-01-06'], sara['2022-01-07'], sara.total_hours]).toEqual([
      'present',
      'late',
      'half_day',
      'holiday',
      '24:00',
    ]);
    await eventually(async () => {
      const names = await page.getByRole('rowheader').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
      expect(rows.slice(0, names.length).map((r) => `${r.name} (${r.RES_ID})`)).toEqual(names);
    });
  });

  it('renders a page of 200 of 1,000 people × 31 days in under a second, and pages to the last one', async () => {
    await seedLoadAgents(app.stack().upstream.db, 1000, '2022-03');
    await page.goto(url('/main/attendance/agents?month=2022-03&size=200'));
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('LOAD-0001');
    await search.press('Enter');
    await page.getByRole('rowheader', { name: /LOAD-0001/ }).waitFor();
    await page.getByRole('rowheader').nth(1).waitFor({ state: 'detached' });
    // Measured in the page (resource timing): from the end of the grid answer to its first row on screen.
    await page.evaluate((firstName) => {
      const w = window as unknown as { __rendered?: number };
      performance.clearResourceTimings();
      new MutationObserver((_m, observer) => {
        if (document.querySelector(`[role=rowheader][title^="${firstName}"]`)) {
          w.__rendered = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    }, first.name);
    await search.fill('');
    await search.press('Enter');
    await page.getByRole('rowheader', { name: first.name }).waitFor();
    const { answered, rendered } = await page.evaluate(() => {
      const rendered = (window as unknown as { __rendered: number }).__rendered;
      const answers = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('/graphql') && (e as PerformanceResourceTiming).responseEnd <= rendered)
        .map((e) => (e as PerformanceResourceTiming).responseEnd);
      return { answered: Math.max(...answers), rendered };
    });
    console.log(`1,000 × 31 grid on screen ${Math.round(rendered - answered)} ms after its answer`);
    expect(rendered - answered).toBeLessThan(1000);
    await eventually(async () => expect(await page.getByRole('row').count()).toBeLessThan(80)); // virtualised: only the rows in view are in the DOM
    await shot('attendance-1000-rows');
    // The last person is on the last page (the pager's last number), at the bottom of it; the URL keeps the page.
    await page.locator('.ant-pagination-item').last().click();
    await eventually(async () => expect(page.url()).toMatch(/[?&]page=\d+/));
    await page.getByRole('grid', { name: 'Attendance grid' }).evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.getByRole('rowheader', { name: last.name }).waitFor();
  });

  it('loads a month in one request: the grid with the legend of its statuses', async () => {
    const operations: string[] = [];
    const record = (request: Request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST') operations.push(String(request.postDataJSON()?.operationName));
    };
    page.on('request', record);
    await page.goto(url('/main/attendance/agents?month=2022-02'));
    const legend = page.getByRole('list', { name: 'Legend' });
    await legend.getByRole('listitem').filter({ hasText: 'Half day' }).waitFor();
    await page.locator('[role=columnheader][title="01/02/2022"]').waitFor();
    await eventually(async () =>
      expect(await legend.getByRole('listitem').allTextContents()).toEqual([
        'Present',
        'Remote',
        'Late',
        'Half day',
        'Absent',
        'On leave',
        'Sick',
        'Holiday',
        'Weekend',
      ]),
    );
    page.off('request', record);
    expect(operations.filter((name) => name.startsWith('Attendance'))).toEqual(['AttendanceGrid']);
  });

  it('opens the current month scrolled so that today is in view', async () => {
    await page.goto(url('/main/attendance/agents'));
    const today = page.locator('[role=columnheader][aria-current=date]');
    await today.waitFor();
    const grid = (await page.getByRole('grid', { name: 'Attendance grid' }).boundingBox())!;
    const column = (await today.boundingBox())!;
    // Between the fixed name column (230 px) and the fixed total column (76 px).
    expect(column.x).toBeGreaterThanOrEqual(grid.x + 230);
    expect(column.x + column.width).toBeLessThanOrEqual(grid.x + grid.width - 76);
  });

  it("shows a week at a time on a phone, today's week first, with arrows to the others", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/main/attendance/agents'));
    await page.getByRole('button', { name: 'Next week' }).waitFor();
    await page.locator('[role=columnheader][aria-current=date]').waitFor();
    await page.goto(url('/main/attendance/agents?month=2022-01'));
    const days = page.locator('[role=columnheader]:not(:first-child):not(:last-child)');
    // 1 January 2022 is a Saturday: the first week is its weekend, then Monday to Sunday.
    await eventually(async () => expect(await days.count()).toBe(2));
    await page.getByRole('button', { name: 'Next week' }).click();
    await eventually(async () => expect(await days.allTextContents()).toEqual(['3Mo', '4Tu', '5We', '6Th', '7Fr', '8Sa', '9Su']));
    const sunday = (await days.last().boundingBox())!;
    const total = (await page.getByRole('columnheader', { name: 'Total' }).boundingBox())!;
    expect(sunday.x + sunday.width).toBeLessThanOrEqual(total.x + 1);
    expect(total.x + total.width).toBeLessThanOrEqual(390);
    await shot('attendance-week-390');
    await page.getByRole('button', { name: 'Previous week' }).click();
    await eventually(async () => expect(await days.count()).toBe(2));
    await page.setViewportSize({ width: 1366, height: 860 });
  });

  it("opens a person's month on a phone from their name", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/main/attendance/agents?month=2022-01'));
    // The thousand agents of the speed check come first: find her.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(AGENT);
    await search.press('Enter');
    await page.getByRole('button', { name: new RegExp(`^${AGENT}`) }).click();
    const month = page.getByRole('dialog', { name: `${AGENT} · January 2022` });
    await month.waitFor();
    const table = month.getByRole('table', { name: new RegExp(`^Attendance of ${AGENT}`) });
    await eventually(async () => expect(await table.locator('td[data-day]').count()).toBe(31));
    // Monday first: 1 January 2022, a Saturday, is the sixth cell of the first week.
    await eventually(async () => expect(await table.locator('tbody tr').first().locator('td').nth(5).getAttribute('data-day')).toBe('2022-01-01'));
    await eventually(async () => expect(await table.locator('td[data-day="2022-01-03"]').textContent()).toMatch(/03\/01\/2022: Present$/));
    await eventually(async () => expect(await table.locator('td[data-day="2022-01-07"]').textContent()).toMatch(/: Holiday$/));
    const box = (await month.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, { extra: ['heading-order', 'empty-table-header'], impacts: ['critical', 'serious', 'moderate'] })).toEqual([]);
    await shot('attendance-person-month-390');
    await page.keyboard.press('Escape');
    await month.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1366, height: 860 });
  });
});
