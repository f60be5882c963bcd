/** Pure helpers of the home dashboard: which widget failed (the GraphQL error path), and the labels shown. */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { HomeQuery } from '../../generated/graphql';

export type HomeData = HomeQuery['home'];
export type Widget = Exclude<keyof HomeData, '__typename' | 'today' | 'weekStart' | 'weekEnd' | 'monthStart' | 'monthEnd' | 'scope'>;

/** The widgets whose field came back with an error (path `home.<widget>`); the others render. */
export function failedWidgets(error: unknown): Set<string> {
  if (!CombinedGraphQLErrors.is(error)) return new Set();
  return new Set(error.errors.filter((e) => e.path?.[0] === 'home' && typeof e.path[1] === 'string').map((e) => String(e.path![1])));
}

/** Whether the whole query failed (no dashboard at all: network, session, or an error outside one widget). */
export function wholeFailure(error: unknown, data: HomeData | undefined): boolean {
  if (!error) return false;
  if (!data) return true;
  return CombinedGraphQLErrors.is(error) ? error.errors.some((e) => e.path?.[0] !== 'home' || e.path.length < 2) : true;
}

/**
 * A scoped widget's title for the viewer's scope: "Company …", "My team's …", "My …"; without a scope (its read
 * failed, or still loading) the bare title, rather than a scope that may not be the viewer's.
 */
export function scopedTitle(scope: HomeData['scope'] | undefined): (what: string) => string {
  const prefix = scope === 'COMPANY' ? 'Company' : scope === 'REPORTS' ? "My team's" : scope === 'SELF' ? 'My' : null;
  return (what) => (prefix ? `${prefix} ${what}` : what.charAt(0).toUpperCase() + what.slice(1));
}

/** What each widget is called in its "Failed to load ..." text. */
export const WIDGET_LABELS: Record<Widget, string> = {
  birthdays: 'birthdays',
  birthdayCounts: 'birthdays',
  anniversaries: 'work anniversaries',
  anniversaryCounts: 'work anniversaries',
  offToday: 'who is off today',
  offTodayCount: 'who is off today',
  calendar: 'the calendar',
  calendarMore: 'the calendar',
  headcount: 'head count',
  leavesThisMonth: 'leaves this month',
  holidays: 'official holidays',
  actionsThisMonth: 'actions this month',
  attendanceThisMonth: 'attendance this month',
  expiryAlerts: 'expiry alerts',
};

/** "3 years" / "1 year". */
export const yearsLabel = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;
