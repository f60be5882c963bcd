import { describe, expect, it } from '@jest/globals';
import dayjs from 'dayjs';
import {
  balanceWarning,
  consecutiveConfirmation,
  LEAVE_MESSAGES,
  leaveCost,
  leaveDays,
  noticeConfirmations,
  onHoliday,
  periodError,
  periodWarning,
  typeRuleError,
} from './leaveRules';

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

  it('costs a full-day leave its weekdays less the public holidays it covers, and keeps its length in weekdays', () => {
    const holidays = [
      { startDate: '2026-11-24', endDate: '2026-11-25' },
      { startDate: '2026-12-31', endDate: '2026-12-31' },
    ];
    expect(leaveCost(d('2026-11-23'), d('2026-11-27'), holidays)).toBe(3);
    expect(leaveCost(d('2026-11-23'), d('2026-11-27'), [])).toBe(5);
    expect(leaveCost(d('2026-11-24'), d('2026-11-25'), holidays)).toBe(0);
    expect(onHoliday(d('2026-11-25'), holidays)).toBe(true);
    expect(onHoliday(d('2026-11-26'), holidays)).toBe(false);
    // The consecutive-days rule measures the request, not its cost.
    expect(periodWarning(d('2026-11-23'), d('2026-11-26'))).toBe('More than 3 days in consecutive leaves');
  });

  it('asks to confirm short notice, and annual leave over one day without 2 weeks notice', () => {
    const today = d('2026-11-20');
    expect(noticeConfirmations(d('2026-11-23'), d('2026-11-23'), 'Sick', today)).toEqual([
      { title: 'Short notice', content: LEAVE_MESSAGES.shortNotice, warning: 'SHORT_NOTICE' },
    ]);
    expect(noticeConfirmations(d('2026-11-30'), d('2026-11-30'), 'Sick', today)).toEqual([]);
    expect(noticeConfirmations(d('2026-11-30'), d('2026-12-01'), 'Annual', today)).toEqual([
      { title: 'Annual leave without 2 weeks notice', content: LEAVE_MESSAGES.annualNotice, warning: 'ANNUAL_NOTICE' },
    ]);
    expect(noticeConfirmations(d('2026-12-07'), d('2026-12-08'), 'Annual', today)).toEqual([]);
  });
});

describe('balance warning before filing', () => {
  const today = d('2026-11-20');
  const balances = [
    { leaveType: 'Annual', leaveTypeId: '1', remainingBalance: 2 },
    { leaveType: 'Sick', leaveTypeId: '2', remainingBalance: 1 },
  ];

  it('warns when the chosen type has fewer days left than the leave takes, without blocking', () => {
    expect(balanceWarning(balances, '1', d('2026-11-23'), d('2026-11-25'), today)).toBe(
      'Not enough Annual balance: 2 days left this year, this leave takes 3. It can be filed, but there is no enough balance to approve it.',
    );
    expect(balanceWarning(balances, '2', d('2026-11-23'), d('2026-11-24'), today)).toMatch(/^Not enough Sick balance: 1 day left/);
    expect(periodError(d('2026-11-23'), d('2026-11-25'))).toBeNull();
  });

  it('stays quiet when the balance suffices, nothing is chosen, the period is invalid or in another year', () => {
    expect(balanceWarning(balances, '1', d('2026-11-23'), d('2026-11-24'), today)).toBeNull();
    expect(balanceWarning(balances, undefined, d('2026-11-23'), d('2026-11-25'), today)).toBeNull();
    expect(balanceWarning(undefined, '1', d('2026-11-23'), d('2026-11-25'), today)).toBeNull();
    expect(balanceWarning(balances, '1', d('2026-11-27'), d('2026-11-30'), today)).toBeNull();
    expect(balanceWarning(balances, '1', d('2027-01-04'), d('2027-01-08'), today)).toBeNull();
  });
});

describe("a leave type's own rules", () => {
  it('asks to confirm more than 3 consecutive days (a warning, not a refusal)', () => {
    expect(consecutiveConfirmation(d('2026-11-23'), d('2026-11-26'))).toEqual({
      title: 'Consecutive leave',
      content: 'More than 3 days in consecutive leaves. Do you want to submit it anyway?',
      warning: 'CONSECUTIVE_DAYS',
    });
    expect(consecutiveConfirmation(d('2026-11-23'), d('2026-11-25'))).toBeNull();
  });

  it.each([
    ['no rules', {}, '2026-11-23', '2026-11-27', null],
    ['inside the vacation period', { startDate: '2026-11-01', endDate: '2026-11-30' }, '2026-11-23', '2026-11-27', null],
    ['starting before it', { startDate: '2026-11-24' }, '2026-11-23', '2026-11-24', "The selected date doesn't fall in the vacation period"],
    ['ending after it', { endDate: '2026-11-25' }, '2026-11-23', '2026-11-26', "The selected date doesn't fall in the vacation period"],
    ['within the longest request', { maxConsecutiveDays: 2 }, '2026-11-23', '2026-11-24', null],
    ['past the longest request', { maxConsecutiveDays: 2 }, '2026-11-23', '2026-11-25', 'This leave type allows at most 2 consecutive days in one request'],
  ])('%s', (_what, rules, start, end, message) => {
    expect(typeRuleError(rules, d(start), d(end))).toBe(message);
  });
});
