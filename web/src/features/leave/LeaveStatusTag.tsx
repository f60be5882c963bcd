/** A leave request status as a coloured tag (Pending / Approved / Rejected). */
import { Tag } from 'antd';
import type { LeaveStatus } from '../../generated/graphql';

const COLORS: Record<LeaveStatus, string> = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red' };
export const STATUS_LABELS: Record<LeaveStatus, string> = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' };

export function LeaveStatusTag({ status }: { status: LeaveStatus }) {
  return <Tag color={COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
}
