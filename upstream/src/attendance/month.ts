/**
 * Months and days of the grid. The canonical month is `YYYY-MM` (sorts, matches ISO dates and the file names);
 * `MM-YYYY` (the targets' form, SPEC §9) is accepted too and normalised. Dates are ISO `YYYY-MM-DD`; only CSV uploads may
 * also use the display form DD/MM/YYYY.
 */
import { monthBounds, parseYearMonth } from '../http/values';

export interface Month {
  /** YYYY-MM */
  key: string;
  /** First day, YYYY-MM-DD. */
  first: string;
  /** First day of the next month (exclusive bound), YYYY-MM-DD. */
  next: string;
  /** Every day of the month, YYYY-MM-DD. */
  days: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');

export function currentMonthKey(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
}

/** Parses `YYYY-MM` or `MM-YYYY` (http/values.ts); null when it is neither or the month is out of range. */
export function parseMonth(raw: unknown): Month | null {
  const ym = parseYearMonth(raw);
  if (!ym) return null;
  const [first, last] = monthBounds(ym);
  const days = Array.from({ length: Number(last.slice(8)) }, (_, i) => `${ym.key}-${pad(i + 1)}`);
  const next = ym.month === 12 ? `${ym.year + 1}-01-01` : `${ym.year}-${pad(ym.month + 1)}-01`;
  return { key: ym.key, first, next, days };
}

/** Decimal hours as h:mm (the product's hour format). */
export function hoursText(hours: number): string {
  const minutes = Math.round(hours * 60);
  return `${Math.floor(minutes / 60)}:${pad(minutes % 60)}`;
}
