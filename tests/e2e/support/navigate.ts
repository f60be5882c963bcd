/**
 * Moving between pages in a browser test as a user clicking the menu does: in-app (history push, no reload), and a
 * wait for the page's requests to settle.
 */
import type { Page } from 'playwright-core';

/** In-app navigation: the router follows history changes, so the bundle and session are not reloaded. */
export async function open(page: Page, pathname: string): Promise<void> {
  // Marks the headings of the page being left, so `audit` waits for the new page's own.
  await page.evaluate(() => document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-left', '')));
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
  await page.waitForURL((url) => url.pathname === pathname.split('?')[0]);
}

/**
 * A wait for the page's requests to settle: none in flight for `quietMs` (at most `timeoutMs`). Playwright's
 * 'networkidle' load state belongs to a document's load, and these pages change in-app, so the requests are counted.
 */
export function requestsQuiet(page: Page, quietMs = 500, timeoutMs = 15_000): () => Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  page.on('request', () => {
    inFlight += 1;
    last = Date.now();
  });
  const done = () => {
    inFlight -= 1;
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until && (inFlight > 0 || Date.now() - last < quietMs)) await new Promise((resolve) => setTimeout(resolve, 50));
  };
}
