/**
 * Approve or reject a pending manager shuffle request with an HR comment, each behind a confirmation. Shown to HR and
 * the CEO (shuffle.review) on a request they did not file; the server's messages (e.g. the proposed manager can no
 * longer manage) appear as toasts.
 */
import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useApproveManagerShuffleRequestMutation, useRejectManagerShuffleRequestMutation } from './shuffle.generated';
import { useConfirm } from '../../shared/confirm';

export const HR_COMMENT_MAX = 1000;

export function ShuffleReviewPanel({ id, employee, manager, onReviewed }: { id: string; employee: string; manager: string; onReviewed?: () => void }) {
  const confirm = useConfirm();
  const [comment, setComment] = useState('');
  const [approve, approving] = useApproveManagerShuffleRequestMutation();
  const [reject, rejecting] = useRejectManagerShuffleRequestMutation();
  const tooLong = comment.trim().length > HR_COMMENT_MAX;

  const run = (action: 'approve' | 'reject') =>
    confirm({
      title: action === 'approve' ? 'Approve shuffle request' : 'Reject shuffle request',
      content:
        action === 'approve'
          ? `Approve moving ${employee} to ${manager}? The manager changes on the effective date.`
          : `Reject moving ${employee} to ${manager}?`,
      okText: action === 'approve' ? 'Approve' : 'Reject',
      danger: action === 'reject',
      run: async () => {
        const hrComment = comment.trim();
        if (action === 'approve') await approve({ variables: { id, hrComment: hrComment || null } });
        else await reject({ variables: { id, hrComment } });
      },
      success: action === 'approve' ? 'Shuffle request approved' : 'Shuffle request rejected',
      failure: `Failed to ${action} the shuffle request`,
      then: () => {
        setComment('');
        onReviewed?.();
      },
    });

  return (
    <Form layout="vertical" style={{ maxWidth: 560 }}>
      <Form.Item
        label="HR comment"
        extra="Required to reject"
        validateStatus={tooLong ? 'error' : undefined}
        help={tooLong ? `HR comment must be less than ${HR_COMMENT_MAX} characters` : undefined}
      >
        <Input.TextArea rows={3} value={comment} onChange={(e) => setComment(e.target.value)} aria-label="HR comment" />
      </Form.Item>
      <Space>
        <Button type="primary" onClick={() => run('approve')} disabled={tooLong} loading={approving.loading}>
          Approve
        </Button>
        <Button danger onClick={() => run('reject')} disabled={!comment.trim() || tooLong} loading={rejecting.loading}>
          Reject
        </Button>
      </Space>
    </Form>
  );
}
