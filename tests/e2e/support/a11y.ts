/**
 * The accessibility audit of every page (a11y-light and a11y-dark.e2e.test.ts, one file per mode so the two halves
 * run side by side in the browser suite's shards): axe-core (WCAG 2.1 A/AA rules, plus heading order and empty table
 * headers; in dark mode the palette's rules), failing on any critical, serious or moderate violation, and one `h1`
 * per page; signed out (/ and /login) and signed in as each demo role. Each role visits home and the routes no
 * earlier role visited; pages change in-app (history push, no reload), as a user clicking the menu does.
 */
import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { DemoKey } from '../../../upstream/src/seed';
import { appRoutes } from '../../../web/src/app/routes';
import { canOpen } from '../../../web/src/app/access';
import { axeViolations, type AxeProblem } from './axe';
import { describeBrowser, useProduct } from './browser';
import { open, requestsQuiet } from './navigate';

export type Mode = 'light' | 'dark';
export type Findings = Record<string, (AxeProblem | string)[]>;

/** Every demo role, in the order they take their share of the routes (the CEO opens most pages first). */
export const ROLES: DemoKey[] = ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead', 'teamleader', 'auditor', 'acm', 'agent'];

/** Rules outside WCAG's tags the pages also keep: headings in order, and a header for every table column. */
const STRUCTURE_RULES = ['heading-order', 'empty-table-header'];
const IMPACTS = ['critical', 'serious', 'moderate'];
/**
 * What dark mode can change: colours. Structure, names, roles and labels are the same markup in both modes, judged
 * by the light audit of the same page; the dark one judges the palette (contrast, links told apart from text).
 */
const PALETTE_RULES = ['color-contrast', 'link-in-text-block'];

/** Waits for the page's heading and the end of its spinners, then answers its problems (none: {}). */
export async function audit(page: Page, pathname: string, mode: Mode, quiet?: () => Promise<void>): Promise<Findings> {
  const problems: (AxeProblem | string)[] = [];
  await page
    .locator('h1:not([data-left])')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await page
    .locator('.ant-spin-spinning, .ant-skeleton')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  // Parts that arrive later (a query of their own, a deferred chunk) come in fading: a CI run judged the CEO's "Update
  // role" button on /main/employees/1, shown 1.5 s after the title, half-way from its disabled colours (1.77:1). Audit
  // once the page has stopped loading; seriousViolations then waits out the fades.
  await quiet?.();
  const h1 = await page.locator('h1').count();
  if (h1 !== 1) problems.push(`${h1} h1 elements`);
  problems.push(...(await axeViolations(page, mode === 'dark' ? { only: PALETTE_RULES } : { extra: STRUCTURE_RULES, impacts: IMPACTS })));
  return problems.length ? { [pathname]: problems } : {};
}

/** Opens each path in-app (as a user clicking the menu) and audits it. */
export async function auditAll(page: Page, paths: string[], mode: Mode, quiet: () => Promise<void>): Promise<Findings> {
  let found: Findings = {};
  for (const pathname of paths) {
    await open(page, pathname);
    found = { ...found, ...(await audit(page, pathname, mode, quiet)) };
  }
  return found;
}

/**
 * The routes a role audits: home and the routes of its access no earlier role of `visited` opened (the pages are the
 * same components whatever the role, so the union is covered once). Detail routes open with id 1 (every `:param` is
 * 1, optional ones are left out).
 */
export async function routesToAudit(page: Page, visited: Set<string>): Promise<string[]> {
  const access = await page.evaluate(() => JSON.parse(localStorage.getItem('hr.user') ?? '{}').access);
  const paths = appRoutes
    .filter((r) => canOpen(access, r.access) && r.path !== 'forbidden')
    .map((r) => `/main/${r.path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '1')}`)
    .filter((p) => p === '/main/home' || !visited.has(p));
  paths.forEach((p) => visited.add(p));
  return paths;
}

/** Flips the header's theme switch and waits until the page wears the other mode. */
export async function toggleDark(page: Page): Promise<void> {
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  const was = await toggle.getAttribute('aria-checked');
  await toggle.click();
  await page.waitForFunction((before) => document.querySelector('[role="switch"][aria-label="Dark mode"]')?.getAttribute('aria-checked') !== before, was);
}

/** The audit of one mode: signed out (/ and /login), then each role's share of the routes. */
export function describeA11y(mode: Mode): void {
  describeBrowser(`accessibility in ${mode} mode (axe-core: no critical, serious or moderate violation)`, () => {
    const app = useProduct();
    const visited = new Set<string>();

    it('signed out: / and /login', async () => {
      const page = await app.newPage();
      // The theme is the browser's choice (saved in its storage), kept when signed out.
      if (mode === 'dark') await page.addInitScript(() => localStorage.setItem('hr.theme', JSON.stringify({ mode: 'dark' })));
      await page.goto(app.url('/'));
      const found = await audit(page, '/', mode);
      await page.goto(app.url('/login'));
      expect({ ...found, ...(await audit(page, '/login', mode)) }).toEqual({});
      await page.context().close();
    });

    it.each(ROLES)(
      '%s: home and every route of its access not audited yet',
      async (role) => {
        const page = await app.signIn(role);
        const paths = await routesToAudit(page, visited);
        const quiet = requestsQuiet(page);
        // Dark mode through the header's switch, as a user turns it on: the same pages, the other palette.
        if (mode === 'dark') await toggleDark(page);
        const found = await auditAll(page, paths, mode, quiet);
        await page.context().close();
        expect(found).toEqual({});
      },
      600_000,
    ); // the CEO opens most pages first
  });
}
