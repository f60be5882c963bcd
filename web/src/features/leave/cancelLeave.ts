/**
 * Canceling a leave request (the upstream's cancel step, where it has one): who may, and the confirmation both the
 * requester's "My leaves" and the request's own page ask before it.
 */
import dayjs from 'dayjs';
import { useCancelLeaveRequestMutation, type LeaveRequestRowFragment } from './leave.generated';
import type { LeaveStatus } from '../../generated/graphql';
import { useConfirm } from '../../shared/confirm';
import { formatPeriod, toIsoDate } from '../../shared/format';

type Cancelable = Pick<LeaveRequestRowFragment, 'id' | 'status' | 'startDate' | 'endDate' | 'leaveType' | 'employee'>;

const open = (status: LeaveStatus) => status === 'PENDING' || status === 'APPROVED';

/** The requester's own rule at the upstream: pending or approved, and not started yet (today is already too late). */
export const mayCancel = (row: Pick<Cancelable, 'status' | 'startDate'>, today = toIsoDate(dayjs())!) => open(row.status) && row.startDate > today;

/**
 * Whether the request's page offers Cancel: to its requester under their rule, and to a leave manager (CEO, HR, the
 * managers up the line) while it is pending or approved, started or not. The upstream judges the line (403 with its
 * message for a manager elsewhere).
 */
export const mayCancelHere = (row: Pick<Cancelable, 'status' | 'startDate'>, own: boolean, manages: boolean) =>
  own ? mayCancel(row) : manages && open(row.status);

/** Asks, then cancels; `then` runs after a cancel that went through. */
export function useCancelLeave(then: () => void) {
  const confirm = useConfirm();
  const [cancel] = useCancelLeaveRequestMutation({ refetchQueries: ['LeaveBalances'] });
  return (row: Cancelable, own: boolean) =>
    confirm({
      title: 'Cancel leave request',
      content: `Are you sure you want to cancel ${own ? 'your' : `${row.employee?.name ?? 'this person'}'s`} ${row.leaveType?.leaveName ?? ''} leave (${formatPeriod(row.startDate, row.endDate)})?`,
      okText: 'Cancel leave',
      cancelText: 'Keep it',
      danger: true,
      run: () => cancel({ variables: { id: row.id } }),
      success: 'Leave request canceled',
      failure: 'An error occurred while canceling the leave request.',
      then,
    });
}
