/**
 * Auto-waiting assertions for browser tests (playwright-core has no `expect`): a page settles asynchronously (form
 * validation, refetches, animations), so a test never reads the DOM once and asserts — it retries the whole
 * assertion until it holds or the time is up, then fails with the last assertion error.
 *
 *   await eventually(async () => expect(await submit.isEnabled()).toBe(true));
 */
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
