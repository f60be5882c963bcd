/** The one report of upstream calls (ops/upstreamCalls.ts): every observer sees each call once; a failing one is harmless. */
import { describe, expect, it } from '@jest/globals';
import { observeUpstreamCalls, reportUpstreamCall, type UpstreamCall } from '../src/ops/upstreamCalls';

const call = (path: string): UpstreamCall => ({ method: 'get', path, status: 200, startedAt: performance.now(), requestId: null });

describe('upstream call observers', () => {
  it('tells every observer once per call, until removed, and survives one that throws', () => {
    const seen: string[] = [];
    const stopBroken = observeUpstreamCalls(() => {
      throw new Error('broken observer');
    });
    const stop = observeUpstreamCalls((c) => seen.push(`${c.method} ${c.path}`));
    expect(() => reportUpstreamCall(call('/employees'))).not.toThrow();
    stop();
    stopBroken();
    reportUpstreamCall(call('/teams'));
    expect(seen).toEqual(['get /employees']);
  });
});
