/** Display of goal statuses and states (SPEC §4) and the deadline warning (SPEC §8, §9). */
import { Tag } from 'antd';
import type { GoalState, GoalStatus } from '../../generated/graphql';

export const STATUS_LABELS: Record<GoalStatus, string> = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' };
export const STATE_LABELS: Record<GoalState, string> = { CREATED: 'Created', IN_PROGRESS: 'In progress', ACHIEVED: 'Achieved' };
const STATUS_COLORS: Record<GoalStatus, string> = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red' };
const STATE_COLORS: Record<GoalState, string> = { CREATED: 'default', IN_PROGRESS: 'blue', ACHIEVED: 'green' };

export const GoalStatusTag = ({ status }: { status: GoalStatus }) => <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
export const GoalStateTag = ({ state }: { state: GoalState }) => <Tag color={STATE_COLORS[state]}>{STATE_LABELS[state]}</Tag>;

export const GOAL_MESSAGES = {
  createFailed: 'An error has occured while creating!',
  updateFailed: 'An error has occured while updating!',
  deleteFailed: 'An error has occured while deleting!',
};
