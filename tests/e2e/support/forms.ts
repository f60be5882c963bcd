/**
 * The form steps the browser tests repeat: pick an option of an antd Select by its label (typing to search first, or
 * not), type a date into a DatePicker, pick an entry of a dropdown menu. One copy, so a change of antd's markup is
 * fixed in one place.
 */
import { expect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { eventually } from './waitFor';

/** DD/MM/YYYY, the app's date format. */
export const ddmmyyyy = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('/');

/**
 * Opens the select labelled `label` (a combobox: a list's column header of the same name does not count), types `text`
 * when `search`, clicks the first option containing it, and waits until the select shows it (`within` narrows the
 * search, e.g. to one of two forms). A click that lands while antd's dropdown is still moving into place can be lost
 * (a full run once submitted a form without its team), and a dropdown that closes before its option is clicked leaves
 * nothing to click (a full run on a busy machine once), so a choice that does not show within 5 s, or whose option is
 * not clickable within 10 s, is made again, up to three times.
 */
export async function choose(page: Page, label: string, text: string, search = true, within: Page | Locator = page) {
  const input = within.getByLabel(label, { exact: true }).and(within.getByRole('combobox'));
  const select = input.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  for (let attempt = 1; ; attempt++) {
    try {
      await input.click();
      if (search) await input.fill(text);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click({ timeout: 10_000 });
      await eventually(async () => expect(await select.textContent()).toContain(text), 5_000);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Types a date (a Date, or text already in DD/MM/YYYY) into the picker labelled `label` and confirms it (`within`
 * narrows the search, e.g. to a dialog above a list whose column has the same name).
 */
export async function pickDate(page: Page, label: string, date: Date | string, within: Page | Locator = page) {
  const input = within.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(typeof date === 'string' ? date : ddmmyyyy(date));
  await input.press('Enter');
}

/**
 * Types a time into SPEC §5's time picker labelled `label` as it shows it (12-hour "hh:mm AM/PM") and confirms it,
 * resolving once the field holds it.
 */
export async function pickTime(label: string, time: string, within: Page | Locator) {
  const field = within.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(time);
  await field.press('Enter');
  await eventually(async () => expect(await field.inputValue()).toBe(time));
}

/**
 * Clicks `target` and resolves once `toast` has shown. The wait starts before the click: a toast lasts 3 s, and a busy
 * test process (the product runs in it) can start a later wait too late.
 */
export async function clickAndSee(page: Page, target: Locator, toast: string) {
  const shown = page.getByText(toast).waitFor();
  await target.click();
  await shown;
}

/** Resolves once `target` (or its closest ancestor matching `container`) and what it holds run no animation. */
export async function animationsOver(target: Locator, container?: string) {
  const running = (el: Element, selector: string | undefined) => (selector ? el.closest(selector) : el)?.getAnimations({ subtree: true }).length;
  await eventually(async () => expect(await target.evaluate(running, container)).toBe(0));
}

/**
 * Presses `button` of antd's confirmation dialog once it has finished opening (a click during its zoom-in can land
 * beside the moving button and be lost) and, with `toast`, resolves once that toast has shown (`clickAndSee`).
 */
export async function confirmWith(page: Page, button: string, toast?: string) {
  const dialog = page.locator('.ant-modal-confirm');
  const press = dialog.getByRole('button', { name: button, exact: true });
  await press.waitFor();
  // Opened: antd's motion classes gone (while `ant-zoom-appear` is set without its running animation yet, the dialog is
  // still scaled down and a click lands beside the button), and no animation running.
  await eventually(async () => expect(await dialog.getAttribute('class')).not.toMatch(/-(appear|enter)\b/));
  await animationsOver(dialog);
  if (toast === undefined) await press.click();
  else await clickAndSee(page, press, toast);
}

/**
 * Clicks `trigger` and then the entry `label` of the dropdown menu it opens, once the menu has finished opening. A click
 * on an entry still sliding in is retried by Playwright with a forced scroll of the page (block end, center, start);
 * antd realigns the popup under its sticky trigger on that scroll, between the mouse's down and up, so the click was
 * lost: the menu stayed open and nothing happened (a CI run lost "Sign out" so, reproduced 1 run in 20 here).
 */
export async function chooseFromMenu(page: Page, trigger: Locator, label: string) {
  await trigger.click();
  // The entry whose text is `label` exactly: its accessible name also has its icon's ("logout Sign out").
  const entry = page.getByRole('menuitem').filter({ has: page.getByText(label, { exact: true }) });
  await entry.waitFor();
  await animationsOver(entry, '.ant-dropdown');
  await entry.click();
}
