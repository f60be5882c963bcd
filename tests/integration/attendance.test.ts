/**
 * Attendance through GraphQL against the real upstream: every call in both families, the error-file path
 * with mixed rows (nothing saved), idempotent re-upload, export/template links, and the role rules at the gateway
 * (team leader limited to own agents, agent read-only). Months 2022-xx hold no seeded attendance.
 *
 * @spec GET /api/attendance_statuses, GET /api/monthly_attendances/template, GET /api/agent_attendances/template
 * @spec GET /files/{id}/download
 * @spec GET /api/monthly_attendances?page, GET /api/monthly_attendances?limit, GET /api/agent_attendances?page, GET /api/agent_attendances?limit
 * @postgres attendance
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql } from '../generated';
import type { AttendanceFamily } from '../generated/graphql';
import {
  dataOf,
  demoName,
  download as downloadLink,
  gql,
  gqlUpload,
  itFull,
  loginAs,
  PROFILE,
  present,
  startStack,
  upstreamStats,
  type Stack,
} from '../support/stack';
import { parseCsv } from '../../upstream/src/http/csv';
// The screens' own documents (typed by the web's codegen): a change to a screen's query is tested here too.
import { AttendanceTemplateDocument as TEMPLATE, ImportAttendanceDocument as IMPORT } from '../../web/src/features/attendance/attendance.generated';

let stack: Stack;
const tokens: Record<string, string> = {};
const SARA = 'RES-0010'; // agent of the demo team leader
const WALID = 'RES-0023'; // agent of another team leader
const NADIA = 'RES-0003'; // HR specialist (employee grid)

beforeAll(async () => {
  stack = await startStack();
  for (const role of ['hr', 'ceo', 'head', 'teamleader', 'agent', 'auditor', 'acm'] as const) tokens[role] = await loginAs(stack, role);
}, 60_000);
afterAll(() => stack.close());

const GRID = graphql(`
  query AttendanceGrid($family: AttendanceFamily!, $month: String, $search: String, $excludeResigned: Boolean, $page: Int, $limit: Int) {
    attendanceGrid(family: $family, month: $month, search: $search, excludeResigned: $excludeResigned, page: $page, limit: $limit) {
      family
      month
      days
      holidays {
        date
      }
      count
      rows {
        employeeId
        resId
        name
        status
        records
        totalHours
        targetHoursPerDay
        editable
      }
    }
  }
`);
const SET = graphql(`
  mutation AttendanceSet($family: AttendanceFamily!, $resId: String!, $month: String!, $date: String!, $status: String!) {
    setAttendance(family: $family, resId: $resId, month: $month, date: $date, status: $status) {
      resId
      records
      totalHours
    }
  }
`);
const SAVE = graphql(`
  mutation AttendanceSave($family: AttendanceFamily!, $month: String!, $attendances: [AttendanceEntryInput!]!) {
    saveAttendances(family: $family, month: $month, attendances: $attendances) {
      ok
      message
      processedCount
      savedCount
      changedCount
      errorCount
      errorFile {
        url
        filename
      }
    }
  }
`);
const ADD_HOLIDAY = graphql(`
  mutation AttendanceAddHoliday($input: HolidayInput!) {
    addHoliday(input: $input) {
      id
    }
  }
`);
const HOLIDAYS = graphql(`
  query AttendanceHolidays {
    attendanceGrid(family: EMPLOYEES, month: "2022-07") {
      days
      holidays {
        date
        name
        multipleOfPay
      }
      rows {
        resId
        records
      }
    }
  }
`);
const LINKED = graphql(`
  query AttendanceLinkedEmployees {
    attendanceGrid(family: AGENTS, month: "2022-02") {
      rows {
        resId
        employee {
          id
          email
        }
      }
    }
  }
`);
const STATUSES = graphql(`
  query AttendanceStatuses {
    attendanceStatuses {
      key
      label
      hours
      color
    }
  }
`);
const EXPORT = graphql(`
  query AttendanceExport($family: AttendanceFamily!, $month: String!) {
    attendanceExport(family: $family, month: $month) {
      url
      filename
    }
  }
`);

/** A grid's days and rows, as the grid and holiday documents answer them. */
interface Grid {
  days: string[];
  rows: { resId: string; records: string[] }[];
}

const grid = async (
  family: AttendanceFamily,
  month: string,
  token = tokens.hr,
  extra: { search?: string; excludeResigned?: boolean; page?: number; limit?: number } = {},
) => {
  const res = await gql(stack, GRID, { family, month, ...extra }, token);
  expect(res.errors).toBeUndefined();
  return dataOf(res).attendanceGrid;
};
const rowOf = <R extends Grid['rows'][number]>(g: { rows: R[] }, resId: string) =>
  present(
    g.rows.find((r) => r.resId === resId),
    `the row of ${resId}`,
  );
const cell = (g: Grid, resId: string, date: string) => rowOf(g, resId).records[g.days.indexOf(date)];

const importCsv = (family: AttendanceFamily, month: string, csv: string, token = tokens.hr) =>
  gqlUpload(stack, IMPORT, { family, month }, { file: { name: 'attendance.csv', type: 'text/csv', content: csv } }, token);

describe('attendance: grids', () => {
  it('answers the agent grid with days, weekend and absent defaults and editable rows for HR', async () => {
    const g = await grid('AGENTS', '2022-02');
    expect(g).toMatchObject({ family: 'AGENTS', month: '2022-02' });
    expect(g.days).toHaveLength(28);
    expect(g.count).toBe(g.rows.length);
    expect(rowOf(g, SARA)).toMatchObject({ name: demoName('agent'), status: 'Active', totalHours: 0, editable: true });
    // Unmarked past days: Saturdays and Sundays are the weekend, the working days absent.
    const weekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    expect(rowOf(g, SARA).records).toEqual(g.days.map((day) => (weekend(day) ? 'weekend' : 'absent')));
    expect(g.rows.find((r) => r.resId === NADIA)).toBeUndefined();
  });

  it('answers the employee grid, searchable, with resigned people only on request', async () => {
    // part of a name: the HR account's first name
    const g = await grid('EMPLOYEES', '2022-02', tokens.hr, { search: demoName('hr').split(' ')[0] });
    expect(g.rows.map((r) => r.resId)).toEqual([NADIA]);
    const agents = await grid('AGENTS', '2022-02', tokens.hr, { excludeResigned: false });
    expect(agents.rows.some((r) => r.status === 'Resigned')).toBe(true);
    expect((await grid('AGENTS', '2022-02')).rows.some((r) => r.status === 'Resigned')).toBe(false);
  });

  it('lists the public holidays of the month beside the days, filling their unmarked cells with holiday (one upstream call)', async () => {
    const added = await gql(
      stack,
      ADD_HOLIDAY,
      { input: { vacName: 'Harvest Days', multipleOfPay: 2, startDate: '2022-06-29', endDate: '2022-07-02' } },
      tokens.hr,
    );
    expect(added.errors).toBeUndefined();
    await upstreamStats(stack, true);
    const res = await gql(stack, HOLIDAYS, {}, tokens.agent);
    expect(res.errors).toBeUndefined();
    const g = dataOf(res).attendanceGrid;
    expect(g.holidays).toEqual([
      { date: '2022-07-01', name: 'Harvest Days', multipleOfPay: 2 },
      { date: '2022-07-02', name: 'Harvest Days', multipleOfPay: 2 },
    ]);
    expect(cell(g, NADIA, '2022-07-01')).toBe('holiday');
    expect((await upstreamStats(stack)).by_path['/api/monthly_attendances']).toBe(1);
    expect((await grid('AGENTS', '2022-08')).holidays).toEqual([]);
  });

  it('resolves the linked employee of many rows in one batched upstream call', async () => {
    await upstreamStats(stack, true);
    const res = await gql(stack, LINKED, {}, tokens.hr);
    expect(res.errors).toBeUndefined();
    expect(present(dataOf(res).attendanceGrid.rows[0].employee, 'the linked employee').email).toMatch(/@demo\.hr$/);
    const stats = await upstreamStats(stack);
    expect(stats.by_path['/api/agent_attendances']).toBe(1);
    expect(stats.by_path['/employees']).toBe(1);
  });

  it('serves the status legend with how each status counts', async () => {
    const res = await gql(stack, STATUSES, {}, tokens.agent);
    const byKey = Object.fromEntries(dataOf(res).attendanceStatuses.map((s) => [s.key, s.hours]));
    expect(byKey).toMatchObject({ present: 1, half_day: 0.5, absent: 0, on_leave: 0, weekend: 0 });
  });

  it('refuses a malformed month as BAD_REQUEST with the upstream message', async () => {
    const res = await gql(stack, GRID, { family: 'AGENTS', month: 'March' }, tokens.hr);
    expect(res.errors?.[0]).toMatchObject({ message: 'Month must be in the format YYYY-MM', extensions: { code: 'BAD_REQUEST' } });
  });
});

// Pages are an extension (page, limit); on a SPEC §7-only upstream the gateway reads the whole grid and slices it, so
// both profiles answer the same pages.
describe('attendance: pages', () => {
  const resIds = (g: { rows: { resId: string }[] }) => g.rows.map((r) => r.resId);

  it('answers a page of the grid in its order with the count of every row, the same on either upstream', async () => {
    const whole = await grid('AGENTS', '2022-02', tokens.hr, { excludeResigned: false });
    expect(whole.count).toBe(whole.rows.length);
    await upstreamStats(stack, true);
    const second = await grid('AGENTS', '2022-02', tokens.hr, { excludeResigned: false, page: 2, limit: 3 });
    expect(resIds(second)).toEqual(resIds(whole).slice(3, 6));
    expect(second).toMatchObject({ count: whole.count, days: whole.days });
    expect(second.rows[0]).toEqual(whole.rows[3]);
    expect((await upstreamStats(stack)).by_path['/api/agent_attendances']).toBe(1);
    const last = Math.ceil(whole.count / 3);
    expect(resIds(await grid('AGENTS', '2022-02', tokens.hr, { excludeResigned: false, page: last, limit: 3 }))).toEqual(resIds(whole).slice((last - 1) * 3));
  });

  it("pages the searched rows: the count is the search's", async () => {
    const searched = await grid('EMPLOYEES', '2022-02', tokens.hr, { search: 'a' });
    expect(searched.count).toBeGreaterThan(2);
    const page = await grid('EMPLOYEES', '2022-02', tokens.hr, { search: 'a', page: 2, limit: 2 });
    expect(resIds(page)).toEqual(resIds(searched).slice(2, 4));
    expect(page.count).toBe(searched.count);
    // A page past the end is empty, with the count still there.
    expect(await grid('EMPLOYEES', '2022-02', tokens.hr, { search: 'a', page: 999, limit: 2 })).toMatchObject({ rows: [], count: searched.count });
  });
});

describe('attendance: one cell', () => {
  it('sets a cell in either family and answers the updated row', async () => {
    const agent = await gql(stack, SET, { family: 'AGENTS', resId: SARA, month: '2022-03', date: '2022-03-01', status: 'present' }, tokens.hr);
    expect(agent.errors).toBeUndefined();
    expect(dataOf(agent).setAttendance.records[0]).toBe('present');
    expect(dataOf(agent).setAttendance.totalHours).toBe(8);
    const employee = await gql(stack, SET, { family: 'EMPLOYEES', resId: NADIA, month: '2022-03', date: '2022-03-02', status: 'half_day' }, tokens.ceo);
    expect(dataOf(employee).setAttendance).toMatchObject({ resId: NADIA, totalHours: 4 });
    expect(cell(await grid('EMPLOYEES', '2022-03'), NADIA, '2022-03-02')).toBe('half_day');
  });

  it.each([
    ['an unknown employee', { resId: 'RES-9999', date: '2022-03-03', status: 'present' }, { field: 'userResId', message: 'Employee RES-9999 not found' }],
    [
      'a date outside the month',
      { resId: SARA, date: '2022-04-01', status: 'present' },
      { field: 'date', message: 'Date 2022-04-01 is not in the month 2022-03' },
    ],
    ['an unknown status', { resId: SARA, date: '2022-03-03', status: 'zzz' }, { field: 'status', message: expect.stringContaining('Unknown status zzz') }],
  ])('refuses %s as BAD_USER_INPUT and writes nothing', async (_case, vars, fieldError) => {
    const res = await gql(stack, SET, { family: 'AGENTS', month: '2022-03', ...vars }, tokens.hr);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [fieldError] });
    expect(cell(await grid('AGENTS', '2022-03'), SARA, '2022-03-03')).toBe('absent');
  });
});

describe('attendance: roles at the gateway', () => {
  const set = (token: string, family: AttendanceFamily, resId: string) =>
    gql(stack, SET, { family, resId, month: '2022-03', date: '2022-03-07', status: 'late' }, token);

  it('lets CEO, HR and heads write both grids', async () => {
    for (const token of [tokens.ceo, tokens.hr, tokens.head]) {
      expect((await set(token, 'AGENTS', WALID)).errors).toBeUndefined();
      expect((await set(token, 'EMPLOYEES', NADIA)).errors).toBeUndefined();
    }
  });

  it('keeps agents, auditors and ACMs read-only (FORBIDDEN) and their rows not editable', async () => {
    for (const token of [tokens.agent, tokens.auditor, tokens.acm]) {
      const res = await set(token, 'AGENTS', SARA);
      expect(res.errors?.[0]).toMatchObject({ message: "You don't have permission to access this resource", extensions: { code: 'FORBIDDEN' } });
      expect((await grid('AGENTS', '2022-03', token)).rows.every((r) => !r.editable)).toBe(true);
    }
  });

  it('limits a team leader to the agents they manage', async () => {
    expect((await set(tokens.teamleader, 'AGENTS', SARA)).errors).toBeUndefined();
    const other = await set(tokens.teamleader, 'AGENTS', WALID);
    expect(other.errors?.[0]).toMatchObject({ message: 'You can only change the attendance of agents you manage', extensions: { code: 'FORBIDDEN' } });
    const employees = await set(tokens.teamleader, 'EMPLOYEES', NADIA);
    expect(employees.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const g = await grid('AGENTS', '2022-03', tokens.teamleader);
    expect([rowOf(g, SARA).editable, rowOf(g, WALID).editable]).toEqual([true, false]);
  });

  it('refuses imports and templates to readers', async () => {
    const res = await gql(
      stack,
      SAVE,
      { family: 'AGENTS', month: '2022-03', attendances: [{ resId: SARA, date: '2022-03-09', status: 'present' }] },
      tokens.agent,
    );
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const template = await gql(stack, TEMPLATE, { family: 'AGENTS', month: '2022-03' }, tokens.agent);
    expect(template.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('attendance: bulk', () => {
  it('saves JSON rows in both families', async () => {
    for (const [family, resId] of [
      ['AGENTS', SARA],
      ['EMPLOYEES', NADIA],
    ] as const) {
      const res = await gql(
        stack,
        SAVE,
        {
          family,
          month: '2022-05',
          attendances: [
            { resId, date: '2022-05-02', status: 'remote' },
            { resId, date: '2022-05-03', status: 'sick' },
          ],
        },
        tokens.hr,
      );
      expect(dataOf(res).saveAttendances).toEqual({
        ok: true,
        message: 'Processed 2 records, successfully created 2 attendance records',
        processedCount: 2,
        savedCount: 2,
        changedCount: 2,
        errorCount: 0,
        errorFile: null,
      });
      expect(cell(await grid(family, '2022-05'), resId, '2022-05-03')).toBe('sick');
    }
  });

  it('answers an error file for mixed good and bad rows and saves none of them', async () => {
    const csv = `user_res_id,date,status\n${SARA},2022-06-01,present\n${NADIA},2022-06-01,present\nRES-0020,2022-06-31,present\n`;
    const res = await importCsv('AGENTS', '2022-06', csv);
    expect(res.errors).toBeUndefined();
    const result = dataOf(res).importAttendance;
    expect(result).toMatchObject({ ok: false, processedCount: 3, savedCount: 0, errorCount: 2 });
    const errorFile = present(result.errorFile, 'the error file');
    expect(errorFile.filename).toBe('attendance_bulk_errors_2022-06.csv');
    // The error file's download is an extension (GET /files/{id}/download): full profile only.
    if (PROFILE === 'spec') return;
    const download = await downloadLink(stack, errorFile.url, tokens.hr);
    expect(download.headers.get('content-disposition')).toContain('attendance_bulk_errors_2022-06.csv');
    const rows = parseCsv(await download.text());
    expect(rows.map((r) => [r.row, r.user_res_id, r.error])).toEqual([
      ['2', NADIA, `Employee ${NADIA} is not an agent: use the employee attendance`],
      ['3', 'RES-0020', 'Date 2022-06-31 is not a valid date (YYYY-MM-DD)'],
    ]);
    expect(cell(await grid('AGENTS', '2022-06'), SARA, '2022-06-01')).toBe('absent');
  });

  it('imports a CSV, and the same file again changes nothing', async () => {
    const csv = `user_res_id,date,status\n${SARA},2022-07-01,present\n${SARA},2022-07-04,late\nRES-0020,2022-07-01,on_leave\n`;
    const first = await importCsv('AGENTS', '2022-07', csv);
    expect(dataOf(first).importAttendance).toMatchObject({
      ok: true,
      savedCount: 3,
      changedCount: 3,
      message: 'Processed 3 records, successfully created 3 attendance records',
    });
    const before = await grid('AGENTS', '2022-07');
    const again = await importCsv('AGENTS', '2022-07', csv);
    expect(dataOf(again).importAttendance).toMatchObject({ ok: true, savedCount: 3, changedCount: 0 });
    expect(await grid('AGENTS', '2022-07')).toEqual(before);
  });

  it("puts a team leader's rows for other agents in the error file", async () => {
    const res = await importCsv('AGENTS', '2022-08', `user_res_id,date,status\n${SARA},2022-08-01,present\n${WALID},2022-08-01,present\n`, tokens.teamleader);
    expect(dataOf(res).importAttendance).toMatchObject({ ok: false, errorCount: 1, savedCount: 0 });
  });

  it('passes file-level problems through as BAD_USER_INPUT', async () => {
    const res = await importCsv('AGENTS', '2022-08', 'a,b\n1,2\n');
    expect(res.errors?.[0]).toMatchObject({
      message: 'The CSV file must have the columns user_res_id, date and status',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('attendance: export and template', () => {
  it('links the export under the SPEC file name, matching the grid', async () => {
    for (const [family, name] of [
      ['AGENTS', 'agent_attendance_2022-05.csv'],
      ['EMPLOYEES', 'monthly_attendance_2022-05.csv'],
    ] as const) {
      const { attendanceExport } = dataOf(await gql(stack, EXPORT, { family, month: '05-2022' }, tokens.agent));
      expect(attendanceExport.filename).toBe(name);
      const download = await downloadLink(stack, attendanceExport.url, tokens.agent);
      expect(download.headers.get('content-disposition')).toContain(`filename="${name}"`);
      const rows = parseCsv(await download.text());
      const g = await grid(family, '2022-05');
      expect(rows.map((r) => r.RES_ID)).toEqual(g.rows.map((r) => r.resId));
      const first = present(
        rows.find((r) => r.RES_ID === g.rows[0].resId),
        'the first row of the export',
      );
      expect(g.days.map((d) => first[d])).toEqual(g.rows[0].records);
    }
  });

  // Templates are an extension (GET /api/*_attendances/template): full profile only.
  itFull('gives writers a template prefilled with the people they may edit', async () => {
    const { attendanceTemplate } = dataOf(await gql(stack, TEMPLATE, { family: 'AGENTS', month: '2022-05' }, tokens.teamleader));
    expect(attendanceTemplate.filename).toBe('agent_attendance_template_2022-05.csv');
    const rows = parseCsv(await (await downloadLink(stack, attendanceTemplate.url, tokens.teamleader)).text());
    expect(rows.map((r) => r.user_res_id)).toContain(SARA);
    expect(rows.map((r) => r.user_res_id)).not.toContain(WALID);
  });
});
