/** A leave request status as a coloured tag (Pending / Approved / Rejected / Canceled). */
import { Tag } from 'antd';
import type { LeaveStatus } from '../../generated/graphql';

const COLORS: Record<LeaveStatus, string> = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red', CANCELED: 'default' };
export const STATUS_LABELS: Record<LeaveStatus, string> = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected', CANCELED: 'Canceled' };

export function LeaveStatusTag({ status }: { status: LeaveStatus }) {
  return <Tag color={COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
}
