/** The fill rules of an unmarked attendance cell (fill.ts): recorded > holiday > approved leave > weekend > blank
 * today and after > absent, for every kind of day (dates frozen). */
import { describe, expect, it } from '@jest/globals';
import { dayStatus, isoDay, isWeekend, leaveStatus } from '../src/attendance/fill';

// November 2026, frozen: Tuesday the 17th is "today"; the 14th/15th, 21st/22nd are weekends.
const ctx = {
  today: '2026-11-17',
  holidays: new Set(['2026-11-10', '2026-11-20', '2026-11-21']),
  leaves: new Map([
    ['2026-11-10', 'on_leave'],
    ['2026-11-11', 'sick'],
    ['2026-11-18', 'on_leave'],
  ]),
};

describe('dayStatus', () => {
  it('keeps what someone recorded, whatever the day', () => {
    expect(dayStatus('2026-11-10', 'present', ctx)).toBe('present');
    expect(dayStatus('2026-11-30', 'remote', ctx)).toBe('remote');
    expect(dayStatus('2026-11-14', 'present', ctx)).toBe('present');
  });
  it.each([
    ['a holiday, before an approved leave of that day', '2026-11-10', 'holiday'],
    ['a future holiday', '2026-11-20', 'holiday'],
    ['a holiday on a weekend', '2026-11-21', 'holiday'],
    ['a past day of sick leave', '2026-11-11', 'sick'],
    ['a future day of leave', '2026-11-18', 'on_leave'],
    ['a past Saturday', '2026-11-14', 'weekend'],
    ['a past Sunday', '2026-11-15', 'weekend'],
    ['a future Sunday', '2026-11-22', 'weekend'],
    ['today, not marked yet (not an absence before it ends)', '2026-11-17', ''],
    ['a future working day', '2026-11-19', ''],
    ['a past working day nobody marked', '2026-11-16', 'absent'],
  ])('an unmarked day: %s', (_kind, day, status) => {
    expect(dayStatus(day, undefined, ctx)).toBe(status);
  });
  it('today read on a Saturday or a holiday is that, on a working day of leave the leave', () => {
    expect(dayStatus('2026-11-14', undefined, { today: '2026-11-14', holidays: new Set() })).toBe('weekend');
    expect(dayStatus('2026-11-20', undefined, { ...ctx, today: '2026-11-20' })).toBe('holiday');
    expect(dayStatus('2026-11-18', undefined, { ...ctx, today: '2026-11-18' })).toBe('on_leave');
  });
});

describe('isWeekend', () => {
  it('is Saturday and Sunday only, whatever the time zone', () => {
    expect(['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-20'].map(isWeekend)).toEqual([true, true, false, false]);
  });
});

describe('leaveStatus / isoDay', () => {
  it('names sick leave `sick` and every other kind `on_leave`', () => {
    expect(leaveStatus('Sick')).toBe('sick');
    expect(leaveStatus('sick leave')).toBe('sick');
    expect(leaveStatus('Annual')).toBe('on_leave');
    expect(leaveStatus('Homesick day')).toBe('on_leave');
  });
  it('formats the local calendar day', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
