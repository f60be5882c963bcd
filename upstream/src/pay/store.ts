/** SQL of the pay domain (the rules are in routes.ts's header, the formulas in formulas.ts). */
import { Type } from '@sinclair/typebox';
import type { Db } from '../db';
import { Filters, paged, type Page } from '../http/paging';
import { entityTable, shapeOf, type Columns, type Row } from '../http/entity';
import { sortKeys, type SortKey } from '../http/schema';
import { likePattern } from '../http/values';
import {
  BonusSchema,
  DialerSchema,
  DialerSort,
  KpiSchema,
  LeadSchema,
  SalaryRowSchema,
  WorkedHoursSchema,
  type BonusSort,
  type KpiSort,
  type LeadSort,
  type WorkedSort,
} from './schemas';
import { EmployeeSchema } from '../people/schemas';
import { SUBORDINATES_SQL, type EmployeeRow } from '../people/store';
import { LEAVE_KINDS, MAX_WEEKS, computePay, leaveKind, weekOf, workingDates, type PayFacts, type PayLine, type PayType } from './formulas';
import { TAKEN_LEAVES } from '../leave/store';

type Q = Pick<Db, 'query'>;

/** Whose rows a reader sees: everyone, or themself and everyone below them in the reporting chain. */
export type Scope = { all: true } | { all: false; viewerId: number };

function scoped(f: Filters, scope: Scope, column: string): void {
  if (scope.all) return;
  const me = f.param(scope.viewerId);
  f.add(`${column} = ${me} OR ${column} IN (${SUBORDINATES_SQL(me)})`);
}

// ---- dialers and worked hours ---------------------------------------------------------------------------------

const DIALER_COLUMNS = entityTable(DialerSchema, 'dialers', '').select;

export function listDialers(db: Db, query: unknown): Promise<Page<Row<typeof DialerSchema>>> {
  return paged(db, { select: DIALER_COLUMNS, from: 'dialers', sortable: sortKeys(DialerSort), defaultSort: 'dialer_name', tiebreak: 'id' }, query);
}

export async function dialerById(db: Q, id: number): Promise<{ id: number; dialer_name: string } | undefined> {
  return (await db.query<{ id: number; dialer_name: string }>('SELECT id, dialer_name FROM dialers WHERE id = $1', [id])).rows[0];
}

/** The employee a pay record belongs to (alias e), as every pay list answers it. */
const EMPLOYEE_KEYS = { employee_id: 'e.id', RES_ID: 'e."RES_ID"', employee_name: 'e.name' };

export type WorkedRow = Row<typeof WorkedHoursSchema>;

const WORKED_SELECT = entityTable(WorkedHoursSchema, 'dialer_data', 'dd', {
  dialer_ID: 'd.id',
  ...EMPLOYEE_KEYS,
  vac_ID: 'dd.vac_id',
  vac_name: 'v.vac_name',
  multiple_of_pay: 'v.multiple_of_pay',
  shift_start: "to_char(dd.shift_start, 'HH24:MI')",
  shift_end: "to_char(dd.shift_end, 'HH24:MI')",
}).select;
const WORKED_FROM = `dialer_data dd JOIN employees e ON e.id = dd.employee_id JOIN dialers d ON d.dialer_name = dd.dialer_name
  LEFT JOIN vacations v ON v.id = dd.vac_id`;

export interface WorkedFilters {
  vacationOnly: boolean;
  from?: string;
  to?: string;
  employeeId?: number;
  dialerId?: number;
  search?: string;
}

export async function listWorked(db: Db, scope: Scope, filters: WorkedFilters, query: unknown): Promise<Page<WorkedRow> & { total_hours: number }> {
  const f = new Filters();
  scoped(f, scope, 'e.id');
  if (filters.vacationOnly) f.add('dd.vac_id IS NOT NULL');
  if (filters.from) f.add(`dd.date >= ${f.param(filters.from)}`);
  if (filters.to) f.add(`dd.date <= ${f.param(filters.to)}`);
  if (filters.employeeId !== undefined) f.add(`e.id = ${f.param(filters.employeeId)}`);
  if (filters.dialerId !== undefined) f.add(`d.id = ${f.param(filters.dialerId)}`);
  const search = likePattern(filters.search);
  if (search) {
    const p = f.param(search);
    f.add(`e.name ILIKE ${p} OR e."RES_ID" ILIKE ${p}`);
  }
  const page = await paged<WorkedRow>(
    db,
    {
      select: WORKED_SELECT,
      from: WORKED_FROM,
      where: f.where,
      params: f.params,
      sortable: {
        date: 'dd.date',
        employee_name: 'e.name',
        RES_ID: 'e."RES_ID"',
        dialer_name: 'dd.dialer_name',
        hours_worked: 'dd.hours_worked',
        day_type: 'dd.day_type',
      } satisfies Record<SortKey<typeof WorkedSort>, string>,
      defaultSort: 'date desc',
      tiebreak: 'dd.id',
    },
    query,
  );
  const where = f.where.length ? ` WHERE ${f.where.map((c) => `(${c})`).join(' AND ')}` : '';
  const total = await db.query<{ total: number }>(`SELECT COALESCE(sum(dd.hours_worked), 0) AS total FROM ${WORKED_FROM}${where}`, f.params);
  return { ...page, total_hours: Number(total.rows[0].total) };
}

export async function getWorked(db: Q, id: number): Promise<WorkedRow | undefined> {
  return (await db.query<WorkedRow>(`SELECT ${WORKED_SELECT} FROM ${WORKED_FROM} WHERE dd.id = $1`, [id])).rows[0];
}

/**
 * What a worked-hours write stores: the record's columns as the answer names them (shift times HH:mm, both or neither),
 * and two the answer does not carry as such: the holiday's id (answered as `vac_ID`) and who logged it.
 */
export type WorkedInput = Columns<WorkedRow, 'employee_id' | 'dialer_name' | 'date' | 'hours_worked' | 'day_type' | 'shift_start' | 'shift_end'> & {
  vac_id: number | null;
  logged_by: number;
};

/** Hours already logged for the employee on that day, other than record `exceptId`. */
export async function hoursOnDay(db: Q, employeeId: number, date: string, exceptId: number | null): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    'SELECT COALESCE(sum(hours_worked), 0) AS total FROM dialer_data WHERE employee_id = $1 AND date = $2 AND id <> $3',
    [employeeId, date, exceptId ?? 0],
  );
  return Number(rows[0].total);
}

export async function duplicateWorked(db: Q, w: WorkedInput, exceptId: number | null): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM dialer_data WHERE employee_id = $1 AND date = $2 AND dialer_name = $3 AND id <> $4', [
    w.employee_id,
    w.date,
    w.dialer_name,
    exceptId ?? 0,
  ]);
  return rows.length > 0;
}

export async function insertWorked(db: Q, w: WorkedInput): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO dialer_data (employee_id, dialer_name, date, hours_worked, day_type, vac_id, logged_by, shift_start, shift_end)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [w.employee_id, w.dialer_name, w.date, w.hours_worked, w.day_type, w.vac_id, w.logged_by, w.shift_start, w.shift_end],
  );
  return rows[0].id;
}

export async function updateWorked(db: Q, id: number, w: WorkedInput): Promise<void> {
  await db.query(
    `UPDATE dialer_data SET employee_id = $2, dialer_name = $3, date = $4, hours_worked = $5, day_type = $6, vac_id = $7, logged_by = $8,
      shift_start = $9, shift_end = $10 WHERE id = $1`,
    [id, w.employee_id, w.dialer_name, w.date, w.hours_worked, w.day_type, w.vac_id, w.logged_by, w.shift_start, w.shift_end],
  );
}

/** Locks the employee's row so two writers checking the same day's total apply one after another. */
export async function lockEmployee(db: Q, id: number): Promise<void> {
  await db.query('SELECT id FROM employees WHERE id = $1 FOR NO KEY UPDATE', [id]);
}

export async function vacationById(db: Q, id: number): Promise<{ id: number; vac_name: string; startdate: string; enddate: string } | undefined> {
  return (
    await db.query<{ id: number; vac_name: string; startdate: string; enddate: string }>(
      'SELECT id, vac_name, startdate, enddate FROM vacations WHERE id = $1',
      [id],
    )
  ).rows[0];
}

/** An employee a pay write names (by RES_ID or id). */
const EmployeeRefSchema = Type.Pick(shapeOf(EmployeeSchema), ['id', 'RES_ID', 'name', 'department_id', 'active']);
export type EmployeeRef = Row<typeof EmployeeRefSchema>;
const EMPLOYEE_REF_COLUMNS = entityTable(EmployeeRefSchema, 'employees', '').select;

export async function employeeByResId(db: Q, resId: string): Promise<EmployeeRef | undefined> {
  return (await db.query<EmployeeRef>(`SELECT ${EMPLOYEE_REF_COLUMNS} FROM employees WHERE lower("RES_ID") = lower($1)`, [resId])).rows[0];
}

export async function employeesByIds(db: Q, ids: number[]): Promise<EmployeeRef[]> {
  return (await db.query<EmployeeRef>(`SELECT ${EMPLOYEE_REF_COLUMNS} FROM employees WHERE id = ANY($1::int[])`, [ids])).rows;
}

// ---- leads --------------------------------------------------------------------------------------------------------

export type LeadRow = Row<typeof LeadSchema>;

const LEAD_SELECT = entityTable(LeadSchema, 'pay_leads', 'l', {
  ...EMPLOYEE_KEYS,
  month: "to_char(l.month, 'YYYY-MM')",
}).select;
const LEAD_FROM = 'pay_leads l JOIN employees e ON e.id = l.employee_id';

export function listLeads(db: Db, scope: Scope, filters: { month?: string; search?: string; teamId?: number }, query: unknown): Promise<Page<LeadRow>> {
  const f = new Filters();
  scoped(f, scope, 'e.id');
  if (filters.month) f.add(`l.month = ${f.param(`${filters.month}-01`)}`);
  if (filters.teamId !== undefined) f.add(`e."team_ID" = ${f.param(filters.teamId)}`);
  const search = likePattern(filters.search);
  if (search) {
    const p = f.param(search);
    f.add(`e.name ILIKE ${p} OR e."RES_ID" ILIKE ${p}`);
  }
  return paged<LeadRow>(
    db,
    {
      select: LEAD_SELECT,
      from: LEAD_FROM,
      where: f.where,
      params: f.params,
      sortable: { month: 'l.month', employee_name: 'e.name', RES_ID: 'e."RES_ID"', payable_leads: 'l.payable_leads' } satisfies Record<
        SortKey<typeof LeadSort>,
        string
      >,
      defaultSort: 'month desc',
      tiebreak: 'e.name, l.id',
    },
    query,
  );
}

/** Sets the month's payable leads of an employee; `created` tells a new row from a change. */
export async function upsertLead(db: Q, employeeId: number, month: string, leads: number, by: number): Promise<{ row: LeadRow; created: boolean }> {
  const { rows } = await db.query<{ id: number; created: boolean }>(
    `INSERT INTO pay_leads (employee_id, month, payable_leads, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (employee_id, month) DO UPDATE SET payable_leads = EXCLUDED.payable_leads, updated_by = EXCLUDED.updated_by, updated_at = now()
     RETURNING id, (xmax = 0) AS created`,
    [employeeId, `${month}-01`, leads, by],
  );
  const row = (await db.query<LeadRow>(`SELECT ${LEAD_SELECT} FROM ${LEAD_FROM} WHERE l.id = $1`, [rows[0].id])).rows[0];
  return { row, created: rows[0].created };
}

// ---- bonus and KPI --------------------------------------------------------------------------------------------------

export type BonusRow = Row<typeof BonusSchema>;

const BONUS_SELECT = entityTable(BonusSchema, 'pay_bonuses', 'b', {
  ...EMPLOYEE_KEYS,
  month: "to_char(b.month, 'YYYY-MM')",
  added_by_name: 'a.name',
}).select;
const BONUS_FROM = 'pay_bonuses b JOIN employees e ON e.id = b.employee_id LEFT JOIN employees a ON a.id = b.added_by';

export function listBonuses(db: Db, month: string | undefined, query: unknown): Promise<Page<BonusRow>> {
  const f = new Filters();
  if (month) f.add(`b.month = ${f.param(`${month}-01`)}`);
  return paged<BonusRow>(
    db,
    {
      select: BONUS_SELECT,
      from: BONUS_FROM,
      where: f.where,
      params: f.params,
      sortable: { created_at: 'b.created_at', employee_name: 'e.name', amount: 'b.amount', month: 'b.month' } satisfies Record<
        SortKey<typeof BonusSort>,
        string
      >,
      defaultSort: 'created_at desc',
      tiebreak: 'b.id',
    },
    query,
  );
}

export async function addBonuses(db: Q, ids: number[], month: string, amount: number, note: string | null, by: number): Promise<BonusRow[]> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO pay_bonuses (employee_id, month, amount, note, added_by)
     SELECT unnest($1::int[]), $2, $3, $4, $5 RETURNING id`,
    [ids, `${month}-01`, amount, note, by],
  );
  return (await db.query<BonusRow>(`SELECT ${BONUS_SELECT} FROM ${BONUS_FROM} WHERE b.id = ANY($1::int[]) ORDER BY e.name, b.id`, [rows.map((r) => r.id)]))
    .rows;
}

export type KpiRow = Row<typeof KpiSchema>;

const KPI_SELECT = entityTable(KpiSchema, 'pay_kpis', 'k', {
  ...EMPLOYEE_KEYS,
  month: "to_char(k.month, 'YYYY-MM')",
  added_by_name: 'a.name',
}).select;
const KPI_FROM = 'pay_kpis k JOIN employees e ON e.id = k.employee_id LEFT JOIN employees a ON a.id = k.added_by';

export function listKpis(
  db: Db,
  scope: { all: true } | { all: false; viewerId: number; departmentId: number | null },
  month: string | undefined,
  query: unknown,
): Promise<Page<KpiRow>> {
  const f = new Filters();
  if (month) f.add(`k.month = ${f.param(`${month}-01`)}`);
  if (!scope.all) {
    const me = f.param(scope.viewerId);
    const dept = scope.departmentId === null ? 'false' : `e.department_id = ${f.param(scope.departmentId)}`;
    f.add(`${dept} OR e.id IN (${SUBORDINATES_SQL(me)})`);
  }
  return paged<KpiRow>(
    db,
    {
      select: KPI_SELECT,
      from: KPI_FROM,
      where: f.where,
      params: f.params,
      sortable: { updated_at: 'k.updated_at', employee_name: 'e.name', kpi: 'k.kpi', kpi_tier: 'k.kpi_tier', month: 'k.month' } satisfies Record<
        SortKey<typeof KpiSort>,
        string
      >,
      defaultSort: 'employee_name',
      tiebreak: 'k.id',
    },
    query,
  );
}

export async function setKpis(db: Q, ids: number[], month: string, tier: number, kpi: number, by: number): Promise<KpiRow[]> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO pay_kpis (employee_id, month, kpi_tier, kpi, added_by)
     SELECT unnest($1::int[]), $2, $3, $4, $5
     ON CONFLICT (employee_id, month) DO UPDATE SET kpi_tier = EXCLUDED.kpi_tier, kpi = EXCLUDED.kpi, added_by = EXCLUDED.added_by, updated_at = now()
     RETURNING id`,
    [ids, `${month}-01`, tier, kpi, by],
  );
  return (await db.query<KpiRow>(`SELECT ${KPI_SELECT} FROM ${KPI_FROM} WHERE k.id = ANY($1::int[]) ORDER BY e.name`, [rows.map((r) => r.id)])).rows;
}

// ---- the salaries sheet ---------------------------------------------------------------------------------------------

export interface SheetFilters {
  departmentId?: number;
  teamId?: number;
  employeeType?: string;
  payType?: PayType;
  search?: string;
  employeeId?: number;
}

/** An employee of the sheet as its query reads them: the employee's pay columns, the manager and account as the sheet answers them. */
type SheetEmployee = Columns<
  EmployeeRow,
  | 'id'
  | 'RES_ID'
  | 'name'
  | 'employee_type'
  | 'hourly_or_monthly'
  | 'date_joined'
  | 'last_working_day'
  | 'department_id'
  | 'department_name'
  | 'team_ID'
  | 'team_name'
  | 'hourly_rate'
  | 'monthly_rate'
  | 'base_salary'
  | 'target_hours_per_day'
> &
  Columns<SalaryRow, 'manager_name' | 'payment_account'>;

/** The month's facts the sheet query sums per employee in SQL (null when the employee has none). */
interface SheetFacts {
  w1: number | null;
  w2: number | null;
  w3: number | null;
  w4: number | null;
  w5: number | null;
  leads: number | null;
  bonus: number | null;
  kpi: number | null;
  kpi_tier: number | null;
  monetary: number | null;
  days: number | null;
  percentage: number | null;
  action_count: number | null;
  late_days: number | null;
}

/** A row of the sheet: the answer's row, built by salaryRow in its own key order. */
export type SalaryRow = Row<typeof SalaryRowSchema>;

/** The week buckets of formulas.ts weekOf (days 1-7, 8-14, 15-21, 22-28, 29-end) by days since $1, the month's first. */
const WEEK_SQL = [1, 2, 3, 4, 5]
  .map((w) => `sum(hours_worked) FILTER (WHERE date - $1::date ${w === 5 ? '>= 28' : `BETWEEN ${7 * w - 7} AND ${7 * w - 1}`}) AS w${w}`)
  .join(', ');

/**
 * The sheet's employees with every per-employee sum of the month, in ONE set-based query: `sheet` is the filtered
 * employees (materialised once), each fact table is grouped by employee over the month for them only. $1/$2 = the
 * month's first and last day.
 */
const sheetSql = (where: string) => `
  WITH sheet AS (SELECT e.* FROM employees e WHERE ${where})
  SELECT e.id, e."RES_ID", e.name, e.employee_type, e.hourly_or_monthly, m.name AS manager_name, e.date_joined, e.last_working_day,
         e.email AS payment_account, e.department_id, d.department_name, e."team_ID", t.team_name,
         e.hourly_rate, e.monthly_rate, e.base_salary, e.target_hours_per_day,
         h.w1, h.w2, h.w3, h.w4, h.w5, pl.payable_leads AS leads, b.bonus, k.kpi, k.kpi_tier,
         a.monetary, a.days, a.percentage, a.action_count, late.late_days
    FROM sheet e LEFT JOIN employees m ON m.id = e.manager_id LEFT JOIN departments d ON d.id = e.department_id
    LEFT JOIN teams t ON t."team_ID" = e."team_ID"
    LEFT JOIN (SELECT employee_id, ${WEEK_SQL} FROM dialer_data
                WHERE date BETWEEN $1 AND $2 AND employee_id IN (SELECT id FROM sheet) GROUP BY employee_id) h ON h.employee_id = e.id
    LEFT JOIN pay_leads pl ON pl.employee_id = e.id AND pl.month = $1
    LEFT JOIN (SELECT employee_id, sum(amount) AS bonus FROM pay_bonuses WHERE month = $1 GROUP BY employee_id) b ON b.employee_id = e.id
    LEFT JOIN pay_kpis k ON k.employee_id = e.id AND k.month = $1
    LEFT JOIN (SELECT employee_id, sum(deduction) FILTER (WHERE action_type = 1) AS monetary, sum(deduction) FILTER (WHERE action_type = 2) AS days,
                      sum(deduction) FILTER (WHERE action_type NOT IN (1, 2)) AS percentage, count(*) AS action_count
                 FROM action_againsts WHERE status = 1 AND date BETWEEN $1 AND $2 AND employee_id IN (SELECT id FROM sheet)
                GROUP BY employee_id) a ON a.employee_id = e.id
    LEFT JOIN (SELECT employee_id, count(*) AS late_days FROM attendances
                WHERE status = 'late' AND date BETWEEN $1 AND $2 AND employee_id IN (SELECT id FROM sheet) GROUP BY employee_id) late ON late.employee_id = e.id
   ORDER BY e.name, e.id`;

const num = (v: unknown): number => Number(v ?? 0);

/** One salary row per employee employed during the month (YYYY-MM), every component computed by formulas.ts. */
export async function salarySheet(db: Db, month: string, first: string, last: string, filters: SheetFilters): Promise<SalaryRow[]> {
  const f = new Filters();
  const p1 = f.param(first);
  const p2 = f.param(last);
  f.add(`(e.active OR e.last_working_day >= ${p1}) AND (e.date_joined IS NULL OR e.date_joined <= ${p2})`);
  if (filters.departmentId !== undefined) f.add(`e.department_id = ${f.param(filters.departmentId)}`);
  if (filters.teamId !== undefined) f.add(`e."team_ID" = ${f.param(filters.teamId)}`);
  if (filters.employeeType) f.add(`lower(e.employee_type) = lower(${f.param(filters.employeeType)})`);
  if (filters.payType) f.add(`e.hourly_or_monthly = ${f.param(filters.payType)}`);
  if (filters.employeeId !== undefined) f.add(`e.id = ${f.param(filters.employeeId)}`);
  const search = likePattern(filters.search);
  if (search) {
    const p = f.param(search);
    f.add(`e.name ILIKE ${p} OR e."RES_ID" ILIKE ${p}`);
  }
  const employees = (await db.query<SheetEmployee & SheetFacts>(sheetSql(f.where.map((c) => `(${c})`).join(' AND ')), f.params)).rows;
  if (!employees.length) return [];
  // The few rows that stay lists (holidays, holiday-worked hours by multiple, leaves): small, read for the sheet's ids.
  const args = [employees.map((e) => e.id), first, last];
  const [holidays, holidayHours, leaves] = await Promise.all([
    db.query<{ startdate: string; enddate: string }>('SELECT startdate, enddate FROM vacations WHERE startdate <= $2 AND enddate >= $1', [first, last]),
    db.query<{ employee_id: number; hours: number; multiple: number }>(
      // From the month's holidays (a holiday-worked record lies inside its holiday) through dialer_data_vac_idx.
      `SELECT dd.employee_id, sum(dd.hours_worked) AS hours, v.multiple_of_pay AS multiple FROM vacations v JOIN dialer_data dd ON dd.vac_id = v.id
        WHERE v.startdate <= $3 AND v.enddate >= $2 AND dd.employee_id = ANY($1::int[]) AND dd.date BETWEEN $2 AND $3
        GROUP BY dd.employee_id, v.multiple_of_pay`,
      args,
    ),
    db.query<{ employee_id: number; leave_name: string; start_date: string; end_date: string }>(
      `SELECT lr.employee_id, lt.leave_name, lr.start_date, lr.end_date FROM ${TAKEN_LEAVES} lr JOIN leave_types lt ON lt.id = lr.leave_type_id
        WHERE lr.employee_id = ANY($1::int[]) AND lr.start_date <= $3 AND lr.end_date >= $2`,
      args,
    ),
  ]);
  const holidaySet = new Set<string>();
  for (const h of holidays.rows)
    for (const d of datesBetween(h.startdate < first ? first : h.startdate, h.enddate > last ? last : h.enddate)) holidaySet.add(d);
  const monthDates = workingDates(first, last, holidaySet);
  const holidayBy = byEmployee(holidayHours.rows);
  const leavesBy = byEmployee(leaves.rows);
  const wholeMonth = weekDaysOf(monthDates);

  return employees.map((e) => {
    const start = e.date_joined && e.date_joined > first ? e.date_joined : first;
    const end = e.last_working_day && e.last_working_day < last ? e.last_working_day : last;
    // Most rows are paid for the whole month: its calendar is computed once.
    const inPeriod = start === first && end === last ? monthDates : monthDates.filter((d) => d >= start && d <= end);
    const leaveDays = Object.fromEntries(LEAVE_KINDS.map((k) => [k, 0])) as PayFacts['leaveDays'];
    const inPeriodSet = leavesBy.has(e.id) ? new Set(inPeriod) : undefined;
    for (const l of leavesBy.get(e.id) ?? []) {
      const kind = leaveKind(l.leave_name);
      if (!kind) continue;
      for (const d of datesBetween(l.start_date < start ? start : l.start_date, l.end_date > end ? end : l.end_date))
        if (inPeriodSet!.has(d)) leaveDays[kind]++;
    }
    const line = computePay({
      payType: e.hourly_or_monthly,
      hourlyRate: e.hourly_rate === null ? null : Number(e.hourly_rate),
      monthlyRate: e.monthly_rate === null ? null : Number(e.monthly_rate),
      baseSalary: e.base_salary === null ? null : Number(e.base_salary),
      targetHoursPerDay: Number(e.target_hours_per_day),
      departmentId: e.department_id,
      monthDays: monthDates.length,
      workingDays: inPeriod.length,
      weekDays: inPeriod === monthDates ? wholeMonth : weekDaysOf(inPeriod),
      weekHours: [num(e.w1), num(e.w2), num(e.w3), num(e.w4), num(e.w5)],
      holidayHours: (holidayBy.get(e.id) ?? []).map((h) => ({ hours: Number(h.hours), multiple: Number(h.multiple) })),
      leaveDays,
      payableLeads: num(e.leads),
      bonus: num(e.bonus),
      kpi: e.kpi === null ? null : Number(e.kpi),
      kpiTier: e.kpi_tier,
      deductions: { monetary: num(e.monetary), days: num(e.days), percentage: num(e.percentage), count: num(e.action_count) },
      lateDays: num(e.late_days),
    });
    return salaryRow(e, month, start, end, line);
  });
}

/** Working days per week bucket. */
function weekDaysOf(dates: string[]): number[] {
  const out = Array(MAX_WEEKS).fill(0) as number[];
  for (const d of dates) out[weekOf(d)]++;
  return out;
}

function byEmployee<T extends { employee_id: number }>(rows: T[]): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const r of rows) {
    const list = m.get(r.employee_id);
    if (list) list.push(r);
    else m.set(r.employee_id, [r]);
  }
  return m;
}

/** The answer's row, its keys in the order of the contract (one object literal: no copies of the employee). */
function salaryRow(e: SheetEmployee, month: string, start: string, end: string, p: PayLine): SalaryRow {
  const [w1, w2, w3, w4, w5] = p.weeks;
  return {
    id: e.id,
    RES_ID: e.RES_ID,
    name: e.name,
    employee_type: e.employee_type,
    hourly_or_monthly: e.hourly_or_monthly,
    manager_name: e.manager_name,
    date_joined: e.date_joined,
    payment_account: e.payment_account,
    department_id: e.department_id,
    department_name: e.department_name,
    team_ID: e.team_ID,
    team_name: e.team_name,
    hourly_rate: p.hourly_rate,
    monthly_rate: e.monthly_rate,
    base_salary: p.base_salary,
    target_hours_per_day: e.target_hours_per_day,
    month,
    start_date: start,
    end_date: end,
    week1_hours: w1.hours,
    week1_target: w1.target,
    week2_hours: w2.hours,
    week2_target: w2.target,
    week3_hours: w3.hours,
    week3_target: w3.target,
    week4_hours: w4.hours,
    week4_target: w4.target,
    week5_hours: w5.hours,
    week5_target: w5.target,
    working_days: p.working_days,
    hours_worked: p.hours_worked,
    hours_given: p.hours_given,
    annuals: p.annuals,
    casuals: p.casuals,
    sick: p.sick,
    paid_leave: p.paid_leave,
    training: p.training,
    leads_target: p.leads_target,
    kpi_tier: p.kpi_tier,
    actions: p.actions,
    target_hours: p.target_hours,
    target_leads: p.target_leads,
    hours_pay: p.hours_pay,
    compensation: p.compensation,
    extras: p.extras,
    allowance: p.allowance,
    kpi: p.kpi,
    bonus: p.bonus,
    amount: p.amount,
    lateness: p.lateness,
    total_pay: p.total_pay,
  };
}

function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += 86_400_000) out.push(new Date(d).toISOString().slice(0, 10));
  return out;
}
