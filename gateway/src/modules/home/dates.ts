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

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
/** Days in month `m` (1-12) of `year`. */
const daysIn = (year: number, m: number) =>
  m === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

/** The calendar month holding `day`. */
export function monthOf(day: string): Period & { key: string } {
  const [y, m] = day.split('-').map(Number);
  const key = day.slice(0, 7);
  return { key, start: `${key}-01`, end: `${key}-${pad2(daysIn(y, m))}` };
}

/** The 12 month keys YYYY-MM ending with the month of `day`, oldest first. */
export function lastTwelveMonths(day: string): string[] {
  const [y, m] = day.split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => isoOf(new Date(Date.UTC(y, m - 12 + i, 1))).slice(0, 7));
}

/**
 * The day MM-DD falls on in `year` (February 29 on February 28 in other years). String arithmetic, no Date: the home
 * page places every employee's birthday and anniversary in three years on each request.
 */
export function inYear(monthDay: string, year: number): string {
  const m = Number(monthDay.slice(0, 2));
  const d = Math.min(Number(monthDay.slice(3, 5)), daysIn(year, m));
  return `${year}-${pad2(m)}-${pad2(d)}`;
}

/** Whether `day` lies in the period (both ends included). */
export const within = (day: string, p: Period) => day >= p.start && day <= p.end;
/** Whether two periods share a day. */
export const overlaps = (a: Period, b: Period) => a.start <= b.end && b.start <= a.end;

export interface Occurrence {
  date: string;
  thisWeek: boolean;
  thisMonth: boolean;
}

/**
 * Where a yearly MM-DD falls inside this week or this month of `today` (a week may cross into another month or year),
 * or null when it falls in neither. The week and month are worked out once, for a whole list of dates.
 */
export function occurrences(today: string): (monthDay: string) => Occurrence | null {
  const week = weekOf(today);
  const month = monthOf(today);
  const year = Number(today.slice(0, 4));
  const years = [year, year - 1, year + 1];
  return (monthDay) => {
    for (const y of years) {
      const date = inYear(monthDay, y);
      const thisWeek = within(date, week);
      const thisMonth = within(date, month);
      if (thisWeek || thisMonth) return { date, thisWeek, thisMonth };
    }
    return null;
  };
}
