/**
 * Approve or reject a pending leave request with comments, each behind a confirmation (SPEC §8). Shown to CEO, HR
 * and heads (leaves.manage) on someone else's pending request; the server messages (e.g. "No enough balance to
 * approve this leave request") appear as toasts.
 */
import { useApproveLeaveRequestMutation, useRejectLeaveRequestMutation } from './leave.generated';
import { ReviewForm } from '../../shared/ReviewForm';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

/** The upstream's limit on reviewer comments (upstream/src/leave/schemas.ts NOTES_MAX). */
export const REVIEWER_COMMENTS_MAX = FIELD_LIMITS['POST /leave_requests/{id}/approve'].reviewer_comments.max;

export function ReviewPanel({ id, onReviewed }: { id: string; onReviewed?: () => void }) {
  const [approve, approving] = useApproveLeaveRequestMutation();
  const [reject, rejecting] = useRejectLeaveRequestMutation();
  return (
    <ReviewForm
      subject="leave request"
      label="Reviewer comments"
      max={REVIEWER_COMMENTS_MAX}
      approve={(reviewerComments) => approve({ variables: { id, reviewerComments } })}
      reject={(reviewerComments) => reject({ variables: { id, reviewerComments } })}
      approving={approving.loading}
      rejecting={rejecting.loading}
      onReviewed={onReviewed}
    />
  );
}
