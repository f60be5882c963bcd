/**
 * Leave units (decision 0205): the duration arithmetic table-driven (full days, weekends, half days, hours over the
 * working hours per day), then through the REST calls: which units a type allows, one-day halves and hours, the times,
 * overlap of halves, duplicates, the weekend rule and balances in half days. Dates are in 2030 (whole accrual counts).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { leaveDays, hoursBetween, hoursPerDay } from '../src/leave/units';
import { startTestUpstream, type TestPerson, type TestUpstream } from './harness';

describe('leave duration in days (pure)', () => {
  it.each([
    ['a full weekday', { unit: 'full_day', start_date: '2030-03-04', end_date: '2030-03-04' }, 8, 1],
    ['a full week across a weekend', { unit: 'full_day', start_date: '2030-03-04', end_date: '2030-03-11' }, 8, 6],
    ['no unit: full days (SPEC §7 rows)', { start_date: '2030-03-04', end_date: '2030-03-08' }, 8, 5],
    ['a morning', { unit: 'half_day_morning', start_date: '2030-03-05', end_date: '2030-03-05' }, 8, 0.5],
    ['an evening', { unit: 'half_day_evening', start_date: '2030-03-05', end_date: '2030-03-05' }, 4, 0.5],
    ['a half day on a Saturday', { unit: 'half_day_morning', start_date: '2030-03-09', end_date: '2030-03-09' }, 8, 0],
    ['6 hours of 8', { unit: 'hours', hours: 6, start_date: '2030-03-05', end_date: '2030-03-05' }, 8, 0.75],
    ['2 hours of 4 (part-time)', { unit: 'hours', hours: 2, start_date: '2030-03-05', end_date: '2030-03-05' }, 4, 0.5],
    ['3 hours, no working hours set (8)', { unit: 'hours', hours: 3, start_date: '2030-03-05', end_date: '2030-03-05' }, 0, 0.375],
    ['hours on a Sunday', { unit: 'hours', hours: 3, start_date: '2030-03-10', end_date: '2030-03-10' }, 8, 0],
  ])('%s', (_what, period, target, days) => {
    expect(leaveDays(period, target)).toBe(days);
  });

  it('reads times of day and working hours', () => {
    expect(hoursBetween('09:00', '12:30')).toBe(3.5);
    expect(hoursBetween('13:00', '09:00')).toBeLessThan(0);
    expect(hoursPerDay(null)).toBe(8);
    expect(hoursPerDay(6)).toBe(6);
  });
});

let up: TestUpstream;
let ceo = '';
let hr = '';
let person: TestPerson;
const types: Record<string, number> = {};

type Body = Record<string, unknown>;
const file = (type: string, body: Body, who: TestPerson = person) =>
  up.request('POST', '/leave_requests', { token: ceo, body: { employee_id: who.id, leave_type_id: types[type], ...body } });
const day = (date: string) => ({ start_date: date, end_date: date });
const messagesOf = (res: { body: { errors?: { message: string }[] } }) => (res.body.errors ?? []).map((e) => e.message);

beforeAll(async () => {
  up = await startTestUpstream();
  ceo = await up.login('ceo');
  hr = await up.login('hr');
  person = await up.person();
  const made = {
    full: { leave_name: 'Units Full', yearly_limit: 10 },
    half: { leave_name: 'Units Half', yearly_limit: 1, unit: 'half_day' },
    hours: { leave_name: 'Units Hours', yearly_limit: 2, unit: 'hours' },
  };
  for (const [key, body] of Object.entries(made)) {
    const res = await up.request('POST', '/leave_types', { token: hr, body: { leave_type: body } });
    if (res.status !== 201) throw new Error(`type refused: ${JSON.stringify(res.body)}`);
    types[key] = res.body.id;
  }
});
afterAll(() => up.close());

describe('leave type unit', () => {
  it('defaults to full days, keeps its unit when a SPEC §7 body omits it, and refuses an unknown one', async () => {
    const list = await up.request('GET', '/leave_types?limit=-1', { token: hr });
    expect(list.body.items.find((t: { id: number }) => t.id === types.full).unit).toBe('full_day');
    const put = await up.request('PUT', `/leave_types/${types.half}`, { token: hr, body: { leave_name: 'Units Half', yearly_limit: 1 } });
    expect(put.body.unit).toBe('half_day');
    const bad = await up.request('POST', '/leave_types', { token: hr, body: { leave_name: 'Units Bad', yearly_limit: 1, unit: 'weeks' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain('unit');
  });
});

describe('filing in units', () => {
  it.each([
    ['a half day of a full-day type', 'full', { unit: 'half_day_morning', ...day('2030-01-07') }, 'This leave type is taken in full days only'],
    [
      'hours of a half-day type',
      'half',
      { unit: 'hours', start_time: '09:00', end_time: '11:00', ...day('2030-01-07') },
      'This leave type is taken in full or half days only',
    ],
    [
      'a half day over two days',
      'half',
      { unit: 'half_day_evening', start_date: '2030-01-07', end_date: '2030-01-08' },
      'A half-day or hours leave is one day: the end date must be the start date',
    ],
    [
      'a half day on a Saturday',
      'half',
      { unit: 'half_day_morning', ...day('2030-01-12') },
      "Can't apply for leave on Saturday or Sunday, please split in 2 leaves if needed",
    ],
    ['hours without times', 'hours', { unit: 'hours', ...day('2030-01-07') }, 'Start time is required for a leave in hours'],
    [
      'hours at a bad time',
      'hours',
      { unit: 'hours', start_time: '9am', end_time: '11:00', ...day('2030-01-07') },
      'Start time must be a time of day (HH:mm, 24-hour)',
    ],
    [
      'hours ending before they start',
      'hours',
      { unit: 'hours', start_time: '11:00', end_time: '09:00', ...day('2030-01-07') },
      'End time must be after start time',
    ],
    [
      'more hours than a working day',
      'hours',
      { unit: 'hours', start_time: '08:00', end_time: '17:30', ...day('2030-01-07') },
      "A leave in hours is at most 8 hours, the employee's working hours per day (file a full day instead)",
    ],
  ] as const)('refuses %s', async (_what, type, body, message) => {
    const res = await file(type, body);
    expect(res.status).toBe(422);
    expect(messagesOf(res)).toContain(message);
  });

  it('files a morning and an evening of one day (they do not overlap), not a full day over them nor the same half twice', async () => {
    const morning = await file('half', { unit: 'half_day_morning', ...day('2030-02-04') });
    expect(morning.status).toBe(201);
    expect(morning.body).toMatchObject({ unit: 'half_day_morning', leave_duration: 0.5, hours: null });
    const evening = await file('half', { unit: 'half_day_evening', ...day('2030-02-04') });
    expect(evening.status).toBe(201);
    const again = await file('half', { unit: 'half_day_morning', ...day('2030-02-04') });
    expect(messagesOf(again)).toEqual(['This leave has already been requested for this employee']);
    const full = await file('full', day('2030-02-04'));
    expect(messagesOf(full)).toEqual(['Employee already has a leave request overlapping this period.']);
    const halfOnFull = await file('half', { unit: 'half_day_morning', ...day('2030-02-05') });
    expect(halfOnFull.status).toBe(201);
    const fullThen = await file('full', { start_date: '2030-02-05', end_date: '2030-02-06' });
    expect(messagesOf(fullThen)).toEqual(['Employee already has a leave request overlapping this period.']);
  });

  it('files hours with their times; hours that meet overlap, hours that do not are fine', async () => {
    const res = await file('hours', { unit: 'hours', start_time: '09:00', end_time: '15:00', ...day('2030-03-04') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ unit: 'hours', hours: 6, start_time: '09:00', end_time: '15:00', leave_duration: 0.75 });
    const meets = await file('hours', { unit: 'hours', start_time: '14:00', end_time: '16:00', ...day('2030-03-04') });
    expect(messagesOf(meets)).toEqual(['Employee already has a leave request overlapping this period.']);
    const after = await file('hours', { unit: 'hours', start_time: '15:00', end_time: '17:00', ...day('2030-03-04') });
    expect(after.status).toBe(201);
    expect(after.body.leave_duration).toBe(0.25);
  });

  it('keeps the unit on an edit that changes the date only, and drops the times when the unit becomes full days', async () => {
    const res = await file('hours', { unit: 'hours', start_time: '10:00', end_time: '12:00', ...day('2030-04-01') });
    const moved = await up.request('PUT', `/leave_requests/${res.body.id}`, { token: ceo, body: day('2030-04-02') });
    expect(moved.body).toMatchObject({ unit: 'hours', hours: 2, start_time: '10:00', start_date: '2030-04-02' });
    const full = await up.request('PUT', `/leave_requests/${res.body.id}`, { token: ceo, body: { unit: 'full_day' } });
    expect(full.body).toMatchObject({ unit: 'full_day', hours: null, start_time: null, end_time: null, leave_duration: 1 });
  });
});

describe('balances in units', () => {
  it('counts approved half days as halves and refuses an approval beyond the balance', async () => {
    const who = await up.person();
    const filed: number[] = [];
    const halves = [
      ['half_day_morning', '2030-05-06'],
      ['half_day_evening', '2030-05-06'],
      ['half_day_morning', '2030-05-07'],
    ] as const;
    for (const [unit, date] of halves) {
      const res = await file('half', { unit, ...day(date) }, who);
      expect(res.status).toBe(201);
      filed.push(res.body.id);
    }
    for (const id of filed.slice(0, 2)) expect((await up.request('POST', `/leave_requests/${id}/approve`, { token: ceo, body: {} })).status).toBe(200);
    const balances = await up.request('GET', `/leave_requests/balances?employee_id=${who.id}`, { token: ceo });
    const half = balances.body.find((b: { leave_type_id: number }) => b.leave_type_id === types.half);
    expect(half).toMatchObject({ unit: 'half_day', hours_per_day: 8, approved_leaves_this_year: expect.any(Number) });
    const refused = await up.request('POST', `/leave_requests/${filed[2]}/approve`, { token: ceo, body: {} });
    expect(refused.status).toBe(422);
    expect(messagesOf(refused)).toEqual(['No enough balance to approve this leave request']);
  });

  it('counts hours over the working hours per day (2 days of balance = 16 hours)', async () => {
    const who = await up.person();
    const res = await file('hours', { unit: 'hours', start_time: '08:00', end_time: '14:00', ...day('2030-06-03') }, who);
    await up.request('POST', `/leave_requests/${res.body.id}/approve`, { token: ceo, body: {} });
    const list = await up.request('GET', `/leave_requests?employee_id=${who.id}`, { token: ceo });
    expect(list.body.items[0].leave_duration).toBe(0.75);
    const company = await up.request('GET', `/leave_requests/company?employee_id=${who.id}`, { token: ceo });
    expect(company.body.items[0].leave_duration).toBe(0.75);
  });
});
