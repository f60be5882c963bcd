/**
 * Calendars through GraphQL against the real upstream: a shared team calendar with a colleague's approved leave (a
 * pending one never shows), birthdays and anniversaries; private calendars seen by their creator and admins only, per
 * role; a calendar changed by its creator or an admin only; another company's people never see them; the personal ICS feed served by the gateway without sign-in, parsed
 * by ical.js and compared with the app's calendar answer; "Reset link" revoking the old link; a subscriber who lost
 * access gets nothing. Every call is an upstream extension: on a SPEC §7-only upstream they answer NOT_FOUND and
 * `capabilities.calendars` is false.
 *
 * @spec GET /calendars, POST /calendars, PATCH /calendars/{id}, DELETE /calendars/{id}, GET /calendars/{id}/events, POST /calendars/{id}/feed
 * @spec GET /calendar_feeds/{token}
 * @postgres calendars
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import { ACME } from '../../upstream/src/companies/acme';
import { withCompany } from '../../upstream/src/companies/context';
import { DEMO_PASSWORD, type DemoKey } from '../../upstream/src/seed';
import {
  CalendarEventsDocument as EVENTS,
  CalendarsDocument as LIST,
  CreateCalendarDocument as CREATE,
  DeleteCalendarDocument as DELETE,
  ResetCalendarFeedDocument as RESET,
  UpdateCalendarDocument as UPDATE,
} from '../../web/src/features/calendars/calendars.generated';
import type { CalendarInput } from '../../web/src/generated/graphql';
import { demoPerson } from '../support/builders';
import { dataOf, demoName, describeFull, gql, itFull, itSpec, loginAs, startStack, type Stack } from '../support/stack';

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
let agentId: string;

const day = (shift: number) => new Date(Date.now() + shift * 86_400_000).toISOString().slice(0, 10);
const FROM = day(0);
const TO = day(40);

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['agent', 'teamleader', 'ceo', 'headofhr', 'hr', 'acm'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  agentId = String((await demoPerson(stack, 'agent')).id);
});
afterAll(() => stack.close());

const input = (more: Partial<CalendarInput>): CalendarInput => ({
  name: 'Team calendar',
  color: '#1677ff',
  scope: 'TEAM' as CalendarInput['scope'],
  teamId: '1',
  kinds: ['LEAVE', 'BIRTHDAY', 'ANNIVERSARY'] as CalendarInput['kinds'],
  ...more,
});
const create = async (more: Partial<CalendarInput>, token = tokens.teamleader) =>
  dataOf(await gql(stack, CREATE, { input: input(more) }, token)).createCalendar;
const names = async (token: string) => dataOf(await gql(stack, LIST, {}, token)).calendars.items.map((c) => c.name);
const events = (id: string, token: string) => gql(stack, EVENTS, { id, from: FROM, to: TO }, token);

/** An approved and a pending leave of the agent's, inside [FROM, TO] (written directly: the leave flow is not the subject). */
async function leaves(): Promise<void> {
  await withCompany(1, async () => {
    const type = (await stack.upstream.db.query<{ id: number }>('SELECT id FROM leave_types ORDER BY id LIMIT 1')).rows[0].id;
    await stack.upstream.db.query(
      `INSERT INTO leave_requests (employee_id, leave_type_id, start_date, end_date, status) VALUES ($1, $2, $3, $4, 'approved'), ($1, $2, $5, $5, 'pending')`,
      [agentId, type, day(5), day(7), day(20)],
    );
  });
}

describeFull('calendars', () => {
  beforeAll(leaves);

  it("shows a shared team calendar to everyone, with a colleague's approved leave only", async () => {
    const made = await create({ name: 'Team one shared' });
    expect(made).toMatchObject({ name: 'Team one shared', scope: 'TEAM', isPrivate: false, hasFeed: false });
    for (const key of ['agent', 'acm', 'hr'] as DemoKey[]) expect(await names(tokens[key])).toContain('Team one shared');
    const items = dataOf(await events(made.id, tokens.acm)).calendarEvents.filter((e) => e.kind === 'LEAVE' && e.title.startsWith(demoName('agent')));
    expect(items).toEqual([expect.objectContaining({ startDate: day(5), endDate: day(7), halfDay: false })]);
  });

  it('shows birthdays to every role (day and month only, as the home calendar does)', async () => {
    const made = await create({
      name: 'Company birthdays',
      scope: 'COMPANY' as CalendarInput['scope'],
      teamId: null,
      kinds: ['BIRTHDAY'] as CalendarInput['kinds'],
    });
    const year = new Date().getUTCFullYear();
    for (const key of ['agent', 'ceo'] as DemoKey[]) {
      const list = dataOf(await gql(stack, EVENTS, { id: made.id, from: `${year}-01-01`, to: `${year}-02-28` }, tokens[key])).calendarEvents;
      expect(list.every((e) => e.kind === 'BIRTHDAY' && e.startDate.startsWith(String(year)))).toBe(true);
    }
  });

  it('shows a private calendar to its creator and admins only, per role', async () => {
    const made = await create(
      { name: 'Private of the agent', isPrivate: true, scope: 'PERSON' as CalendarInput['scope'], teamId: null, personId: agentId },
      tokens.agent,
    );
    const seen: Record<string, boolean> = {};
    for (const key of ['agent', 'ceo', 'headofhr', 'hr', 'teamleader', 'acm'] as DemoKey[])
      seen[key] = (await names(tokens[key])).includes('Private of the agent');
    expect(seen).toEqual({ agent: true, ceo: true, headofhr: true, hr: false, teamleader: false, acm: false });
    expect((await events(made.id, tokens.teamleader)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(stack, DELETE, { id: made.id }, tokens.teamleader)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(dataOf(await gql(stack, DELETE, { id: made.id }, tokens.agent)).deleteCalendar).toBe(true);
  });

  it('is changed by its creator or an admin only, every field checked as on create', async () => {
    const made = await create({ name: 'Before the change' });
    const change = (more: Partial<CalendarInput>, token: string) => gql(stack, UPDATE, { id: made.id, input: input(more) }, token);
    const refused = (await change({ name: 'Not yours' }, tokens.acm)).errors?.[0];
    expect(refused?.extensions?.code).toBe('FORBIDDEN');
    expect(refused?.message).toBe('Only the person who created the calendar or an admin can change it');
    const bad = (await change({ color: 'blue' }, tokens.teamleader)).errors?.[0];
    expect(bad?.extensions?.fieldErrors).toEqual([{ field: 'color', message: 'Colour must be a colour like #1677ff' }]);
    const changed = dataOf(
      await change(
        { name: 'After the change', scope: 'PERSON' as CalendarInput['scope'], teamId: null, personId: agentId, kinds: ['LEAVE'] as CalendarInput['kinds'] },
        tokens.teamleader,
      ),
    ).updateCalendar;
    expect(changed).toMatchObject({ id: made.id, name: 'After the change', scope: 'PERSON', teamId: null, personId: agentId, kinds: ['LEAVE'] });
    expect(dataOf(await gql(stack, UPDATE, { id: made.id, input: input({ name: 'By an admin' }) }, tokens.ceo)).updateCalendar.name).toBe('By an admin');
    expect(await names(tokens.agent)).toContain('By an admin');
  });

  it("never shows a calendar to another company's people", async () => {
    const made = await create({ name: 'Default company only' });
    const header = { 'x-company': ACME.subdomain };
    const login = await gql(
      stack,
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      { email: ACME.admin, password: DEMO_PASSWORD },
      null,
      header,
    );
    const acme = dataOf(login).login.token as string;
    expect(dataOf(await gql(stack, LIST, {}, acme, header)).calendars.items.map((c) => c.name)).not.toContain('Default company only');
    expect((await gql(stack, EVENTS, { id: made.id, from: FROM, to: TO }, acme, header)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const { path } = dataOf(await gql(stack, RESET, { id: made.id }, tokens.agent)).resetCalendarFeed;
    expect((await fetch(`${stack.url}${path}`, { headers: header })).status).toBe(404);
  });
});

describeFull('the ICS feed', () => {
  it('is served without sign-in, parses, and says what the app says', async () => {
    const made = await create({ name: 'Feed, team; one', kinds: ['LEAVE', 'BIRTHDAY', 'ANNIVERSARY', 'HOLIDAY'] as CalendarInput['kinds'] });
    const { path } = dataOf(await gql(stack, RESET, { id: made.id }, tokens.agent)).resetCalendarFeed;
    expect(path).toMatch(/^\/calendar-feeds\/[\w-]{43}\.ics$/);
    const res = await fetch(`${stack.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const text = await res.text();
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const vcalendar = new ICAL.Component(ICAL.parse(text));
    expect(vcalendar.getFirstPropertyValue('x-wr-calname')).toBe('Feed, team; one');
    const feed = vcalendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const app = dataOf(await events(made.id, tokens.agent)).calendarEvents;
    expect(app.some((e) => e.kind === 'LEAVE')).toBe(true);
    const inRange = feed.filter((e) => e.startDate.toString() >= FROM && e.startDate.toString() <= TO);
    expect(inRange.map((e) => e.uid).sort()).toEqual(
      app
        .filter((e) => e.startDate >= FROM)
        .map((e) => e.uid)
        .sort(),
    );
    for (const e of app.filter((a) => a.startDate >= FROM)) {
      const ics = feed.find((f) => f.uid === e.uid)!;
      expect([ics.summary, ics.startDate.toString(), ics.startDate.isDate]).toEqual([e.title, e.startDate, true]);
      const after = new Date(Date.parse(e.endDate) + 86_400_000).toISOString().slice(0, 10);
      expect(ics.endDate.toString()).toBe(after); // DTEND is the day after the last (exclusive)
    }
    expect(dataOf(await gql(stack, LIST, {}, tokens.agent)).calendars.items.find((c) => c.id === made.id)?.hasFeed).toBe(true);
  });

  it('"Reset link" revokes the old link; a subscriber who lost access gets nothing', async () => {
    const made = await create({ name: 'Revocable' });
    const first = dataOf(await gql(stack, RESET, { id: made.id }, tokens.agent)).resetCalendarFeed.path;
    const second = dataOf(await gql(stack, RESET, { id: made.id }, tokens.agent)).resetCalendarFeed.path;
    expect((await fetch(`${stack.url}${first}`)).status).toBe(404);
    expect((await fetch(`${stack.url}${second}`)).status).toBe(200);
    // The calendar turns private (its creator is the team leader): the agent's link opens nothing any more.
    await withCompany(1, () => stack.upstream.db.query('UPDATE calendars SET is_private = true WHERE id = $1', [made.id]));
    expect((await fetch(`${stack.url}${second}`)).status).toBe(404);
    expect((await fetch(`${stack.url}/calendar-feeds/not-a-real-token-at-all-xxxxx.ics`)).status).toBe(404);
  });
});

itFull('offers calendars on the full upstream', async () => {
  expect(dataOf(await gql(stack, 'query { capabilities { calendars } }', {}, tokens.agent)).capabilities.calendars).toBe(true);
});

itSpec('hides calendars on a SPEC §7-only upstream: the capability is false and the calls answer NOT_FOUND', async () => {
  expect(dataOf(await gql(stack, 'query { capabilities { calendars } }', {}, tokens.agent)).capabilities.calendars).toBe(false);
  expect((await gql(stack, LIST, {}, tokens.agent)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  expect((await gql(stack, CREATE, { input: input({}) }, tokens.agent)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
});
