/**
 * What the home widgets make of their data, whichever way it came (the upstream's summary, summary.ts, or the
 * composition of SPEC §7 reads, resolver.ts): labels and order of counts, the first few celebrations, the month
 * calendar's events and its cut to a few a day.
 */
import type { Context } from '../../context';
import { ATTENDANCE_STATUSES } from '../../../../upstream/src/attendance/statuses';
import {
  CalendarEventKind,
  type CalendarDayMore,
  type CalendarEvent,
  type Celebration,
  type CelebrationCounts,
  type Home,
  type HomeHoliday,
  type KeyCount,
} from './types';

/**
 * The answer stays small at any company size (under 20 KB for 5,000 people): a people widget's list holds its first
 * HOME_FIRST entries (this week's and this month's each) beside counts of all, and a calendar day its first
 * CALENDAR_PER_DAY events beside the number left out; the full lists are the paged screens the web links to.
 */
export const HOME_FIRST = 5;
export const CALENDAR_PER_DAY = 2;

/** A widget's whole data, computed once per request and day whichever fields ask for it. */
export function perRequest<T>(compute: (home: Home, ctx: Context) => Promise<T>): (home: Home, ctx: Context) => Promise<T> {
  const cache = new WeakMap<Context, Map<string, Promise<T>>>();
  return (home, ctx) => {
    const byDay = cache.get(ctx) ?? new Map<string, Promise<T>>();
    cache.set(ctx, byDay);
    let answer = byDay.get(home.today);
    if (!answer) byDay.set(home.today, (answer = compute(home, ctx)));
    return answer;
  };
}

export const ACTION_STATUS = ['Pending', 'Approved', 'Rejected', 'Waived'];
export const LEAVE_STATUS: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  canceled: 'Canceled',
};
const ATTENDANCE_LABEL = new Map(ATTENDANCE_STATUSES.map((s) => [s.key, s.label]));
const ATTENDANCE_ORDER = new Map(ATTENDANCE_STATUSES.map((s, i) => [s.key, i]));

export const leaveStatus = (status: string) => ({ key: status, label: LEAVE_STATUS[status] ?? status });
export const actionStatus = (status: number | string) => ({ key: String(status), label: ACTION_STATUS[Number(status)] ?? String(status) });
export const attendanceStatus = (status: string) => ({ key: status, label: ATTENDANCE_LABEL.get(status) ?? status });
export const attendanceOrder = (key: string) => ATTENDANCE_ORDER.get(key) ?? ATTENDANCE_ORDER.size;
/** A department bar: its id (or `none`) and name. */
export const department = (id: string | number | null | undefined, name: string | null | undefined) => ({
  key: id ? String(id) : 'none',
  label: name ?? 'No department',
});

/** Counts in widget order: `order` of the key when given, else largest first then by label. */
export function ordered(list: KeyCount[], order?: (key: string) => number): KeyCount[] {
  return order ? list.sort((a, b) => order(a.key) - order(b.key)) : list.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** Counts by key, in widget order (`ordered`). */
export function countBy<T>(items: T[], keyOf: (item: T) => { key: string; label: string }, order?: (key: string) => number): KeyCount[] {
  const counts = new Map<string, KeyCount>();
  for (const item of items) {
    const { key, label } = keyOf(item);
    const entry = counts.get(key) ?? { key, label, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return ordered([...counts.values()], order);
}

export const byDateThenName = (a: { date: string; name: string }, b: { date: string; name: string }) =>
  a.date.localeCompare(b.date) || a.name.localeCompare(b.name);

/** The first HOME_FIRST celebrations of this week and the first HOME_FIRST of this month, in their order. */
export function firstOfEach(list: Celebration[]): Celebration[] {
  let week = 0;
  let month = 0;
  return list.filter((c) => {
    const keep = (c.thisWeek && week < HOME_FIRST) || (c.thisMonth && month < HOME_FIRST);
    if (keep && c.thisWeek) week += 1;
    if (keep && c.thisMonth) month += 1;
    return keep;
  });
}

export const countsOf = (list: Celebration[]): CelebrationCounts => ({
  thisWeek: list.filter((c) => c.thisWeek).length,
  thisMonth: list.filter((c) => c.thisMonth).length,
});

/** An approved leave on the calendar; `leaveType` only where the viewer may see the person's requests. */
export interface CalendarLeave {
  employeeId: string;
  name: string;
  leaveType: string | null;
  startDate: string;
  endDate: string;
}

/** The month's events, by first day then title: holidays, leaves, and this month's birthdays and anniversaries. */
export function calendarEvents(holidays: HomeHoliday[], leaves: CalendarLeave[], born: Celebration[], joined: Celebration[]): CalendarEvent[] {
  const day = (kind: CalendarEventKind, title: string, c: Celebration): CalendarEvent => ({
    kind,
    title,
    startDate: c.date,
    endDate: c.date,
    employeeId: c.employeeId,
  });
  const events: CalendarEvent[] = [
    ...holidays.map((h) => ({ kind: CalendarEventKind.HOLIDAY, title: h.name, startDate: h.startDate, endDate: h.endDate, employeeId: null })),
    ...leaves.map((l) => ({
      kind: CalendarEventKind.LEAVE,
      title: l.leaveType ? `${l.name} (${l.leaveType})` : l.name,
      startDate: l.startDate,
      endDate: l.endDate,
      employeeId: l.employeeId,
    })),
    ...born.filter((b) => b.thisMonth).map((b) => day(CalendarEventKind.BIRTHDAY, b.name, b)),
    ...joined.filter((a) => a.thisMonth).map((a) => day(CalendarEventKind.ANNIVERSARY, `${a.name} (${a.years} ${a.years === 1 ? 'year' : 'years'})`, a)),
  ];
  return events.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.title.localeCompare(b.title));
}

const KIND_ORDER = [CalendarEventKind.HOLIDAY, CalendarEventKind.LEAVE, CalendarEventKind.BIRTHDAY, CalendarEventKind.ANNIVERSARY];

/**
 * The events each day of the month shows: at most CALENDAR_PER_DAY, taken in turn from each kind (holidays first) in
 * the list's order; an event stays when some day shows it. `more` counts, per day, its events that did not stay.
 * `others(day)`: events of the day that `events` leaves out (the summary answers only each day's first few of a kind).
 */
export function calendarCut(
  events: CalendarEvent[],
  month: { start: string; end: string },
  others: (day: string) => number = () => 0,
): { kept: CalendarEvent[]; more: CalendarDayMore[] } {
  const kept = new Set<CalendarEvent>();
  const days: string[] = [];
  for (let d = new Date(`${month.start}T00:00:00Z`); d.toISOString().slice(0, 10) <= month.end; d.setUTCDate(d.getUTCDate() + 1)) {
    days.push(d.toISOString().slice(0, 10));
  }
  const onDay = new Map(days.map((day) => [day, events.filter((e) => e.startDate <= day && e.endDate >= day)]));
  for (const day of days) {
    const byKind = KIND_ORDER.map((kind) => onDay.get(day)!.filter((e) => e.kind === kind));
    let shown = 0;
    for (let turn = 0; shown < CALENDAR_PER_DAY && byKind.some((list) => list.length > turn); turn += 1) {
      for (const list of byKind) {
        if (shown < CALENDAR_PER_DAY && list[turn]) {
          kept.add(list[turn]);
          shown += 1;
        }
      }
    }
  }
  const more = days.flatMap((date) => {
    const count = onDay.get(date)!.filter((e) => !kept.has(e)).length + others(date);
    return count ? [{ date, count }] : [];
  });
  return { kept: events.filter((e) => kept.has(e)), more };
}
