/**
 * Leave units (decision 0205) as the screens show them: a request's duration in its unit ("Half day (morning)",
 * "2 h", "3 days"), a balance in its type's unit ("3.5 days", "6 h" for an hours type), and which units a type offers.
 */
import type { LeaveRequestUnit, LeaveTypeUnit } from '../../generated/graphql';

const round2 = (n: number) => Math.round(n * 100) / 100;
/** "1 day", "3.5 days": a duration or balance in days. */
export const days = (n: number) => `${round2(n)} ${round2(n) === 1 ? 'day' : 'days'}`;

export const UNIT_LABELS: Record<LeaveRequestUnit, string> = {
  FULL_DAY: 'Full day',
  HALF_DAY_MORNING: 'Half day (morning)',
  HALF_DAY_EVENING: 'Half day (evening)',
  HOURS: 'Hours',
};

export const TYPE_UNIT_LABELS: Record<LeaveTypeUnit, string> = {
  FULL_DAY: 'Full days',
  HALF_DAY: 'Full or half days',
  HOURS: 'Full days, half days or hours',
};

/** A request's duration as lists and details show it. */
export function durationText(r: { unit?: LeaveRequestUnit | null; hours?: number | null; leaveDuration: number }): string {
  if (r.unit === 'HOURS') return `${round2(r.hours ?? 0)} h`;
  if (r.unit === 'HALF_DAY_MORNING' || r.unit === 'HALF_DAY_EVENING') return UNIT_LABELS[r.unit];
  return days(r.leaveDuration);
}

/** A balance (in days) in its type's unit: hours for an hours type, days otherwise. */
export function balanceText(value: number, b: { unit?: LeaveTypeUnit | null; hoursPerDay?: number | null }): string {
  return b.unit === 'HOURS' ? `${round2(value * (b.hoursPerDay ?? 8))} h` : days(value);
}

/** What the new leave form offers for a type: the coarse choices of its unit (a half day is one choice, then morning or evening). */
export type { LeaveRequestUnit, LeaveTypeUnit };
export type UnitChoice = 'full' | 'half' | 'hours';
export function choicesOf(unit: LeaveTypeUnit | null | undefined): UnitChoice[] {
  if (unit === 'HOURS') return ['full', 'half', 'hours'];
  if (unit === 'HALF_DAY') return ['full', 'half'];
  return ['full'];
}

/** The request unit of a form's choice (and, for a half day, its half). */
export function requestUnit(choice: UnitChoice | undefined, half: 'morning' | 'evening' | undefined): LeaveRequestUnit {
  if (choice === 'hours') return 'HOURS';
  if (choice === 'half') return half === 'evening' ? 'HALF_DAY_EVENING' : 'HALF_DAY_MORNING';
  return 'FULL_DAY';
}

type DurationLike = Parameters<typeof durationText>[0];
/** The duration column of the request lists (tracker, manage leaves, My leaves), in each request's unit. */
export const durationColumn = <Row extends DurationLike>() => ({
  title: 'Duration',
  key: 'duration',
  render: (_: unknown, row: Row) => durationText(row),
  csv: (row: Row) => durationText(row),
});
