/**
 * The review of a pending request (leave requests, manager shuffle requests): a comment box and Approve / Reject, each
 * behind a confirmation, with the success and failure toasts named after the `subject`. The comment is required to
 * reject and holds at most `max` characters: past that it shows SPEC §5's max-length message and holds both buttons
 * back, and it never cuts what was typed (a `maxLength` on the box silently dropped the rest; found in a QA walk). The
 * comment goes out without surrounding spaces (null when an approval has none).
 */
import { useState, type ReactNode } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { messages } from './formRules';
import { useConfirm } from './confirm';

export type ReviewAction = 'approve' | 'reject';

export interface ReviewFormProps {
  /** e.g. 'leave request': "Approve leave request", "Leave request approved", "Failed to approve the leave request". */
  subject: string;
  label: string;
  max: number;
  /** The confirmation's question; default "Are you sure you want to approve this leave request?". */
  question?: (action: ReviewAction) => string;
  approve: (comment: string | null) => Promise<unknown>;
  reject: (comment: string) => Promise<unknown>;
  approving: boolean;
  rejecting: boolean;
  onReviewed?: () => void;
  /** More of the review above the buttons (a leave's approved days); `approvedAs` names the approval's toast. */
  extra?: ReactNode;
  approvedAs?: string;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function ReviewForm({ subject, label, max, question, approve, reject, approving, rejecting, onReviewed, extra, approvedAs }: ReviewFormProps) {
  const confirm = useConfirm();
  const [comment, setComment] = useState('');
  const trimmed = comment.trim();
  const tooLong = trimmed.length > max;

  const run = (action: ReviewAction) =>
    confirm({
      title: `${capital(action)} ${subject}`,
      content: question?.(action) ?? `Are you sure you want to ${action} this ${subject}?`,
      okText: capital(action),
      danger: action === 'reject',
      run: () => (action === 'approve' ? approve(trimmed || null) : reject(trimmed)),
      success: `${capital(subject)} ${action === 'approve' ? (approvedAs ?? 'approved') : 'rejected'}`,
      failure: `Failed to ${action} the ${subject}`,
      then: () => {
        setComment('');
        onReviewed?.();
      },
    });

  return (
    <Form layout="vertical" style={{ maxWidth: 560 }}>
      <Form.Item
        label={label}
        extra="Required to reject"
        validateStatus={tooLong ? 'error' : undefined}
        help={tooLong ? messages.maxLength(label, max) : undefined}
      >
        <Input.TextArea rows={3} value={comment} onChange={(e) => setComment(e.target.value)} aria-label={label} />
      </Form.Item>
      {extra}
      <Space>
        <Button type="primary" onClick={() => run('approve')} disabled={tooLong} loading={approving}>
          Approve
        </Button>
        <Button danger onClick={() => run('reject')} disabled={!trimmed || tooLong} loading={rejecting}>
          Reject
        </Button>
      </Space>
    </Form>
  );
}
