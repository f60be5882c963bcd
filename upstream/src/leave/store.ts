/** SQL of the leave domain: leave types, leave requests (with names of the people involved) and balances. */
import { Type } from '@sinclair/typebox';
import { employeeName } from '../auth/store';
import type { Db } from '../db';
import { entityTable, shapeOf, withColumns, type Columns, type Row } from '../http/entity';
import { IsoDate, NInt, NNum, Nullable } from '../http/schema';
import { SUBORDINATES_SQL } from '../people/store';
import { BalanceAdjustmentSchema, LeaveBalanceSchema, LeaveRequestSchema, LeaveTypeSchema } from './schemas';
import { closingBalance, yearLedger, type Adjustment, type LedgerEntry, type LedgerFacts, type TakenLeave } from './ledger';
import { passedProbation, todayIso, workedDaysThisYear } from './rules';
import { hoursPerDay, leaveDays, round4, type Holidays } from './units';
import { eachDay } from './rules';

type Queryable = Pick<Db, 'query'>;

export type LeaveType = Row<typeof LeaveTypeSchema>;

/** A leave_requests row as stored: the answer without what withDerived adds, with the sick note's file and the join date it reads. */
const LeaveRequestRowSchema = withColumns(
  withColumns(
    Type.Omit(shapeOf(LeaveRequestSchema), [
      'sick_note_url',
      'leave_duration',
      'worked_days_this_year',
      'passed_probation',
      'leave_balances',
      'approved_duration',
      'overrides',
    ]),
    { sick_note_file_id: NInt },
    'sick_note_filename',
  ),
  { date_joined: Nullable(IsoDate), hours_per_day: NNum },
);
export type LeaveRequestRow = Row<typeof LeaveRequestRowSchema>;
export type LeaveStatus = LeaveRequestRow['status'];

export type LeaveBalance = Row<typeof LeaveBalanceSchema>;

/** The leave request as the API answers it (SPEC §3 "Leave request (main area)"). */
export type LeaveRequest = Row<typeof LeaveRequestSchema>;

// ---- leave types ----------------------------------------------------------------------------------------------

export const TYPE_COLUMNS = entityTable(LeaveTypeSchema, 'leave_types', '').select;

export async function listLeaveTypes(db: Queryable): Promise<LeaveType[]> {
  return (await db.query<LeaveType>(`SELECT ${TYPE_COLUMNS} FROM leave_types ORDER BY leave_name`)).rows;
}

export async function findLeaveType(db: Queryable, id: number): Promise<LeaveType | undefined> {
  return (await db.query<LeaveType>(`SELECT ${TYPE_COLUMNS} FROM leave_types WHERE id = $1`, [id])).rows[0];
}

export async function findLeaveTypeByName(db: Queryable, name: string): Promise<LeaveType | undefined> {
  const { rows } = await db.query<LeaveType>(`SELECT ${TYPE_COLUMNS} FROM leave_types WHERE lower(leave_name) = lower($1)`, [name.trim()]);
  return rows[0];
}

const typeValues = (t: Omit<LeaveType, 'id'>) => [
  t.leave_name,
  t.yearly_limit,
  t.monthly_fraction,
  t.requires_approval ?? true,
  t.max_consecutive_days ?? null,
  t.can_overlap ?? false,
  t.start_date ?? null,
  t.end_date ?? null,
  t.unit ?? 'full_day',
  t.carry_over_balance ?? 0,
  t.carry_over_expiry_months ?? null,
];

export async function insertLeaveType(db: Queryable, t: Omit<LeaveType, 'id'>): Promise<LeaveType> {
  const { rows } = await db.query<LeaveType>(
    `INSERT INTO leave_types (leave_name, yearly_limit, monthly_fraction, requires_approval, max_consecutive_days, can_overlap, start_date, end_date, unit,
       carry_over_balance, carry_over_expiry_months)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${TYPE_COLUMNS}`,
    typeValues(t),
  );
  return rows[0];
}

export async function updateLeaveType(db: Queryable, id: number, t: Omit<LeaveType, 'id'>): Promise<LeaveType | undefined> {
  const { rows } = await db.query<LeaveType>(
    `UPDATE leave_types SET leave_name = $2, yearly_limit = $3, monthly_fraction = $4, requires_approval = $5,
       max_consecutive_days = $6, can_overlap = $7, start_date = $8, end_date = $9, unit = $10,
       carry_over_balance = $11, carry_over_expiry_months = $12, updated_at = now()
      WHERE id = $1 RETURNING ${TYPE_COLUMNS}`,
    [id, ...typeValues(t)],
  );
  return rows[0];
}

export async function countRequestsOfType(db: Queryable, id: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leave_requests WHERE leave_type_id = $1', [id]);
  return rows[0].n;
}

export async function deleteLeaveType(db: Queryable, id: number): Promise<boolean> {
  return ((await db.query('DELETE FROM leave_types WHERE id = $1', [id])).affectedRows ?? 0) > 0;
}

// ---- leave requests -------------------------------------------------------------------------------------------

/**
 * The names a row carries from other rows (submitter, reviewer, manager's e-mail, sick note file) are scalar
 * subqueries, not LEFT JOINs: the result is the same, but seven joined tables cost the planner 30 ms per query on
 * PGlite (WASM), more than everything else of the request; three joins and four key lookups plan in about 1 ms.
 */
export const REQUEST_COLUMNS = entityTable(LeaveRequestRowSchema, 'leave_requests', 'lr', {
  employee_name: 'e.name',
  RES_ID: 'e."RES_ID"',
  leave_type_name: 'lt.leave_name',
  submitted_by_name: employeeName('lr.submitted_by_id'),
  manager_email: '(SELECT m.email FROM employees m WHERE m.id = e.manager_id)',
  reviewed_by_name: employeeName('lr.reviewed_by_id'),
  canceled_by_name: employeeName('lr.canceled_by_id'),
  sick_note_filename: '(SELECT f.filename FROM files f WHERE f.id = lr.sick_note_file_id)',
  date_joined: 'e.date_joined',
  hours_per_day: 'e.target_hours_per_day',
}).select;
export const REQUEST_FROM = `leave_requests lr
  JOIN employees e ON e.id = lr.employee_id
  JOIN leave_types lt ON lt.id = lr.leave_type_id`;
/** What the list filters need for the count (they read lr and e only): the other joins never change the number of rows. */
export const REQUEST_COUNT_FROM = `leave_requests lr JOIN employees e ON e.id = lr.employee_id`;

/**
 * The rows `viewerId` may see when they are not CEO/HR/head: their own, the ones they filed, and those of everyone
 * who reports to them directly or indirectly. `p` is the placeholder holding the viewer's id.
 */
export const visibleTo = (p: string) => `(lr.employee_id = ${p} OR lr.submitted_by_id = ${p} OR lr.employee_id IN (${SUBORDINATES_SQL(p)}))`;

export async function findRequestRow(db: Queryable, id: number): Promise<LeaveRequestRow | undefined> {
  return (await db.query<LeaveRequestRow>(`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE lr.id = $1`, [id])).rows[0];
}

export async function isVisible(db: Queryable, id: number, viewerId: number): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM leave_requests lr WHERE lr.id = $1 AND ${visibleTo('$2')}`, [id, viewerId]);
  return rows.length > 0;
}

export async function employeeExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM employees WHERE id = $1', [id])).rows.length > 0;
}

/** The employee's join date (accrual starts there), or undefined when there is no such employee. */
export async function findEmployeeJoin(db: Queryable, id: number): Promise<EmployeeJoin | undefined> {
  return (await db.query<EmployeeJoin>('SELECT id, date_joined, target_hours_per_day AS hours_per_day FROM employees WHERE id = $1', [id])).rows[0];
}
type EmployeeJoin = { id: number; date_joined: string | null; hours_per_day: number | null };

export async function findEmployeeIdByResId(db: Queryable, resId: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM employees WHERE lower("RES_ID") = lower($1)', [resId.trim()]);
  return rows[0]?.id;
}

/** Which part of a day a request takes (decision 0205): a full day's all of it, a half's its half, hours their span. */
export type DayPart = Partial<Columns<LeaveRequestRow, 'unit' | 'hours' | 'start_time' | 'end_time'>>;

/**
 * The id of a request of the same employee, neither rejected nor canceled, sharing at least one day with [start, end]
 * (of a partially approved one, its approved days: the refused ones are free again).
 * A request of a type that may overlap (can_overlap) neither meets nor counts as one. On a shared day, a morning and
 * an evening half do not meet, nor do two hours requests whose times do not meet; anything else with a full day does.
 */
export async function findOverlap(
  db: Queryable,
  employeeId: number,
  start: string,
  end: string,
  exceptId: number | null,
  typeId: number | null = null,
  part: DayPart = {},
): Promise<number | undefined> {
  const unit = part.unit ?? 'full_day';
  const { rows } = await db.query<{ id: number }>(
    `SELECT lr.id FROM leave_requests lr JOIN leave_types lt ON lt.id = lr.leave_type_id
      WHERE lr.employee_id = $1 AND lr.status NOT IN ('rejected', 'canceled')
        AND coalesce(lr.approved_start_date, lr.start_date) <= $3 AND coalesce(lr.approved_end_date, lr.end_date) >= $2
        AND lr.id <> $4 AND NOT lt.can_overlap
        AND NOT coalesce((SELECT can_overlap FROM leave_types WHERE id = $5), false)
        AND NOT ($6::text IN ('half_day_morning', 'half_day_evening') AND lr.unit IN ('half_day_morning', 'half_day_evening') AND lr.unit <> $6::text)
        AND NOT ($6::text = 'hours' AND lr.unit = 'hours' AND (lr.end_time <= $7::text OR lr.start_time >= $8::text)) LIMIT 1`,
    [employeeId, start, end, exceptId ?? 0, typeId, unit, part.start_time ?? null, part.end_time ?? null],
  );
  return rows[0]?.id;
}

/** The id of another pending or approved request with the same person, type and dates (an identical request). */
export async function findIdentical(db: Queryable, w: RequestWrite, exceptId: number | null): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM leave_requests WHERE employee_id = $1 AND leave_type_id = $2 AND start_date = $3 AND end_date = $4
        AND status IN ('pending', 'approved') AND id <> $5 AND unit = $6 AND start_time IS NOT DISTINCT FROM $7::text LIMIT 1`,
    [w.employee_id, w.leave_type_id, w.start_date, w.end_date, exceptId ?? 0, w.unit ?? 'full_day', w.start_time ?? null],
  );
  return rows[0]?.id;
}

/** What a request stores besides who submitted it and the sick note's file. */
export type RequestWrite = Columns<LeaveRequestRow, 'employee_id' | 'leave_type_id' | 'start_date' | 'end_date' | 'notes'> & DayPart;
const unitValues = (w: RequestWrite) => [w.unit ?? 'full_day', w.hours ?? null, w.start_time ?? null, w.end_time ?? null];

export async function insertRequest(db: Queryable, w: RequestWrite, submittedBy: number, fileId: number | null): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO leave_requests (employee_id, leave_type_id, start_date, end_date, notes, submitted_by_id, sick_note_file_id,
       unit, hours, start_time, end_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [w.employee_id, w.leave_type_id, w.start_date, w.end_date, w.notes, submittedBy, fileId, ...unitValues(w)],
  );
  return rows[0].id;
}

/**
 * Locks the employee's row until the transaction ends, so the writes that check a rule over all their requests
 * (overlap on filing, balance on approval) run one after another for the same person on a database server.
 * FOR NO KEY UPDATE leaves inserts referencing the employee (their own FK lock) unblocked.
 */
export async function lockEmployee(tx: Queryable, id: number): Promise<void> {
  await tx.query('SELECT id FROM employees WHERE id = $1 FOR NO KEY UPDATE', [id]);
}

/** Only a pending request changes (an approval racing the edit wins cleanly); answers whether it did. */
export async function updateRequest(db: Queryable, id: number, w: RequestWrite, fileId: number | null | undefined): Promise<boolean> {
  const res = await db.query(
    `UPDATE leave_requests SET employee_id = $2, leave_type_id = $3, start_date = $4, end_date = $5, notes = $6,
       sick_note_file_id = CASE WHEN $7::boolean THEN $8::int ELSE sick_note_file_id END,
       unit = $9, hours = $10, start_time = $11, end_time = $12, updated_at = now()
     WHERE id = $1 AND status = 'pending'`,
    [id, w.employee_id, w.leave_type_id, w.start_date, w.end_date, w.notes, fileId !== undefined, fileId ?? null, ...unitValues(w)],
  );
  return (res.affectedRows ?? 0) > 0;
}

/** The current status of a request (after a guarded write did nothing), or undefined when it is gone. */
export async function requestStatus(db: Queryable, id: number): Promise<LeaveStatus | undefined> {
  return (await db.query<{ status: LeaveStatus }>('SELECT status FROM leave_requests WHERE id = $1', [id])).rows[0]?.status;
}

/** The days a partial approval keeps (decision 0213); null approves the whole request. */
export type ApprovedPart = { start_date: string; end_date: string } | null;

export async function reviewRequest(
  db: Queryable,
  id: number,
  status: 'approved' | 'rejected',
  reviewerId: number,
  comments: string | null,
  part: ApprovedPart = null,
): Promise<boolean> {
  // The status guard in the WHERE makes a concurrent second review a no-op instead of a double approval.
  const res = await db.query(
    `UPDATE leave_requests SET status = CASE WHEN $5::date IS NULL THEN $2 ELSE 'partially_approved' END, reviewed_by_id = $3,
       reviewer_comments = $4, approved_start_date = $5::date, approved_end_date = $6::date, reviewed_at = now(), updated_at = now()
      WHERE id = $1 AND status = 'pending'`,
    [id, status, reviewerId, comments, part?.start_date ?? null, part?.end_date ?? null],
  );
  return (res.affectedRows ?? 0) > 0;
}

/** Approves a pending request of a type that needs no reviewer (reviewed_by stays null). */
export async function approveAtOnce(db: Queryable, id: number): Promise<void> {
  await db.query(`UPDATE leave_requests SET status = 'approved', reviewed_at = now(), updated_at = now() WHERE id = $1 AND status = 'pending'`, [id]);
}

/**
 * Cancels a request still pending, approved or partially approved (the guard makes a racing review or second cancel
 * a no-op); answers whether it did. Balances count approved days only, so a canceled one gives its days back.
 */
export async function cancelRequest(db: Queryable, id: number, canceledBy: number): Promise<boolean> {
  const res = await db.query(
    `UPDATE leave_requests SET status = 'canceled', canceled_by_id = $2, canceled_at = now(), updated_at = now()
      WHERE id = $1 AND status IN (${CANCELABLE.map((c) => `'${c}'`).join(', ')})`,
    [id, canceledBy],
  );
  return (res.affectedRows ?? 0) > 0;
}

/** What a cancel may move (leave/access.ts words its refusal from it). */
export const CANCELABLE = ['pending', 'approved', 'partially_approved'] as const;

/** Deletes a pending request, or one in any status when `anyStatus`; answers whether it did. */
export async function deleteRequest(db: Queryable, id: number, anyStatus: boolean): Promise<boolean> {
  const res = await db.query(`DELETE FROM leave_requests WHERE id = $1 AND (status = 'pending' OR $2::boolean)`, [id, anyStatus]);
  return (res.affectedRows ?? 0) > 0;
}

// ---- derived data -----------------------------------------------------------------------------------------------

/**
 * The leave days people are off, as a subquery: approved requests whole, partially approved ones their approved days
 * only (decision 0213). Every reader of "who is off when" (balances, the company calendar, calendars, attendance, pay)
 * reads it instead of `leave_requests WHERE status = 'approved'`.
 */
export const TAKEN_LEAVES = `(SELECT id, employee_id, leave_type_id, coalesce(approved_start_date, start_date) AS start_date,
    coalesce(approved_end_date, end_date) AS end_date, unit, hours, start_time, end_time, status
    FROM leave_requests WHERE status IN ('approved', 'partially_approved'))`;

/** The days public holidays (people domain's `vacations`) cover from `from` to `to`. */
export async function holidaysBetween(db: Queryable, from: string, to: string): Promise<Holidays> {
  const { rows } = await db.query<{ s: string; e: string }>(
    `SELECT to_char(startdate, 'YYYY-MM-DD') AS s, to_char(enddate, 'YYYY-MM-DD') AS e FROM vacations WHERE startdate <= $2 AND enddate >= $1`,
    [from, to],
  );
  return new Set(rows.flatMap((r) => eachDay(r.s, r.e)));
}

/** The holidays over every period of `periods` (one query). */
export async function holidaysOver(db: Queryable, periods: { start_date: string; end_date: string }[]): Promise<Holidays> {
  if (periods.length === 0) return new Set();
  const from = periods.reduce((m, p) => (p.start_date < m ? p.start_date : m), periods[0].start_date);
  const to = periods.reduce((m, p) => (p.end_date > m ? p.end_date : m), periods[0].end_date);
  return holidaysBetween(db, from, to);
}

/** Per person, type and year (`${employee}:${type}:${year}`): what a ledger reads of the database. */
type ByYear<T> = Map<string, T[]>;
const yearKey = (employeeId: number, typeId: number, year: number) => `${employeeId}:${typeId}:${year}`;
function push<T>(map: ByYear<T>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Approved leaves (their approved part) starting in fromYear..toYear, with their days (units.ts leaveDays, holidays left out). */
async function takenLeaves(db: Queryable, employeeIds: number[], fromYear: number, toYear: number): Promise<ByYear<TakenLeave>> {
  const { rows } = await db.query<{
    id: number;
    employee_id: number;
    leave_type_id: number;
    start_date: string;
    end_date: string;
    unit: string;
    hours: number | null;
    target: number | null;
  }>(
    `SELECT lr.id, lr.employee_id, lr.leave_type_id, lr.start_date, lr.end_date, lr.unit, lr.hours, e.target_hours_per_day AS target
       FROM ${TAKEN_LEAVES} lr JOIN employees e ON e.id = lr.employee_id
      WHERE lr.employee_id = ANY($1::int[]) AND lr.start_date BETWEEN $2 AND $3 ORDER BY lr.start_date, lr.id`,
    [employeeIds, `${fromYear}-01-01`, `${toYear}-12-31`],
  );
  const holidays = await holidaysOver(db, rows);
  const out: ByYear<TakenLeave> = new Map();
  for (const r of rows) {
    const taken = { id: r.id, start_date: r.start_date, end_date: r.end_date, days: round4(leaveDays(r, r.target, holidays)) };
    push(out, yearKey(r.employee_id, r.leave_type_id, Number(r.start_date.slice(0, 4))), taken);
  }
  return out;
}

// ---- balance adjustments (decision 0220) -----------------------------------------------------------------------

const ADJUSTMENT_COLUMNS = `a.id, a.employee_id, a.leave_type_id, a.year, a.amount, a.reason, a.adjusted_by_id,
  ${employeeName('a.adjusted_by_id')} AS adjusted_by_name, a.adjusted_at`;
type AdjustmentRow = Adjustment & { employee_id: number; leave_type_id: number; adjusted_by_id: number | null };

async function adjustmentsOf(db: Queryable, employeeIds: number[], fromYear: number, toYear: number): Promise<ByYear<Adjustment>> {
  const { rows } = await db.query<AdjustmentRow & { adjusted_at: Date }>(
    `SELECT ${ADJUSTMENT_COLUMNS} FROM leave_balance_adjustments a
      WHERE a.employee_id = ANY($1::int[]) AND a.year BETWEEN $2 AND $3 ORDER BY a.adjusted_at, a.id`,
    [employeeIds, fromYear, toYear],
  );
  const out: ByYear<Adjustment> = new Map();
  for (const r of rows) push(out, yearKey(r.employee_id, r.leave_type_id, r.year), { ...r, adjusted_at: r.adjusted_at.toISOString() });
  return out;
}

/** An adjustment as stored and answered. */
export type BalanceAdjustment = Row<typeof BalanceAdjustmentSchema>;

export async function insertAdjustment(
  db: Queryable,
  a: Columns<BalanceAdjustment, 'employee_id' | 'leave_type_id' | 'year' | 'amount' | 'reason'>,
  by: number,
  at: Date,
): Promise<BalanceAdjustment> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO leave_balance_adjustments (employee_id, leave_type_id, year, amount, reason, adjusted_by_id, adjusted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [a.employee_id, a.leave_type_id, a.year, a.amount, a.reason, by, at.toISOString()],
  );
  const { rows: found } = await db.query<BalanceAdjustment>(`SELECT ${ADJUSTMENT_COLUMNS} FROM leave_balance_adjustments a WHERE a.id = $1`, [rows[0].id]);
  return found[0];
}

// ---- balances and ledgers ----------------------------------------------------------------------------------------

type BalanceSubject = { id: number; date_joined: string | null; hours_per_day?: number | null };

/**
 * The ledger facts of several employees for `year` (ledger.ts), in two queries: approved leaves and adjustments of the
 * year, and of the two years before when some type carries days over.
 */
async function ledgerFacts(db: Queryable, employees: BalanceSubject[], year: number) {
  const types = await listLeaveTypes(db);
  const ids = [...new Set(employees.map((e) => e.id))];
  const from = types.some((t) => Number(t.carry_over_balance ?? 0) > 0) ? year - 2 : year;
  const [taken, adjusted] = await Promise.all([takenLeaves(db, ids, from, year), adjustmentsOf(db, ids, from, year)]);
  const factsOf = (e: BalanceSubject, type: LeaveType): LedgerFacts => ({
    type,
    dateJoined: e.date_joined,
    taken: (y) => taken.get(yearKey(e.id, type.id, y)) ?? [],
    adjustments: (y) => adjusted.get(yearKey(e.id, type.id, y)) ?? [],
  });
  return { types, factsOf };
}

const balanceOf = (type: LeaveType, e: BalanceSubject, entries: LedgerEntry[]): LeaveBalance => ({
  leave_type: type.leave_name,
  leave_type_id: type.id,
  remaining_balance: closingBalance(entries),
  approved_leaves_this_year: round4(-entries.filter((x) => x.kind === 'taken').reduce((sum, x) => sum + x.amount, 0)),
  unit: type.unit ?? 'full_day',
  hours_per_day: hoursPerDay(e.hours_per_day),
});

/**
 * Balances of every leave type for several employees in `year`: each its ledger's closing balance (ledger.ts).
 * `check` is a leave being approved (approval.ts): its type's balance is read with it taken.
 */
export async function balancesFor(
  db: Queryable,
  employees: BalanceSubject[],
  year: number,
  today = todayIso(),
  check?: { leave_type_id: number; leave: TakenLeave },
): Promise<Map<number, LeaveBalance[]>> {
  const out = new Map<number, LeaveBalance[]>();
  if (employees.length === 0) return out;
  const { types, factsOf } = await ledgerFacts(db, employees, year);
  for (const e of employees) {
    const leave = (t: LeaveType) => (check?.leave_type_id === t.id ? check.leave : undefined);
    out.set(
      e.id,
      types.map((t) => balanceOf(t, e, yearLedger(factsOf(e, t), year, today, leave(t)))),
    );
  }
  return out;
}

/** One person's ledger of one type and year, with the balance it ends on; undefined for an unknown type. */
export async function ledgerFor(db: Queryable, employee: BalanceSubject, typeId: number, year: number, today: string) {
  const { types, factsOf } = await ledgerFacts(db, [employee], year);
  const type = types.find((t) => t.id === typeId);
  if (!type) return undefined;
  const entries = yearLedger(factsOf(employee, type), year, today);
  return { entries, balance: balanceOf(type, employee, entries) };
}

/** The approved part of a partially approved request as a period of its own (null otherwise). */
export const approvedPart = <R extends UnitPeriodRow>(r: R): R | null =>
  r.status === 'partially_approved' && r.approved_start_date && r.approved_end_date
    ? { ...r, start_date: r.approved_start_date, end_date: r.approved_end_date }
    : null;
type UnitPeriodRow = Columns<LeaveRequestRow, 'status' | 'start_date' | 'end_date'> &
  Partial<Columns<LeaveRequestRow, 'approved_start_date' | 'approved_end_date' | 'unit' | 'hours'>>;

/** Adds the derived data (duration, worked days, probation, this year's balances, overrides) to rows, in one batch. */
export async function withDerived(db: Queryable, rows: LeaveRequestRow[], today = todayIso()): Promise<LeaveRequest[]> {
  const employees = rows.map((r) => ({ id: r.employee_id, date_joined: r.date_joined, hours_per_day: r.hours_per_day }));
  const balances = await balancesFor(db, employees, Number(today.slice(0, 4)), today);
  const holidays = await holidaysOver(db, rows);
  const overrides = await overridesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ sick_note_file_id, date_joined, hours_per_day, ...row }) => ({
    ...row,
    sick_note_url: sick_note_file_id ? `/leave_requests/${row.id}/sick_note` : null,
    leave_duration: leaveDays(row, hours_per_day, holidays),
    approved_duration: ((part) => (part ? leaveDays(part, hours_per_day, holidays) : null))(approvedPart(row)),
    overrides: overrides.get(row.id) ?? [],
    worked_days_this_year: workedDaysThisYear(date_joined, today),
    passed_probation: passedProbation(date_joined, today),
    leave_balances: balances.get(row.employee_id) ?? [],
  }));
}

// ---- overrides (decision 0214) ----------------------------------------------------------------------------------

type Override = Row<typeof LeaveRequestSchema>['overrides'] extends (infer O)[] | undefined ? O : never;

/** Records the confirmations `by` overrode on filing request `id` (repeats on an edit keep their first record). */
export async function recordOverrides(db: Queryable, id: number, warnings: readonly string[], by: number): Promise<void> {
  if (warnings.length === 0) return;
  await db.query(
    `INSERT INTO leave_request_overrides (leave_request_id, warning, overridden_by_id)
     SELECT $1, w, $3 FROM unnest($2::text[]) AS w ON CONFLICT DO NOTHING`,
    [id, warnings, by],
  );
}

async function overridesOf(db: Queryable, ids: number[]): Promise<Map<number, Override[]>> {
  const out = new Map<number, Override[]>();
  if (ids.length === 0) return out;
  const { rows } = await db.query<Override & { leave_request_id: number }>(
    `SELECT o.leave_request_id, o.warning, o.overridden_by_id, ${employeeName('o.overridden_by_id')} AS overridden_by_name, o.overridden_at
       FROM leave_request_overrides o WHERE o.leave_request_id = ANY($1::int[]) ORDER BY o.overridden_at, o.id`,
    [ids],
  );
  for (const { leave_request_id, ...o } of rows) out.set(leave_request_id, [...(out.get(leave_request_id) ?? []), o]);
  return out;
}
