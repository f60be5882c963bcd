/**
 * Auto-waiting assertions for browser tests (playwright-core has no `expect`): a page settles asynchronously (form
 * validation, refetches, animations), so a test never reads the DOM once and asserts — it retries the whole
 * assertion until it holds or the time is up, then fails with the last assertion error.
 *
 *   await eventually(async () => expect(await table.textContent()).toContain(demoName('hr')));
 */
import { expect } from '@jest/globals';
import type { Locator } from 'playwright-core';

export async function eventually<T>(assertion: () => Promise<T>, timeoutMs = 15_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

/**
 * The kit's state waits. A test never reads `isEnabled()` / `isDisabled()` / `isVisible()` once (a button fades in,
 * a menu slides in: the read can land half-way), nor sleeps (`waitForTimeout`); it waits for the state it needs,
 * and, before a click or an audit, for the target's animations to finish (tests/integration/suite-rules.test.ts
 * forbids the instant reads in tests/e2e).
 */
async function settled(target: Locator) {
  await eventually(async () => expect(await target.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0));
}

/** Resolves once `target` is visible, enabled and no longer animating. */
export async function untilEnabled(target: Locator, timeoutMs = 15_000): Promise<void> {
  await target.waitFor({ timeout: timeoutMs });
  await eventually(async () => expect(await target.isEnabled()).toBe(true), timeoutMs);
  await settled(target);
}

/** Resolves once `target` is visible and disabled (a form that holds its submit back). */
export async function untilDisabled(target: Locator, timeoutMs = 15_000): Promise<void> {
  await target.waitFor({ timeout: timeoutMs });
  await eventually(async () => expect(await target.isDisabled()).toBe(true), timeoutMs);
}
