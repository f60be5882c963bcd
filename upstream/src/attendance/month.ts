/**
 * Months and days of the grid. The canonical month is `YYYY-MM` (sorts, matches ISO dates and the file names);
 * `MM-YYYY` (the targets' form, SPEC §9) is accepted too and normalised. Dates are ISO `YYYY-MM-DD`; CSV uploads may
 * also use the display form DD/MM/YYYY.
 */
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

/** Parses `YYYY-MM` or `MM-YYYY`; null when it is neither or the month is out of range. */
export function parseMonth(raw: unknown): Month | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})$/.exec(text);
  const alt = /^(\d{1,2})-(\d{4})$/.exec(text);
  if (!iso && !alt) return null;
  const year = Number(iso ? iso[1] : alt![2]);
  const month = Number(iso ? iso[2] : alt![1]);
  if (month < 1 || month > 12 || year < 1900 || year > 2999) return null;
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const key = `${year}-${pad(month)}`;
  const days = Array.from({ length }, (_, i) => `${key}-${pad(i + 1)}`);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return { key, first: days[0], next, days };
}

/** `YYYY-MM-DD` or `DD/MM/YYYY` -> `YYYY-MM-DD` when it is a real calendar day, else null. */
export function parseDate(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  let y: number, mo: number, d: number;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text))) [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(mo)}-${pad(d)}`;
}

/** Decimal hours as h:mm (the product's hour format). */
export function hoursText(hours: number): string {
  const minutes = Math.round(hours * 60);
  return `${Math.floor(minutes / 60)}:${pad(minutes % 60)}`;
}
