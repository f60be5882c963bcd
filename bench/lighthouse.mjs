#!/usr/bin/env node
/**
 * Lighthouse runner for `npm run bench` (bench/lighthouse.ts), plain Node on purpose: Lighthouse serialises
 * functions into the page, and tsx's transform adds helpers (`__name`) that do not exist there.
 *   node bench/lighthouse.mjs <origin> <email> <password> <path>...   -> one JSON line: [{ page, scores: { category: 0-100 }, failing, metrics }]
 * Debian's Chromium via chrome-launcher (CHROME_PATH overrides). For every path but /login the account signs in
 * through the /login form first (playwright-core attached to the same browser over the DevTools protocol), so the
 * page is measured as a returning user opens it (the session and user the app stored), and Lighthouse keeps storage.
 * LIGHTHOUSE_REPORT_DIR=<dir> also writes each page's full report there (`<dir>/<path>.json`), to see the main-thread
 * breakdown, bootup time per script, long tasks and the request chains behind a score.
 * One run's performance score moves by up to 10 points on this machine (the simulated metrics follow the order in
 * which a 2-core machine happened to finish things), so each page runs LIGHTHOUSE_RUNS times (3) and the run with the
 * median performance score is the one reported, with every run's score beside it. A run Lighthouse itself could not
 * measure (a runtime error such as NO_NAVSTART, "please run Lighthouse again") is run again, at most twice per page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const [origin, email, password, ...paths] = process.argv.slice(2);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const RETRIES = 2;

async function signIn(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/main\//);
  await page.close();
  // Detaches only: the browser belongs to chrome-launcher.
  await browser.close().catch(() => undefined);
}

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
// chrome-launcher runs the browser in a process group of its own: a stopped bench (SIGTERM to this runner) ends it too.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.once(signal, () => void Promise.resolve(chrome.kill()).finally(() => process.exit(1)));
const out = [];
/** One Lighthouse run of `path`: its report, or null when Lighthouse reports a runtime error of its own. */
async function measure(path, signedIn) {
  const result = await lighthouse(`${origin}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    disableStorageReset: signedIn,
  });
  if (!result || result.lhr.runtimeError) {
    process.stderr.write(`lighthouse ${path}: ${result?.lhr.runtimeError?.code ?? 'no result'}, measuring again\n`);
    return null;
  }
  return result.lhr;
}
try {
  for (const path of paths) {
    const signedIn = path !== '/login';
    if (signedIn) await signIn(chrome.port);
    const runs = [];
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + RETRIES; attempt += 1) {
      const lhr = await measure(path, signedIn);
      if (lhr) runs.push(lhr);
    }
    if (!runs.length) throw new Error(`lighthouse ${path}: no run could be measured`);
    const perf = (lhr) => lhr.categories.performance?.score ?? 0;
    const lhr = [...runs].sort((a, b) => perf(a) - perf(b))[Math.floor((runs.length - 1) / 2)];
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(`${reportDir}/${path.replace(/\W+/g, '_')}.json`, JSON.stringify(lhr));
    }
    const categories = lhr.categories;
    // Audits that cost points (ids), so a FAIL says what to fix.
    const failing = CATEGORIES.flatMap((c) =>
      (categories[c]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9).map((ref) => `${c}:${ref.id}`),
    );
    // The simulated metrics behind the performance score, so a FAIL says which one to work on.
    const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    const metrics = {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      SI: metric('speed-index'),
      CLS: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    };
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]));
    out.push({ page: path, scores, failing, metrics, runs: runs.map((r) => Math.round(perf(r) * 100)) });
  }
} finally {
  await chrome.kill();
}
process.stdout.write(`${JSON.stringify(out)}\n`);
