/**
 * Attendance relations and upstream paths. A row links to its employee: answered from the row (id, RES_ID, name, role
 * title) when the selection asks for nothing more, else through the people module's per-request `employeeById`
 * (one batched call for any number of rows), never one call per row.
 */
import { AttendanceFamily, type AttendanceRow } from './types';
import type { RawGetAnswer } from '../../rest/typed';

/** REST base path of each family (upstream/src/attendance/families.ts). */
export const FAMILY_BASE: Record<AttendanceFamily, '/api/monthly_attendances' | '/api/agent_attendances'> = {
  [AttendanceFamily.EMPLOYEES]: '/api/monthly_attendances',
  [AttendanceFamily.AGENTS]: '/api/agent_attendances',
};

/** Export file names of SPEC §9. */
export const exportFilename = (family: AttendanceFamily, month: string) =>
  `${family === AttendanceFamily.AGENTS ? 'agent' : 'monthly'}_attendance_${month}.csv`;

export const templateFilename = (family: AttendanceFamily, month: string) =>
  `${family === AttendanceFamily.AGENTS ? 'agent' : 'monthly'}_attendance_template_${month}.csv`;

/** An upstream grid row as sent (snake_case, records keyed by date). */
/** The grid of one family as the upstream sends it (snake_case, read with `raw: true`), typed from the contract. */
export type UpstreamGrid = RawGetAnswer<'/api/monthly_attendances'>;
/** One row of the grid. */
export type UpstreamRow = UpstreamGrid['rows'][number];

/** One pass per row: records become a list aligned with `days` (a GraphQL list resolves far faster than 31 objects). */
export function toRow(row: UpstreamRow, days: readonly string[]): AttendanceRow {
  return {
    employeeId: String(row.employee_id),
    resId: row.RES_ID,
    name: row.name,
    roleTitle: row.role_title,
    status: row.status,
    targetHoursPerDay: Number(row.target_hours_per_day),
    records: days.map((day) => row.records[day] ?? 'absent'),
    totalHours: Number(row.total_hours),
    editable: row.editable === true,
  };
}

/**
 * The asked page of a grid answer. An upstream that paged (the extension) answered it already; one that ignored page
 * and limit (SPEC §7 names neither) answered every row, which shows as more rows than the limit, or rows past its own
 * count: those are sliced here. `ignored` says the upstream surely lacks the extension (more rows than asked, or no
 * count), so the caller stops asking; rows past the count alone may be a change between the page and its count.
 */
export function pageOfGrid(grid: UpstreamGrid, paging: { page?: number; limit?: number }): { rows: UpstreamRow[]; count: number; ignored: boolean } {
  const total: number | undefined = grid.count;
  if (paging.limit === undefined) return { rows: grid.rows, count: grid.rows.length, ignored: false };
  const offset = ((paging.page ?? 1) - 1) * paging.limit;
  const ignored = grid.rows.length > paging.limit || total === undefined;
  if (!ignored && !(grid.rows.length > 0 && offset + grid.rows.length > total)) return { rows: grid.rows, count: total, ignored };
  return { rows: grid.rows.slice(offset, offset + paging.limit), count: grid.rows.length, ignored };
}
