/**
 * The form steps the browser tests repeat: pick an option of an antd Select by its label (typing to search first, or
 * not), and type a date into a DatePicker. One copy, so a change of antd's markup is fixed in one place.
 */
import type { Page } from 'playwright-core';

/** DD/MM/YYYY, the app's date format. */
export const ddmmyyyy = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('/');

/** Opens the select labelled `label`, types `text` when `search`, and clicks the first option containing it. */
export async function choose(page: Page, label: string, text: string, search = true) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  if (search) await input.fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}

/** Types a date (a Date, or text already in DD/MM/YYYY) into the picker labelled `label` and confirms it. */
export async function pickDate(page: Page, label: string, date: Date | string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(typeof date === 'string' ? date : ddmmyyyy(date));
  await input.press('Enter');
}
