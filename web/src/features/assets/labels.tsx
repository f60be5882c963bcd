/** Labels and tags of asset conditions and statuses. */
import { Tag } from 'antd';
import type { AssetCondition, AssetStatus } from '../../generated/graphql';

export const CONDITION_LABELS: Record<AssetCondition, string> = { NEW: 'New', GOOD: 'Good', FAIR: 'Fair', POOR: 'Poor', DAMAGED: 'Damaged' };
const CONDITION_COLORS: Record<AssetCondition, string> = { NEW: 'blue', GOOD: 'green', FAIR: 'gold', POOR: 'orange', DAMAGED: 'red' };
export const STATUS_LABELS: Record<AssetStatus, string> = { ASSIGNED: 'Assigned', AVAILABLE: 'Available' };

export const ConditionTag = ({ condition }: { condition: AssetCondition }) => <Tag color={CONDITION_COLORS[condition]}>{CONDITION_LABELS[condition]}</Tag>;
export const StatusTag = ({ status }: { status: AssetStatus }) => <Tag color={status === 'ASSIGNED' ? 'purple' : 'default'}>{STATUS_LABELS[status]}</Tag>;

export const conditionOptions = (Object.keys(CONDITION_LABELS) as AssetCondition[]).map((c) => ({ value: c, label: CONDITION_LABELS[c] }));
