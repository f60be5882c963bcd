/**
 * The idempotency key of a money form's submission (bonus, KPI, actions import): fresh for each new submission, the
 * same on a retry of it (the same values after a failure or an "outcome unknown" answer), so the server pays it once.
 * A success or changed values start a new submission.
 */
import { useMemo, useRef } from 'react';

/** A random UUID (v4) from `getRandomValues`, which browsers offer on plain-HTTP intranets too (randomUUID is not). */
export function newKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface SubmissionKey {
  /** The key to send with `values` (a string naming what is submitted, e.g. JSON of the form's values). */
  of(values: string): string;
  /** The submission succeeded: the next one is a new payment. */
  done(): void;
}

export function useSubmissionKey(): SubmissionKey {
  const last = useRef<{ values: string; key: string } | null>(null);
  return useMemo(
    () => ({
      of(values) {
        if (last.current?.values !== values) last.current = { values, key: newKey() };
        return last.current.key;
      },
      done() {
        last.current = null;
      },
    }),
    [],
  );
}
