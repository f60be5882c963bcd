/** The fill rules of an unmarked attendance cell (fill.ts): recorded > holiday > approved leave > blank future > absent. */
import { describe, expect, it } from '@jest/globals';
import { dayStatus, isoDay, leaveStatus } from '../src/attendance/fill';

const ctx = {
  today: '2026-11-15',
  holidays: new Set(['2026-11-10', '2026-11-20']),
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
  });
  it('fills holidays first, then approved leave, then blank after today, else absent', () => {
    expect(dayStatus('2026-11-10', undefined, ctx)).toBe('holiday');
    expect(dayStatus('2026-11-20', undefined, ctx)).toBe('holiday');
    expect(dayStatus('2026-11-11', undefined, ctx)).toBe('sick');
    expect(dayStatus('2026-11-18', undefined, ctx)).toBe('on_leave');
    expect(dayStatus('2026-11-15', undefined, ctx)).toBe('absent');
    expect(dayStatus('2026-11-16', undefined, ctx)).toBe('');
    expect(dayStatus('2026-11-01', undefined, { today: ctx.today, holidays: new Set() })).toBe('absent');
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
