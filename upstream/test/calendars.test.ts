/**
 * Calendars (calendars/): who sees which calendar (shared: everyone; private: creator and admins), the events computed
 * from the data (approved leaves only, birthdays and anniversaries of the scope, holidays), the ICS feed (public by
 * token, parsed by ical.js, the same events as the app's answer), its revocation and the access re-checked at fetch.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import { withCompany } from '../src/companies/context';
import { startTestUpstream, type TestPerson, type TestUpstream } from './harness';

let up: TestUpstream;
let ceo: string;
let agent: string;
let teamleader: string;
let mate: TestPerson;

const YEAR = new Date().getUTCFullYear();
const FROM = `${YEAR}-03-01`;
const TO = `${YEAR}-03-31`;
const day = (shift: number) => new Date(Date.now() + shift * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  up = await startTestUpstream();
  [ceo, agent, teamleader] = await Promise.all([up.login('ceo'), up.login('agent'), up.login('teamleader')]);
  mate = await up.person({ team_ID: 1, date_of_birth: '1990-03-12', date_joined: `${YEAR - 3}-03-20` });
  await withCompany(1, async () => {
    const type = (await up.db.query<{ id: number }>('SELECT id FROM leave_types ORDER BY id LIMIT 1')).rows[0].id;
    await up.db.query(
      `INSERT INTO leave_requests (employee_id, leave_type_id, start_date, end_date, status) VALUES
       ($1, $2, $3, $4, 'approved'), ($1, $2, $5, $5, 'pending'), ($1, $2, $6, $7, 'approved')`,
      [mate.id, type, `${YEAR}-03-02`, `${YEAR}-03-04`, `${YEAR}-03-23`, day(10), day(12)],
    );
    // Leave in units: a morning and two hours, each one day.
    await up.db.query(
      `INSERT INTO leave_requests (employee_id, leave_type_id, start_date, end_date, status, unit, hours, start_time, end_time) VALUES
       ($1, $2, $3, $3, 'approved', 'half_day_morning', NULL, NULL, NULL), ($1, $2, $4, $4, 'approved', 'hours', 2, '10:00', '12:00')`,
      [mate.id, type, `${YEAR}-03-16`, `${YEAR}-03-17`],
    );
  });
});
afterAll(() => up.close());

const create = (token: string, calendar: Record<string, unknown>) =>
  up.request('POST', '/calendars', { token, body: { calendar: { color: '#1677ff', kinds: ['leave', 'birthday', 'anniversary'], ...calendar } } });

describe('calendars', () => {
  it('checks the body in words', async () => {
    const res = await create(agent, { name: '', color: 'blue', scope: 'team' });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('Colour must be a colour like #1677ff');
    expect(JSON.stringify(res.body)).toContain('Choose the team');
  });

  it("computes a team calendar's events: approved leaves, birthdays and anniversaries of the team only", async () => {
    const made = await create(teamleader, { name: 'Team one', scope: 'team', team_ID: 1 });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Team one', scope: 'team', team_ID: 1, is_private: false, has_feed: false });
    const res = await up.request('GET', `/calendars/${made.body.id}/events?from=${FROM}&to=${TO}`, { token: agent });
    expect(res.status).toBe(200);
    const mine = res.body.items.filter((e: { employee_id: number }) => e.employee_id === mate.id);
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'leave', start_date: `${YEAR}-03-02`, end_date: `${YEAR}-03-04`, half_day: false }),
      expect.objectContaining({ kind: 'birthday', start_date: `${YEAR}-03-12`, title: `${mate.name} (birthday)` }),
      expect.objectContaining({ kind: 'leave', start_date: `${YEAR}-03-16`, title: `${mate.name} (leave, morning)`, half_day: true }),
      expect.objectContaining({ kind: 'leave', start_date: `${YEAR}-03-17`, title: `${mate.name} (leave, 10:00–12:00)`, half_day: false }),
      expect.objectContaining({ kind: 'anniversary', start_date: `${YEAR}-03-20`, title: `${mate.name} (3 years at work)` }),
    ]);
    const tooLong = await up.request('GET', `/calendars/${made.body.id}/events?from=${YEAR}-01-01&to=${YEAR}-06-01`, { token: agent });
    expect(tooLong.status).toBe(422);
  });

  it('shows a private calendar to its creator and admins only', async () => {
    const made = await create(agent, { name: 'Mine', scope: 'person', person_id: mate.id, is_private: true });
    expect(made.status).toBe(201);
    const names = async (token: string) => (await up.request('GET', '/calendars', { token })).body.items.map((c: { name: string }) => c.name);
    expect(await names(agent)).toContain('Mine');
    expect(await names(ceo)).toContain('Mine');
    expect(await names(teamleader)).not.toContain('Mine');
    expect((await up.request('GET', `/calendars/${made.body.id}/events?from=${FROM}&to=${TO}`, { token: teamleader })).status).toBe(404);
    expect((await up.request('DELETE', `/calendars/${made.body.id}`, { token: teamleader })).status).toBe(404);
  });
});

describe('the ICS feed', () => {
  it('answers the calendar as iCalendar by token, the same events as the app, until reset', async () => {
    const made = await create(agent, { name: 'Feed; team, one', scope: 'team', team_ID: 1 });
    const first = await up.request('POST', `/calendars/${made.body.id}/feed`, { token: agent });
    expect(first.status).toBe(201);
    const feed = await up.request('GET', `/calendar_feeds/${first.body.token}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(feed.body).toContain('\r\n');
    const vcalendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(vcalendar.getFirstPropertyValue('x-wr-calname')).toBe('Feed; team, one');
    const events = vcalendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const inApp = await up.request('GET', `/calendars/${made.body.id}/events?from=${day(0)}&to=${day(40)}`, { token: agent });
    const leave = inApp.body.items.find((e: { kind: string; employee_id: number }) => e.kind === 'leave' && e.employee_id === mate.id);
    expect(leave).toMatchObject({ start_date: day(10), end_date: day(12) });
    const inFeed = events.filter((v) => v.startDate.toString() >= day(0) && v.startDate.toString() <= day(40));
    expect(inFeed.map((v) => v.uid).sort()).toEqual(inApp.body.items.map((e: { uid: string }) => e.uid).sort());
    for (const e of inApp.body.items) {
      const match = events.find((v) => v.uid === e.uid)!;
      expect(match.summary).toBe(e.title);
      expect(match.startDate.isDate).toBe(true);
      expect(match.startDate.toString()).toBe(e.start_date);
      expect(match.endDate.toString()).toBe(day((Date.parse(e.end_date) - Date.parse(day(0))) / 86_400_000 + 1)); // DTEND is exclusive
    }

    const reset = await up.request('POST', `/calendars/${made.body.id}/feed`, { token: agent });
    expect((await up.request('GET', `/calendar_feeds/${first.body.token}`)).status).toBe(404);
    expect((await up.request('GET', `/calendar_feeds/${reset.body.token}`)).status).toBe(200);
    expect((await up.request('GET', '/calendars', { token: agent })).body.items.find((c: { id: number }) => c.id === made.body.id).has_feed).toBe(true);
  });

  it('gives nothing once the subscriber may no longer see the calendar', async () => {
    const made = await create(ceo, { name: 'Board', scope: 'company', is_private: true, kinds: ['holiday'] });
    const { token } = (await up.request('POST', `/calendars/${made.body.id}/feed`, { token: ceo })).body;
    expect((await up.request('GET', `/calendar_feeds/${token}`)).status).toBe(200);
    // The creator stays, but a calendar made private by another admin is closed to a non-admin subscriber.
    const shared = await create(ceo, { name: 'Open', scope: 'company', kinds: ['holiday'] });
    const agentToken = (await up.request('POST', `/calendars/${shared.body.id}/feed`, { token: agent })).body.token;
    expect((await up.request('GET', `/calendar_feeds/${agentToken}`)).status).toBe(200);
    await withCompany(1, () => up.db.query('UPDATE calendars SET is_private = true WHERE id = $1', [shared.body.id]));
    expect((await up.request('GET', `/calendar_feeds/${agentToken}`)).status).toBe(404);
    expect((await up.request('GET', '/calendar_feeds/not-a-token')).status).toBe(404);
  });
});
