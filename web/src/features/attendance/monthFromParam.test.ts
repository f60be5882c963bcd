import { describe, it, expect } from '@jest/globals';
import dayjs from 'dayjs';
import { monthFromParam } from './AttendancePage';

describe('attendance month from the URL', () => {
  const today = dayjs('2026-11-21');
  it('opens this month when no month is asked (not January 2001)', () => {
    expect(monthFromParam(null, today).format('YYYY-MM')).toBe('2026-11');
    expect(monthFromParam('', today).format('YYYY-MM')).toBe('2026-11');
  });
  it('opens the asked YYYY-MM month', () => {
    expect(monthFromParam('2022-01', today).format('YYYY-MM')).toBe('2022-01');
  });
  it('ignores malformed months', () => {
    expect(monthFromParam('2022-13', today).format('YYYY-MM')).toBe('2026-11');
    expect(monthFromParam('01-2022', today).format('YYYY-MM')).toBe('2026-11');
  });
});
