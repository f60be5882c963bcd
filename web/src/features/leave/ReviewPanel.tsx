/**
 * Approve or reject a pending leave request with comments, each behind a confirmation (SPEC §8). Shown to CEO, HR
 * and heads (leaves.manage) on someone else's pending request; the server messages (e.g. "No enough balance to
 * approve this leave request") appear as toasts. A full-day request of more than one day may be approved in part
 * (decision 0213, where the upstream offers it): the reviewer picks the approved days, the rest are refused.
 */
import { useState } from 'react';
import { Checkbox, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useApproveLeaveRequestMutation, useRejectLeaveRequestMutation, type LeaveRequestRowFragment } from './leave.generated';
import { ReviewForm } from '../../shared/ReviewForm';
import { FIELD_LIMITS } from '../../generated/fieldLimits';
import { useCapabilities } from '../../shared/capabilities';
import { formatPeriod, toIsoDate } from '../../shared/format';
import { RangePicker } from '../../shared/deferred';

/** The upstream's limit on reviewer comments (upstream/src/leave/schemas.ts NOTES_MAX). */
export const REVIEWER_COMMENTS_MAX = FIELD_LIMITS['POST /leave_requests/{id}/approve'].reviewer_comments.max;

type Reviewed = Pick<LeaveRequestRowFragment, 'id' | 'startDate' | 'endDate' | 'unit'>;
type Range = [Dayjs | null, Dayjs | null] | null;

/** Whether a request can be approved in part: full days, more than one. */
const splittable = (r: Reviewed) => (r.unit ?? 'FULL_DAY') === 'FULL_DAY' && r.startDate !== r.endDate;

export function ReviewPanel({ leave, onReviewed }: { leave: Reviewed; onReviewed?: () => void }) {
  const [approve, approving] = useApproveLeaveRequestMutation({ refetchQueries: ['LeaveBalances'] });
  const [reject, rejecting] = useRejectLeaveRequestMutation();
  const partOffered = useCapabilities().leavePartialApproval && splittable(leave);
  const [partly, setPartly] = useState(false);
  const [range, setRange] = useState<Range>(null);
  const [from, to] = [toIsoDate(range?.[0]), toIsoDate(range?.[1])];
  const part = partOffered && partly && from && to ? { approvedStartDate: from, approvedEndDate: to } : null;
  const outside = (d: Dayjs) => d.isBefore(dayjs(leave.startDate), 'day') || d.isAfter(dayjs(leave.endDate), 'day');

  const extra = partOffered && (
    <Form.Item extra={partly ? 'The days left out are refused' : undefined}>
      <Checkbox checked={partly} onChange={(e) => setPartly(e.target.checked)}>
        Approve only some days
      </Checkbox>
      {partly && (
        <RangePicker
          aria-label="Approved days"
          style={{ display: 'flex', marginTop: 8 }}
          format="DD/MM/YYYY"
          value={range}
          onChange={(v) => setRange(v)}
          disabledDate={outside}
          defaultPickerValue={[dayjs(leave.startDate), dayjs(leave.startDate)]}
        />
      )}
    </Form.Item>
  );
  return (
    <ReviewForm
      subject="leave request"
      label="Reviewer comments"
      max={REVIEWER_COMMENTS_MAX}
      extra={extra}
      approvedAs={part ? 'partially approved' : undefined}
      question={(action) =>
        action === 'approve' && part
          ? `Are you sure you want to approve ${formatPeriod(part.approvedStartDate, part.approvedEndDate)} only? The other days of this leave request are refused.`
          : `Are you sure you want to ${action} this leave request?`
      }
      approve={(reviewerComments) => approve({ variables: { id: leave.id, reviewerComments, ...part } })}
      reject={(reviewerComments) => reject({ variables: { id: leave.id, reviewerComments } })}
      approving={approving.loading}
      rejecting={rejecting.loading}
      onReviewed={onReviewed}
    />
  );
}
