/** Attendance status helpers for the grid: the statuses themselves (labels, colours, hours) come from the server. */
import type { AccessKey, AttendanceStatusesQuery } from '../../generated/graphql';

export type StatusInfo = AttendanceStatusesQuery['attendanceStatuses'][number];
export type Family = 'EMPLOYEES' | 'AGENTS';

/** Cell text: initials of the label ("Half day" -> "HD", "Present" -> "P"). */
export const statusCode = (label: string) =>
  label
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();

export function statusIndex(statuses: readonly StatusInfo[]): Map<string, StatusInfo> {
  return new Map(statuses.map((s) => [s.key, s]));
}

/** Text on a coloured cell: dark on light colours, white on dark ones. */
export function textOn(hex: string): string {
  const n = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  if (!Number.isFinite(n)) return '#000';
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1f1f1f' : '#fff';
}

export const FAMILY_TEXT: Record<Family, { title: string; entity: string; editKey: AccessKey }> = {
  EMPLOYEES: { title: 'Employee attendance', entity: 'employees', editKey: 'ATTENDANCE_EDIT_EMPLOYEES' },
  AGENTS: { title: 'Agent attendance', entity: 'agents', editKey: 'ATTENDANCE_EDIT' },
};
