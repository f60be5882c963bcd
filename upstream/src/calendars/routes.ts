/**
 * Calendars (SPEC §3 shared area Calendar: name, color, isPrivate, createdBy; events of kind leave, birthday, work
 * anniversary) and their iCalendar feeds. Not in SPEC §7: extensions.
 *   GET    /calendars                    the calendars the caller may see
 *   POST   /calendars                    { calendar: { name, color, is_private, scope, team_ID, person_id, kinds } } -> 201
 *   PATCH  /calendars/{id}               the same body, every field; its creator or an admin
 *   DELETE /calendars/{id}               its creator or an admin -> 204
 *   GET    /calendars/{id}/events?from&to   the events of at most 62 days
 *   POST   /calendars/{id}/feed          a new personal feed token (the old one stops working) -> 201 { token }
 *   GET    /calendar_feeds/{token}       public (the token is the credential): text/calendar
 *
 * Decisions (docs/decisions/0207-calendars-and-feeds.md): a calendar shows the events of its scope (company, a team, a
 * person) of the kinds it names; every event is a fact any signed-in person reads already (the home calendar), so a
 * shared calendar is seen by everyone of the company, a private one by its creator and admins (CEO, head of HR).
 * A feed token is 32 random bytes, stored as its SHA-256, one per person per calendar; each fetch checks again that
 * the person is active, may sign in and may still see the calendar (else 404, as for an unknown token).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { deriveRoles } from '../auth/roles';
import { HttpError, validationError, type FieldError } from '../http/errors';
import { checkBody, sortByField } from '../http/schema';
import { addDays, assertDayRange, routeId, todayIso } from '../http/values';
import { calendarEvents } from './events';
import { toIcs } from './ics';
import { CalendarInput, EventsQuery } from './schemas';
import * as store from './store';

export const MESSAGES = {
  notFound: 'Calendar is not found!',
  notOwn: 'Only the person who created the calendar or an admin can delete it',
  notOwnEdit: 'Only the person who created the calendar or an admin can change it',
  color: 'Colour must be a colour like #1677ff',
  team: 'Team is not found!',
  person: 'Person is not found!',
  teamRequired: 'Choose the team',
  personRequired: 'Choose the person',
} as const;

const COLOR = /^#[0-9a-f]{6}$/i;
/** What a feed carries: the last 3 months and the next 12 (what calendar apps show without paging). */
const FEED_BACK_DAYS = 92;
const FEED_AHEAD_DAYS = 366;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const viewerOf = (request: FastifyRequest): store.Viewer => ({ id: request.user.id, admin: request.roles.admin });

export const calendarsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  async function visible(request: FastifyRequest<{ Params: { id: string } }>): Promise<store.CalendarRow> {
    const calendar = await store.visibleCalendar(db, viewerOf(request), routeId(request.params.id, MESSAGES.notFound));
    if (!calendar) throw new HttpError(404, MESSAGES.notFound);
    return calendar;
  }

  app.get('/calendars', async (request) => {
    const items = await store.listCalendars(db, viewerOf(request));
    return { items, count: items.length };
  });

  /** The checked write of a create or change: the body's errors and the team or person it names, in field order. */
  async function checkedWrite(request: FastifyRequest): Promise<store.CalendarWrite> {
    const { value, errors } = checkBody(request, CalendarInput);
    const more: FieldError[] = [];
    if (typeof value.color === 'string' && !COLOR.test(value.color)) more.push({ field: 'color', message: MESSAGES.color });
    if (value.scope === 'team' && !value.team_ID) more.push({ field: 'team_ID', message: MESSAGES.teamRequired });
    else if (value.scope === 'team' && !(await store.teamExists(db, value.team_ID!))) more.push({ field: 'team_ID', message: MESSAGES.team });
    if (value.scope === 'person' && !value.person_id) more.push({ field: 'person_id', message: MESSAGES.personRequired });
    else if (value.scope === 'person' && !(await store.personExists(db, value.person_id!))) more.push({ field: 'person_id', message: MESSAGES.person });
    const all = [...errors, ...more];
    if (all.length) throw validationError(sortByField(CalendarInput, all));
    return {
      name: value.name,
      color: value.color.toLowerCase(),
      is_private: value.is_private === true,
      scope: value.scope,
      team_id: value.scope === 'team' ? value.team_ID! : null,
      person_id: value.scope === 'person' ? value.person_id! : null,
      kinds: value.kinds,
    };
  }

  /** The calendar if the caller may change it: its creator or an admin (others get `message`). */
  async function own(request: FastifyRequest<{ Params: { id: string } }>, message: string): Promise<store.CalendarRow> {
    const calendar = await visible(request);
    if (calendar.created_by !== request.user.id && !request.roles.admin) throw new HttpError(403, message);
    return calendar;
  }

  app.post('/calendars', async (request, reply) => {
    const id = await store.insertCalendar(db, request.user.id, await checkedWrite(request));
    reply.code(201);
    return store.visibleCalendar(db, viewerOf(request), id);
  });

  app.patch<{ Params: { id: string } }>('/calendars/:id', async (request) => {
    const calendar = await own(request, MESSAGES.notOwnEdit);
    await store.updateCalendar(db, calendar.id, await checkedWrite(request));
    return store.visibleCalendar(db, viewerOf(request), calendar.id);
  });

  app.delete<{ Params: { id: string } }>('/calendars/:id', async (request, reply) => {
    const calendar = await own(request, MESSAGES.notOwn);
    await store.deleteCalendar(db, calendar.id);
    return reply.code(204).send();
  });

  app.get<{ Params: { id: string }; Querystring: Static<typeof EventsQuery> }>('/calendars/:id/events', async (request) => {
    const { from, to } = request.query;
    assertDayRange(from, to);
    const calendar = await visible(request);
    return { calendar_id: calendar.id, from, to, items: await calendarEvents(db, calendar, from, to) };
  });

  app.post<{ Params: { id: string } }>('/calendars/:id/feed', async (request, reply) => {
    const calendar = await visible(request);
    const token = randomBytes(32).toString('base64url');
    await db.transaction((tx) => store.replaceFeedToken(tx, calendar.id, request.user.id, hashToken(token)));
    reply.code(201);
    return { token };
  });

  app.get<{ Params: { token: string } }>('/calendar_feeds/:token', async (request, reply) => {
    const owner = await store.feedOwner(db, hashToken(request.params.token));
    // Access as of now: a person who left, lost their account or lost sight of the calendar gets nothing.
    const calendar = owner?.active ? await store.visibleCalendar(db, { id: owner.employee_id, admin: deriveRoles(owner).admin }, owner.calendar_id) : undefined;
    if (!calendar) throw new HttpError(404, MESSAGES.notFound);
    const today = todayIso();
    const events = await calendarEvents(db, calendar, addDays(today, -FEED_BACK_DAYS), addDays(today, FEED_AHEAD_DAYS));
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(toIcs(calendar.name, events));
  });
};
