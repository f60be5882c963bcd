/**
 * The browser-test harness: Debian's Chromium driven by playwright-core against the whole product (in-memory
 * upstream + gateway serving web/dist on a free port). Without Chromium every suite written with `describeBrowser`
 * is skipped with the plain message "Chromium not found: browser tests skipped".
 *
 *   describeBrowser('leave in the browser', () => {
 *     const app = useProduct();                       // starts stack + browser in beforeAll, stops them in afterAll
 *     it('...', async () => {
 *       const page = await app.signIn('hr');          // fresh context, signed in, on /main/home
 *       const list = await app.signIn('hr', '/main/leaveRequests');   // ... or straight on a page
 *       await page.goto(app.url('/main/leaveRequests'));
 *       await app.shot(page, 'leave-requests');       // saved when E2E_SCREENSHOTS=<folder>
 *     });
 *   });
 *
 * web/dist is rebuilt by the e2e project's globalSetup when older than web sources (support/webBuild.cjs).
 * Every test fails when a page it opened rendered an antd style the prebuilt stylesheet lacks: the built client has no
 * code to make it (web/build/prebuiltStyles.ts), so that part of the page would show unstyled.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startStack, type Stack, type StackOptions } from '../../support/stack';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoKey } from '../../../upstream/src/seed';
import { findChromium, SKIP_MESSAGE } from './chromium.cjs';
import { WEB_DIST, ensureWebBuilt } from './webBuild.cjs';
import { MISSING_STYLE } from '../../../web/build/prebuiltStyles';

export const CHROMIUM_PATH = findChromium();
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
export { SKIP_MESSAGE };

let warned = false;
function skipWithMessage(name: string, fn: () => void): void {
  if (!warned) process.stdout.write(`${SKIP_MESSAGE}\n`);
  warned = true;
  describe.skip(name, fn);
}
/** `describe` when Chromium exists, otherwise `describe.skip` after saying so plainly (once). */
export const describeBrowser: typeof describe = CHROMIUM_PATH
  ? describe
  : (Object.assign(skipWithMessage, { each: describe.skip.each, only: skipWithMessage, skip: describe.skip }) as unknown as typeof describe);

export async function launchBrowser(): Promise<Browser> {
  if (!CHROMIUM_PATH) throw new Error(SKIP_MESSAGE);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

/** The whole product on a free port, serving the built web app (built first if missing or stale). */
export async function startProduct(options: Omit<StackOptions, 'webDist'> = {}): Promise<Stack> {
  ensureWebBuilt();
  return startStack({ ...options, webDist: WEB_DIST });
}

export const demoAccount = (key: DemoKey) => {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`No demo account ${key}`);
  return account;
};

/** Fills the login form and submits it (does not wait for the outcome). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The side-menu groups as shown, in order. */
export async function visibleMenuGroups(page: Page): Promise<string[]> {
  await page.locator('nav[aria-label="Main menu"] [data-menu-group]').first().waitFor();
  return page.locator('nav[aria-label="Main menu"] [data-menu-group]').evaluateAll((els) => els.map((el) => el.getAttribute('data-menu-group') ?? ''));
}

export interface Product {
  stack(): Stack;
  browser(): Browser;
  url(pathname?: string): string;
  /** A fresh browser context (own localStorage) with one page. */
  newPage(): Promise<Page>;
  /** A fresh context signed in as `key`, on `at` (a /main address; default /main/home). */
  signIn(key: DemoKey, at?: string): Promise<Page>;
  /** Saves a full-page screenshot to $E2E_SCREENSHOTS/<name>.png when that variable is set. */
  shot(page: Page, name: string): Promise<void>;
}

/**
 * Starts the product and a browser for the enclosing describe block and stops both afterwards; `options` (read when
 * the product starts, after the block's earlier beforeAll hooks) configures its stack, e.g. an SMTP server.
 */
export function useProduct(options: () => Omit<StackOptions, 'webDist'> = () => ({})): Product {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const missingStyles: string[] = [];

  beforeAll(async () => {
    stack = await startProduct(options());
    browser = await launchBrowser();
  }, 180_000);

  afterEach(() => {
    expect(missingStyles.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
    await stack?.close();
  });

  const product: Product = {
    stack: () => stack!,
    browser: () => browser!,
    url: (pathname = '/') => `${stack!.url}${pathname}`,
    async newPage() {
      const context = await browser!.newContext({ viewport: { width: 1366, height: 860 }, acceptDownloads: true });
      contexts.push(context);
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith(MISSING_STYLE)) missingStyles.push(message.text());
      });
      return context.newPage();
    },
    async signIn(key, at) {
      const page = await product.newPage();
      // Straight to the page the test is about, as a signed-out visitor of a link is (sign-in returns them to it).
      await page.goto(product.url(at ? `/login?next=${encodeURIComponent(at)}` : '/login'));
      await submitLogin(page, demoAccount(key).email, DEMO_PASSWORD);
      await page.waitForURL((url) => url.pathname + url.search === (at ?? '/main/home'));
      return page;
    },
    async shot(page, name) {
      const dir = process.env.E2E_SCREENSHOTS;
      if (!dir) return;
      fs.mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
    },
  };
  return product;
}
