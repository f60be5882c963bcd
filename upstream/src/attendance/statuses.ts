/**
 * THE attendance statuses, defined once for the whole product (the gateway serves them as `attendanceStatuses`, the
 * web draws its legend and cell colours from them). `hours` is the share of the employee's target_hours_per_day a day
 * with that status adds to total_hours: total_hours counts hours WORKED, so paid-but-not-worked days (leave, sick,
 * holidays) add 0 and are reported by their own status; lateness is a disciplinary matter (Actions), not lost hours.
 */
export interface AttendanceStatus {
  /** Stored and sent value (snake_case). */
  key: string;
  label: string;
  /** Share of target_hours_per_day counted toward total_hours (1 = a full day). */
  hours: number;
  /** Cell colour (hex) used by the grid and its legend. */
  color: string;
  description: string;
}

export const ATTENDANCE_STATUSES: readonly AttendanceStatus[] = [
  { key: 'present', label: 'Present', hours: 1, color: '#52c41a', description: 'Worked the full day: counts the target hours' },
  { key: 'remote', label: 'Remote', hours: 1, color: '#13c2c2', description: 'Worked the full day from home: counts the target hours' },
  { key: 'late', label: 'Late', hours: 1, color: '#faad14', description: 'Worked the day but arrived late: counts the target hours' },
  { key: 'half_day', label: 'Half day', hours: 0.5, color: '#a0d911', description: 'Worked half the day: counts half the target hours' },
  { key: 'absent', label: 'Absent', hours: 0, color: '#ff4d4f', description: 'Did not work and was not excused: counts 0 (an empty cell reads absent)' },
  { key: 'on_leave', label: 'On leave', hours: 0, color: '#2f54eb', description: 'On approved leave: counts 0 worked hours' },
  { key: 'sick', label: 'Sick', hours: 0, color: '#eb2f96', description: 'Off sick: counts 0 worked hours' },
  { key: 'holiday', label: 'Holiday', hours: 0, color: '#722ed1', description: 'Official holiday: counts 0 worked hours' },
  { key: 'weekend', label: 'Weekend', hours: 0, color: '#bfbfbf', description: 'Weekly day off: counts 0 worked hours' },
];

export const DEFAULT_STATUS = 'absent';

const BY_KEY = new Map(ATTENDANCE_STATUSES.map((s) => [s.key, s]));

/** "On leave", "on-leave", " ON_LEAVE " -> "on_leave"; null when it names no status. */
export function normaliseStatus(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return BY_KEY.has(key) ? key : null;
}

/** Hours a day with `status` adds for someone whose target is `target` hours a day. */
export function hoursFor(status: string, target: number): number {
  return (BY_KEY.get(status)?.hours ?? 0) * target;
}

export const STATUS_KEYS = ATTENDANCE_STATUSES.map((s) => s.key);
