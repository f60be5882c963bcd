/**
 * The salaries XLSX off the event loop: kit/worker runs a task on another thread while the gateway's timers
 * keep firing, and the real worker (pay/xlsxWorker.ts) builds the workbook: grouped by department with subtotals and
 * a grand total, frozen header and name column, number formats, and text that looks like a formula stays text.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { closeIdleWorkers, runInWorker } from '../src/kit/worker';
import { buildSalariesXlsx } from '../src/modules/pay/export';
import { NO_DEPARTMENT, type SheetRow } from '../src/modules/pay/xlsx';

const BUSY = path.join(__dirname, 'fixtures/busyWorker.ts');
const delay = (ms: number) => new Promise<'timer'>((resolve) => setTimeout(() => resolve('timer'), ms));
type Thread = { isMainThread: boolean; threadId: number };

afterAll(() => closeIdleWorkers());

describe('kit/worker', () => {
  it('runs the task on another thread while the event loop keeps turning', async () => {
    const job = runInWorker<{ ms: number }, Thread>(BUSY, { ms: 1500 });
    // The task keeps its thread busy for 1.5 s: a timer of the main thread must fire long before it ends.
    expect(await Promise.race([job, delay(20)])).toBe('timer');
    expect(await job).toEqual({ isMainThread: false, threadId: expect.any(Number) });
  }, 120_000);

  it("rejects with the task's error and keeps the worker for the next job", async () => {
    const first = await runInWorker<{ ms: number }, Thread>(BUSY, { ms: 0 });
    await expect(runInWorker(BUSY, { ms: 0, fail: true })).rejects.toThrow('the task failed');
    expect((await runInWorker<{ ms: number }, Thread>(BUSY, { ms: 0 })).threadId).toBe(first.threadId);
  }, 120_000);

  it('stops a job that takes too long', async () => {
    await expect(runInWorker(BUSY, { ms: 5000 }, { timeoutMs: 50 })).rejects.toThrow(/took longer than 50 ms/);
  }, 120_000);
});

let nextId = 1;
function row(name: string, departmentName: string | null, totalPay: number, extra: Partial<SheetRow> = {}): SheetRow {
  const id = nextId++;
  return {
    id,
    resId: `RES-X${id}`,
    name,
    month: '2026-11',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    workingDays: 21,
    employeeType: 'Full Time',
    hourlyOrMonthly: 'hourly',
    managerName: 'Manager',
    dateJoined: '2020-01-01',
    paymentAccount: `${id}@pay.test`,
    departmentId: departmentName ? 1 : null,
    departmentName,
    teamId: null,
    teamName: null,
    week1Hours: 0,
    week1Target: 0,
    week2Hours: 0,
    week2Target: 0,
    week3Hours: 0,
    week3Target: 0,
    week4Hours: 0,
    week4Target: 0,
    week5Hours: 0,
    week5Target: 0,
    hoursWorked: 100.5,
    hoursGiven: 8,
    annuals: 0,
    casuals: 0,
    sick: 0,
    paidLeave: 0,
    training: 0,
    allowance: 0,
    leadsTarget: 0,
    kpiTier: null,
    kpi: 0,
    bonus: 10,
    compensation: 0,
    actions: 1,
    amount: 5,
    lateness: 0,
    baseSalary: null,
    hourlyRate: 10,
    monthlyRate: null,
    targetHours: 168,
    targetLeads: 0,
    hoursPay: 1005,
    extras: 0,
    totalPay,
    targetHoursPerDay: 8,
    ...extra,
  } as SheetRow;
}

type Cell = ExcelJS.CellValue;
async function readBack(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as never);
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as Cell[]).slice(1);
  const rows: Cell[][] = [];
  sheet.eachRow((r, n) => n > 1 && rows.push((r.values as Cell[]).slice(1)));
  return { workbook, sheet, header, rows, col: (title: string) => header.indexOf(title) };
}

describe('salaries workbook (pay/xlsx.ts in pay/xlsxWorker.ts)', () => {
  const rows = [
    row('Adam Sales', 'Sales', 1000.1),
    row('=HYPERLINK("http://evil.test","click")', 'Sales', 200.2),
    row('Zed Ops', 'Operations', 300),
    row('+1 Plus', 'Operations', -50.5),
    row('-2 Minus', null, 10),
    row('@SUM(A1:A2)', 'Operations', 0),
  ];

  it('groups by department with subtotals and a grand total, frozen header and name, number formats', async () => {
    const bytes = await buildSalariesXlsx({ sheetName: 'November 2026', rows });
    const { workbook, sheet, header, rows: out, col } = await readBack(bytes);
    expect(workbook.worksheets).toHaveLength(1);
    expect(sheet.name).toBe('November 2026');
    expect(header.slice(0, 4)).toEqual(['Name', 'RES ID', 'Type', 'Pay']);
    expect(header).toEqual(expect.arrayContaining(['Hours worked', 'Hours given', 'Amount', 'Base salary', 'Hours pay', 'Extras', 'Bonus', 'Total pay']));
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1 });

    const total = col('Total pay');
    const names = out.map((r) => r[0]);
    expect(names).toEqual([
      'Operations',
      'Zed Ops',
      '+1 Plus',
      '@SUM(A1:A2)',
      'Subtotal Operations',
      'Sales',
      'Adam Sales',
      '=HYPERLINK("http://evil.test","click")',
      'Subtotal Sales',
      NO_DEPARTMENT,
      '-2 Minus',
      `Subtotal ${NO_DEPARTMENT}`,
      'Grand total',
    ]);
    const at = (name: string) => out[names.indexOf(name)];
    expect(at('Subtotal Operations')[total]).toBe(249.5);
    expect(at('Subtotal Sales')[total]).toBe(1200.3);
    expect(at('Grand total')[total]).toBe(1459.8);
    expect(at('Grand total')[col('Hours worked')]).toBe(603);
    expect(at('Grand total')[col('Hourly rate')] ?? null).toBeNull();
    expect(sheet.getRow(names.indexOf('Zed Ops') + 2).outlineLevel).toBe(1);
    expect(sheet.getColumn(total + 1).numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');
    expect(sheet.getColumn(col('Hours worked') + 1).numFmt).toBe('#,##0.00');
  }, 120_000);

  it("has every column of the web's sheet but Department (the grouping rows), dates as dates", async () => {
    const weekly = row('Weekly Worker', 'Sales', 1, { week2Hours: 38.5, week2Target: 40, annuals: 1.5, casuals: 1, leadsTarget: 12, targetLeads: 20 });
    const {
      sheet,
      header,
      rows: out,
      col,
    } = await readBack(await buildSalariesXlsx({ sheetName: 'November 2026', rows: [weekly, row('Other', 'Sales', 2, { annuals: 2 })] }));
    // The web's columns (SalariesPage.tsx), its week groups titled as its CSV titles them. The first export had 23.
    expect(header).toEqual([
      'Name',
      'RES ID',
      'Type',
      'Pay',
      'Manager',
      'Joined',
      'Payment account',
      'Start',
      'End',
      'Working days',
      ...[1, 2, 3, 4, 5].flatMap((w) => [`Week ${w} Hours`, `Week ${w} Target`]),
      'Hours worked',
      'Hours given',
      'Target hours',
      'Annuals',
      'Casuals',
      'Sick',
      'Paid leave',
      'Training',
      'Leads',
      'Target leads',
      'Allowance',
      'KPI tier',
      'KPI',
      'Bonus',
      'Compensation',
      'Actions',
      'Amount',
      'Lateness',
      'Base salary',
      'Hourly rate',
      'Hours pay',
      'Extras',
      'Total pay',
    ]);
    const person = out.find((r) => r[0] === 'Weekly Worker')!;
    expect(person[col('Joined')]).toEqual(new Date(Date.UTC(2020, 0, 1)));
    expect(person[col('End')]).toEqual(new Date(Date.UTC(2026, 10, 30)));
    expect(sheet.getColumn(col('Joined') + 1).numFmt).toBe('dd/mm/yyyy');
    expect([person[col('Week 2 Hours')], person[col('Week 2 Target')], person[col('Leads')], person[col('Target leads')]]).toEqual([38.5, 40, 12, 20]);
    expect(out.find((r) => r[0] === 'Grand total')![col('Annuals')]).toBe(3.5);
  }, 120_000);

  it('writes text that starts with = + - @ as text, never as a formula', async () => {
    const { sheet } = await readBack(await buildSalariesXlsx({ sheetName: 'November 2026', rows }));
    const texts: string[] = [];
    sheet.eachRow((r) =>
      r.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        expect(cell.formula).toBeUndefined();
        if (typeof cell.value === 'string' && /^[=+\-@]/.test(cell.value)) {
          expect(cell.type).toBe(ExcelJS.ValueType.String);
          texts.push(cell.value);
        }
      }),
    );
    expect(texts).toEqual(['+1 Plus', '@SUM(A1:A2)', '=HYPERLINK("http://evil.test","click")', '-2 Minus']);
  }, 120_000);
});
