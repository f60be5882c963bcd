/**
 * Leave units (decision 0205): a leave type is taken in full days, half days or hours; a request says which of the
 * units its type allows it uses. Every duration is in days (the balance's currency): a full-day request counts its
 * weekdays, a half day 0.5, an hours request its hours over the person's working hours per day.
 */
import { weekdaysBetween } from './rules';

export const TYPE_UNITS = ['full_day', 'half_day', 'hours'] as const;
export const REQUEST_UNITS = ['full_day', 'half_day_morning', 'half_day_evening', 'hours'] as const;
export type TypeUnit = (typeof TYPE_UNITS)[number];
export type RequestUnit = (typeof REQUEST_UNITS)[number];

/** What a person works a day when their record says nothing usable (employees.target_hours_per_day ≤ 0). */
export const DEFAULT_HOURS_PER_DAY = 8;

/** The request units a type allows: each type unit adds finer ones to the coarser. */
export const ALLOWED_UNITS: Record<TypeUnit, readonly RequestUnit[]> = {
  full_day: ['full_day'],
  half_day: ['full_day', 'half_day_morning', 'half_day_evening'],
  hours: REQUEST_UNITS,
};

export const isHalfDay = (unit: string) => unit === 'half_day_morning' || unit === 'half_day_evening';

/** The person's working hours per day, or the default when unset. */
export const hoursPerDay = (target: number | string | null | undefined) => (Number(target) > 0 ? Number(target) : DEFAULT_HOURS_PER_DAY);

/** Hours from `start` to `end` (HH:mm, same day); 0 or less when end is not after start. */
export function hoursBetween(start: string, end: string): number {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return (minutes(end) - minutes(start)) / 60;
}

export const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** What a duration reads of a request. */
export interface UnitPeriod {
  unit?: string | null;
  start_date: string;
  end_date: string;
  hours?: number | string | null;
}

/**
 * The request's duration in days: weekdays for a full-day request; a half day or hours request is one day, worth
 * nothing on a weekend (never filed: the weekend rule refuses it), else 0.5 or hours / hours per day.
 */
export function leaveDays(r: UnitPeriod, target: number | string | null | undefined): number {
  const unit = r.unit ?? 'full_day';
  if (unit === 'full_day') return weekdaysBetween(r.start_date, r.end_date);
  const weekday = weekdaysBetween(r.start_date, r.start_date);
  if (isHalfDay(unit)) return 0.5 * weekday;
  return round4((Number(r.hours ?? 0) / hoursPerDay(target)) * weekday);
}
