/**
 * Lighthouse part of `npm run bench`: mobile scores of `/login` and, signed in, `/main/leaveRequests`,
 * from the `lighthouse` package driving Debian's Chromium (chrome-launcher). Budgets: performance >= 90,
 * accessibility >= 98, best practices 100, each printed PASS/FAIL. The account signs in through the /login form before
 * a signed-in page, and Lighthouse keeps storage (bench/lighthouse.mjs).
 * Scores on a busy machine are lower than on a quiet one (performance is simulated from a throttled trace).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { trackGroup } from './lib';

const run = promisify(execFile);

export const LIGHTHOUSE_BUDGETS = { performance: 90, accessibility: 98, 'best-practices': 100 } as const;
type Category = keyof typeof LIGHTHOUSE_BUDGETS;

export interface PageScores {
  page: string;
  scores: Record<Category, number>;
  /** `category:audit-id` of the weighted audits scoring under 0.9. */
  failing: string[];
  /** Simulated metrics (ms; CLS unitless): FCP, LCP, TBT, SI, CLS. */
  metrics?: Record<string, number>;
  /** Performance score of every run; the reported run is the median one (bench/lighthouse.mjs). */
  runs?: number[];
}

/** Lighthouse (mobile defaults) on each path in a plain Node child (bench/lighthouse.mjs), signed in as `account`. */
export async function lighthouseScores(origin: string, paths: string[], account: { email: string; password: string }): Promise<PageScores[]> {
  const running = run(process.execPath, [path.join(__dirname, 'lighthouse.mjs'), origin, account.email, account.password, ...paths], {
    maxBuffer: 16 * 1024 * 1024,
    timeout: 600_000,
    detached: true,
  });
  trackGroup(running.child); // ended with the bench (it ends its browser)
  const { stdout } = await running;
  return JSON.parse(stdout.trim().split('\n').pop() ?? '[]') as PageScores[];
}

/** Prints one line per page and category with PASS/FAIL; returns how many budgets failed. */
export function printScores(results: PageScores[]): number {
  let failed = 0;
  for (const { page, scores, failing, metrics, runs } of results) {
    const parts = (Object.keys(LIGHTHOUSE_BUDGETS) as Category[]).map((c) => {
      const ok = scores[c] >= LIGHTHOUSE_BUDGETS[c];
      if (!ok) failed += 1;
      return `${c} ${scores[c]} ${ok ? 'PASS' : 'FAIL'} (>= ${LIGHTHOUSE_BUDGETS[c]})`;
    });
    console.log(`  ${page.padEnd(22)} ${parts.join('   ')}${runs && runs.length > 1 ? `   (median of runs ${runs.join(', ')})` : ''}`);
    if (metrics)
      console.log(
        `  ${''.padEnd(22)} ${Object.entries(metrics)
          .map(([k, v]) => `${k} ${v}${k === 'CLS' ? '' : ' ms'}`)
          .join(', ')}`,
      );
    if (failing.length) console.log(`  ${''.padEnd(22)} to fix: ${failing.join(', ')}`);
  }
  return failed;
}
