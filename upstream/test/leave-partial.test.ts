/**
 * Public holidays in leave durations, partial approval and recorded overrides (decisions 0213, 0214): the duration
 * arithmetic table-driven, then through the REST calls (this year's dates, so balances show what was taken).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { leaveDays, workingDaysBetween } from '../src/leave/units';
import { warningsOf } from '../src/leave/overrides';
import { startTestUpstream, type TestPerson, type TestUpstream } from './harness';

describe('leave duration with public holidays (pure)', () => {
  const h = (...days: string[]) => new Set(days);
  it.each([
    ['a week, no holiday', { start_date: '2030-03-04', end_date: '2030-03-08' }, h(), 5],
    ['a week with a Wednesday holiday', { start_date: '2030-03-04', end_date: '2030-03-08' }, h('2030-03-06'), 4],
    ['two weeks, a holiday on a Saturday costs nothing more', { start_date: '2030-03-04', end_date: '2030-03-15' }, h('2030-03-09'), 10],
    ['a holiday of three days across the range', { start_date: '2030-03-04', end_date: '2030-03-08' }, h('2030-03-07', '2030-03-08', '2030-03-09'), 3],
    ['a holiday outside the range', { start_date: '2030-03-04', end_date: '2030-03-05' }, h('2030-03-06'), 2],
    ['only a holiday', { start_date: '2030-03-06', end_date: '2030-03-06' }, h('2030-03-06'), 0],
    ['a half day on a holiday', { unit: 'half_day_morning', start_date: '2030-03-06', end_date: '2030-03-06' }, h('2030-03-06'), 0],
    ['a half day beside a holiday', { unit: 'half_day_evening', start_date: '2030-03-07', end_date: '2030-03-07' }, h('2030-03-06'), 0.5],
    ['hours on a holiday (zero, not refused)', { unit: 'hours', hours: 4, start_date: '2030-03-06', end_date: '2030-03-06' }, h('2030-03-06'), 0],
    ['hours beside a holiday', { unit: 'hours', hours: 4, start_date: '2030-03-05', end_date: '2030-03-05' }, h('2030-03-06'), 0.5],
    ['leap year: 28 Feb to 1 Mar 2028 (Mon–Wed) counts 29 Feb', { start_date: '2028-02-28', end_date: '2028-03-01' }, h(), 3],
    ['leap year: a holiday on 29 Feb 2028', { start_date: '2028-02-28', end_date: '2028-03-01' }, h('2028-02-29'), 2],
    ['not a leap year: 27 Feb to 1 Mar 2030 (Wed–Fri)', { start_date: '2030-02-27', end_date: '2030-03-01' }, h(), 3],
  ])('%s', (_what, period, holidays, days) => {
    expect(leaveDays(period, 8, holidays)).toBe(days);
  });

  it('counts no days when the end is before the start', () => {
    expect(workingDaysBetween('2030-03-08', '2030-03-04', new Set())).toBe(0);
  });

  it.each([
    ['tomorrow, one day', '2030-03-05', '2030-03-05', 'Sick', ['short_notice']],
    ['annual, two days in 10 days', '2030-03-14', '2030-03-15', 'Annual', ['annual_notice']],
    ['annual, four days tomorrow', '2030-03-05', '2030-03-08', 'Annual leave', ['short_notice', 'annual_notice', 'consecutive_days']],
    ['annual, one day in 10 days', '2030-03-14', '2030-03-14', 'Annual', []],
    ['anything in 3 weeks', '2030-03-25', '2030-03-29', 'Sick', ['consecutive_days']],
  ])('warnings: %s', (_what, start, end, type, warnings) => {
    expect(warningsOf({ start_date: start, end_date: end }, type, '2030-03-04')).toEqual(warnings);
  });
});

const YEAR = new Date().getUTCFullYear();
const DAY = 86_400_000;
/** YYYY-MM-DD `n` days after `iso`. */
const plus = (iso: string, n: number) => new Date(Date.parse(iso) + n * DAY).toISOString().slice(0, 10);
/** The first Monday on or after the 8th of `month` this year (clear of the demo's fixed holidays in Feb, Mar, Apr, Jun, Aug, Sep). */
function monday(month: number): string {
  let d = Date.UTC(YEAR, month - 1, 8);
  while (new Date(d).getUTCDay() !== 1) d += DAY;
  return new Date(d).toISOString().slice(0, 10);
}

let up: TestUpstream;
let ceo = '';
let hr = '';
let person: TestPerson;
let full = 0;
let half = 0;
let small = 0;
type Body = Record<string, unknown>;
const file = (body: Body, type = full, who = person) =>
  up.request('POST', '/leave_requests', { token: ceo, body: { employee_id: who.id, leave_type_id: type, ...body } });
const week = (mon: string) => ({ start_date: mon, end_date: plus(mon, 4) });
const approve = (id: number, body: Body = {}, token = hr) => up.request('POST', `/leave_requests/${id}/approve`, { token, body });
async function taken(type = full): Promise<number> {
  const res = await up.request('GET', `/leave_requests/balances?employee_id=${person.id}`, { token: hr });
  return res.body.find((b: { leave_type_id: number }) => b.leave_type_id === type).approved_leaves_this_year;
}
const fieldsOf = (res: { body: { errors?: { field: string | null; message: string }[] } }) => (res.body.errors ?? []).map((e) => [e.field, e.message]);

beforeAll(async () => {
  up = await startTestUpstream();
  ceo = await up.login('ceo');
  hr = await up.login('hr');
  person = await up.person({ date_joined: `${YEAR - 2}-01-01` });
  const made: Record<string, number> = {};
  for (const [key, body] of Object.entries({
    full: { leave_name: 'Partial Full', yearly_limit: 20 },
    half: { leave_name: 'Partial Half', yearly_limit: 5, unit: 'hours' },
    small: { leave_name: 'Partial Small', yearly_limit: 2 },
  })) {
    const res = await up.request('POST', '/leave_types', { token: hr, body: { leave_type: body } });
    if (res.status !== 201) throw new Error(`type refused: ${JSON.stringify(res.body)}`);
    made[key] = res.body.id;
  }
  ({ full, half, small } = made as { full: number; half: number; small: number });
  const holiday = await up.request('POST', '/vacations', {
    token: hr,
    body: { vac_name: 'Partial Test Day', multiple_of_pay: 2, startdate: plus(monday(3), 2), enddate: plus(monday(3), 2) },
  });
  if (holiday.status !== 201) throw new Error(`holiday refused: ${JSON.stringify(holiday.body)}`);
});
afterAll(() => up.close());

describe('public holidays in durations and balances', () => {
  it('leaves a Wednesday holiday out of a week and of the balance it takes', async () => {
    const before = await taken();
    const filed = await file(week(monday(3)));
    expect([filed.status, filed.body.leave_duration]).toEqual([201, 4]);
    expect((await approve(filed.body.id)).body.status).toBe('approved');
    expect(await taken()).toBe(before + 4);
    const company = await up.request('GET', `/leave_requests/company?start_date=${monday(3)}&end_date=${plus(monday(3), 4)}`, { token: ceo });
    expect(company.body.items.find((r: { id: number }) => r.id === filed.body.id).leave_duration).toBe(4);
  });

  it('costs nothing for a half day or hours on the holiday, and they are filed', async () => {
    const holiday = plus(monday(3), 2);
    const other = await up.person({ date_joined: `${YEAR - 2}-01-01` });
    const morning = await file({ start_date: holiday, end_date: holiday, unit: 'half_day_morning' }, half, other);
    expect([morning.status, morning.body.leave_duration]).toEqual([201, 0]);
    await up.request('DELETE', `/leave_requests/${morning.body.id}`, { token: hr });
    const hours = await file({ start_date: holiday, end_date: holiday, unit: 'hours', start_time: '09:00', end_time: '11:00' }, half, other);
    expect([hours.status, hours.body.leave_duration]).toEqual([201, 0]);
  });
});

describe('partial approval', () => {
  let id = 0;
  const mon = monday(4);

  it('approves some of the days: the request records them and the balance counts them only', async () => {
    const before = await taken();
    id = (await file(week(mon))).body.id;
    const res = await approve(id, { reviewer_comments: 'Tuesday and Wednesday only', approved_start_date: plus(mon, 1), approved_end_date: plus(mon, 2) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'partially_approved',
      approved_start_date: plus(mon, 1),
      approved_end_date: plus(mon, 2),
      approved_duration: 2,
      leave_duration: 5,
      reviewer_comments: 'Tuesday and Wednesday only',
    });
    expect(res.body.reviewed_by_name).toBeTruthy();
    expect(Date.parse(res.body.reviewed_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await taken()).toBe(before + 2);
  });

  it.each([
    ['approve', 'POST', 'approve', 409, 'Only pending leave requests can be approved (this one is already partially_approved)'],
    ['reject', 'POST', 'reject', 409, 'Only pending leave requests can be rejected (this one is already partially_approved)'],
    ['update', 'PUT', '', 409, 'Only pending leave requests can be updated (this one is partially_approved)'],
  ])('refuses to %s a partially approved request', async (_move, method, path, status, message) => {
    const res = await up.request(method, `/leave_requests/${id}${path ? `/${path}` : ''}`, {
      token: hr,
      body: { reviewer_comments: 'again', notes: 'changed' },
    });
    expect([res.status, res.body.message]).toEqual([status, message]);
  });

  it('frees the refused days for another request, not the approved ones', async () => {
    const refusedDay = await file({ start_date: plus(mon, 3), end_date: plus(mon, 3) });
    expect(refusedDay.status).toBe(201);
    const approvedDay = await file({ start_date: plus(mon, 1), end_date: plus(mon, 1) });
    expect([approvedDay.status, approvedDay.body.message]).toEqual([422, 'Employee already has a leave request overlapping this period.']);
  });

  it('lists it with its status and approved days; the company calendar shows the approved days only', async () => {
    const list = await up.request('GET', `/leave_requests?status=partially_approved&employee_id=${person.id}`, { token: hr });
    expect(list.body.items.map((r: { id: number; approved_start_date: string }) => [r.id, r.approved_start_date])).toEqual([[id, plus(mon, 1)]]);
    const company = await up.request('GET', `/leave_requests/company?start_date=${mon}&end_date=${plus(mon, 4)}`, { token: ceo });
    expect(company.body.items.find((r: { id: number }) => r.id === id)).toMatchObject({
      start_date: plus(mon, 1),
      end_date: plus(mon, 2),
      status: 'partially_approved',
      leave_duration: 2,
    });
  });

  it('gives the approved days back when canceled, and a canceled one moves no more', async () => {
    const before = await taken();
    const res = await up.request('POST', `/leave_requests/${id}/cancel`, { token: hr, body: {} });
    expect(res.body).toMatchObject({ status: 'canceled', approved_start_date: plus(mon, 1) });
    expect(await taken()).toBe(before - 2);
    const again = await up.request('POST', `/leave_requests/${id}/cancel`, { token: hr, body: {} });
    expect([again.status, again.body.message]).toEqual([
      409,
      'Only pending, approved or partially approved leave requests can be canceled (this one is canceled)',
    ]);
  });

  it('approves a request whole when the approved days are all of it', async () => {
    const filed = await file(week(monday(6)));
    const res = await approve(filed.body.id, week(monday(6)));
    expect([res.body.status, res.body.approved_start_date, res.body.approved_duration]).toEqual(['approved', null, null]);
  });

  it('checks the balance against the approved part only', async () => {
    const mon8 = monday(8);
    const filed = await file({ start_date: mon8, end_date: plus(mon8, 2) }, small);
    const whole = await approve(filed.body.id);
    expect([whole.status, whole.body.message]).toEqual([422, 'No enough balance to approve this leave request']);
    const part = await approve(filed.body.id, { approved_start_date: mon8, approved_end_date: plus(mon8, 1) });
    expect([part.status, part.body.status]).toEqual([200, 'partially_approved']);
    expect(await taken(small)).toBe(2);
  });

  it.each([
    [
      'one date only',
      { approved_start_date: '2030-01-01' },
      [['approved_end_date', 'Approved start date and approved end date go together (both or neither)']],
    ],
    ['the end before the start', { approved_start_date: 'S+2', approved_end_date: 'S+1' }, [['approved_end_date', "End date can't be before start date"]]],
    [
      'days outside the request',
      { approved_start_date: 'S+3', approved_end_date: 'S+7' },
      [['approved_start_date', 'The approved days must be days of the request']],
    ],
  ])('refuses %s (422, nothing changed)', async (_what, body, errors) => {
    const mon9 = monday(9);
    const filed = await file({ start_date: mon9, end_date: plus(mon9, 4) });
    const dates = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v.startsWith('S+') ? plus(mon9, Number(v.slice(2))) : v]));
    const res = await approve(filed.body.id, dates);
    expect([res.status, fieldsOf(res)]).toEqual([422, errors]);
    expect((await up.request('GET', `/leave_requests/${filed.body.id}`, { token: hr })).body.status).toBe('pending');
    await up.request('DELETE', `/leave_requests/${filed.body.id}`, { token: hr });
  });

  it('refuses to split a half day or hours', async () => {
    const day = plus(monday(9), 1);
    const filed = await file({ start_date: day, end_date: day, unit: 'half_day_morning' }, half);
    const res = await approve(filed.body.id, { approved_start_date: day, approved_end_date: day });
    expect([res.status, fieldsOf(res)]).toEqual([422, [['approved_start_date', 'Only a leave of full days can be partially approved']]]);
  });

  it('judges a malformed approved date before the request (the gateway probes with an unknown id)', async () => {
    const res = await approve(0, { approved_start_date: 'no-date' });
    expect(res.status).toBe(422);
    expect(fieldsOf(res).map(([field]) => field)).toContain('approved_start_date');
  });
});

describe('recorded overrides', () => {
  /** The first weekday within a week whose next day is a weekday too. */
  function soon(): string {
    const today = new Date().toISOString().slice(0, 10);
    for (let i = 1; ; i++) {
      const d = plus(today, i);
      if (![0, 5, 6].includes(new Date(d).getUTCDay())) return d;
    }
  }

  it('records the confirmations that apply, with who and when, and ignores the others', async () => {
    const start = soon();
    const annual = (await up.db.query<{ id: number }>("SELECT id FROM leave_types WHERE leave_name = 'Annual'")).rows[0].id;
    const res = await file({ start_date: start, end_date: plus(start, 1), overrides: ['short_notice', 'annual_notice', 'consecutive_days'] }, annual);
    expect(res.status).toBe(201);
    expect(res.body.overrides.map((o: { warning: string; overridden_by_name: string }) => [o.warning, o.overridden_by_name])).toEqual([
      ['short_notice', expect.any(String)],
      ['annual_notice', expect.any(String)],
    ]);
    expect(res.body.overrides[0].overridden_by_id).toBe((await up.request('GET', '/current_user_with_manager', { token: ceo })).body.id);
    expect(Date.parse(res.body.overrides[0].overridden_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('reads them comma-separated from a form, and refuses an unknown one', async () => {
    const start = plus(soon(), 14);
    const form = new FormData();
    for (const [k, v] of Object.entries({ employee_id: person.id, leave_type_id: full, ...week(monday(2)), overrides: 'consecutive_days' })) {
      form.append(k, String(v));
    }
    const res = await up.request('POST', '/leave_requests', { token: ceo, body: form });
    expect(res.body.overrides?.map((o: { warning: string }) => o.warning)).toEqual(['consecutive_days']);
    const bad = await file({ start_date: start, end_date: start, overrides: ['whatever'] });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad).map(([field]) => field)).toContain('overrides');
  });
});
