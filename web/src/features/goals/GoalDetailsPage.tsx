/**
 * `/main/goals/:id`: one goal — its fields, the deadline warning (SPEC §8 "Less than 10 days left for this goal!"),
 * the progress slider (0–100, SPEC §9) and state for the assignee or a manager managing it, approve/reject behind a
 * confirmation for a MANAGE_GOALS manager, the supporting document's download, edit and delete. Buttons follow
 * `viewerCan`, which the server computes from its rules.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Flex, Slider, Space, Spin } from 'antd';
import { Select } from '../../shared/deferred';
import { DownloadOutlined } from '@ant-design/icons';
import {
  useApproveGoalMutation,
  useDeleteGoalMutation,
  useGoalQuery,
  useGoalSupportingDocumentLazyQuery,
  useRejectGoalMutation,
  useUpdateGoalProgressMutation,
  type GoalState,
} from './goals.generated';
import { openFileLink } from '../../shared/download';
import { errorMessage } from '../../shared/errors';
import { notFoundText, useFailureToast } from '../../shared/feedback';
import { formatDate } from '../../shared/format';
import { notifySuccess, showError } from '../../shared/notify';
import { useConfirm, useConfirmDelete } from '../../shared/confirm';
import { PageTitle } from '../../shared/PageTitle';
import { GOAL_MESSAGES, GoalStateTag, GoalStatusTag, STATE_LABELS } from './labels';
import { Text } from '../../shared/Text';
import { deferredPart } from '../../shared/deferred';
import { href } from '../../shared/paths';

/** The edit form (antd's Form, pickers) only shows once someone clicks Edit: it loads after the first paint. */
const GoalForm = deferredPart(() => import('./GoalForm'), 'GoalForm');

/** Allowed state moves (the server's table, goals/rules.ts): offered in the state picker. */
const NEXT_STATES: Record<GoalState, GoalState[]> = {
  CREATED: ['CREATED', 'IN_PROGRESS', 'ACHIEVED'],
  IN_PROGRESS: ['IN_PROGRESS', 'ACHIEVED'],
  ACHIEVED: ['ACHIEVED'],
};

export default function GoalDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const deleteConfirm = useConfirmDelete();
  const { data, loading, error, refetch } = useGoalQuery({ variables: { id } });
  useFailureToast(error, 'load the goal');
  const [editing, setEditing] = useState(false);
  const [progress, setProgress] = useState(0);
  const [state, setState] = useState<GoalState>('CREATED');
  const [saveProgress, saving] = useUpdateGoalProgressMutation();
  const [approve] = useApproveGoalMutation();
  const [reject] = useRejectGoalMutation();
  const [remove] = useDeleteGoalMutation();
  const [fetchDocument, documentQuery] = useGoalSupportingDocumentLazyQuery({ fetchPolicy: 'network-only' });
  const goal = data?.goal;
  useEffect(() => {
    if (goal) {
      setProgress(goal.progress);
      setState(goal.state);
    }
  }, [goal]);

  if (loading && !goal) return <Spin />;
  if (!goal) return <Alert type="error" showIcon title={error ? errorMessage(error) : notFoundText('Goal')} />;

  const review = (action: 'approve' | 'reject') =>
    confirm({
      title: action === 'approve' ? 'Approve goal' : 'Reject goal',
      content: `Are you sure you want to ${action} "${goal.title}"?`,
      okText: action === 'approve' ? 'Approve' : 'Reject',
      danger: action === 'reject',
      run: async () => {
        if (action === 'approve') await approve({ variables: { id } });
        else await reject({ variables: { id } });
      },
      success: action === 'approve' ? 'Goal approved' : 'Goal rejected',
      failure: GOAL_MESSAGES.updateFailed,
    });

  const confirmDelete = () =>
    deleteConfirm({
      title: 'Delete goal',
      what: `"${goal.title}"`,
      run: () => remove({ variables: { id } }),
      success: 'Goal deleted',
      failure: GOAL_MESSAGES.deleteFailed,
      then: () => navigate(href('goals')),
    });

  const onSaveProgress = async () => {
    try {
      await saveProgress({ variables: { id, progress, state: state === goal.state ? null : state } });
      notifySuccess('Progress updated');
    } catch (e) {
      showError(e, GOAL_MESSAGES.updateFailed);
    }
  };

  const download = async () => {
    const res = await fetchDocument({ variables: { id } });
    if (res.data?.goalSupportingDocument) openFileLink(res.data.goalSupportingDocument);
    else showError(res.error, 'Failed to download the supporting document');
  };

  return (
    <Flex vertical gap={24}>
      <Card
        title={<PageTitle>{goal.title}</PageTitle>}
        extra={
          <Space wrap>
            {goal.viewerCan.review && (
              <>
                <Button type="primary" onClick={() => review('approve')}>
                  Approve
                </Button>
                <Button danger onClick={() => review('reject')}>
                  Reject
                </Button>
              </>
            )}
            {goal.viewerCan.edit && <Button onClick={() => setEditing((e) => !e)}>{editing ? 'Cancel editing' : 'Edit'}</Button>}
            {goal.viewerCan.delete && (
              <Button danger type="text" onClick={confirmDelete}>
                Delete
              </Button>
            )}
          </Space>
        }
      >
        {goal.deadlineWarning && <Alert type="warning" showIcon title={goal.deadlineWarning} style={{ marginBottom: 16 }} />}
        <Descriptions column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label="Assignee">{goal.assignee?.name}</Descriptions.Item>
          <Descriptions.Item label="Reviewer">{goal.reviewer?.name ?? 'No reviewer'}</Descriptions.Item>
          <Descriptions.Item label="Period">
            {formatDate(goal.startDate)} – {formatDate(goal.endDate)} ({goal.duration} days)
          </Descriptions.Item>
          <Descriptions.Item label="Days left">{goal.daysLeft < 0 ? 'Past its end date' : goal.daysLeft}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <GoalStatusTag status={goal.status} />
            {goal.reviewedByName && goal.reviewedAt && (
              <Text type="secondary">
                by {goal.reviewedByName} on {formatDate(goal.reviewedAt)}
              </Text>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="State">
            <GoalStateTag state={goal.state} />
          </Descriptions.Item>
          <Descriptions.Item label="Private">{goal.isPrivate ? 'Yes: assignee, reviewer and admins only' : 'No'}</Descriptions.Item>
          <Descriptions.Item label="Supporting document">
            {goal.supportingDocumentFilename ? (
              <Button size="small" icon={<DownloadOutlined />} onClick={download} loading={documentQuery.loading}>
                {goal.supportingDocumentFilename}
              </Button>
            ) : (
              'None'
            )}
          </Descriptions.Item>
          <Descriptions.Item label="Description" span={2}>
            {goal.description || '—'}
          </Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Progress</h2>}>
        {goal.viewerCan.progress ? (
          <Flex vertical gap={12} style={{ maxWidth: 560 }}>
            <Slider min={0} max={100} value={progress} onChange={setProgress} ariaLabelForHandle="Progress" marks={{ 0: '0%', 50: '50%', 100: '100%' }} />
            <Space wrap>
              <Select
                value={state}
                onChange={setState}
                aria-label="State"
                style={{ width: 160 }}
                options={NEXT_STATES[goal.state].map((s) => ({ value: s, label: STATE_LABELS[s] }))}
              />
              <Text>{progress}%</Text>
              <Button type="primary" onClick={onSaveProgress} loading={saving.loading} disabled={progress === goal.progress && state === goal.state}>
                Save progress
              </Button>
            </Space>
            {state === 'ACHIEVED' && progress !== 100 && <Text type="danger">Progress must be 100 to mark the goal achieved</Text>}
          </Flex>
        ) : (
          <Flex vertical gap={8} style={{ maxWidth: 560 }}>
            <Slider min={0} max={100} value={goal.progress} disabled ariaLabelForHandle="Progress" />
            <Text type="secondary">{goal.status === 'APPROVED' ? `${goal.progress}%` : 'Progress starts once the goal is approved.'}</Text>
          </Flex>
        )}
      </Card>

      {editing && goal.viewerCan.edit && (
        <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Edit goal</h2>}>
          <GoalForm
            initial={goal}
            forOthers={false}
            onDone={() => {
              setEditing(false);
              void refetch();
            }}
          />
        </Card>
      )}
    </Flex>
  );
}
