/**
 * The salaries sheet as an XLSX workbook, built by exceljs's write-only streaming writer. This module runs
 * inside a worker thread (xlsxWorker.ts, started by kit/worker.ts); the gateway's thread only fetches the rows.
 *
 * Decisions:
 * - One sheet, named after the month ("November 2026"). Row 1 is the header, in the web sheet's words; the header row
 *   and the Name column are frozen. Rows are grouped by department (departments by name, "No department" last; people
 *   in the order the upstream sorted them, by name): a department label row, its people (outline level 1, so Excel
 *   can fold a department), then "Subtotal <department>"; the last row is "Grand total".
 * - Subtotals and the grand total are numbers computed here, not SUM formulas: the file holds no formula at all, so
 *   every viewer (previews, mail clients, converters that do not calculate) shows the same figures, and a test can
 *   prove no cell is a formula. Sums are rounded to cents like the sheet's own figures.
 * - Hours are decimal hours (7.5 = 7:30; the web shows h:mm) so that they multiply by rates in a spreadsheet; money is
 *   in the company's currency (`"$"#,##0.00`, @hr/rules' company.ts), as the web shows it. Rates, working days and KPI tiers have no total.
 * - Every text is written as a shared string: a name such as `=HYPERLINK(...)` stays text and never becomes a formula.
 * - The columns are the web sheet's, in its order, but Department (the grouping rows carry it); a week's two columns are
 *   titled as the web's CSV titles them ("Week 1 Hours", "Week 1 Target"). Dates are spreadsheet dates shown
 *   dd/mm/yyyy. (The first version left 21 of them out: the dates, the weeks, leave days and leads; found in a QA walk.)
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { GetAnswer } from '../../rest/typed';
import { currencyAffixes } from '@hr/rules';

export type SheetRow = GetAnswer<'/salaries'>['items'][number];

export interface SalariesWorkbookInput {
  /** Sheet name, e.g. 'November 2026'. */
  sheetName: string;
  rows: SheetRow[];
}

type Kind = 'text' | 'money' | 'hours' | 'count' | 'plain' | 'date';
interface Column {
  header: string;
  kind: Kind;
  value: (row: SheetRow) => string | number | null | undefined;
  /** Summed in subtotals and the grand total. */
  total?: boolean;
  width?: number;
}

const money = (header: string, value: Column['value'], total = true): Column => ({ header, kind: 'money', value, total });
const hours = (header: string, value: Column['value']): Column => ({ header, kind: 'hours', value, total: true });
/** A summed figure in the General format (leave days may be halves), as the web's `plain` columns. */
const plain = (header: string, value: Column['value']): Column => ({ header, kind: 'plain', value, total: true });
const date = (header: string, value: Column['value']): Column => ({ header, kind: 'date', value, width: 11 });
const payType = (v: string) => (v === 'hourly' ? 'Hourly' : v === 'monthly' ? 'Monthly' : v);
const WEEKS = [1, 2, 3, 4, 5] as const;

/** The columns, titled as on /employees/salaries. */
export const COLUMNS: readonly Column[] = [
  { header: 'Name', kind: 'text', value: (r) => r.name, width: 28 },
  { header: 'RES ID', kind: 'text', value: (r) => r.resId, width: 12 },
  { header: 'Type', kind: 'text', value: (r) => r.employeeType, width: 11 },
  { header: 'Pay', kind: 'text', value: (r) => payType(r.hourlyOrMonthly), width: 9 },
  { header: 'Manager', kind: 'text', value: (r) => r.managerName, width: 22 },
  date('Joined', (r) => r.dateJoined),
  { header: 'Payment account', kind: 'text', value: (r) => r.paymentAccount, width: 28 },
  date('Start', (r) => r.startDate),
  date('End', (r) => r.endDate),
  { header: 'Working days', kind: 'count', value: (r) => r.workingDays },
  ...WEEKS.flatMap((w) => [hours(`Week ${w} Hours`, (r) => r[`week${w}Hours`]), hours(`Week ${w} Target`, (r) => r[`week${w}Target`])]),
  hours('Hours worked', (r) => r.hoursWorked),
  hours('Hours given', (r) => r.hoursGiven),
  hours('Target hours', (r) => r.targetHours),
  plain('Annuals', (r) => r.annuals),
  plain('Casuals', (r) => r.casuals),
  plain('Sick', (r) => r.sick),
  plain('Paid leave', (r) => r.paidLeave),
  plain('Training', (r) => r.training),
  plain('Leads', (r) => r.leadsTarget),
  plain('Target leads', (r) => r.targetLeads),
  money('Allowance', (r) => r.allowance),
  { header: 'KPI tier', kind: 'count', value: (r) => r.kpiTier },
  money('KPI', (r) => r.kpi),
  money('Bonus', (r) => r.bonus),
  money('Compensation', (r) => r.compensation),
  { header: 'Actions', kind: 'count', value: (r) => r.actions, total: true },
  money('Amount', (r) => r.amount),
  money('Lateness', (r) => r.lateness),
  money('Base salary', (r) => r.baseSalary),
  money('Hourly rate', (r) => r.hourlyRate, false),
  money('Hours pay', (r) => r.hoursPay),
  money('Extras', (r) => r.extras),
  money('Total pay', (r) => r.totalPay),
];

/** Money in the company's currency as its locale writes it, like the web's formatMoney (`$1,250.50`, `-$1,250.50`). */
export const MONEY_FORMAT = (() => {
  const { prefix, suffix } = currencyAffixes();
  const quoted = (text: string) => (text ? `"${text.replace(/"/g, '')}"` : '');
  const positive = `${quoted(prefix)}#,##0.00${quoted(suffix)}`;
  return `${positive};-${positive}`;
})();
const FORMATS: Record<Kind, string | undefined> = { text: undefined, money: MONEY_FORMAT, hours: '#,##0.00', count: '0', plain: undefined, date: 'dd/mm/yyyy' };
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
export const NO_DEPARTMENT = 'No department';
const FILL_GROUP: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
const FILL_TOTAL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF3F3F3' } };

/** Departments in name order ("No department" last), each with its rows in the given order. */
export function groupByDepartment(rows: readonly SheetRow[]): Array<{ department: string; rows: SheetRow[] }> {
  const groups = new Map<string, SheetRow[]>();
  for (const row of rows) {
    const key = row.departmentName?.trim() || NO_DEPARTMENT;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const rank = (name: string) => (name === NO_DEPARTMENT ? 1 : 0);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .map(([department, list]) => ({ department, rows: list }));
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Per column: the sum over `rows` for totalled columns, null otherwise. */
function totals(rows: readonly SheetRow[]): Array<number | null> {
  return COLUMNS.map((c) => (c.total ? cents(rows.reduce((sum, r) => sum + Number(c.value(r) ?? 0), 0)) : null));
}

/** A cell value: numbers as numbers, days as dates (UTC midnight: the serial of that day), everything else as a plain string (never a formula object). */
function cellValue(column: Column, raw: ReturnType<Column['value']>): string | number | Date | null {
  if (raw === null || raw === undefined || raw === '') return null;
  if (column.kind === 'text') return String(raw);
  if (column.kind === 'date') {
    const day = ISO_DAY.exec(String(raw));
    return day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : String(raw);
  }
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** Builds the workbook; answers its bytes. */
export async function buildSalariesWorkbook(input: SalariesWorkbookInput): Promise<Uint8Array> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: true });
  workbook.creator = 'HR & Workforce';
  const sheet = workbook.addWorksheet(input.sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }],
    properties: { outlineLevelRow: 1 },
  });
  sheet.columns = COLUMNS.map((c) => ({
    key: c.header,
    width: c.width ?? Math.max(10, c.header.length + 2),
    style: FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {},
  }));

  const header = sheet.addRow(COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  header.commit();

  const addTotal = (label: string, rows: readonly SheetRow[]) => {
    const sums = totals(rows);
    const row = sheet.addRow([label, ...sums.slice(1)]);
    row.font = { bold: true };
    row.eachCell((cell) => (cell.fill = FILL_TOTAL));
    row.commit();
  };

  for (const group of groupByDepartment(input.rows)) {
    const label = sheet.addRow([group.department]);
    label.font = { bold: true };
    label.getCell(1).fill = FILL_GROUP;
    label.commit();
    for (const r of group.rows) {
      const row = sheet.addRow(COLUMNS.map((c) => cellValue(c, c.value(r))));
      row.outlineLevel = 1;
      row.commit();
    }
    addTotal(`Subtotal ${group.department}`, group.rows);
  }
  addTotal('Grand total', input.rows);

  sheet.commit();
  await workbook.commit();
  // A fresh buffer of its own, so the worker can transfer it to the gateway's thread without a copy.
  const bytes = Buffer.concat(chunks);
  return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
