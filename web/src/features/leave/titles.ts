/** How a leave request is named to people: by what it is (who, which kind, when), never by its internal id. */
import { formatPeriod } from '../../shared/format';

export interface LeaveLike {
  employeeName: string;
  leaveTypeName?: string | null;
  startDate: string;
  endDate: string;
}

/** "Sara Ibrahim — Annual leave, 03/11/2026 – 05/11/2026" */
export function leaveTitle(leave: LeaveLike): string {
  const kind = leave.leaveTypeName ? `${leave.leaveTypeName} leave` : 'Leave';
  return `${leave.employeeName} — ${kind}, ${formatPeriod(leave.startDate, leave.endDate)}`;
}
