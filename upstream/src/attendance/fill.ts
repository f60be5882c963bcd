/**
 * What an unmarked cell of the grid reads, so the grid agrees with leave and holidays. A recorded status
 * always wins; for a day nobody marked, in this order:
 *   1. a public holiday              -> `holiday` (known in advance, so future holidays show too)
 *   2. an approved leave covering it -> its kind: `sick` for a leave type named like "Sick", else `on_leave`
 *   3. a Saturday or Sunday          -> `weekend` (the weekly days off: no working day, formulas.ts)
 *   4. today or a later day          -> '' (blank: not marked yet; today is not an absence before it ends)
 *   5. a past day                    -> `absent` (SPEC §3 "Cell status defaults to absent when empty")
 * A filled day counts in total_hours exactly as if it had been recorded with that status (statuses.ts: holiday, leave
 * and sick add 0 worked hours); a blank future day adds 0.
 */
import { DEFAULT_STATUS } from './statuses';

/** The status shown for today or a later day nobody marked: blank ("Not recorded yet"). */
export const FUTURE_STATUS = '';

/** `sick` for a sick-leave type, `on_leave` for every other kind of approved leave. */
export function leaveStatus(leaveTypeName: string): string {
  return /\bsick\b/i.test(leaveTypeName) ? 'sick' : 'on_leave';
}

/** leaveStatus in SQL, of a leave type name column (home's counts fill days in the database). */
export const leaveStatusSql = (column: string) => `CASE WHEN ${column} ~* '\\msick\\M' THEN 'sick' ELSE 'on_leave' END`;

export interface DayContext {
  /** YYYY-MM-DD of "today" (injected, see app.ts `today`). */
  today: string;
  /** Days a public holiday covers. */
  holidays: ReadonlySet<string>;
  /** Status of each day an approved leave of this employee covers (see leaveStatus). */
  leaves?: ReadonlyMap<string, string>;
}

/** The status of one day: the recorded one, else the first rule above that applies. */
export function dayStatus(day: string, recorded: string | undefined, ctx: DayContext): string {
  if (recorded) return recorded;
  if (ctx.holidays.has(day)) return 'holiday';
  const leave = ctx.leaves?.get(day);
  if (leave) return leave;
  if (isWeekend(day)) return 'weekend';
  return day >= ctx.today ? FUTURE_STATUS : DEFAULT_STATUS;
}

/** Saturday or Sunday of a YYYY-MM-DD (read as a calendar day, whatever the process's time zone). */
export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Local YYYY-MM-DD of a Date (the company's calendar day, like currentMonthKey). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
