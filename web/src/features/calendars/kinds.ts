/** The event kinds' labels and colours (the home calendar's colours, so a leave looks the same everywhere). */
import type { CalendarKind } from '../../generated/graphql';

export const KIND_LABELS: Record<CalendarKind, string> = {
  LEAVE: 'Leave',
  BIRTHDAY: 'Birthday',
  ANNIVERSARY: 'Work anniversary',
  HOLIDAY: 'Public holiday',
};

export const KINDS = Object.keys(KIND_LABELS) as CalendarKind[];
