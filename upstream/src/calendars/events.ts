/**
 * A calendar's events of a day range, computed from the data (never stored): approved leaves, birthdays (day and
 * month only, as the home page shows every signed-in person), work anniversaries (whole years since joining, from the
 * first) and public holidays. The app's answer and the ICS feed are both this one list.
 */
import type { Static } from '@sinclair/typebox';
import type { Queryable } from '../db';
import type { CalendarEvent } from './schemas';
import * as store from './store';

export type Event = Static<typeof CalendarEvent>;

/** The day `mmdd` of `year`; 29 February falls on the 28th in other years. */
function dayOf(year: number, mmdd: string): string {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${year}-${mmdd === '02-29' && !leap ? '02-28' : mmdd}`;
}

/** Each yearly recurrence of `mmdd` inside [from, to], with its year. */
function yearly(mmdd: string, from: string, to: string): { date: string; year: number }[] {
  const out: { date: string; year: number }[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    const date = dayOf(year, mmdd);
    if (date >= from && date <= to) out.push({ date, year });
  }
  return out;
}

/** What a leave's title says of it: the half or the hours where it is not whole days (the feed has only the title). */
function leavePart(l: store.LeaveSpan): string {
  if (l.unit === 'half_day_morning') return 'leave, morning';
  if (l.unit === 'half_day_evening') return 'leave, evening';
  if (l.unit === 'hours' && l.start_time && l.end_time) return `leave, ${l.start_time}–${l.end_time}`;
  return 'leave';
}

type Shown = Pick<store.CalendarRow, 'id' | 'scope' | 'team_ID' | 'person_id' | 'kinds'>;

export async function calendarEvents(db: Queryable, calendar: Shown, from: string, to: string): Promise<Event[]> {
  const kinds = new Set(calendar.kinds);
  const people = await store.scopePeople(db, calendar);
  const names = new Map(people.map((p) => [p.id, p.name]));
  const events: Event[] = [];
  const day = (uid: string, kind: Event['kind'], title: string, date: string, employeeId: number | null): Event => ({
    uid: `${uid}@calendar-${calendar.id}`,
    kind,
    title,
    start_date: date,
    end_date: date,
    half_day: false,
    employee_id: employeeId,
  });
  if (kinds.has('leave') && people.length) {
    for (const l of await store.approvedLeaves(db, [...names.keys()], from, to))
      events.push({
        ...day(`leave-${l.id}`, 'leave', `${names.get(l.employee_id)} (${leavePart(l)})`, l.start_date, l.employee_id),
        end_date: l.end_date,
        half_day: l.unit.startsWith('half_day'),
      });
  }
  for (const p of people) {
    if (kinds.has('birthday') && p.birthday)
      for (const { date, year } of yearly(p.birthday, from, to)) events.push(day(`birthday-${p.id}-${year}`, 'birthday', `${p.name} (birthday)`, date, p.id));
    if (kinds.has('anniversary') && p.date_joined)
      for (const { date, year } of yearly(p.date_joined.slice(5), from, to)) {
        const years = year - Number(p.date_joined.slice(0, 4));
        if (years >= 1)
          events.push(day(`anniversary-${p.id}-${year}`, 'anniversary', `${p.name} (${years} ${years === 1 ? 'year' : 'years'} at work)`, date, p.id));
      }
  }
  if (kinds.has('holiday'))
    for (const h of await store.holidays(db, from, to)) events.push({ ...day(`holiday-${h.id}`, 'holiday', h.name, h.start_date, null), end_date: h.end_date });
  return events.sort((a, b) => a.start_date.localeCompare(b.start_date) || a.title.localeCompare(b.title));
}
