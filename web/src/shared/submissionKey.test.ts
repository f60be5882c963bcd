import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { newKey, useSubmissionKey } from './submissionKey';

describe('useSubmissionKey', () => {
  it('keeps one key for a retried submission and starts a fresh one after a success or changed values', () => {
    const { result, rerender } = renderHook(() => useSubmissionKey());
    const first = result.current.of('{"amount":100}');
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    rerender();
    expect(result.current.of('{"amount":100}')).toBe(first); // the retry after "outcome unknown"
    const changed = result.current.of('{"amount":150}');
    expect(changed).not.toBe(first);
    result.current.done();
    expect(result.current.of('{"amount":150}')).not.toBe(changed); // paid: the same values again are a new payment
  });

  it('makes distinct keys', () => {
    expect(new Set(Array.from({ length: 100 }, newKey)).size).toBe(100);
  });
});
