/**
 * Recruitment in a real browser against the whole product: HR adds a candidate referred by an agent's
 * team leader, records an interview with test scores and accepts it, tracks it for onboarding on the passed-interviews
 * tracker, and onboards the person from the onboarding tracker, who then appears as an employee. axe checks each page.
 */
import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { builders } from '../support/builders';
import { seriousViolations } from './support/axe';
import { describeBrowser, useProduct } from './support/browser';
import { eventually, untilEnabled } from './support/waitFor';

async function choose(page: Page, label: string, text: string, search?: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  if (search) await input.fill(search);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
  await eventually(async () => expect(await page.locator('.ant-select-dropdown:visible').count()).toBe(0));
}

/** axe once the page has settled (no table loading, no colour transition running): retried until clean, else fails. */
async function noSeriousViolations(page: Page) {
  await eventually(async () => expect(await page.locator('.ant-spin-spinning').count()).toBe(0));
  await eventually(async () => expect(await seriousViolations(page)).toEqual([]), 10_000, 500);
}

describeBrowser('recruitment in the browser', () => {
  const app = useProduct();

  it('HR adds a candidate, accepts an interview, tracks it and onboards the person, who becomes an employee', async () => {
    const referrer = await (await builders(app.stack())).person();
    const page = await app.signIn('hr');
    const stamp = String(Date.now()).slice(-6);
    const name = `Browser Candidate ${stamp}`;

    await page.goto(app.url('/main/candidates/add'));
    await page.getByLabel('Full name', { exact: true }).fill(name);
    await page.getByLabel('National ID', { exact: true }).fill(`29801${stamp}123`);
    await page.getByLabel('Contact number', { exact: true }).fill(`+20 10 ${stamp.slice(0, 3)} ${stamp.slice(3)}0`);
    await page.getByLabel('Contact email', { exact: true }).fill(`browser.${stamp}@mail.example`);
    await page.getByLabel('Nationality', { exact: true }).fill('Egyptian');
    await page.getByLabel('City of residence', { exact: true }).fill('Cairo');
    await choose(page, 'Military status', 'Completed');
    await choose(page, 'Educational status', 'Graduate');
    await choose(page, 'Marital status', 'Single');
    await choose(page, 'Contacted', 'Yes');
    await choose(page, 'Referred by', referrer.name, referrer.name);
    await noSeriousViolations(page);
    const add = page.getByRole('button', { name: 'Add candidate' });
    await untilEnabled(add);
    await add.click();
    await page.waitForURL(/\/main\/candidates\/\d+$/);
    const candidatePath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText(`${referrer.name} (${referrer.RES_ID})`).waitFor();

    await page.getByRole('button', { name: 'Record interview' }).click();
    await page.waitForURL('**/interviews');
    await choose(page, 'Hiring decision', 'Accepted');
    await choose(page, 'Employment type', 'Full time');
    await page.getByLabel('Ticket number', { exact: true }).fill(`TK-${stamp}`);
    const scores: [string, string][] = [
      ['English fluency (0–10)', '8'],
      ['Pronunciation (0–10)', '7'],
      ['Comprehension (0–10)', '9'],
      ['Vocabulary (0–10)', '7'],
      ['Grammar (0–10)', '8'],
      ['Typing speed (wpm) (0–200)', '45'],
      ['Typing accuracy (%) (0–100)', '93'],
    ];
    for (const [label, value] of scores) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByText('7.8', { exact: true }).waitFor();
    await noSeriousViolations(page);
    const record = page.getByRole('button', { name: 'Record interview' });
    await untilEnabled(record);
    await record.click();
    await page.getByText('Interview recorded').waitFor();
    await page
      .locator('.ant-table-row')
      .filter({ hasText: `TK-${stamp}` })
      .getByText('Accepted')
      .waitFor();

    await page.goto(app.url('/main/passedInterviewsTracker'));
    await page.getByRole('searchbox', { name: 'Search passed interviews' }).fill(name);
    await page.getByRole('searchbox', { name: 'Search passed interviews' }).press('Enter');
    const row = page.locator('.ant-table-row').filter({ hasText: name });
    await row.waitFor();
    await noSeriousViolations(page);
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: /Track for onboarding/ }).click();
    await page.getByText('Tracked 1 interview for onboarding').waitFor();

    await page.goto(app.url('/main/onboarding-candidates/pending'));
    await page.getByRole('searchbox', { name: 'Ticket number' }).fill(`TK-${stamp}`);
    await page.getByRole('searchbox', { name: 'Ticket number' }).press('Enter');
    const pending = page.locator('.ant-table-row').filter({ hasText: name });
    await pending.waitFor();
    await eventually(async () => expect(await page.locator('.ant-table-row').count()).toBe(1));
    await noSeriousViolations(page);
    await pending.getByRole('button', { name: 'Onboard' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('RES ID', { exact: true }).fill(`RES-8${stamp.slice(-3)}`);
    await dialog.getByLabel('Hourly rate', { exact: true }).fill('60');
    const onboard = dialog.getByRole('button', { name: 'Onboard' });
    await untilEnabled(onboard);
    await onboard.click();
    await page.getByText(`${name} onboarded as RES-8${stamp.slice(-3)}`).waitFor();
    await app.shot(page, 'recruitment-onboarded');

    await page.goto(app.url(candidatePath));
    await page.getByText('Onboarded', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: `${name} (RES-8${stamp.slice(-3)})` }).click();
    await page.waitForURL(/\/main\/employees\/\d+$/);
    await page.getByText(name).first().waitFor();
    await page.context().close();
  });

  it('moves a pipeline card by dragging it to a stage, or by keyboard through "Move to…", each card with its days in stage', async () => {
    const page = await app.signIn('hr', '/main/candidates');
    await page.getByText('Pipeline', { exact: true }).click();
    const newCards = page.locator('[data-stage=new] [data-candidate]');
    await newCards.first().waitFor();
    expect(await newCards.first().textContent()).toMatch(/\d+ days? in stage/);
    const contacted = (name: string) => page.locator(`[data-stage=contacted] [data-candidate="${name}"]`);

    const dragged = (await newCards.first().getAttribute('data-candidate'))!;
    await newCards.first().dragTo(page.locator('[data-stage=contacted]'));
    await page.getByText(`${dragged}: Contacted`).waitFor();
    await contacted(dragged).waitFor();
    await app.shot(page, 'recruitment-pipeline-dragged');

    const moved = (await newCards.first().getAttribute('data-candidate'))!;
    await page.getByRole('button', { name: `Move ${moved} to` }).focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Contacted' });
    await item.waitFor();
    await item.press('Enter');
    await contacted(moved).waitFor();
    await page.context().close();
  });

  it('opens the pipeline fast with 5,000 candidates: each column renders its first cards, more on scroll; filters narrow it', async () => {
    await app.stack().upstream.db.query(
      `INSERT INTO candidates (full_name, source, type, created_at)
       SELECT 'Load Candidate ' || g, CASE WHEN g % 2 = 0 THEN 'hr_department' ELSE 'other' END, 'cold calling specialist', now() - (g || ' minutes')::interval
       FROM generate_series(1, 5000) g`,
    );
    const page = await app.signIn('hr', '/main/candidates');
    await page.getByText('Pipeline', { exact: true }).click();
    const started = Date.now();
    const newColumn = page.locator('[data-stage=new]');
    const newCards = newColumn.locator('[data-candidate]');
    await newCards.first().waitFor();
    const opened = Date.now() - started;
    const badge = async () => Number((await newColumn.getByLabel(/^\d+ candidates$/).getAttribute('aria-label'))!.split(' ')[0]);
    expect(await badge()).toBeGreaterThanOrEqual(5000);
    // Only the first cards are in the page; the rest come as the column scrolls.
    expect(await newCards.count()).toBe(30);
    expect(opened).toBeLessThan(8000);
    await newColumn
      .locator('.ant-card-body')
      .first()
      .evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await eventually(async () => expect(await newCards.count()).toBe(60));
    await newColumn.getByRole('button', { name: /^Show more \(\d+ more\) of New$/ }).click();
    await eventually(async () => expect(await newCards.count()).toBeGreaterThanOrEqual(90));
    await app.shot(page, 'recruitment-pipeline-5000');

    const search = page.getByRole('searchbox', { name: 'Search candidates' });
    await search.fill('Load Candidate 4999');
    await search.press('Enter');
    await eventually(async () => expect(await newCards.allTextContents()).toEqual([expect.stringContaining('Load Candidate 4999')]));
    await search.fill('Load Candidate');
    await search.press('Enter');
    await eventually(async () => expect(await badge()).toBe(5000));
    await choose(page, 'Source', 'HR department');
    await eventually(async () => expect(await badge()).toBe(2500));
    await choose(page, 'Position', 'cold calling specialist');
    await eventually(async () => expect(await badge()).toBe(2500));
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  }, 120_000);
});
