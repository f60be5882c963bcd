/** SQL of calendars. Every statement is sealed to the request's company by row-level security (companies/scope.ts). */
import type { Static } from '@sinclair/typebox';
import type { Queryable } from '../db';
import type { Calendar, Kind } from './schemas';
import { TAKEN_LEAVES } from '../leave/store';

export type CalendarRow = Static<typeof Calendar>;

export interface CalendarWrite {
  name: string;
  color: string;
  is_private: boolean;
  scope: CalendarRow['scope'];
  team_id: number | null;
  person_id: number | null;
  kinds: Kind[];
}

/** Who sees a calendar: shared ones everyone; private ones their creator and admins. */
export interface Viewer {
  id: number;
  admin: boolean;
}

const SELECT = `SELECT c.id, c.name, c.color, c.is_private, c.scope, c.team_id AS "team_ID", t.team_name, c.person_id, p.name AS person_name,
    c.kinds, c.created_by, cb.name AS created_by_name, c.created_at,
    EXISTS (SELECT 1 FROM calendar_feed_tokens f WHERE f.calendar_id = c.id AND f.employee_id = $1) AS has_feed
  FROM calendars c JOIN employees cb ON cb.id = c.created_by
  LEFT JOIN teams t ON t."team_ID" = c.team_id LEFT JOIN employees p ON p.id = c.person_id
  WHERE (NOT c.is_private OR c.created_by = $1 OR $2)`;

export async function listCalendars(db: Queryable, viewer: Viewer): Promise<CalendarRow[]> {
  return (await db.query<CalendarRow>(`${SELECT} ORDER BY lower(c.name), c.id`, [viewer.id, viewer.admin])).rows;
}

/** The calendar if the viewer may see it. */
export async function visibleCalendar(db: Queryable, viewer: Viewer, id: number): Promise<CalendarRow | undefined> {
  return (await db.query<CalendarRow>(`${SELECT} AND c.id = $3`, [viewer.id, viewer.admin, id])).rows[0];
}

export async function insertCalendar(db: Queryable, createdBy: number, w: CalendarWrite): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO calendars (name, color, is_private, scope, team_id, person_id, kinds, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [w.name, w.color, w.is_private, w.scope, w.team_id, w.person_id, w.kinds, createdBy],
  );
  return rows[0].id;
}

export async function updateCalendar(db: Queryable, id: number, w: CalendarWrite): Promise<void> {
  await db.query(`UPDATE calendars SET name = $2, color = $3, is_private = $4, scope = $5, team_id = $6, person_id = $7, kinds = $8 WHERE id = $1`, [
    id,
    w.name,
    w.color,
    w.is_private,
    w.scope,
    w.team_id,
    w.person_id,
    w.kinds,
  ]);
}

export async function deleteCalendar(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM calendars WHERE id = $1', [id]);
}

export async function teamExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM teams WHERE "team_ID" = $1', [id])).rows.length > 0;
}

export async function personExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM employees WHERE id = $1', [id])).rows.length > 0;
}

/** Replaces the person's feed token of the calendar (one a person a calendar: the old one stops working). */
export async function replaceFeedToken(db: Queryable, calendarId: number, employeeId: number, hash: string): Promise<void> {
  await db.query('DELETE FROM calendar_feed_tokens WHERE calendar_id = $1 AND employee_id = $2', [calendarId, employeeId]);
  await db.query('INSERT INTO calendar_feed_tokens (calendar_id, employee_id, token_hash) VALUES ($1, $2, $3)', [calendarId, employeeId, hash]);
}

/** The subscriber of a feed token, as of now: their role source and whether they may still sign in. */
export interface FeedOwner {
  calendar_id: number;
  employee_id: number;
  active: boolean;
  role_title: string | null;
  role: number | null;
  department_id: number | null;
  can_manage: boolean | null;
}

export async function feedOwner(db: Queryable, hash: string): Promise<FeedOwner | undefined> {
  const { rows } = await db.query<FeedOwner>(
    `SELECT f.calendar_id, f.employee_id, e.active AND u.id IS NOT NULL AS active, e.role_title, e.role, e.department_id, e.can_manage
       FROM calendar_feed_tokens f JOIN employees e ON e.id = f.employee_id LEFT JOIN users u ON u.employee_id = e.id
      WHERE f.token_hash = $1`,
    [hash],
  );
  return rows[0];
}

/** The people of a calendar's scope (active), with what their events need. */
export interface ScopePerson {
  id: number;
  name: string;
  birthday: string | null;
  date_joined: string | null;
}

export async function scopePeople(db: Queryable, c: Pick<CalendarRow, 'scope' | 'team_ID' | 'person_id'>): Promise<ScopePerson[]> {
  const { rows } = await db.query<ScopePerson>(
    `SELECT e.id, e.name, to_char(e.date_of_birth, 'MM-DD') AS birthday, to_char(e.date_joined, 'YYYY-MM-DD') AS date_joined
       FROM employees e
      WHERE e.active AND ($1 = 'company' OR ($1 = 'team' AND e."team_ID" = $2) OR ($1 = 'person' AND e.id = $3))
      ORDER BY e.name, e.id`,
    [c.scope, c.team_ID, c.person_id],
  );
  return rows;
}

export interface LeaveSpan {
  id: number;
  employee_id: number;
  start_date: string;
  end_date: string;
  /** full_day, half_day_morning, half_day_evening or hours (the leave's unit), with the times of leave in hours. */
  unit: string;
  start_time: string | null;
  end_time: string | null;
}

/** Approved leaves of `people` sharing a day with [from, to] (of a partially approved one, its approved days). */
export async function approvedLeaves(db: Queryable, people: number[], from: string, to: string): Promise<LeaveSpan[]> {
  const { rows } = await db.query<LeaveSpan>(
    `SELECT id, employee_id, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date,
            unit, start_time, end_time
       FROM ${TAKEN_LEAVES} lr WHERE employee_id = ANY($1::int[]) AND start_date <= $3 AND end_date >= $2`,
    [people, from, to],
  );
  return rows;
}

export interface HolidaySpan {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
}

/** Public holidays (people domain's `vacations`) sharing a day with [from, to]. */
export async function holidays(db: Queryable, from: string, to: string): Promise<HolidaySpan[]> {
  const { rows } = await db.query<HolidaySpan>(
    `SELECT id, vac_name AS name, to_char(startdate, 'YYYY-MM-DD') AS start_date, to_char(enddate, 'YYYY-MM-DD') AS end_date
       FROM vacations WHERE startdate <= $2 AND enddate >= $1`,
    [from, to],
  );
  return rows;
}
