/** A manager shuffle request status as a coloured tag (Pending / Approved / Rejected). */
import { Tag } from 'antd';
import type { ShuffleStatus } from '../../generated/graphql';

const COLORS: Record<ShuffleStatus, string> = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red' };
export const SHUFFLE_STATUS_LABELS: Record<ShuffleStatus, string> = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' };

export function ShuffleStatusTag({ status }: { status: ShuffleStatus }) {
  return <Tag color={COLORS[status]}>{SHUFFLE_STATUS_LABELS[status]}</Tag>;
}
