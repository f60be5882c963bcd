import { describe, expect, it } from '@jest/globals';
import { approverText, formatDeduction } from './labels';

describe('formatDeduction', () => {
  it('shows the amount with the unit of its action type, and a dash when hidden', () => {
    expect(formatDeduction(1, 1250.5)).toBe('$1,250.50');
    expect(formatDeduction(1, 100)).toBe('$100.00');
    expect(formatDeduction(2, 1)).toBe('1 day');
    expect(formatDeduction(2, 1.5)).toBe('1.5 days');
    expect(formatDeduction(3, 5)).toBe('5%');
    expect(formatDeduction(1, null)).toBe('—');
  });
});

describe('approverText', () => {
  const hr = { name: 'Nadia Farouk' };
  it('says who rejected or waived an action, and when', () => {
    expect(approverText({ status: 2, reviewer: hr, reviewedAt: '2026-03-05T10:00:00.000Z' })).toBe('Rejected by Nadia Farouk on 05/03/2026');
    expect(approverText({ status: 3, approver: hr, reviewer: hr, reviewedAt: '2026-03-06T10:00:00.000Z' })).toBe('Waived by Nadia Farouk on 06/03/2026');
  });
  it('names the approver once approved and says "Not approved yet" while pending', () => {
    expect(approverText({ status: 1, approver: hr, reviewer: hr })).toBe('Nadia Farouk');
    expect(approverText({ status: 0, approver: null })).toBe('Not approved yet');
  });
});
