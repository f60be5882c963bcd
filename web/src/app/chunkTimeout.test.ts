import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_TIMEOUT_MESSAGE, loadWithin } from './chunkTimeout';

afterEach(() => {
  jest.useRealTimers();
});

describe('loadWithin (SPEC §9 chunk load timeout)', () => {
  it('is 120 s', () => expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000));

  it('fails a page whose code has not arrived by then, and passes one that arrives in time', async () => {
    jest.useFakeTimers();
    const never = loadWithin(new Promise(() => undefined), CHUNK_LOAD_TIMEOUT_MS);
    const failed = expect(never).rejects.toThrow(CHUNK_TIMEOUT_MESSAGE);
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    await failed;
    const page = { default: 'page' };
    const soon = loadWithin(new Promise((resolve) => setTimeout(() => resolve(page), 1000)), CHUNK_LOAD_TIMEOUT_MS);
    jest.advanceTimersByTime(1000);
    await expect(soon).resolves.toBe(page);
  });
});
