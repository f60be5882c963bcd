/** Route schemas of calendars (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import { Body, DateTime, Entity, Field, Id, IdParams, IsoDate, NoContent, NStr, Nullable, Query, type RouteSchemaTable } from '../http/schema';

export const SCOPES = ['company', 'team', 'person'] as const;
export const KINDS = ['leave', 'birthday', 'anniversary', 'holiday'] as const;
export type Kind = (typeof KINDS)[number];

const NId = Nullable(Id);

export const Calendar = Entity('Calendar', {
  id: Id,
  name: Type.String(),
  color: Type.String({ description: 'Colour, #rrggbb' }),
  is_private: Type.Boolean({ description: 'Seen only by its creator and admins (CEO, head of HR)' }),
  scope: Type.Union(
    SCOPES.map((s) => Type.Literal(s)),
    { description: 'Whose events: the whole company, one team, one person' },
  ),
  team_ID: NId,
  team_name: NStr,
  person_id: NId,
  person_name: NStr,
  kinds: Type.Array(Type.Union(KINDS.map((k) => Type.Literal(k))), { description: 'Which kinds of event it shows' }),
  created_by: Id,
  created_by_name: Type.String(),
  created_at: DateTime,
  has_feed: Type.Boolean({ description: 'Whether the caller has a live feed link for it' }),
});

export const CalendarList = Type.Object({ items: Type.Array(Calendar), count: Type.Integer({ minimum: 0 }) });

export const CalendarInput = Body(
  {
    name: Field.text('Name', { required: true, max: 100 }),
    color: Field.text('Colour', { required: true, max: 7 }),
    is_private: Field.boolean('Private'),
    scope: Field.enum('Scope', SCOPES, { required: true }),
    team_ID: Field.id('Team'),
    person_id: Field.id('Person'),
    kinds: Field.enums('Kinds', KINDS, { required: true }),
  },
  'calendar',
);

export const CalendarEvent = Type.Object({
  uid: Type.String({ description: 'Stable id of the event (the feed UID)' }),
  kind: Type.Union(KINDS.map((k) => Type.Literal(k))),
  title: Type.String(),
  start_date: IsoDate,
  end_date: IsoDate,
  half_day: Type.Boolean({ description: 'A half-day leave (morning or evening: its title says which)' }),
  employee_id: NId,
});

export const EventsQuery = Query({ from: IsoDate, to: IsoDate });

export const CalendarEvents = Entity('CalendarEvents', {
  calendar_id: Id,
  from: IsoDate,
  to: IsoDate,
  items: Type.Array(CalendarEvent, { description: 'By first day, then title' }),
});

export const FeedToken = Type.Object({
  token: Type.String({ description: 'The feed token: shown once, stored hashed; the previous one stops working' }),
});

export const FeedParams = Type.Object({ token: Type.String({ description: 'A feed token' }) });

export const calendarsSchemas: RouteSchemaTable = {
  'GET /calendars': {
    summary: 'Calendars the caller may see: every shared one, their own private ones (admins: every one)',
    tags: ['calendars'],
    response: { 200: CalendarList },
  },
  'POST /calendars': { summary: 'Create a calendar', tags: ['calendars'], body: CalendarInput, response: { 201: Calendar } },
  'PATCH /calendars/:id': {
    summary: 'Change a calendar, every field as on create (its creator or an admin)',
    tags: ['calendars'],
    params: IdParams,
    body: CalendarInput,
    response: { 200: Calendar },
  },
  'DELETE /calendars/:id': { summary: 'Delete a calendar (its creator or an admin)', tags: ['calendars'], params: IdParams, response: { 204: NoContent } },
  'GET /calendars/:id/events': {
    summary: "A calendar's events of a day range (at most 62 days), computed from the data",
    tags: ['calendars'],
    params: IdParams,
    querystring: EventsQuery,
    response: { 200: CalendarEvents },
  },
  'POST /calendars/:id/feed': {
    summary: "A new personal feed token for the calendar (revokes the caller's previous one)",
    tags: ['calendars'],
    params: IdParams,
    response: { 201: FeedToken },
  },
  'GET /calendar_feeds/:token': {
    summary: 'The calendar as iCalendar (RFC 5545), public: the token is the credential; access is checked again at each fetch',
    tags: ['calendars'],
    params: FeedParams,
    produces: ['text/calendar'],
    response: { 200: Type.String({ description: 'text/calendar' }) },
  },
};
