import { describe, expect, it } from '@jest/globals';
import { balanceText, choicesOf, durationText, requestUnit } from './units';

describe('leave units as the screens show them', () => {
  it.each([
    [{ unit: null, hours: null, leaveDuration: 3 }, '3 days'],
    [{ unit: 'FULL_DAY' as const, hours: null, leaveDuration: 1 }, '1 day'],
    [{ unit: 'HALF_DAY_MORNING' as const, hours: null, leaveDuration: 0.5 }, 'Half day (morning)'],
    [{ unit: 'HALF_DAY_EVENING' as const, hours: null, leaveDuration: 0.5 }, 'Half day (evening)'],
    [{ unit: 'HOURS' as const, hours: 2, leaveDuration: 0.25 }, '2 h'],
  ])('a request %j reads %s', (request, text) => {
    expect(durationText(request)).toBe(text);
  });

  it('shows a balance in days, or in hours for an hours type', () => {
    expect(balanceText(3.5, { unit: 'HALF_DAY', hoursPerDay: 8 })).toBe('3.5 days');
    expect(balanceText(0.75, { unit: 'HOURS', hoursPerDay: 8 })).toBe('6 h');
    expect(balanceText(1, { unit: null, hoursPerDay: null })).toBe('1 day');
  });

  it('offers the units a type allows and maps the choice to a request unit', () => {
    expect(choicesOf(null)).toEqual(['full']);
    expect(choicesOf('HALF_DAY')).toEqual(['full', 'half']);
    expect(choicesOf('HOURS')).toEqual(['full', 'half', 'hours']);
    expect(requestUnit('half', 'evening')).toBe('HALF_DAY_EVENING');
    expect(requestUnit('half', undefined)).toBe('HALF_DAY_MORNING');
    expect(requestUnit(undefined, undefined)).toBe('FULL_DAY');
  });
});
