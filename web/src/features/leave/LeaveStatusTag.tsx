/**
 * A leave request status as a coloured tag (Pending / Approved / Partially approved / Rejected / Canceled); a partially
 * approved request names its approved days under the tag (decision 0213), in lists and on its page.
 */
import { Tag } from 'antd';
import type { LeaveStatus } from '../../generated/graphql';
import { formatPeriod } from '../../shared/format';
import { Text } from '../../shared/Text';
import { days } from './units';

const COLORS: Record<LeaveStatus, string> = { PENDING: 'gold', APPROVED: 'green', PARTIALLY_APPROVED: 'cyan', REJECTED: 'red', CANCELED: 'default' };
export const STATUS_LABELS: Record<LeaveStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  PARTIALLY_APPROVED: 'Partially approved',
  REJECTED: 'Rejected',
  CANCELED: 'Canceled',
};

/** What the tag reads of a request. */
export interface StatusOf {
  status: LeaveStatus;
  approvedStartDate?: string | null;
  approvedEndDate?: string | null;
  approvedDuration?: number | null;
}

/** "Approved: 03/03/2026 – 04/03/2026 (2 days)" of a partially approved request, else null. */
export function approvedDaysText(r: Omit<StatusOf, 'status'>): string | null {
  if (!r.approvedStartDate || !r.approvedEndDate) return null;
  const duration = r.approvedDuration === null || r.approvedDuration === undefined ? '' : ` (${days(r.approvedDuration)})`;
  return `Approved: ${formatPeriod(r.approvedStartDate, r.approvedEndDate)}${duration}`;
}

/** The status as a list's CSV cell says it. */
export const statusText = (r: StatusOf) =>
  [STATUS_LABELS[r.status], r.status === 'PARTIALLY_APPROVED' ? approvedDaysText(r) : null].filter(Boolean).join(' — ');

export function LeaveStatusTag({ row }: { row: StatusOf }) {
  const approved = row.status === 'PARTIALLY_APPROVED' ? approvedDaysText(row) : null;
  return (
    <>
      <Tag color={COLORS[row.status]}>{STATUS_LABELS[row.status]}</Tag>
      {approved && (
        <Text type="secondary" block>
          {approved}
        </Text>
      )}
    </>
  );
}
