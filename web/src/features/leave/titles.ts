/** How a leave request is named to people: by what it is (who, which kind, when), never by its internal id. */
import { formatPeriod } from '../../shared/format';

/** The fields a title needs, as the leave fragments select them (relations, not the deprecated flat names). */
export interface LeaveLike {
  employee?: { name?: string | null } | null;
  leaveType?: { leaveName?: string | null } | null;
  startDate: string;
  endDate: string;
}

/** "Sara Ibrahim — Annual leave, 03/11/2026 – 05/11/2026" */
export function leaveTitle(leave: LeaveLike): string {
  const kind = leave.leaveType?.leaveName ? `${leave.leaveType.leaveName} leave` : 'Leave';
  return `${leave.employee?.name ?? 'Someone'} — ${kind}, ${formatPeriod(leave.startDate, leave.endDate)}`;
}
