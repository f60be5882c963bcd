/** The calendar event kinds' colours and labels: the home calendar and the calendars page show them alike. */
import type { CalendarEventKind } from '../generated/graphql';

export const KIND_COLOURS: Record<CalendarEventKind, string> = {
  LEAVE: 'blue',
  BIRTHDAY: 'magenta',
  ANNIVERSARY: 'gold',
  HOLIDAY: 'purple',
};

export const KIND_LABELS: Record<CalendarEventKind, string> = {
  LEAVE: 'Leave',
  BIRTHDAY: 'Birthday',
  ANNIVERSARY: 'Work anniversary',
  HOLIDAY: 'Holiday',
};

export const KINDS = Object.keys(KIND_LABELS) as CalendarEventKind[];
