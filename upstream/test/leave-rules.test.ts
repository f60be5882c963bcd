import { describe, expect, it } from '@jest/globals';
import { completedMonths, entitlement, includesWeekend, passedProbation, weekdaysBetween, workedDaysThisYear } from '../src/leave/rules';
import { parseDate as normalizeDate } from '../src/http/values';

describe('leave rules (pure)', () => {
  it('counts weekdays between two dates, both included', () => {
    expect(weekdaysBetween('2026-11-23', '2026-11-23')).toBe(1); // a Monday
    expect(weekdaysBetween('2026-11-23', '2026-11-27')).toBe(5);
    expect(weekdaysBetween('2026-11-23', '2026-11-30')).toBe(6); // across a weekend
    expect(weekdaysBetween('2026-01-01', '2026-12-31')).toBe(261);
    expect(weekdaysBetween('2026-11-27', '2026-11-23')).toBe(0);
  });

  it('detects Saturdays and Sundays in a period (UTC days)', () => {
    expect(includesWeekend('2026-11-23', '2026-11-27')).toBe(false);
    expect(includesWeekend('2026-11-27', '2026-11-30')).toBe(true);
    expect(includesWeekend('2026-11-21', '2026-11-21')).toBe(true);
  });

  it('reads ISO and DD/MM/YYYY dates and refuses impossible ones', () => {
    expect(normalizeDate('2026-02-03')).toBe('2026-02-03');
    expect(normalizeDate('3/2/2026')).toBe('2026-02-03');
    expect(normalizeDate('2026-02-30')).toBeNull();
    expect(normalizeDate('soon')).toBeNull();
  });

  it('counts completed months', () => {
    expect(completedMonths('2026-01-01', '2026-11-21')).toBe(10);
    expect(completedMonths('2026-03-15', '2026-06-14')).toBe(2);
    expect(completedMonths('2026-03-15', '2026-06-15')).toBe(3);
    expect(completedMonths('2026-06-15', '2026-03-15')).toBe(0);
  });

  it('accrues monthly_fraction per completed month, capped at yearly_limit; fraction 0 grants the year up front', () => {
    const annual = { yearly_limit: 21, monthly_fraction: 1.75 };
    expect(entitlement(annual, '2016-01-01', 2026, '2026-11-21')).toBe(17.5);
    expect(entitlement(annual, '2026-06-10', 2026, '2026-11-21')).toBe(8.75); // 5 months since joining
    expect(entitlement(annual, '2016-01-01', 2025, '2026-11-21')).toBe(21); // a past year counts in full
    expect(entitlement(annual, '2027-02-01', 2026, '2026-11-21')).toBe(0); // joins later
    expect(entitlement({ yearly_limit: 30, monthly_fraction: 0 }, '2016-01-01', 2026, '2026-01-02')).toBe(30);
  });

  it('passes probation 90 days after joining and counts worked weekdays this year', () => {
    expect(passedProbation('2026-08-23', '2026-11-21')).toBe(true);
    expect(passedProbation('2026-08-24', '2026-11-21')).toBe(false);
    expect(workedDaysThisYear('2020-01-01', '2026-01-09')).toBe(7);
    expect(workedDaysThisYear('2026-01-05', '2026-01-09')).toBe(5);
  });
});
