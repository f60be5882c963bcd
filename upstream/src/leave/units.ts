/**
 * Leave units (decision 0205): a leave type is taken in full days, half days or hours; a request says which of the
 * units its type allows it uses. Every duration is in days (the balance's currency): a full-day request counts its
 * working days (weekdays no public holiday covers, decision 0213), a half day 0.5, an hours request its hours over the
 * person's working hours per day; a half day or hours on a holiday cost nothing.
 */
import { eachDay, isWeekendDay } from './rules';

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

/** The public holidays (people domain's `vacations`) as the days they cover, YYYY-MM-DD. */
export type Holidays = ReadonlySet<string>;
export const NO_HOLIDAYS: Holidays = new Set();

/** Days from start to end (both included) that are neither a Saturday or Sunday nor a public holiday. */
export function workingDaysBetween(start: string, end: string, holidays: Holidays): number {
  return eachDay(start, end).filter((d) => !isWeekendDay(d) && !holidays.has(d)).length;
}

/**
 * The request's duration in days: working days for a full-day request; a half day or hours request is one day, worth
 * nothing on a weekend (never filed: the weekend rule refuses it) or a holiday (decision 0213), else 0.5 or hours /
 * hours per day.
 */
export function leaveDays(r: UnitPeriod, target: number | string | null | undefined, holidays: Holidays = NO_HOLIDAYS): number {
  const unit = r.unit ?? 'full_day';
  if (unit === 'full_day') return workingDaysBetween(r.start_date, r.end_date, holidays);
  const working = workingDaysBetween(r.start_date, r.start_date, holidays);
  if (isHalfDay(unit)) return 0.5 * working;
  return round4((Number(r.hours ?? 0) / hoursPerDay(target)) * working);
}
