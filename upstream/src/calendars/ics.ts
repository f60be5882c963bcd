/** A calendar's events as iCalendar (RFC 5545) through ical-generator: all-day events, UID stable per event. */
import ical from 'ical-generator';
import type { Event } from './events';

const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** DTEND of an all-day event is the day after its last (exclusive). */
const dayAfter = (iso: string) => new Date(utcDay(iso).getTime() + 86_400_000);

export function toIcs(name: string, events: Event[], stamp: Date = new Date()): string {
  const calendar = ical({ name, prodId: { company: 'hr', product: 'calendars' } });
  for (const e of events)
    calendar.createEvent({
      id: e.uid,
      start: utcDay(e.start_date),
      end: dayAfter(e.end_date),
      allDay: true,
      summary: e.title,
      categories: [{ name: e.kind.toUpperCase() }],
      stamp,
    });
  return calendar.toString();
}
