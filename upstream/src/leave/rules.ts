/**
 * The leave rules as pure functions on ISO dates ('YYYY-MM-DD', UTC days — SPEC §5 "UTC day").
 *
 * Decisions (documented in routes.ts too):
 * - leave_duration = weekdays (Mon–Fri) between start and end, both included;
 * - accrual: a type with monthly_fraction > 0 earns monthly_fraction days per completed month of the year, counted
 *   from max(Jan 1, date_joined), capped at yearly_limit; a type with monthly_fraction 0 grants yearly_limit on Jan 1;
 * - probation = 90 days from date_joined; worked_days_this_year = weekdays from max(Jan 1, date_joined) to today.
 */
import type { Columns, Row } from '../http/entity';
import type { LeaveTypeSchema } from './schemas';

export const PROBATION_DAYS = 90;
const DAY_MS = 86_400_000;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export { todayIso } from '../http/values';

const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;
export const isWeekendDay = (iso: string) => isWeekend(toDate(iso));

/** Every day from start to end, both included, as YYYY-MM-DD (none when end is before start). */
export function eachDay(start: string, end: string): string[] {
  const a = toDate(start).getTime();
  const n = Math.round((toDate(end).getTime() - a) / DAY_MS) + 1;
  return Array.from({ length: Math.max(0, n) }, (_, i) => isoDate(new Date(a + i * DAY_MS)));
}

/** Mon–Fri days from start to end, both included (0 when end is before start). */
export function weekdaysBetween(start: string, end: string): number {
  const a = toDate(start);
  const b = toDate(end);
  if (b < a) return 0;
  const days = Math.round((b.getTime() - a.getTime()) / DAY_MS) + 1;
  const fullWeeks = Math.floor(days / 7);
  let count = fullWeeks * 5;
  for (let i = fullWeeks * 7; i < days; i++) {
    if (!isWeekend(new Date(a.getTime() + i * DAY_MS))) count++;
  }
  return count;
}

/** Whether any day from start to end (inclusive) is a Saturday or Sunday. */
export function includesWeekend(start: string, end: string): boolean {
  const a = toDate(start);
  const b = toDate(end);
  const days = Math.round((b.getTime() - a.getTime()) / DAY_MS) + 1;
  return days >= 7 || Array.from({ length: Math.max(0, days) }, (_, i) => new Date(a.getTime() + i * DAY_MS)).some(isWeekend);
}

/** Whole months from `from` to `asOf` (a month completes on the same day of the next month). */
export function completedMonths(from: string, asOf: string): number {
  const a = toDate(from);
  const b = toDate(asOf);
  if (b <= a) return 0;
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  if (b.getUTCDate() < a.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

/** What accrual reads of a leave type. */
export type AccrualType = Columns<Row<typeof LeaveTypeSchema>, 'yearly_limit' | 'monthly_fraction'>;

/**
 * Days of a type earned in `year` as of `today`: the current year accrues to today; any other year counts in full
 * (a past year is over, a future year is planned against its whole accrual).
 */
export function entitlement(type: AccrualType, dateJoined: string | null, year: number, today: string): number {
  const yearStart = `${year}-01-01`;
  const nextYear = `${year + 1}-01-01`;
  if (dateJoined && dateJoined >= nextYear) return 0;
  const limit = Number(type.yearly_limit);
  const fraction = Number(type.monthly_fraction);
  if (!(fraction > 0)) return limit;
  const from = dateJoined && dateJoined > yearStart ? dateJoined : yearStart;
  const asOf = Number(today.slice(0, 4)) === year ? today : nextYear;
  return Math.min(limit, round2(fraction * completedMonths(from, asOf)));
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Passed probation once PROBATION_DAYS have gone by since joining (no join date: treated as passed). */
export function passedProbation(dateJoined: string | null, today: string): boolean {
  if (!dateJoined) return true;
  return (toDate(today).getTime() - toDate(dateJoined).getTime()) / DAY_MS >= PROBATION_DAYS;
}

/** Weekdays from max(Jan 1 of today's year, date_joined) to today, both included. */
export function workedDaysThisYear(dateJoined: string | null, today: string): number {
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const from = dateJoined && dateJoined > yearStart ? dateJoined : yearStart;
  return weekdaysBetween(from, today);
}
