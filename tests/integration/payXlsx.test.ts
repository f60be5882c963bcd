/**
 * The salaries sheet's XLSX export through the gateway against the real upstream: HR downloads it through
 * the signed link, the test reads it back with exceljs and checks the department groups, each subtotal against the
 * sheet's own rows, the grand total against `salaryTotals`, the filters, and that a name starting with "=" stays
 * text. Every role but CEO and HR is refused with FORBIDDEN, both when asking for the link and when opening one.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { FORBIDDEN_MESSAGE } from '../../gateway/src/errors';
import { sealTicket } from '../../gateway/src/files/tickets';
import { tokenKey } from '../../gateway/src/state/store';
import type { DemoKey } from '../../upstream/src/seed';
import { graphql } from '../generated';
import { dataOf, download, gql, loginAs, startStack, type Stack } from '../support/stack';

let stack: Stack;
const tokens: Partial<Record<DemoKey, string>> = {};
const MONTH = '2021-03';
const EVIL = '=HYPERLINK("http://evil.test","Xlsx click")';
const XLSX = graphql(`
  query PayXlsxSalariesXlsx($month: String, $departmentId: ID, $employeeType: String) {
    salariesXlsx(month: $month, departmentId: $departmentId, employeeType: $employeeType) {
      url
      filename
      expiresAt
    }
  }
`);
const SHEET = graphql(`
  query PayXlsxSalaries($month: String, $departmentId: ID, $employeeType: String) {
    salaries(month: $month, departmentId: $departmentId, employeeType: $employeeType, limit: -1) {
      count
      items {
        name
        departmentName
        totalPay
        hoursWorked
      }
    }
    salaryTotals(month: $month, departmentId: $departmentId, employeeType: $employeeType) {
      employees
      totalPay
      hoursWorked
    }
  }
`);

interface SheetRow {
  name: string;
  departmentName: string | null;
  totalPay: number;
  hoursWorked: number;
}
type Cell = ExcelJS.CellValue;

beforeAll(async () => {
  stack = await startStack();
  for (const role of ['ceo', 'hr', 'headofhr', 'head', 'teamleader', 'auditor', 'acm', 'agent', 'coldhead', 'headauditing'] as const)
    tokens[role] = await loginAs(stack, role);
  const db = stack.upstream.db;
  const insert = async (resId: string, name: string, department: number, type: string) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO employees ("RES_ID", name, email, "team_ID", department_id, role, role_title, target_hours_per_day, date_joined,
           employee_type, hourly_rate, hourly_or_monthly) VALUES ($1, $2, lower($1) || '@xlsx.test', 1, $3, 0, 'Customer Support Agent', 8, '2020-01-01', $4, 10, 'hourly') RETURNING id`,
        [resId, name, department, type],
      )
    ).rows[0].id;
  const evil = await insert('XLSX-1', EVIL, 2, 'Full Time');
  const plain = await insert('XLSX-2', 'Xlsx Plain', 3, 'Part Time');
  await db.query(`INSERT INTO dialer_data (employee_id, date, hours_worked) VALUES ($1, '2021-03-01', 7.5), ($1, '2021-03-02', 8), ($2, '2021-03-03', 4)`, [
    evil,
    plain,
  ]);
}, 120_000);
afterAll(() => stack.close());

async function link(variables: Record<string, unknown>, token = tokens.hr) {
  const res = await gql(stack, XLSX, { month: MONTH, ...variables }, token);
  expect(res.errors).toBeUndefined();
  return res.data?.salariesXlsx as { url: string; filename: string; expiresAt: string };
}

async function xlsx(url: string, token: string = tokens.hr!) {
  const res = await download(stack, url, token);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as Cell[]).slice(1) as string[];
  const rows: Cell[][] = [];
  sheet.eachRow((r, n) => n > 1 && rows.push((r.values as Cell[]).slice(1)));
  return { res, workbook, sheet, header, rows };
}

/** Department label -> the names listed under it and its subtotal row. */
function groups(rows: Cell[][]) {
  const out = new Map<string, { names: string[]; subtotal: Cell[] }>();
  let current: string | null = null;
  for (const row of rows) {
    const first = String(row[0]);
    if (current === null) {
      current = first;
      out.set(current, { names: [], subtotal: [] });
    } else if (first === `Subtotal ${current}`) {
      out.get(current)!.subtotal = row;
      current = null;
    } else out.get(current)!.names.push(first);
  }
  return out;
}

const cents = (n: number) => Math.round(n * 100) / 100;

describe('salaries XLSX export', () => {
  it('HR downloads the month grouped by department; subtotals and the grand total match the sheet', async () => {
    const l = await link({});
    expect(l.filename).toBe(`salaries_${MONTH}.xlsx`);
    expect(l.url).toMatch(/^\/files\/[\w-]+$/);
    const { res, workbook, sheet, header, rows } = await xlsx(l.url);
    expect(res.headers.get('content-disposition')).toContain(`filename="salaries_${MONTH}.xlsx"`);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['March 2021']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1 });
    expect(header.slice(0, 2)).toEqual(['Name', 'RES ID']);
    const total = header.indexOf('Total pay');
    const hours = header.indexOf('Hours worked');

    const sheetAnswer = dataOf(await gql(stack, SHEET, { month: MONTH }, tokens.hr));
    const byDepartment = new Map<string, SheetRow[]>();
    for (const r of sheetAnswer.salaries.items as SheetRow[]) {
      const key = r.departmentName ?? 'No department';
      byDepartment.set(key, [...(byDepartment.get(key) ?? []), r]);
    }
    const found = groups(rows.slice(0, -1));
    expect([...found.keys()].sort()).toEqual([...byDepartment.keys()].sort());
    for (const [department, { names, subtotal }] of found) {
      const expected = byDepartment.get(department)!;
      expect(names.sort()).toEqual(expected.map((r) => r.name).sort());
      expect(subtotal[total]).toBeCloseTo(cents(expected.reduce((a, r) => a + r.totalPay, 0)), 2);
      // The subtotal is the sum of the very rows printed above it.
      const printed = rows.filter((r) => names.includes(String(r[0])) && r !== subtotal);
      expect(subtotal[total]).toBeCloseTo(cents(printed.reduce((a, r) => a + Number(r[total] ?? 0), 0)), 2);
    }
    const grand = rows[rows.length - 1];
    expect(grand[0]).toBe('Grand total');
    expect(grand[total]).toBeCloseTo(sheetAnswer.salaryTotals.totalPay, 2);
    expect(grand[hours]).toBeCloseTo(sheetAnswer.salaryTotals.hoursWorked, 2);
    expect(found.get(byDepartment.keys().next().value!)).toBeDefined();
    expect(rows.filter((r) => r[0] === 'Xlsx Plain')).toHaveLength(1);
  }, 120_000);

  it("keeps the sheet's filters: department and employee type", async () => {
    const variables = { departmentId: '2', employeeType: 'Full Time' };
    const { rows, header } = await xlsx((await link(variables)).url);
    const sheetAnswer = dataOf(await gql(stack, SHEET, { month: MONTH, ...variables }, tokens.hr));
    const departments = new Set((sheetAnswer.salaries.items as SheetRow[]).map((r) => r.departmentName));
    expect(departments.size).toBe(1);
    const found = groups(rows.slice(0, -1));
    expect([...found.keys()]).toEqual([...departments]);
    expect([...found.values()][0].names).toHaveLength(sheetAnswer.salaries.count);
    expect(rows.some((r) => r[0] === 'Xlsx Plain')).toBe(false); // department 3, part time
    expect(rows[rows.length - 1][header.indexOf('Total pay')]).toBeCloseTo(sheetAnswer.salaryTotals.totalPay, 2);
  }, 120_000);

  it('a name that starts with "=" is a text cell, never a formula', async () => {
    const { sheet } = await xlsx((await link({ departmentId: '2' })).url);
    const cells: ExcelJS.Cell[] = [];
    sheet.eachRow((r) => r.eachCell((cell) => cells.push(cell)));
    expect(cells.filter((c) => c.type === ExcelJS.ValueType.Formula || c.formula !== undefined)).toEqual([]);
    const evil = cells.find((c) => c.value === EVIL);
    expect(evil?.type).toBe(ExcelJS.ValueType.String);
  }, 120_000);

  it('CEO may export; every other role is refused, for the link and for a download ticket', async () => {
    expect((await link({}, tokens.ceo)).filename).toBe(`salaries_${MONTH}.xlsx`);
    for (const role of ['head', 'teamleader', 'auditor', 'acm', 'agent', 'coldhead', 'headauditing'] as const) {
      const res = await gql(stack, XLSX, { month: MONTH }, tokens[role]);
      expect(res.errors?.[0]).toMatchObject({ message: FORBIDDEN_MESSAGE, extensions: { code: 'FORBIDDEN' } });
      expect(res.data).toBeNull();
      // A download ticket carrying their token (as if their role had changed since the link was made) is refused too.
      const ticket = sealTicket({
        path: '/salaries',
        render: 'salaries.xlsx',
        query: { month: MONTH },
        holder: tokenKey(tokens[role]!),
        filename: 'x.xlsx',
        exp: Date.now() + 60_000,
      });
      const opened = await download(stack, `/files/${ticket}`, tokens[role]!);
      expect([role, opened.status, await opened.text()]).toEqual([role, 403, FORBIDDEN_MESSAGE]);
    }
    const signedOut = await gql(stack, XLSX, { month: MONTH }, null);
    expect(signedOut.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  }, 180_000);

  it('a bad month is refused with the field named', async () => {
    const res = await gql(stack, XLSX, { month: '2021-13' }, tokens.hr);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Month must be YYYY-MM',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'month', message: 'Month must be YYYY-MM' }] },
    });
  });
});
