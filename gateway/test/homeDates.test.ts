import { describe, expect, it } from '@jest/globals';
import { inYear, isIsoDay, lastTwelveMonths, monthOf, occurrences, weekOf } from '../src/modules/home/dates';

describe('home dashboard calendar arithmetic', () => {
  it('weeks run Sunday to Saturday, months are calendar months', () => {
    expect(weekOf('2025-03-12')).toEqual({ start: '2025-03-09', end: '2025-03-15' });
    expect(weekOf('2025-03-09')).toEqual({ start: '2025-03-09', end: '2025-03-15' });
    expect(weekOf('2025-03-15')).toEqual({ start: '2025-03-09', end: '2025-03-15' });
    expect(monthOf('2024-02-10')).toEqual({ key: '2024-02', start: '2024-02-01', end: '2024-02-29' });
  });

  it('lists the 12 months ending with this one, across a year', () => {
    expect(lastTwelveMonths('2025-03-12')).toEqual([
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
    ]);
  });

  it('places yearly dates in this week or month, across month and year ends; February 29 falls on the 28th', () => {
    expect(occurrences('2025-03-12')('03-25')).toEqual({ date: '2025-03-25', thisWeek: false, thisMonth: true });
    expect(occurrences('2025-03-12')('03-12')).toEqual({ date: '2025-03-12', thisWeek: true, thisMonth: true });
    expect(occurrences('2025-03-31')('04-02')).toEqual({ date: '2025-04-02', thisWeek: true, thisMonth: false });
    expect(occurrences('2024-12-31')('01-02')).toEqual({ date: '2025-01-02', thisWeek: true, thisMonth: false });
    expect(occurrences('2025-01-02')('12-30')).toEqual({ date: '2024-12-30', thisWeek: true, thisMonth: false });
    expect(occurrences('2025-03-12')('05-01')).toBeNull();
    expect(inYear('02-29', 2025)).toBe('2025-02-28');
    expect(inYear('02-29', 2024)).toBe('2024-02-29');
    expect(inYear('02-29', 2100)).toBe('2100-02-28');
    expect(inYear('02-29', 2000)).toBe('2000-02-29');
    expect(inYear('04-30', 2025)).toBe('2025-04-30');
    expect(inYear('12-31', 2025)).toBe('2025-12-31');
    expect(inYear('01-01', 2025)).toBe('2025-01-01');
  });

  it('places every day of a year, and ends every month, as the Date-based arithmetic does', () => {
    const viaDate = (monthDay: string, year: number) => {
      const [m, d] = monthDay.split('-').map(Number);
      const date = new Date(Date.UTC(year, m - 1, d));
      return (date.getUTCMonth() === m - 1 ? date : new Date(Date.UTC(year, m - 1, d - 1))).toISOString().slice(0, 10);
    };
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) {
      const monthDay = new Date(t).toISOString().slice(5, 10);
      for (const year of [2023, 2024, 2025, 2100]) expect(inYear(monthDay, year)).toBe(viaDate(monthDay, year));
    }
    for (const year of [2023, 2024, 2025, 2100]) {
      for (let m = 1; m <= 12; m += 1) {
        const day = `${year}-${String(m).padStart(2, '0')}-15`;
        expect(monthOf(day).end).toBe(new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10));
      }
    }
    const place = occurrences('2025-12-30');
    expect(place('01-02')).toEqual({ date: '2026-01-02', thisWeek: true, thisMonth: false });
    expect(place('12-31')).toEqual({ date: '2025-12-31', thisWeek: true, thisMonth: true });
  });

  it('accepts only real days', () => {
    expect(isIsoDay('2025-03-12')).toBe(true);
    expect(isIsoDay('2025-02-30')).toBe(false);
    expect(isIsoDay('12/03/2025')).toBe(false);
    expect(isIsoDay('1800-01-01')).toBe(false);
  });
});
