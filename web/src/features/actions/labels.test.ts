import { describe, expect, it } from '@jest/globals';
import { formatDeduction } from './labels';

describe('formatDeduction', () => {
  it('shows the amount with the unit of its action type, and a dash when hidden', () => {
    expect(formatDeduction(1, 1250.5)).toBe('EGP 1,250.5');
    expect(formatDeduction(1, 100)).toBe('EGP 100');
    expect(formatDeduction(2, 1)).toBe('1 day');
    expect(formatDeduction(2, 1.5)).toBe('1.5 days');
    expect(formatDeduction(3, 5)).toBe('5%');
    expect(formatDeduction(1, null)).toBe('—');
  });
});
