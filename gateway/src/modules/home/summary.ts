/**
 * The upstream's summary of the home dashboard (extension GET /home/summary): every scoped count and the first few of
 * each people list, computed in the database, read once per request. Each widget reads it through `fromSummary`,
 * whose fallback is the widget's composition of SPEC §7 reads (resolver.ts) for a backend without it (decision 0209).
 */
import type { Context } from '../../context';
import { withExtension, type Extension } from '../../kit/capabilities';
import type { GetAnswer } from '../../rest/typed';
import { calendarEvents, perRequest, type CalendarLeave } from './widgets';
import type { CalendarEvent, Celebration, Home, HomeHoliday } from './types';

const SUMMARY: Extension = 'GET /home/summary';
export type Summary = GetAnswer<'/home/summary'>;
type Person = Summary['offToday']['first'][number];

const summaries = perRequest((home, ctx) => ctx.rest.get('/home/summary', { query: { today: home.today } }));

/**
 * A widget made of the summary, or `fallback` when the upstream has no summary (404, remembered per process). Boxed:
 * a widget may be null (head count alone in one's scope), which withExtension would read as "not found".
 */
export async function fromSummary<T>(home: Home, ctx: Context, pick: (summary: Summary) => T, fallback: () => Promise<T>): Promise<T> {
  const boxed = await withExtension(
    ctx,
    SUMMARY,
    async () => ({ value: pick(await summaries(home, ctx)) }),
    async () => ({ value: await fallback() }),
  );
  return boxed.value;
}

export const celebrationOf = (p: Person): Celebration => ({
  employeeId: String(p.employeeId),
  name: p.name,
  departmentName: p.departmentName,
  date: p.startDate,
  thisWeek: p.thisWeek,
  thisMonth: p.thisMonth,
  years: p.years,
});

export const calendarLeaveOf = (p: Person): CalendarLeave => ({
  employeeId: String(p.employeeId),
  name: p.name,
  leaveType: p.leaveType,
  startDate: p.startDate,
  endDate: p.endDate,
});

/**
 * The month's events from the summary's candidates (each day's first few of each kind, all the cut can show), and per
 * day how many of its events are not among them, for the cut's `more`.
 */
export function summaryCalendar(s: Summary, holidays: HomeHoliday[]): { events: CalendarEvent[]; others: (day: string) => number } {
  const { leaves, birthdays, anniversaries, days } = s.calendar;
  const events = calendarEvents(holidays, leaves.map(calendarLeaveOf), birthdays.map(celebrationOf), anniversaries.map(celebrationOf));
  const total = new Map(days.map((d) => [d.date, d.count]));
  const others = (day: string) => (total.get(day) ?? 0) - events.filter((e) => e.employeeId !== null && e.startDate <= day && e.endDate >= day).length;
  return { events, others };
}
