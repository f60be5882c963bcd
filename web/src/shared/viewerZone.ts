/**
 * The viewer's time zone: the one their profile names, else the browser's. An instant (a timestamp with a time of
 * day) is shown in it by ./format.ts and the header's clock; a plain date (YYYY-MM-DD) is a calendar day and never
 * moves. The last zone known for the signed-in user is kept in localStorage, so a load shows times in it from the first
 * paint; the shell asks for it again once per load (ViewerTimeZone) and remounts the page when it changed.
 */
import dayjs, { type Dayjs } from 'dayjs';

const KEY = 'hr.viewerZone';
const listeners = new Set<() => void>();
let zone: string | null = null;

/** Whether the browser knows `name` as an IANA zone (a stored one may be unknown to an older browser). */
function known(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const usable = (name: string | null | undefined) => (name && known(name) ? name : null);

/** The zone instants are shown in; null: the browser's. */
export const viewerZone = (): string | null => zone;

/** Sets the viewer's zone for `userId` (null, empty or unknown: the browser's) and keeps it for the next load. */
export function setViewerZone(next: string | null | undefined, userId?: string): void {
  const value = usable(next);
  if (userId !== undefined) {
    if (value) localStorage.setItem(KEY, JSON.stringify({ userId, zone: value }));
    else localStorage.removeItem(KEY);
  }
  if (value === zone) return;
  zone = value;
  for (const listener of listeners) listener();
}

/** At sign-in (or a reload): the zone last known for this user, if any. */
export function restoreViewerZone(userId: string | undefined): void {
  let kept: { userId?: string; zone?: string } = {};
  try {
    kept = JSON.parse(localStorage.getItem(KEY) ?? '{}') as typeof kept;
  } catch {
    // an unreadable entry is the browser's zone
  }
  setViewerZone(userId !== undefined && kept.userId === userId ? kept.zone : null);
}

export function subscribeViewerZone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The zone's wall-clock reader, one per zone (the browser's Intl data: dayjs' zone plugins cost every page 3 KB). */
const readers = new Map<string, Intl.DateTimeFormat>();
function reader(name: string): Intl.DateTimeFormat {
  let found = readers.get(name);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: name,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    readers.set(name, found);
  }
  return found;
}

/**
 * `d` (an instant) as the viewer reads it: a dayjs holding the zone's wall clock, for display only (formatting, not
 * arithmetic across zones).
 */
export function inViewerZone(d: Dayjs): Dayjs {
  if (!zone) return d;
  const p = Object.fromEntries(
    reader(zone)
      .formatToParts(d.toDate())
      .map((part) => [part.type, Number(part.value)]),
  );
  return dayjs(new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, d.millisecond()));
}
