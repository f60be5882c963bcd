import { describe, expect, it } from '@jest/globals';
import { funnel } from './funnel';

describe('funnel', () => {
  it('counts each candidate toward every step it has passed, per key and in total', () => {
    const rows = funnel(
      [
        { stage: 'new', source: 'referral' },
        { stage: 'rejected', source: 'referral' },
        { stage: 'tracked', source: 'hr_department' },
        { stage: 'onboarded', source: 'referral' },
      ],
      (c) => c.source,
    );
    expect(rows).toEqual([
      { key: 'All', sourced: 4, interviewed: 3, accepted: 2, onboarded: 1 },
      { key: 'referral', sourced: 3, interviewed: 2, accepted: 1, onboarded: 1 },
      { key: 'hr_department', sourced: 1, interviewed: 1, accepted: 1, onboarded: 0 },
    ]);
  });
});
