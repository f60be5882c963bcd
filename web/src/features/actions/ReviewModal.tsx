/**
 * The confirmation behind approve / reject / waive (SPEC §8 "approve or reject an action"), with an optional HR comment.
 */
import { useState } from 'react';
import { Input, Modal } from 'antd';
import { useApproveActionTakenMutation, useRejectActionTakenMutation, useWaiveActionTakenMutation, type ActionTakenFieldsFragment } from './actions.generated';
import { formatDate } from '../../shared/format';
import { notifySuccess, showError } from '../../shared/notify';
import { Paragraph } from '../../shared/Text';

export type Verb = 'approve' | 'reject' | 'waive';
const PAST: Record<Verb, string> = { approve: 'approved', reject: 'rejected', waive: 'waived' };
const TITLE: Record<Verb, string> = { approve: 'Approve', reject: 'Reject', waive: 'Waive' };

export function ReviewModal({ verb, action, onDone }: { verb: Verb; action: ActionTakenFieldsFragment; onDone(changed: boolean): void }) {
  const [comment, setComment] = useState(action.hrComment ?? '');
  const [approve, a] = useApproveActionTakenMutation();
  const [reject, r] = useRejectActionTakenMutation();
  const [waive, w] = useWaiveActionTakenMutation();
  const run = { approve, reject, waive }[verb];

  const onOk = async () => {
    try {
      await run({ variables: { id: action.id, hrComment: comment.trim() || null } });
      notifySuccess(`Action ${PAST[verb]}`);
      onDone(true);
    } catch (e) {
      showError(e, `Failed to ${verb} the action`);
    }
  };

  return (
    <Modal
      open
      title={`${TITLE[verb]} action`}
      okText={TITLE[verb]}
      okButtonProps={{ danger: verb === 'reject', loading: a.loading || r.loading || w.loading }}
      onOk={onOk}
      onCancel={() => onDone(false)}
      width={500}
    >
      <Paragraph>
        Are you sure you want to {verb} the action &quot;{action.policy?.actionName}&quot; against {action.employee?.name} dated {formatDate(action.date)}?
      </Paragraph>
      <Input.TextArea rows={3} placeholder="HR comment (optional)" value={comment} onChange={(e) => setComment(e.target.value)} aria-label="HR comment" />
    </Modal>
  );
}
