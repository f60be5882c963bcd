/**
 * The headcount figures from the records themselves (SPEC §7 `GET /headcount_employees`, one call), for a backend
 * without the `GET /headcount_employees/stats` extension: the same groups, 12 months and alert counts the extension
 * answers (alerts as the records flag them, or from the dates: expired, or within 30 days).
 */
import type { Context } from '../../context';
import type { GetAnswer } from '../../rest/typed';
import type { HeadcountStats } from './types';

type Row = GetAnswer<'/headcount_employees'>['items'][number];

const ALERT_DAYS = 30;
const day = (d: Date) => d.toISOString().slice(0, 10);

function groups(rows: Row[], label: (r: Row) => string | null | undefined) {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const key = label(r) || 'Not set';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([l, count]) => ({ label: l, count })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

function alertOf(date: string | null | undefined, today: string, limit: string): 'expired' | 'expiring' | null {
  if (!date) return null;
  if (date < today) return 'expired';
  return date <= limit ? 'expiring' : null;
}

export function statsOf(all: Row[], now = new Date()): HeadcountStats {
  const today = day(now);
  const limit = day(new Date(now.getTime() + ALERT_DAYS * 86_400_000));
  const active = all.filter((r) => r.active);
  const count = (kind: 'expired' | 'expiring', date: (r: Row) => string | null | undefined) =>
    active.filter((r) => alertOf(date(r), today, limit) === kind).length;
  const months = Array.from({ length: 12 }, (_, i) => {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const month = day(start).slice(0, 7);
    const end = day(next);
    return {
      month,
      hires: all.filter((r) => r.hiringDate?.startsWith(month)).length,
      leavers: all.filter((r) => r.lastWorkingDay?.startsWith(month)).length,
      headcount: all.filter((r) => r.hiringDate && r.hiringDate < end && (!r.lastWorkingDay || r.lastWorkingDay >= end)).length,
    };
  });
  return {
    total: active.length,
    byDepartment: groups(active, (r) => r.department),
    byStatus: groups(active, (r) => r.status),
    byEmploymentType: groups(active, (r) => r.employmentType),
    byGender: groups(active, (r) => r.gender),
    months,
    alerts: {
      contractsExpiring: count('expiring', (r) => r.contractExpirationDate),
      contractsExpired: count('expired', (r) => r.contractExpirationDate),
      nationalIdsExpiring: count('expiring', (r) => r.nationalIdExpirationDate),
      nationalIdsExpired: count('expired', (r) => r.nationalIdExpirationDate),
    },
  };
}

/** Every record in one SPEC §7 call (without `limit` the list answers every row). */
export async function statsFromRecords(ctx: Context): Promise<HeadcountStats> {
  const page = await ctx.rest.get('/headcount_employees');
  return statsOf(page.items);
}
