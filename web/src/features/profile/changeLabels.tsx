/** Words of change requests: what they change and their state as a coloured tag. */
import { Tag } from 'antd';
import type { ProfileChangeField, ProfileChangeStatus } from '../../generated/graphql';

export const CHANGE_FIELD_LABELS: Record<ProfileChangeField, string> = { PAYMENT_ACCOUNT: 'Payment account', NATIONAL_ID: 'National ID' };
export const CHANGE_STATUS_LABELS: Record<ProfileChangeStatus, string> = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' };
const COLORS: Record<ProfileChangeStatus, string> = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red' };

export function ChangeStatusTag({ status }: { status: ProfileChangeStatus }) {
  return <Tag color={COLORS[status]}>{CHANGE_STATUS_LABELS[status]}</Tag>;
}
