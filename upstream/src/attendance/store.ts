/**
 * Attendance SQL. The grid is ONE query (employees of the family LEFT JOIN their marked days of the month, aggregated
 * per employee as a JSON object), with the month's holidays and approved leaves read beside it, plus ONE assembly pass
 * that fills the unmarked days by the rules of fill.ts (holiday, leave, blank future, absent) and sums the hours;
 * writes are multi-row upserts over unnest()ed arrays, so 10,000 rows cost a handful of statements, not 10,000.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db';
import { entityTable, shapeOf, withColumns, type Row } from '../http/entity';
import { Id, IsoDate } from '../http/schema';
import { EmployeeSchema } from '../people/schemas';
import { FAMILIES, type Family } from './families';
import { dayStatus, leaveStatus } from './fill';
import type { Month } from './month';
import { hoursFor } from './statuses';
import { likePattern } from '../http/values';
import { AttendanceHolidaySchema, AttendanceRowSchema } from './schemas';
import { TAKEN_LEAVES } from '../leave/store';

/** Left the company: inactive, or an employment status of Resigned/Terminated (alias `s` = statuses; home counts too). */
export const RESIGNED_SQL = `(NOT e.active OR lower(coalesce(s.name, '')) IN ('resigned', 'terminated'))`;

export interface GridFilters {
  search?: string;
  excludeResigned: boolean;
  /** Only this employee (answer of a single-cell write). */
  employeeId?: number;
  /** YYYY-MM-DD of today: unmarked later days are blank, not absent (fill.ts). */
  today: string;
  /** The month's holidays when the caller answers them too (the grid GET): read once, not twice per request. */
  holidays?: Promise<GridHoliday[]>;
  /** The month's approved leave days when the caller already has them (the export's batches). */
  leaves?: Map<number, Map<string, string>>;
  /** One page (`limit` rows from `offset`) of the grid's order, name then id (index employees_grid_order_idx). */
  page?: { limit: number; offset: number };
  /** Only the rows after this one in that order (keyset: the export reads its batches so, never by OFFSET). */
  after?: { name: string; id: number };
}

/**
 * A row of the grid as loadGrid answers it (routes.ts adds `editable`). `records` holds every day of the month: unmarked
 * days are filled by fill.ts (absent, holiday, leave, '' = future).
 */
const GridRowSchema = Type.Omit(shapeOf(AttendanceRowSchema), ['editable']);
export type GridRow = Row<typeof GridRowSchema>;

/** The row as read: the person, and `marked`, the days recorded in the month by date (filled and summed after). */
const GridDbRowSchema = withColumns(Type.Omit(GridRowSchema, ['records', 'total_hours']), { marked: Type.Record(Type.String(), Type.String()) });
type GridDbRow = Row<typeof GridDbRowSchema>;

const GRID_COLUMNS = entityTable(GridDbRowSchema, 'employees', 'e', {
  employee_id: 'e.id',
  status: `COALESCE(s.name, CASE WHEN e.active THEN 'Active' ELSE 'Inactive' END)`,
  marked: `COALESCE(json_object_agg(a.date, a.status) FILTER (WHERE a.date IS NOT NULL), '{}'::json)`,
}).select;

/** Who is in the grid (family, resigned, search, one employee), as conditions on `e`/`s` whose values go into `params`. */
function peopleWhere(family: Family, filters: GridFilters, params: unknown[]): string[] {
  const where = [FAMILIES[family].where];
  const param = (value: unknown) => (params.push(value), `$${params.length}`);
  if (filters.excludeResigned) where.push(`NOT ${RESIGNED_SQL}`);
  const search = likePattern(filters.search);
  if (search) {
    const p = param(search);
    where.push(`(e.name ILIKE ${p} OR e."RES_ID" ILIKE ${p} OR e.email ILIKE ${p})`);
  }
  if (filters.employeeId !== undefined) where.push(`e.id = ${param(filters.employeeId)}`);
  if (filters.after) where.push(`(e.name, e.id) > (${param(filters.after.name)}, ${param(filters.after.id)})`);
  return where;
}

/**
 * The grid's rows. The people are chosen (and paged) first, by name then id, and only their days of the month are
 * read and aggregated: a page of 50 of 5,000 people reads 50 people's marks, not everyone's.
 */
export async function loadGrid(db: Db, family: Family, month: Month, filters: GridFilters): Promise<GridRow[]> {
  const params: unknown[] = [month.first, month.next];
  const where = peopleWhere(family, filters, params);
  const page = filters.page ? ` LIMIT ${Number(filters.page.limit)} OFFSET ${Number(filters.page.offset)}` : '';
  const gridQuery = db.query<GridDbRow>(
    `WITH people AS (
       SELECT e.id FROM employees e LEFT JOIN statuses s ON s.id = e.status_id
        WHERE ${where.join(' AND ')}
        ORDER BY e.name, e.id${page}
     )
     SELECT ${GRID_COLUMNS}
       FROM people p
       JOIN employees e ON e.id = p.id
       LEFT JOIN statuses s ON s.id = e.status_id
       LEFT JOIN attendances a ON a.employee_id = e.id AND a.date >= $1 AND a.date < $2
      GROUP BY e.id, s.name
      ORDER BY e.name, e.id`,
    params,
  );
  const [{ rows }, holidays, leaves] = await Promise.all([gridQuery, filters.holidays ?? loadHolidays(db, month), filters.leaves ?? loadLeaveDays(db, month)]);
  const holidayDays = new Set(holidays.map((h) => h.date));
  return rows.map(({ marked, ...row }) => {
    const records: Record<string, string> = {};
    let total = 0;
    const target = Number(row.target_hours_per_day);
    const ctx = { today: filters.today, holidays: holidayDays, leaves: leaves.get(row.employee_id) };
    for (const day of month.days) {
      const status = dayStatus(day, marked[day], ctx);
      records[day] = status;
      total += hoursFor(status, target);
    }
    return { ...row, target_hours_per_day: target, records, total_hours: Math.round(total * 100) / 100 };
  });
}

/** How many people the grid of these filters has (paging and `after` aside): the `count` of a page. */
export async function countGrid(db: Db, family: Family, filters: GridFilters): Promise<number> {
  const params: unknown[] = [];
  const where = peopleWhere(family, { ...filters, after: undefined }, params);
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM employees e LEFT JOIN statuses s ON s.id = e.status_id WHERE ${where.join(' AND ')}`,
    params,
  );
  return rows[0].count;
}

/** Rows per batch of the export: a few hundred kilobytes of CSV at a time. */
export const EXPORT_BATCH = 1000;

/**
 * The whole grid in batches of `size` rows, in the grid's order, each batch read by keyset (the rows after the last
 * one sent): memory stays one batch whatever the company's size, and no batch re-reads the ones before it. Holidays
 * and leave days are read once. Batches are separate statements, not one snapshot: a person renamed while the file
 * streams may move in the order (decision 0210).
 * The batches are pulled by the response stream, from socket events outside the request's async context; each read
 * runs in the context of the caller (its company: the drivers read it from there), captured here.
 */
export function gridBatches(db: Db, family: Family, month: Month, filters: GridFilters, size = EXPORT_BATCH): AsyncIterable<GridRow[]> {
  const inRequest = AsyncLocalStorage.snapshot();
  return (async function* () {
    const [holidays, leaves] = await inRequest(() => Promise.all([loadHolidays(db, month), loadLeaveDays(db, month)]));
    let after: GridFilters['after'];
    for (;;) {
      const batch = { ...filters, holidays: Promise.resolve(holidays), leaves, after, page: { limit: size, offset: 0 } };
      const rows = await inRequest(() => loadGrid(db, family, month, batch));
      yield rows;
      const last = rows[rows.length - 1];
      if (rows.length < size || !last) return;
      after = { name: last.name, id: last.employee_id };
    }
  })();
}

/** A public holiday on one day of the grid (people domain's `vacations`, SPEC §3 "Holiday"). */
export type GridHoliday = Row<typeof AttendanceHolidaySchema>;

/** Each day `d.day` a holiday covers, under its name and pay. */
const HOLIDAY_COLUMNS = entityTable(AttendanceHolidaySchema, 'vacations', 'v', {
  date: "to_char(d.day, 'YYYY-MM-DD')",
  name: 'v.vac_name',
  multiple_of_pay: 'v.multiple_of_pay::float8',
}).select;

/**
 * The holiday of each day of the month that one covers: ONE query, whatever the number of rows or holidays. A day two
 * holidays overlap on shows the one paid more (then the earlier-starting one), since pay is what the day means for HR.
 * The header lists them; an unmarked cell of such a day reads `holiday` (fill.ts).
 */
export async function loadHolidays(db: Db, month: Month): Promise<GridHoliday[]> {
  const { rows } = await db.query<GridHoliday>(
    `SELECT DISTINCT ON (d.day) ${HOLIDAY_COLUMNS}
       FROM vacations v
      CROSS JOIN LATERAL generate_series(GREATEST(v.startdate, $1::date), LEAST(v.enddate, $2::date - 1), interval '1 day') AS d(day)
      WHERE v.startdate < $2::date AND v.enddate >= $1::date
      ORDER BY d.day, v.multiple_of_pay DESC, v.startdate, v.id`,
    [month.first, month.next],
  );
  return rows.map((r) => ({ ...r, multiple_of_pay: Number(r.multiple_of_pay) }));
}

/** One day `d.day` of an approved leave, under its type's name (never answered: it fills a cell). */
const LeaveDaySchema = Type.Object({ employee_id: Id, date: IsoDate, leave_name: Type.String() });
const LEAVE_DAY_COLUMNS = entityTable(LeaveDaySchema, 'leave_requests', 'lr', { date: "to_char(d.day, 'YYYY-MM-DD')", leave_name: 'lt.leave_name' }).select;

/**
 * Days of the month an APPROVED leave covers (a partially approved one's approved days: leave/store TAKEN_LEAVES), per employee: employee id -> (YYYY-MM-DD -> `sick` | `on_leave`). One
 * query for the whole month (pending and rejected requests are not time off). Two leaves on one day: the later filed wins.
 */
export async function loadLeaveDays(db: Db, month: Month): Promise<Map<number, Map<string, string>>> {
  const { rows } = await db.query<Row<typeof LeaveDaySchema>>(
    `SELECT ${LEAVE_DAY_COLUMNS}
       FROM ${TAKEN_LEAVES} lr
       JOIN leave_types lt ON lt.id = lr.leave_type_id
      CROSS JOIN LATERAL generate_series(GREATEST(lr.start_date, $1::date), LEAST(lr.end_date, $2::date - 1), interval '1 day') AS d(day)
      WHERE lr.start_date < $2::date AND lr.end_date >= $1::date
      ORDER BY lr.id`,
    [month.first, month.next],
  );
  const byEmployee = new Map<number, Map<string, string>>();
  for (const r of rows) {
    const days = byEmployee.get(r.employee_id) ?? new Map<string, string>();
    days.set(r.date, leaveStatus(r.leave_name));
    byEmployee.set(r.employee_id, days);
  }
  return byEmployee;
}

/** Who a bulk entry names: the family (role) and reporting line its writer is checked against. */
const EmployeeRefSchema = Type.Pick(shapeOf(EmployeeSchema), ['id', 'RES_ID', 'role', 'manager_id']);
export type EmployeeRef = Row<typeof EmployeeRefSchema>;
const EMPLOYEE_REF_COLUMNS = entityTable(EmployeeRefSchema, 'employees', '').select;

/** The employees named by these RES_IDs (any family), keyed by RES_ID. One query whatever the count. */
export async function employeesByResId(db: Db, resIds: string[]): Promise<Map<string, EmployeeRef>> {
  if (resIds.length === 0) return new Map();
  const { rows } = await db.query<EmployeeRef>(`SELECT ${EMPLOYEE_REF_COLUMNS} FROM employees WHERE "RES_ID" = ANY($1::text[])`, [resIds]);
  return new Map(rows.map((r) => [r.RES_ID, r]));
}

export interface Mark {
  employeeId: number;
  date: string;
  status: string;
}

const CHUNK = 5000;

/**
 * Upserts the marks in one transaction (all or nothing), CHUNK rows per statement. A mark equal to what is stored is
 * left alone, so re-sending the same data changes nothing; answers how many cells actually changed.
 * Rows are written in (employee, date) order, so two imports over the same cells lock them in the same order on a
 * database server: the second waits for the first instead of deadlocking.
 */
export async function upsertMarks(db: Db, marks: Mark[], updatedBy: number): Promise<number> {
  if (marks.length === 0) return 0;
  const ordered = [...marks].sort((a, b) => a.employeeId - b.employeeId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return db.transaction(async (tx) => {
    let changed = 0;
    for (let i = 0; i < ordered.length; i += CHUNK) {
      const chunk = ordered.slice(i, i + CHUNK);
      const result = await tx.query(
        `INSERT INTO attendances (employee_id, date, status, updated_by)
         SELECT u.employee_id, u.date, u.status, $4::int
           FROM unnest($1::int[], $2::date[], $3::text[]) AS u(employee_id, date, status)
         ON CONFLICT (employee_id, date) DO UPDATE
           SET status = EXCLUDED.status, updated_by = EXCLUDED.updated_by, updated_at = now()
           WHERE attendances.status IS DISTINCT FROM EXCLUDED.status`,
        [chunk.map((m) => m.employeeId), chunk.map((m) => m.date), chunk.map((m) => m.status), updatedBy],
      );
      changed += result.affectedRows ?? 0;
    }
    return changed;
  });
}
