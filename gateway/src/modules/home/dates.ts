/**
 * Calendar arithmetic of the home dashboard, pure (ISO `YYYY-MM-DD` strings, UTC days): the week (Sunday to
 * Saturday, SPEC §5), the month, this occurrence of a yearly date (birthdays, anniversaries), the last 12 months.
 */
const DAY = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
export const isoOf = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => isoOf(new Date(toDate(iso).getTime() + days * DAY));

/** Whether `raw` is a real calendar day YYYY-MM-DD (1900..2100). */
export function isIsoDay(raw: string): boolean {
  const m = ISO.exec(raw);
  if (!m || Number(m[1]) < 1900 || Number(m[1]) > 2100) return false;
  return isoOf(toDate(raw)) === raw;
}

/** Today's UTC day (the upstream's calendar). */
export const todayUtc = (now = new Date()) => isoOf(now);

export interface Period {
  start: string;
  end: string;
}

/** The week (Sunday..Saturday) holding `day`. */
export function weekOf(day: string): Period {
  const start = addDays(day, -toDate(day).getUTCDay());
  return { start, end: addDays(start, 6) };
}

/** The calendar month holding `day`. */
export function monthOf(day: string): Period & { key: string } {
  const [y, m] = day.split('-').map(Number);
  const end = isoOf(new Date(Date.UTC(y, m, 0)));
  return { key: day.slice(0, 7), start: `${day.slice(0, 7)}-01`, end };
}

/** The 12 month keys YYYY-MM ending with the month of `day`, oldest first. */
export function lastTwelveMonths(day: string): string[] {
  const [y, m] = day.split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => isoOf(new Date(Date.UTC(y, m - 12 + i, 1))).slice(0, 7));
}

/** The day MM-DD falls on in `year` (February 29 on February 28 in other years). */
export function inYear(monthDay: string, year: number): string {
  const [m, d] = monthDay.split('-').map(Number);
  const date = new Date(Date.UTC(year, m - 1, d));
  return date.getUTCMonth() === m - 1 ? isoOf(date) : isoOf(new Date(Date.UTC(year, m - 1, d - 1)));
}

/** Whether `day` lies in the period (both ends included). */
export const within = (day: string, p: Period) => day >= p.start && day <= p.end;
/** Whether two periods share a day. */
export const overlaps = (a: Period, b: Period) => a.start <= b.end && b.start <= a.end;

/**
 * The occurrence of a yearly MM-DD inside this week or this month of `today` (a week may cross into another month or
 * year), or null when it falls in neither.
 */
export function occurrence(monthDay: string, today: string): { date: string; thisWeek: boolean; thisMonth: boolean } | null {
  const week = weekOf(today);
  const month = monthOf(today);
  const year = Number(today.slice(0, 4));
  for (const y of [year, year - 1, year + 1]) {
    const date = inYear(monthDay, y);
    const thisWeek = within(date, week);
    const thisMonth = within(date, month);
    if (thisWeek || thisMonth) return { date, thisWeek, thisMonth };
  }
  return null;
}
