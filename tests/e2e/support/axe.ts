/**
 * axe-core in the browser tests: injects the engine into the page (through page.evaluate, so no CSP or script tag is
 * involved) and answers the critical and serious violations, one line per rule with its first offending nodes.
 *
 *   expect(await seriousViolations(page)).toEqual([]);
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const requireFromRoot = createRequire(path.join(process.cwd(), 'package.json'));
const AXE_SOURCE = fs.readFileSync(requireFromRoot.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeProblem {
  id: string;
  impact: string;
  nodes: number;
  targets: string[];
  help: string;
}

/**
 * Critical and serious axe violations of the page as it is now; with `rules`, every violation of those rules whatever
 * its impact (e.g. the moderate 'heading-order' and 'empty-table-header').
 */
export function seriousViolations(page: Page, rules?: string[]): Promise<AxeProblem[]> {
  return rules ? axeViolations(page, { only: rules }) : axeViolations(page, { impacts: ['critical', 'serious'] });
}

export interface AxeOptions {
  /** Run only these rules and answer every violation of them, whatever its impact. */
  only?: string[];
  /** Rules run besides the WCAG A/AA ones (e.g. 'heading-order'). */
  extra?: string[];
  /** The impacts answered (not with `only`). */
  impacts?: string[];
}

/** axe's violations of the page as it is now: the WCAG A/AA rules (and `extra`) at `impacts`, or every one of `only`. */
export async function axeViolations(page: Page, options: AxeOptions): Promise<AxeProblem[]> {
  // The pointer rests wherever the last click left it: a button under it shows its hover colour for that one moment
  // (a full run once judged a row's default button in hover red at 3.6:1). Judge the screen at rest: pointer away.
  await page.mouse.move(0, 0);
  // A toast or drawer still fading in has a colour half-way to its own: wait for running animations (at most 3 s), so
  // axe judges what the user sees once the screen is still. Endless ones (a spinner, a status dot's pulse) never
  // finish: waiting for them ran out the 3 s, just when a toast starts fading out (a CI run judged its title at 1.1:1).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async ({ only, extra, impacts }) => {
    type AxeNode = { target: unknown[]; any: { message: string }[] };
    type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: AxeNode[] }[] };
    const axe = (window as unknown as { axe: { run(ctx: Document, options: object): Promise<AxeResult> } }).axe;
    // WCAG A/AA rules only (the product's accessibility goal), which also keeps each run short.
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: only ? { type: 'rule', values: only } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: Object.fromEntries((extra ?? []).map((id) => [id, { enabled: true }])),
    });
    return result.violations
      .filter((v) => only || (impacts ?? []).includes(v.impact ?? ''))
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        nodes: v.nodes.length,
        targets: v.nodes.slice(0, 3).map((n) => `${n.target.map(String).join(' ')} ${n.any[0]?.message ?? ''}`.trim()),
        help: v.help,
      }));
  }, options);
}
