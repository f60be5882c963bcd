/**
 * Attendance REST against a real in-memory upstream: grids of both families, cell edits and their
 * refusals, export, the template, bulk import (JSON and CSV), the all-or-nothing error file and idempotent re-upload.
 * Month 2023-02 is used because the demo seed only marks last month and this month.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { csvForm, demoName, startTestUpstream, type TestUpstream } from './harness';
import { parseCsv } from '../src/http/csv';
import { parseMonth } from '../src/attendance/month';
import { gridBatches, loadGrid } from '../src/attendance/store';

const AGENTS = '/api/agent_attendances';
const EMPLOYEES = '/api/monthly_attendances';
const MONTH = '2023-02';
// Demo accounts: the agent (managed by the team leader) and HR (not an agent).
const SARA = 'RES-0010';
const NADIA = 'RES-0003';
// Made by the test: three agents of the team leader's team, a sales agent outside it, a resigned agent.
let MONA: string;
let BASSEM: string;
let HECTOR: string;
let WALID: string;
let AYA: string;

let up: TestUpstream;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  up = await startTestUpstream();
  for (const key of ['hr', 'ceo', 'head', 'teamleader', 'agent', 'auditor'] as const) tokens[key] = await up.login(key);
  const lead = (await up.request('GET', '/current_user_with_manager', { token: tokens.teamleader })).body.id;
  [MONA, BASSEM, HECTOR] = await Promise.all([1, 2, 3].map(async () => (await up.person({ manager_id: lead, team_ID: 1 })).RES_ID));
  WALID = (await up.person({ department_id: 3, team_ID: 2, role_title: 'Sales Agent' })).RES_ID;
  const resigned = await up.person({ department_id: 3, team_ID: 2, role_title: 'Sales Agent' });
  await up.db.query(
    `UPDATE employees SET active = false, status_id = (SELECT s.id FROM statuses s WHERE s.name = 'Resigned' AND s.company_id = employees.company_id) WHERE id = $1`,
    [resigned.id],
  );
  AYA = resigned.RES_ID;
});
afterAll(() => up.close());

const grid = (base: string, query = `month=${MONTH}`, token = tokens.hr) => up.request('GET', `${base}?${query}`, { token });
const rowOf = (body: any, resId: string) => body.rows.find((r: any) => r.RES_ID === resId);
const setCell = (base: string, attendance: Record<string, unknown>, token = tokens.hr) =>
  up.request('POST', base, { token, body: { attendance: { month: MONTH, ...attendance } } });
const attendanceForm = (csv: string, month = MONTH) => csvForm(csv, { month }, 'attendance.csv');

describe('GET grid', () => {
  it('answers every day of the month, agents only, with empty past cells reading weekend on Saturdays and Sundays, else absent, and 0 hours', async () => {
    const res = await grid(AGENTS);
    expect(res.status).toBe(200);
    expect(res.body.month).toBe(MONTH);
    expect(res.body.days).toHaveLength(28);
    expect(res.body.days[0]).toBe('2023-02-01');
    const sara = rowOf(res.body, SARA);
    expect(sara).toMatchObject({ name: demoName('agent'), status: 'Active', total_hours: 0, editable: true });
    const weekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    expect(Object.values(sara.records)).toEqual(res.body.days.map((day: string) => (weekend(day) ? 'weekend' : 'absent')));
    expect(sara.records['2023-02-04']).toBe('weekend');
    expect(rowOf(res.body, NADIA)).toBeUndefined();
    expect(res.body.count).toBe(res.body.rows.length);
  });

  it('puts everyone else in the employee grid', async () => {
    const res = await grid(EMPLOYEES);
    expect(rowOf(res.body, NADIA)).toBeDefined();
    expect(rowOf(res.body, SARA)).toBeUndefined();
  });

  it('excludes resigned employees unless exclude_resigned=false, and searches name or RES_ID', async () => {
    expect(rowOf((await grid(AGENTS)).body, AYA)).toBeUndefined();
    expect(rowOf((await grid(AGENTS, `month=${MONTH}&exclude_resigned=false`)).body, AYA)).toMatchObject({ status: 'Resigned' });
    const found = await grid(AGENTS, `month=${MONTH}&search=${encodeURIComponent(demoName('agent').split(' ')[0].toLowerCase())}`);
    expect(found.body.rows.map((r: any) => r.RES_ID)).toEqual([SARA]);
    expect((await grid(AGENTS, `month=${MONTH}&search=${WALID}`)).body.rows.map((r: any) => r.RES_ID)).toEqual([WALID]);
  });

  it('accepts MM-YYYY and refuses a malformed month with 400', async () => {
    expect((await grid(AGENTS, 'month=02-2023')).body.month).toBe(MONTH);
    const res = await grid(AGENTS, 'month=2023-13');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Month must be in the format YYYY-MM');
  });

  it('marks rows read-only for readers and for a team leader outside their team', async () => {
    expect(rowOf((await grid(AGENTS, `month=${MONTH}`, tokens.agent)).body, SARA).editable).toBe(false);
    const tl = (await grid(AGENTS, `month=${MONTH}`, tokens.teamleader)).body;
    expect([rowOf(tl, SARA).editable, rowOf(tl, WALID).editable]).toEqual([true, false]);
    expect(rowOf((await grid(EMPLOYEES, `month=${MONTH}`, tokens.teamleader)).body, NADIA).editable).toBe(false);
  });

  it('lists the statuses with their share of the target hours', async () => {
    const res = await up.request('GET', '/api/attendance_statuses', { token: tokens.agent });
    expect(res.status).toBe(200);
    const byKey = Object.fromEntries(res.body.items.map((s: any) => [s.key, s.hours]));
    expect(byKey).toMatchObject({ present: 1, late: 1, half_day: 0.5, absent: 0, on_leave: 0, sick: 0, holiday: 0, weekend: 0 });
  });
});

describe('GET grid: pages (extension page and limit)', () => {
  const ids = (body: any) => body.rows.map((r: any) => r.RES_ID);
  const all = `month=${MONTH}&exclude_resigned=false`;

  it('answers every row without page and limit, as SPEC §7 does, count included', async () => {
    const body = (await grid(AGENTS, all)).body;
    expect(body.rows.length).toBeGreaterThan(4);
    expect(body.count).toBe(body.rows.length);
    expect((await grid(AGENTS, `${all}&limit=-1`)).body.rows).toEqual(body.rows);
  });

  it('answers one page in the order of the whole grid, with the count of every row', async () => {
    const whole = (await grid(AGENTS, all)).body;
    const second = (await grid(AGENTS, `${all}&page=2&limit=2`)).body;
    expect(ids(second)).toEqual(ids(whole).slice(2, 4));
    expect(second.count).toBe(whole.count);
    expect(second.days).toEqual(whole.days);
    expect(second.rows[0]).toEqual(whole.rows[2]);
    const last = Math.ceil(whole.count / 2);
    expect(ids((await grid(AGENTS, `${all}&page=${last}&limit=2`)).body)).toEqual(ids(whole).slice((last - 1) * 2));
    const past = (await grid(AGENTS, `${all}&page=${last + 5}&limit=2`)).body;
    expect(past).toMatchObject({ rows: [], count: whole.count });
    // limit without page: the first page.
    expect(ids((await grid(AGENTS, `${all}&limit=3`)).body)).toEqual(ids(whole).slice(0, 3));
  });

  it('pages the searched rows, the count being that of the search', async () => {
    const searched = (await grid(AGENTS, `${all}&search=a`)).body;
    expect(searched.count).toBeGreaterThan(2);
    const page = (await grid(AGENTS, `${all}&search=a&page=2&limit=2`)).body;
    expect(ids(page)).toEqual(ids(searched).slice(2, 4));
    expect(page.count).toBe(searched.count);
  });

  it('refuses a page size of 0 or a page of 0 with 400', async () => {
    expect((await grid(AGENTS, `${all}&limit=0`)).status).toBe(400);
    expect((await grid(AGENTS, `${all}&page=0&limit=2`)).status).toBe(400);
  });
});

describe('GET grid: public holidays', () => {
  const addHoliday = async (vac_name: string, startdate: string, enddate: string, multiple_of_pay = 2) =>
    expect((await up.request('POST', '/vacations', { token: tokens.hr, body: { vac_name, multiple_of_pay, startdate, enddate } })).status).toBe(201);

  beforeAll(async () => {
    await addHoliday('Winter Break', '2023-01-30', '2023-02-02', 1.5); // starts in the month before
    await addHoliday('Founders Day', '2023-02-01', '2023-02-01', 3); // overlaps the break: paid more, so it shows
    await addHoliday('Spring Feast', '2023-02-14', '2023-02-14');
    await addHoliday('March Holiday', '2023-03-01', '2023-03-01');
  });

  it('lists the holiday covering each day of the month, clipped to the month, in both grids', async () => {
    const expected = [
      { date: '2023-02-01', name: 'Founders Day', multiple_of_pay: 3 },
      { date: '2023-02-02', name: 'Winter Break', multiple_of_pay: 1.5 },
      { date: '2023-02-14', name: 'Spring Feast', multiple_of_pay: 2 },
    ];
    expect((await grid(AGENTS)).body.holidays).toEqual(expected);
    expect((await grid(EMPLOYEES, `month=${MONTH}`, tokens.agent)).body.holidays).toEqual(expected);
    expect((await grid(AGENTS, 'month=2023-03')).body.holidays).toEqual([{ date: '2023-03-01', name: 'March Holiday', multiple_of_pay: 2 }]);
    expect((await grid(AGENTS, 'month=2023-04')).body.holidays).toEqual([]);
  });

  it('fills the unmarked cells of a holiday with `holiday`, adding no worked hours', async () => {
    const walid = rowOf((await grid(AGENTS)).body, WALID);
    expect([walid.records['2023-02-01'], walid.records['2023-02-14'], walid.records['2023-02-15']]).toEqual(['holiday', 'holiday', 'absent']);
    expect(walid.total_hours).toBe(0);
  });
});

describe('POST one cell', () => {
  it('sets a status and answers the row with the new total (target × share)', async () => {
    const res = await setCell(AGENTS, { user_res_id: MONA, date: '2023-02-06', status: 'present' });
    expect(res.status).toBe(200);
    expect(res.body.rows).toHaveLength(1);
    expect(res.body.rows[0].records['2023-02-06']).toBe('present');
    const half = await setCell(AGENTS, { user_res_id: MONA, date: '2023-02-07', status: 'Half day' });
    expect(half.body.rows[0].records['2023-02-07']).toBe('half_day');
    expect(half.body.rows[0].total_hours).toBe(1.5 * half.body.rows[0].target_hours_per_day);
  });

  it.each([
    ['an unknown employee', { user_res_id: 'RES-9999', date: '2023-02-06', status: 'present' }, 'user_res_id', 'Employee RES-9999 not found'],
    ['a date outside the month', { user_res_id: SARA, date: '2023-03-01', status: 'present' }, 'date', 'Date 2023-03-01 is not in the month 2023-02'],
    ['an impossible date', { user_res_id: SARA, date: '2023-02-30', status: 'present' }, 'date', 'Date 2023-02-30 is not a valid date (YYYY-MM-DD)'],
    // DD/MM/YYYY is the CSV import's documented form only: an API input is ISO, as every other date field.
    ['a DD/MM/YYYY date', { user_res_id: SARA, date: '06/02/2023', status: 'present' }, 'date', 'Date 06/02/2023 is not a valid date (YYYY-MM-DD)'],
    [
      'an unknown status',
      { user_res_id: SARA, date: '2023-02-06', status: 'partying' },
      'status',
      expect.stringMatching(/^Unknown status partying: use one of present, /),
    ],
    [
      'someone of the other family',
      { user_res_id: NADIA, date: '2023-02-06', status: 'present' },
      'user_res_id',
      `Employee ${NADIA} is not an agent: use the employee attendance`,
    ],
    ['a missing status', { user_res_id: SARA, date: '2023-02-06' }, 'status', 'Status is required'],
  ])('refuses %s with 422 and writes nothing', async (_case, attendance, field, message) => {
    const res = await setCell(AGENTS, attendance);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field, message }]);
    expect(rowOf((await grid(AGENTS)).body, SARA).records['2023-02-06']).toBe('absent');
  });

  it('is refused (403) for readers, for a team leader on the employee grid and on other teams', async () => {
    const cell = { user_res_id: SARA, date: '2023-02-08', status: 'present' };
    for (const token of [tokens.agent, tokens.auditor]) {
      const res = await setCell(AGENTS, cell, token);
      expect([res.status, res.body.message]).toEqual([403, "You don't have permission to access this resource"]);
    }
    expect((await setCell(EMPLOYEES, { ...cell, user_res_id: NADIA }, tokens.teamleader)).status).toBe(403);
    const other = await setCell(AGENTS, { ...cell, user_res_id: WALID }, tokens.teamleader);
    expect([other.status, other.body.message]).toEqual([403, 'You can only change the attendance of agents you manage']);
    expect((await setCell(AGENTS, cell, tokens.teamleader)).status).toBe(200);
    expect((await setCell(AGENTS, { ...cell, user_res_id: WALID }, tokens.head)).status).toBe(200);
    expect((await setCell(EMPLOYEES, { ...cell, user_res_id: NADIA }, tokens.ceo)).status).toBe(200);
  });
});

describe('bulk import', () => {
  const month = '2023-01';

  it('saves JSON rows and answers saved_count with the message', async () => {
    const res = await up.request('POST', `${AGENTS}/bulk`, {
      token: tokens.hr,
      body: {
        month,
        attendances: [
          { user_res_id: SARA, date: '2023-01-02', status: 'present' },
          { user_res_id: SARA, date: '2023-01-03', status: 'sick' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Processed 2 records, successfully created 2 attendance records',
      saved_count: 2,
      processed_count: 2,
      changed_count: 2,
    });
  });

  it('answers the CSV error file for mixed rows and saves none of them', async () => {
    const csv = `user_res_id,date,status\n${MONA},2023-01-09,present\nRES-9999,2023-01-09,present\n${BASSEM},2023-02-01,present\n${HECTOR},09/01/2023,dancing\n`;
    const res = await up.request('POST', `${AGENTS}/bulk`, { token: tokens.hr, body: attendanceForm(csv, month) });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('attendance_bulk_errors_2023-01.csv');
    expect(res.headers.get('x-error-count')).toBe('3');
    const errors = parseCsv(res.body);
    expect(errors.map((e) => [e.row, e.user_res_id, e.error])).toEqual([
      ['2', 'RES-9999', 'Employee RES-9999 not found'],
      ['3', BASSEM, 'Date 2023-02-01 is not in the month 2023-01'],
      ['4', HECTOR, expect.stringMatching(/^Unknown status dancing/)],
    ]);
    const stored = await up.request('GET', `/files/${res.headers.get('x-error-file-id')}/download`, { token: tokens.hr });
    expect(stored.body).toBe(res.body);
    expect(rowOf((await grid(AGENTS, `month=${month}`)).body, MONA).records['2023-01-09']).toBe('absent');
  });

  it('saves a valid CSV (any status spelling, DD/MM/YYYY dates) and a re-upload changes nothing', async () => {
    const csv = `user_res_id,date,status\n${MONA},2023-01-10,present\n${MONA},11/01/2023,On leave\n${BASSEM},2023-01-10,LATE\n${BASSEM},2023-01-10,late\n`;
    const first = await up.request('POST', `${AGENTS}/bulk`, { token: tokens.hr, body: attendanceForm(csv, month) });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ saved_count: 3, processed_count: 4, changed_count: 3 });
    const before = (await grid(AGENTS, `month=${month}`)).body;
    expect(rowOf(before, MONA).records).toMatchObject({ '2023-01-10': 'present', '2023-01-11': 'on_leave' });
    const again = await up.request('POST', `${AGENTS}/bulk`, { token: tokens.hr, body: attendanceForm(csv, month) });
    expect(again.body).toMatchObject({ saved_count: 3, changed_count: 0 });
    expect((await grid(AGENTS, `month=${month}`)).body).toEqual(before);
  });

  it('refuses conflicting repeats, a CSV without the columns, and readers', async () => {
    const conflict = `user_res_id,date,status\n${MONA},2023-01-12,present\n${MONA},2023-01-12,sick\n`;
    const res = await up.request('POST', `${AGENTS}/bulk`, { token: tokens.hr, body: attendanceForm(conflict, month) });
    expect(res.status).toBe(422);
    expect(parseCsv(res.body)[0].error).toBe(`Row 1 already sets ${MONA} on 2023-01-12 to present`);
    const noColumns = await up.request('POST', `${AGENTS}/bulk`, { token: tokens.hr, body: attendanceForm('name,day\nx,1\n', month) });
    expect([noColumns.status, noColumns.body.message]).toEqual([422, 'The CSV file must have the columns user_res_id, date and status']);
    // An empty file and a header alone both have no records, in the words of every import (an empty file once read
    // "File is required", though one was chosen).
    for (const empty of ['', 'user_res_id,date,status\n']) {
      const none = await up.request('POST', `${AGENTS}/bulk`, { token: tokens.hr, body: attendanceForm(empty, month) });
      expect([none.status, none.body.errors]).toEqual([422, [{ field: 'file', message: 'The CSV file has no records' }]]);
    }
    const reader = await up.request('POST', `${AGENTS}/bulk`, { token: tokens.agent, body: attendanceForm(conflict, month) });
    expect(reader.status).toBe(403);
    const noMonth = await up.request('POST', `${AGENTS}/bulk`, { token: tokens.hr, body: { attendances: [{}] } });
    expect([noMonth.status, noMonth.body.message]).toEqual([422, 'Month is required']);
  });

  it("lists a team leader's rows for other teams' agents in the error file", async () => {
    const csv = `user_res_id,date,status\n${SARA},2023-01-16,present\n${WALID},2023-01-16,present\n`;
    const res = await up.request('POST', `${AGENTS}/bulk`, { token: tokens.teamleader, body: attendanceForm(csv, month) });
    expect(res.status).toBe(422);
    expect(parseCsv(res.body).map((e) => [e.user_res_id, e.error])).toEqual([[WALID, 'You can only change the attendance of agents you manage']]);
  });
});

describe('export and template', () => {
  it('exports the grid as monthly_attendance_{month}.csv / agent_attendance_{month}.csv without resigned people', async () => {
    const res = await up.request('GET', `${AGENTS}/export?month=2023-01`, { token: tokens.agent });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('filename="agent_attendance_2023-01.csv"');
    const rows = parseCsv(res.body);
    expect(Object.keys(rows[0])).toEqual([
      'RES_ID',
      'name',
      'status',
      ...Array.from({ length: 31 }, (_, i) => `2023-01-${String(i + 1).padStart(2, '0')}`),
      'total_hours',
    ]);
    const sara = rows.find((r) => r.RES_ID === SARA)!;
    expect([sara['2023-01-02'], sara['2023-01-03'], sara['2023-01-04']]).toEqual(['present', 'sick', 'absent']);
    expect(sara.total_hours).toMatch(/^\d+:\d\d$/);
    expect(rows.find((r) => r.RES_ID === AYA)).toBeUndefined();
    const employees = await up.request('GET', `${EMPLOYEES}/export?month=2023-01`, { token: tokens.hr });
    expect(employees.headers.get('content-disposition')).toContain('filename="monthly_attendance_2023-01.csv"');
  });

  it('reads the export in keyset batches of a bounded size, every row once and in the order of the grid', async () => {
    const month = parseMonth(MONTH)!;
    const filters = { excludeResigned: false, today: '2026-01-01' };
    const whole = await loadGrid(up.db, 'agents', month, filters);
    const statements: string[] = [];
    const db = { ...up.db, query: (sql: string, params?: readonly unknown[]) => (statements.push(sql), up.db.query(sql, params)) } as typeof up.db;
    const batches: number[] = [];
    const rows: string[] = [];
    for await (const batch of gridBatches(db, 'agents', month, filters, 2)) {
      batches.push(batch.length);
      rows.push(...batch.map((r) => r.RES_ID));
    }
    expect(rows).toEqual(whole.map((r) => r.RES_ID));
    expect(Math.max(...batches)).toBe(2);
    // One statement per batch (plus the month's holidays and leaves, read once): never the whole grid at once.
    expect(statements.filter((sql) => sql.includes('LIMIT 2')).length).toBe(batches.length);
    expect(batches.length).toBe(Math.floor(whole.length / 2) + 1);
  });

  it('prefills the template with the people the caller may edit', async () => {
    const res = await up.request('GET', `${AGENTS}/template?month=2023-01`, { token: tokens.teamleader });
    const rows = parseCsv(res.body);
    // The team leader's team: the agent, the three made above and the agents the demo company gives the team.
    const team = await up.db.query<{ RES_ID: string }>(
      `SELECT e."RES_ID" FROM employees e JOIN users u ON u.email = 'teamleader@demo.hr' WHERE e.manager_id = u.employee_id AND e.active AND e.role = 0`,
    );
    const expected = team.rows.map((r) => r.RES_ID).sort();
    expect(expected).toEqual(expect.arrayContaining([SARA, MONA, BASSEM, HECTOR]));
    expect(rows.map((r) => r.user_res_id).sort()).toEqual(expected);
    expect(rows[0]).toMatchObject({ date: '2023-01-01', status: 'present' });
  });
});
