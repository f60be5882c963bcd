/**
 * THE readers of raw request values shared by every domain: body unwrapping, blanks, ids, dates, months, search
 * terms, NUL bytes and the bounds every number and date must respect. Domains call these; they never re-implement them.
 *
 * Bounds (decisions; SPEC §5 gives the message forms, not the numbers):
 * - Dates: a real calendar day between 1900-01-01 (SPEC §5's year picker start) and 2100-12-31; fields that record
 *   what already happened (an action's date) may not lie in the future.
 * - Amounts of money: at most 1,000,000,000; days per year: at most 366; percentages: at most 100.
 * - Search and filter text: at most 200 characters (a longer one is a 422, never a header-size failure), with the
 *   LIKE wildcards `%`, `_` and `\` matched literally.
 * - Strings never contain U+0000 (the database refuses it): 422 naming the field.
 */
import { HttpError, humanize, validationError } from './errors';
import { messages, SEARCH_MAX } from '@hr/rules';

export type Body = Record<string, unknown>;

export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';
export const MAX_AMOUNT = 1_000_000_000;
export const MAX_DAYS_PER_YEAR = 366;
export { SEARCH_MAX };

/** Accepts the Rails-style wrapper (`{ employee: {...} }`, first wrapper found wins) or the flat body. */
export function unwrap(body: unknown, ...wrappers: string[]): Body {
  const b = (body && typeof body === 'object' ? body : {}) as Body;
  for (const w of wrappers) {
    const inner = b[w];
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) return inner as Body;
  }
  return b;
}

/** undefined, null, or a string of spaces. */
export const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Trimmed text, or null when blank. */
export const text = (v: unknown): string | null => (isBlank(v) ? null : String(v).trim());

/** Free text of at most `max` characters (trimmed; null when blank), else 422 "<Label> must be less than <max> characters". */
export function boundedText(v: unknown, field: string, label: string, max: number): string | null {
  const t = text(v);
  if (t !== null && t.length > max) throw validationError([{ field, message: messages.maxLength(label, max) }]);
  return t;
}

/** Positive integer id (fits a Postgres int), or null. */
export function idParam(raw: unknown): number | null {
  const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+$/.test(s)) return null;
  const n = Number(s);
  return n > 0 && n < 2 ** 31 ? n : null;
}

/** A route's `{id}`: a positive integer, or a 404 with `notFound`. */
export function routeId(raw: unknown, notFound: string): number {
  const id = idParam(raw);
  if (id === null) throw new HttpError(404, notFound);
  return id;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A time of day, HH:mm on the 24-hour clock (shifts, work logs), and the words refusing anything else. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const notTimeOfDay = (label: string) => `${label} must be a time of day (HH:mm, 24-hour)`;

/** Today as YYYY-MM-DD (UTC, like every stored date). */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** `date` moved by `days` (YYYY-MM-DD, UTC). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The longest day range a list of days answers (a month view with its edge weeks), and the words refusing more. */
export const DAY_RANGE = { days: 62, tooLong: 'Choose at most 62 days', backwards: 'The range must end on or after its start' } as const;

/** Refuses (422 on `to`) a from..to day range that runs backwards or is longer than `DAY_RANGE.days`. */
export function assertDayRange(from: string, to: string): void {
  if (to < from) throw validationError([{ field: 'to', message: DAY_RANGE.backwards }]);
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= DAY_RANGE.days) throw validationError([{ field: 'to', message: DAY_RANGE.tooLong }]);
}

/** `YYYY-MM-DD` or `DD/MM/YYYY` -> `YYYY-MM-DD` when it is a real calendar day within DATE_MIN..DATE_MAX, else null. */
export function parseDate(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const s = raw.trim();
  let y: number, mo: number, d: number;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s))) [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  const iso = `${y}-${pad(mo)}-${pad(d)}`;
  return iso < DATE_MIN || iso > DATE_MAX ? null : iso;
}

/** Strict ISO `YYYY-MM-DD` (a real day within the bounds). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && parseDate(value) === value;
}

export interface YearMonth {
  year: number;
  /** 1..12 */
  month: number;
  /** YYYY-MM */
  key: string;
}

/** `YYYY-MM` or `MM-YYYY` (SPEC §9's targets form) within the date bounds, else null. */
export function parseYearMonth(raw: unknown): YearMonth | null {
  if (typeof raw !== 'string') return null;
  const s = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})$/.exec(s);
  const alt = /^(\d{1,2})-(\d{4})$/.exec(s);
  if (!iso && !alt) return null;
  const year = Number(iso ? iso[1] : alt![2]);
  const month = Number(iso ? iso[2] : alt![1]);
  if (month < 1 || month > 12 || year < Number(DATE_MIN.slice(0, 4)) || year > Number(DATE_MAX.slice(0, 4))) return null;
  return { year, month, key: `${year}-${pad(month)}` };
}

/** First and last day of a month. */
export function monthBounds({ year, month, key }: YearMonth): [string, string] {
  return [`${key}-01`, `${key}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`];
}

/**
 * A search/filter term as an ILIKE pattern matching it anywhere, wildcards escaped (`\` is Postgres' default LIKE
 * escape); null when blank. Longer than SEARCH_MAX -> 422 naming `field`.
 */
export function likePattern(raw: unknown, field = 'search', label = 'Search'): string | null {
  const term = text(raw);
  if (term === null) return null;
  if (term.length > SEARCH_MAX) throw validationError([{ field, message: messages.maxLength(label, SEARCH_MAX) }]);
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The path (`employee.name`, `attendances.0.status`) of the first string holding U+0000 in `value`, or null. */
export function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [k, v] of Object.entries(value)) {
      const found = nulPath(v, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}

/** 422 when any string in `value` (a body, a query, params, multipart fields or CSV records) holds a NUL byte. */
export function assertNoNul(value: unknown): void {
  const path = nulPath(value);
  if (!path) return;
  const field = [...path].reverse().find((p) => !/^\d+$/.test(p)) ?? null;
  const message = `${field ? humanize(field) : 'The request'} contains an invalid character (NUL)`;
  throw validationError([{ field, message }]);
}

/** `n` within 0..max, else a SPEC §5 message ("must be a positive number.", "must be at most N"); null when fine. */
export function boundsMessage(n: number, label: string, max: number): string | null {
  if (!Number.isFinite(n) || n < 0) return `${label} ${messages.numeric}`;
  if (n > max) return `${label} must be at most ${max}`;
  return null;
}
