/**
 * The leave rules the web checks before sending (SPEC §5, §8, §9): errors block the form, warnings are shown, and
 * short notice asks for a confirmation to override. Dates are antd/dayjs values; weekends are UTC days (SPEC §5).
 */
import dayjs, { type Dayjs } from 'dayjs';
import { disabledWeekend } from '../../shared/dates';
import type { LeaveWarning } from '../../generated/graphql';

export const LEAVE_MESSAGES = {
  endBeforeStart: "End date can't be before start date",
  weekend: "Can't apply for leave on Saturday or Sunday, please split in 2 leaves if needed",
  consecutive: 'More than 3 days in consecutive leaves',
  consecutiveQuestion: 'More than 3 days in consecutive leaves. Do you want to submit it anyway?',
  consecutiveTitle: 'Consecutive leave',
  outsideWindow: "The selected date doesn't fall in the vacation period",
  tooLong: (max: number) => `This leave type allows at most ${max} consecutive day${max === 1 ? '' : 's'} in one request`,
  shortNotice: 'This leave starts in less than 1 week. Do you want to submit it anyway?',
  annualNotice: 'Annual leave of more than one day needs 2 weeks notice. Do you want to submit it anyway?',
  shortNoticeTitle: 'Short notice',
  annualNoticeTitle: 'Annual leave without 2 weeks notice',
  addFailed: 'An error occurred while adding the leave request.',
  updateFailed: 'An error occurred while updating the leave request.',
};

/** SPEC §9 constants. */
export const CONSECUTIVE_WARNING_DAYS = 3;
export const SHORT_NOTICE_DAYS = 7;
export const ANNUAL_NOTICE_DAYS = 14;

/** Weekdays from start to end, both included: the request's length, holidays or not (leaveCost is what it costs). */
export function leaveDays(start: Dayjs, end: Dayjs): number {
  return leaveCost(start, end, []);
}

/** A public holiday's days (the Holidays screen's rows). */
export interface HolidaySpan {
  startDate: string;
  endDate: string;
}

/** Whether a public holiday covers `day`. */
export function onHoliday(day: Dayjs, holidays: readonly HolidaySpan[]): boolean {
  const key = day.format('YYYY-MM-DD');
  return holidays.some((h) => h.startDate <= key && h.endDate >= key);
}

/**
 * What a leave of full days costs (the server's leave_duration, decision 0213): its weekdays that no public holiday
 * covers. Without holidays, its length (leaveDays), which the consecutive and notice rules measure.
 */
export function leaveCost(start: Dayjs, end: Dayjs, holidays: readonly HolidaySpan[]): number {
  let n = 0;
  for (let d = start.startOf('day'); !d.isAfter(end, 'day'); d = d.add(1, 'day')) if (!disabledWeekend(d) && !onHoliday(d, holidays)) n++;
  return n;
}

/** The blocking problem of a period, or null. */
export function periodError(start: Dayjs | null | undefined, end: Dayjs | null | undefined): string | null {
  if (!start || !end) return null;
  if (end.isBefore(start, 'day')) return LEAVE_MESSAGES.endBeforeStart;
  for (let d = start.startOf('day'); !d.isAfter(end, 'day'); d = d.add(1, 'day')) if (disabledWeekend(d)) return LEAVE_MESSAGES.weekend;
  return null;
}

/** Shown under the form, not blocking. */
export function periodWarning(start: Dayjs | null | undefined, end: Dayjs | null | undefined): string | null {
  if (!start || !end || periodError(start, end)) return null;
  return leaveDays(start, end) > CONSECUTIVE_WARNING_DAYS ? LEAVE_MESSAGES.consecutive : null;
}

/** A question to confirm before sending; each kind has its own title so the two are told apart. */
export interface NoticeConfirmation {
  title: string;
  content: string;
  /** What confirming it overrides: sent with the request, recorded with who and when (decision 0214). */
  warning: LeaveWarning;
}

/** How a reviewer reads an overridden confirmation on the request's page. */
export const WARNING_LABELS: Record<LeaveWarning, string> = {
  SHORT_NOTICE: 'Short notice (starts in less than 1 week)',
  ANNUAL_NOTICE: 'Annual leave of more than one day without 2 weeks notice',
  CONSECUTIVE_DAYS: 'More than 3 days in consecutive leaves',
};

/** The confirmations to pass before sending, in order (annual notice first: it is the stricter one). */
export function noticeConfirmations(start: Dayjs, end: Dayjs, leaveTypeName: string | undefined, today: Dayjs = dayjs()): NoticeConfirmation[] {
  const notice = start.startOf('day').diff(today.startOf('day'), 'day');
  const out: NoticeConfirmation[] = [];
  if (/annual/i.test(leaveTypeName ?? '') && leaveDays(start, end) > 1 && notice < ANNUAL_NOTICE_DAYS) {
    out.push({ title: LEAVE_MESSAGES.annualNoticeTitle, content: LEAVE_MESSAGES.annualNotice, warning: 'ANNUAL_NOTICE' });
  } else if (notice < SHORT_NOTICE_DAYS) out.push({ title: LEAVE_MESSAGES.shortNoticeTitle, content: LEAVE_MESSAGES.shortNotice, warning: 'SHORT_NOTICE' });
  return out;
}

/** SPEC §9's consecutive-days warning as a question: more than 3 weekdays are filed once the user confirms. */
export function consecutiveConfirmation(start: Dayjs, end: Dayjs): NoticeConfirmation | null {
  return leaveDays(start, end) > CONSECUTIVE_WARNING_DAYS
    ? { title: LEAVE_MESSAGES.consecutiveTitle, content: LEAVE_MESSAGES.consecutiveQuestion, warning: 'CONSECUTIVE_DAYS' }
    : null;
}

/** What the forms read of a leave type's own rules (null fields: no limit; all null from a SPEC §7-only upstream). */
export interface TypeRules {
  maxConsecutiveDays?: number | null;
  startDate?: string | null;
  endDate?: string | null;
}

/** The blocking problem of a period under the chosen type's rules (the server's words), or null. */
export function typeRuleError(type: TypeRules | undefined, start: Dayjs | null | undefined, end: Dayjs | null | undefined): string | null {
  if (!type || !start || !end || periodError(start, end)) return null;
  const day = (d: Dayjs) => d.format('YYYY-MM-DD');
  if ((type.startDate && day(start) < type.startDate) || (type.endDate && day(end) > type.endDate)) return LEAVE_MESSAGES.outsideWindow;
  const max = type.maxConsecutiveDays;
  return max && leaveDays(start, end) > max ? LEAVE_MESSAGES.tooLong(max) : null;
}

/** A balance as the forms show it (the gateway's LeaveBalance). */
export interface BalanceLike {
  leaveType: string;
  leaveTypeId: string;
  remainingBalance: number;
}

/**
 * Under the form when the chosen type's remaining balance this year is below the requested weekdays. Not blocking:
 * filing is allowed, approving needs the balance (SPEC §5, §8 "No enough balance to approve this leave request").
 * Only leaves starting this year are compared: the balances shown are this year's, another year has its own accrual.
 */
export function balanceWarning(
  balances: readonly BalanceLike[] | undefined,
  leaveTypeId: string | undefined,
  start: Dayjs | null | undefined,
  end: Dayjs | null | undefined,
  today: Dayjs = dayjs(),
  /** What the leave costs in days when known (leaveCost; a half day 0.5; hours over the working hours per day). */
  takes?: number,
): string | null {
  if (!balances || !leaveTypeId || !start || !end || periodError(start, end) || start.year() !== today.year()) return null;
  const balance = balances.find((b) => b.leaveTypeId === leaveTypeId);
  const days = takes ?? leaveDays(start, end);
  if (!balance || balance.remainingBalance >= days) return null;
  const left = `${balance.remainingBalance} day${balance.remainingBalance === 1 ? '' : 's'}`;
  return `Not enough ${balance.leaveType} balance: ${left} left this year, this leave takes ${days}. It can be filed, but there is no enough balance to approve it.`;
}
