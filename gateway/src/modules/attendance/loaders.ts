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
