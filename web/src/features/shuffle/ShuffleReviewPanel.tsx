/**
 * Approve or reject a pending manager shuffle request with an HR comment, each behind a confirmation. Shown to HR and
 * the CEO (shuffle.review) on a request they did not file; the server's messages (e.g. the proposed manager can no
 * longer manage) appear as toasts.
 */
import { useApproveManagerShuffleRequestMutation, useRejectManagerShuffleRequestMutation } from './shuffle.generated';
import { ReviewForm } from '../../shared/ReviewForm';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

export const HR_COMMENT_MAX = FIELD_LIMITS['POST /manager_shuffle_requests/{id}/approve'].hr_comment.max;

export function ShuffleReviewPanel({ id, employee, manager, onReviewed }: { id: string; employee: string; manager: string; onReviewed?: () => void }) {
  const [approve, approving] = useApproveManagerShuffleRequestMutation();
  const [reject, rejecting] = useRejectManagerShuffleRequestMutation();
  return (
    <ReviewForm
      subject="shuffle request"
      label="HR comment"
      max={HR_COMMENT_MAX}
      question={(action) =>
        action === 'approve'
          ? `Approve moving ${employee} to ${manager}? The manager changes on the effective date.`
          : `Reject moving ${employee} to ${manager}?`
      }
      approve={(hrComment) => approve({ variables: { id, hrComment } })}
      reject={(hrComment) => reject({ variables: { id, hrComment } })}
      approving={approving.loading}
      rejecting={rejecting.loading}
      onReviewed={onReviewed}
    />
  );
}
