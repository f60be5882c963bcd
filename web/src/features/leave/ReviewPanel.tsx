/**
 * Approve or reject a pending leave request with comments, each behind a confirmation (SPEC §8). Shown to CEO, HR
 * and heads (leaves.manage) on someone else's pending request; the server messages (e.g. "No enough balance to
 * approve this leave request") appear as toasts.
 */
import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useApproveLeaveRequestMutation, useRejectLeaveRequestMutation } from './leave.generated';
import { useConfirm } from '../../shared/confirm';

export function ReviewPanel({ id, onReviewed }: { id: string; onReviewed?: () => void }) {
  const confirm = useConfirm();
  const [comments, setComments] = useState('');
  const [approve, approving] = useApproveLeaveRequestMutation();
  const [reject, rejecting] = useRejectLeaveRequestMutation();

  const run = (action: 'approve' | 'reject') =>
    confirm({
      title: action === 'approve' ? 'Approve leave request' : 'Reject leave request',
      content: `Are you sure you want to ${action} this leave request?`,
      okText: action === 'approve' ? 'Approve' : 'Reject',
      danger: action === 'reject',
      run: async () => {
        const reviewerComments = comments.trim();
        if (action === 'approve') await approve({ variables: { id, reviewerComments: reviewerComments || null } });
        else await reject({ variables: { id, reviewerComments } });
      },
      success: action === 'approve' ? 'Leave request approved' : 'Leave request rejected',
      failure: `Failed to ${action} the leave request`,
      then: () => {
        setComments('');
        onReviewed?.();
      },
    });

  return (
    <Form layout="vertical" style={{ maxWidth: 560 }}>
      <Form.Item label="Reviewer comments" extra="Required to reject">
        <Input.TextArea rows={3} value={comments} onChange={(e) => setComments(e.target.value)} aria-label="Reviewer comments" maxLength={1000} />
      </Form.Item>
      <Space>
        <Button type="primary" onClick={() => run('approve')} loading={approving.loading}>
          Approve
        </Button>
        <Button danger onClick={() => run('reject')} disabled={!comments.trim()} loading={rejecting.loading}>
          Reject
        </Button>
      </Space>
    </Form>
  );
}
