import { describe, expect, it } from '@jest/globals';
import dayjs from 'dayjs';
import { LEAVE_MESSAGES, leaveDays, noticeConfirmations, periodError, periodWarning } from './leaveRules';

const d = (iso: string) => dayjs(iso);

describe('leave client rules', () => {
  it('refuses an end before the start and any weekend day', () => {
    expect(periodError(d('2026-11-25'), d('2026-11-24'))).toBe(LEAVE_MESSAGES.endBeforeStart);
    expect(periodError(d('2026-11-27'), d('2026-11-30'))).toBe(LEAVE_MESSAGES.weekend);
    expect(periodError(d('2026-11-23'), d('2026-11-27'))).toBeNull();
  });

  it('warns beyond 3 consecutive days', () => {
    expect(leaveDays(d('2026-11-23'), d('2026-11-27'))).toBe(5);
    expect(periodWarning(d('2026-11-23'), d('2026-11-26'))).toBe('More than 3 days in consecutive leaves');
    expect(periodWarning(d('2026-11-23'), d('2026-11-25'))).toBeNull();
  });

  it('asks to confirm short notice, and annual leave over one day without 2 weeks notice', () => {
    const today = d('2026-11-20');
    expect(noticeConfirmations(d('2026-11-23'), d('2026-11-23'), 'Sick', today)).toEqual([LEAVE_MESSAGES.shortNotice]);
    expect(noticeConfirmations(d('2026-11-30'), d('2026-11-30'), 'Sick', today)).toEqual([]);
    expect(noticeConfirmations(d('2026-11-30'), d('2026-12-01'), 'Annual', today)).toEqual([LEAVE_MESSAGES.annualNotice]);
    expect(noticeConfirmations(d('2026-12-07'), d('2026-12-08'), 'Annual', today)).toEqual([]);
  });
});
