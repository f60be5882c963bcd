/**
 * GET /home/summary: every widget of the home dashboard for the caller, counted in the database (counts.ts,
 * people.ts), so the answer's cost follows what it shows, not the company's size. The gateway labels and orders it.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import type { Row } from '../http/entity';
import { addDays, monthBounds, parseYearMonth, todayIso } from '../http/values';
import { activeWithAlerts } from '../headcount/store';
import { isoDay } from '../attendance/fill';
import { actionsOfMonth, attendanceOfMonth, headcount, leavesOfMonth, scopeOf, type HomeDays } from './counts';
import { calendarLeaves, celebrations, offToday, type Week } from './people';
import type { HomePersonSchema, HomeSummarySchema } from './schemas';

export type HomePersonRow = Row<typeof HomePersonSchema>;
type HomeSummary = Row<typeof HomeSummarySchema>;

const monthEnd = (key: string) => monthBounds(parseYearMonth(key)!)[1];

/** The days of `today`: its month, the 12 months of the trend (oldest first), and the week (Sunday to Saturday, SPEC §5). */
export function homeDays(today: string, gridToday: string): HomeDays & { week: Week } {
  const [y, m] = today.split('-').map(Number);
  const trend = Array.from({ length: 12 }, (_, i) => {
    const month = new Date(Date.UTC(y, m - 12 + i, 1)).toISOString().slice(0, 7);
    return { month, end: i === 11 ? today : monthEnd(month) };
  });
  const start = addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
  return { today, monthStart: `${today.slice(0, 7)}-01`, monthEnd: monthEnd(today.slice(0, 7)), trend, gridToday, week: { start, end: addDays(start, 6) } };
}

export async function homeSummary(db: Db, request: FastifyRequest, today: string, now: Date): Promise<HomeSummary> {
  const days = homeDays(today, isoDay(now));
  const company = request.roles.ceo || request.roles.hr;
  const scope = await scopeOf(db, request.user.id, company);
  const [head, leaves, actions, attendance, off, birthdays, anniversaries, calendar, alerts] = await Promise.all([
    scope.kind === 'self' ? null : headcount(db, scope, days),
    leavesOfMonth(db, scope, days),
    actionsOfMonth(db, scope, days),
    attendanceOfMonth(db, scope, days),
    offToday(db, scope, days),
    celebrations(db, 'date_of_birth', days, days.week),
    celebrations(db, 'date_joined', days, days.week),
    calendarLeaves(db, scope, days),
    // Expiry alerts are headcount.manage's (CEO, HR), on the server's today as the headcount stats count them.
    company ? activeWithAlerts(db, todayIso()) : null,
  ]);
  const perDay = new Map<string, number>();
  for (const d of [...calendar.days, ...birthdays.days, ...anniversaries.days]) perDay.set(d.date, (perDay.get(d.date) ?? 0) + d.count);
  return {
    scope: scope.kind,
    headcount: head,
    leaves,
    actions,
    attendance,
    off_today: off,
    birthdays: birthdays.widget,
    anniversaries: anniversaries.widget,
    expiry_alerts: alerts && {
      contracts_expiring: Number(alerts.contracts_expiring),
      contracts_expired: Number(alerts.contracts_expired),
      national_ids_expiring: Number(alerts.national_ids_expiring),
      national_ids_expired: Number(alerts.national_ids_expired),
    },
    calendar: {
      leaves: calendar.leaves,
      birthdays: birthdays.calendar,
      anniversaries: anniversaries.calendar,
      days: [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count })),
    },
  };
}
