import { afterEach, describe, it, expect } from '@jest/globals';
import dayjs from 'dayjs';
import { currentMonth, formatCode, formatDate, formatDateTime, formatHours, formatMonth, formatMonthLabel, toIsoDate } from './format';
import { disabledWeekend, disabledYear } from './dates';
import { setViewerZone, viewerZone } from './viewerZone';

describe('formatDate', () => {
  it('shows ISO dates as DD/MM/YYYY', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate(new Date(2023, 11, 31))).toBe('31/12/2023');
    expect(formatDate(dayjs('2020-02-29'))).toBe('29/02/2020');
  });
  it('shows nothing for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatHours', () => {
  it.each([
    [7.5, '7:30'],
    [0.25, '0:15'],
    [8, '8:00'],
    [0, '0:00'],
    [1.999, '2:00'],
    [10.1, '10:06'],
    ['2.75', '2:45'],
    [-1.5, '-1:30'],
  ])('shows %p hours as %p', (hours, expected) => {
    expect(formatHours(hours)).toBe(expected);
  });
  it('shows nothing for missing values', () => {
    expect(formatHours(null)).toBe('');
    expect(formatHours('abc')).toBe('');
  });
});

describe('months and ISO dates', () => {
  it('formats months as MM-YYYY and as a label', () => {
    expect(formatMonth('2024-03-05')).toBe('03-2024');
    expect(formatMonthLabel('2024-03-05')).toBe('March 2024');
    expect(currentMonth(new Date(2025, 0, 15))).toBe('01-2025');
  });
  it('sends picked dates as YYYY-MM-DD', () => {
    expect(toIsoDate(dayjs('2024-07-09'))).toBe('2024-07-09');
    expect(toIsoDate(null)).toBeNull();
  });
});

describe('date pickers', () => {
  const today = dayjs('2025-06-15');
  it('year pickers run from 1900-01-01 to today', () => {
    expect(disabledYear(dayjs('1899-12-31'), today)).toBe(true);
    expect(disabledYear(dayjs('1900-01-01'), today)).toBe(false);
    expect(disabledYear(dayjs('2025-06-15T23:00:00'), today)).toBe(false);
    expect(disabledYear(dayjs('2025-06-16'), today)).toBe(true);
  });
  it('weeks start on Sunday', () => {
    expect(dayjs('2025-06-18').startOf('week').format('dddd')).toBe('Sunday');
    expect(dayjs.localeData().firstDayOfWeek()).toBe(0);
  });
  it('can exclude Saturday and Sunday', () => {
    expect(disabledWeekend(dayjs('2025-06-14'))).toBe(true);
    expect(disabledWeekend(dayjs('2025-06-15'))).toBe(true);
    expect(disabledWeekend(dayjs('2025-06-16'))).toBe(false);
  });
});

describe('formatCode', () => {
  it('writes stored codes as words and leaves other text alone', () => {
    expect(formatCode('full_time')).toBe('Full time');
    expect(formatCode('part_time')).toBe('Part time');
    expect(formatCode('agent')).toBe('Agent');
    expect(formatCode('Team Leader')).toBe('Team Leader');
    expect(formatCode(null)).toBe('');
  });
});

describe("instants in the viewer's time zone", () => {
  afterEach(() => setViewerZone(null));

  it("shows a timestamp in the zone the viewer's profile names, a plain date never moved", () => {
    setViewerZone('Africa/Cairo'); // UTC+2 in November
    expect(formatDateTime('2026-11-29T23:30:00.000Z')).toBe('30/11/2026 01:30 AM');
    expect(formatDate('2026-11-29T23:30:00.000Z')).toBe('30/11/2026');
    expect(formatDate('2026-11-29')).toBe('29/11/2026');
    setViewerZone('America/New_York'); // UTC-5
    expect(formatDateTime('2026-11-29T03:15:00Z')).toBe('28/11/2026 10:15 PM');
    expect(formatDate('2026-11-29')).toBe('29/11/2026');
  });

  it('falls back to the browser zone for none or a zone the browser does not know', () => {
    setViewerZone('Mars/Olympus_Mons');
    expect(viewerZone()).toBeNull();
    setViewerZone('Africa/Cairo');
    setViewerZone('');
    expect(viewerZone()).toBeNull();
    expect(formatDateTime('2026-11-29T12:00:00Z')).toBe(dayjs('2026-11-29T12:00:00Z').format('DD/MM/YYYY hh:mm A'));
  });
});
