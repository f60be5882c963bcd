/** Attendance status helpers for the grid: the statuses themselves (labels, colours, hours) come from the server. */
import type { AccessKey, AttendanceGridQuery } from '../../generated/graphql';

export type StatusInfo = AttendanceGridQuery['attendanceStatuses'][number];
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

/** WCAG relative luminance of a #rrggbb colour (0 black .. 1 white); null when it is not one. */
function luminance(hex: string): number | null {
  const n = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  if (!Number.isFinite(n)) return null;
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Text on a coloured cell or legend tag: black or white, whichever contrasts more with it by WCAG's formula (one of
 * the two always reaches 4.5:1). The old brightness threshold put white on #52c41a (2.2:1).
 */
export function textOn(hex: string): string {
  const l = luminance(hex);
  if (l === null) return '#000';
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000' : '#fff';
}

/** What a blank cell (today or a later working day nobody marked yet, the upstream's fill rules) says to people. */
export const BLANK_LABEL = 'Not recorded yet';

/** How a cell of status `key` reads and looks: its label, its colour (none for a blank cell) and its text colour. */
export function cellLook(key: string, statuses: ReadonlyMap<string, StatusInfo>): { label: string; color: string; text: string } {
  if (key === '') return { label: BLANK_LABEL, color: 'transparent', text: 'inherit' };
  const status = statuses.get(key);
  const color = status?.color ?? '#d9d9d9';
  return { label: status?.label ?? key, color, text: textOn(color) };
}

export const FAMILY_TEXT: Record<Family, { title: string; entity: string; editKey: AccessKey }> = {
  EMPLOYEES: { title: 'Employee attendance', entity: 'employees', editKey: 'ATTENDANCE_EDIT_EMPLOYEES' },
  AGENTS: { title: 'Agent attendance', entity: 'agents', editKey: 'ATTENDANCE_EDIT' },
};
