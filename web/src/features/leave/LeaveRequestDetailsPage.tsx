/**
 * `/main/leaveRequestDetails/:id` (everyone who may see the request): every field, this year's balances (each opening
 * its ledger; CEO and HR adjust a balance here, where they look at a person's balances: decision 0220), the sick
 * note download (a signed FileLink), edit/delete while pending, the review panel for CEO, HR and heads, and Cancel
 * (where the upstream has that step) for the requester before the first day and for leave managers while it stands.
 */
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Descriptions, Flex, Space, Spin } from 'antd';
import { deferredPart, Result } from '../../shared/deferred';
import { DownloadOutlined } from '@ant-design/icons';
import { useDeleteLeaveRequestMutation, useLeaveRequestQuery, useLeaveRequestSickNoteLazyQuery, type LeaveRequestDetailFragment } from './leave.generated';
import { canOpen } from '../../app/access';
import { NOT_ON_THIS_SERVER, useCapabilities } from '../../shared/capabilities';
import { openFileLink } from '../../shared/download';
import { hasCode } from '../../shared/errors';
import dayjs from 'dayjs';
import { formatDate, formatTime, TIME_12H } from '../../shared/format';
import { WARNING_LABELS } from './leaveRules';
import { notifyFailed } from '../../shared/notify';
import { useConfirmDelete } from '../../shared/confirm';
import { useSession } from '../../shared/session';
import { durationText } from './units';
import { LeaveStatusTag } from './LeaveStatusTag';
import { mayCancelHere, useCancelLeave } from './cancelLeave';
import { useFailureToast } from '../../shared/feedback';
import { PageTitle } from '../../shared/PageTitle';
import { leaveTitle } from './titles';
import { Text } from '../../shared/Text';
import { href } from '../../shared/paths';

// Below the request's details: the balances table and the review form load after the first paint.
const LeaveBalancesTable = deferredPart(() => import('./LeaveBalancesTable'), 'LeaveBalancesTable');
const ReviewPanel = deferredPart(() => import('./ReviewPanel'), 'ReviewPanel');

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

export default function LeaveRequestDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const deleteConfirm = useConfirmDelete();
  const { user } = useSession();
  const { data, loading, error, refetch } = useLeaveRequestQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const [fetchLink, link] = useLeaveRequestSickNoteLazyQuery({ fetchPolicy: 'network-only' });
  const [remove] = useDeleteLeaveRequestMutation();
  const canCancel = useCapabilities().leaveCancel;
  const cancel = useCancelLeave(() => void refetch());
  // Missing and forbidden have their own page states; anything else is a failure.
  useFailureToast(hasCode(error, 'NOT_FOUND') || hasCode(error, 'FORBIDDEN') ? null : error, 'load the leave request');

  const leave = data?.leaveRequest;
  if (!leave) {
    if (loading) return <Spin />;
    return (
      <Result status="404" title={<PageTitle>Leave request not found</PageTitle>} extra={<Link to={href('leaveRequests')}>Back to leave requests</Link>} />
    );
  }

  const pending = leave.status === 'PENDING';
  const own = leave.employeeId === user?.id;
  const manages = canOpen(user?.access, 'LEAVES_MANAGE');
  const mayReview = pending && manages && !own;

  const download = async () => {
    const res = await fetchLink({ variables: { id } });
    if (res.data?.leaveRequestSickNote) openFileLink(res.data.leaveRequestSickNote);
    else notifyFailed('download the sick note');
  };

  const confirmDelete = () =>
    deleteConfirm({
      title: 'Delete leave request',
      what: 'this leave request',
      run: () => remove({ variables: { id } }),
      success: 'Leave request deleted',
      failure: 'Failed to delete the leave request',
      then: () => navigate(href('leaveRequests')),
    });

  return (
    <Flex vertical gap={24}>
      <Card
        title={<PageTitle>{leaveTitle(leave)}</PageTitle>}
        extra={
          <Space>
            {pending && (
              <Link to={href('updateLeaveRequest/:id', { id: leave.id })}>
                <Button>Edit</Button>
              </Link>
            )}
            {pending && (
              <Button danger onClick={confirmDelete}>
                Delete
              </Button>
            )}
            {canCancel && mayCancelHere(leave, own, manages) && (
              <Button danger onClick={() => cancel(leave, own)}>
                Cancel request
              </Button>
            )}
          </Space>
        }
      >
        <Details leave={leave} onDownload={download} downloading={link.loading} reviewer={manages && !own} />
      </Card>
      <Card title="Leave balances this year">
        <LeaveBalancesTable
          balances={leave.leaveBalances}
          ledger={{ employeeId: leave.employeeId, canAdjust: canOpen(user?.access, 'LEAVE_BALANCES_ADJUST') }}
        />
      </Card>
      {mayReview && (
        <Card title="Review">
          <ReviewPanel leave={leave} onReviewed={() => void refetch()} />
        </Card>
      )}
    </Flex>
  );
}

function Details({
  leave,
  onDownload,
  downloading,
  reviewer,
}: {
  leave: LeaveRequestDetailFragment;
  onDownload(): void;
  downloading: boolean;
  reviewer: boolean;
}) {
  // Without the upstream's sick-note extension the file name is shown, not offered as a download.
  const canDownload = useCapabilities().sickNoteDownload;
  return (
    <Descriptions bordered column={{ xs: 1, md: 2 }}>
      <Descriptions.Item label="Employee">{leave.employee?.name}</Descriptions.Item>
      <Descriptions.Item label="RES ID">{dash(leave.employee?.resId)}</Descriptions.Item>
      <Descriptions.Item label="Leave type">{leave.leaveType?.leaveName}</Descriptions.Item>
      <Descriptions.Item label="Status">
        <LeaveStatusTag row={leave} />
      </Descriptions.Item>
      <Descriptions.Item label="Start date">{formatDate(leave.startDate)}</Descriptions.Item>
      <Descriptions.Item label="End date">{formatDate(leave.endDate)}</Descriptions.Item>
      <Descriptions.Item label="Leave duration">{durationText(leave)}</Descriptions.Item>
      {leave.unit === 'HOURS' && (
        <Descriptions.Item label="Time">
          {formatTime(leave.startTime)} – {formatTime(leave.endTime)}
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Worked days this year">{leave.workedDaysThisYear}</Descriptions.Item>
      <Descriptions.Item label="Passed probation">{leave.passedProbation ? 'Yes' : 'No'}</Descriptions.Item>
      <Descriptions.Item label="Manager email">{dash(leave.managerEmail)}</Descriptions.Item>
      <Descriptions.Item label="Submitted by">{dash(leave.submittedBy?.name)}</Descriptions.Item>
      <Descriptions.Item label="Created">{formatDate(leave.createdAt)}</Descriptions.Item>
      <Descriptions.Item label="Reviewed by">
        {dash(leave.reviewedBy?.name)}
        {leave.reviewedAt && <Text type="secondary"> ({formatDate(leave.reviewedAt)})</Text>}
      </Descriptions.Item>
      <Descriptions.Item label="Updated">{formatDate(leave.updatedAt)}</Descriptions.Item>
      {leave.status === 'CANCELED' && <Descriptions.Item label="Canceled by">{dash(leave.canceledBy?.name)}</Descriptions.Item>}
      {leave.status === 'CANCELED' && <Descriptions.Item label="Canceled">{formatDate(leave.canceledAt)}</Descriptions.Item>}
      {reviewer && !!leave.overrides?.length && (
        <Descriptions.Item label="Confirmations overridden" span={2}>
          <ul aria-label="Confirmations overridden" style={{ margin: 0, paddingInlineStart: 20 }}>
            {leave.overrides.map((o) => (
              <li key={o.warning}>
                {WARNING_LABELS[o.warning]} — by {o.overriddenByName ?? 'a former employee'}, {formatDate(o.overriddenAt)}{' '}
                {dayjs(o.overriddenAt).format(TIME_12H)}
              </li>
            ))}
          </ul>
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Reviewer comments" span={2}>
        {dash(leave.reviewerComments)}
      </Descriptions.Item>
      <Descriptions.Item label="Notes" span={2}>
        {dash(leave.notes)}
      </Descriptions.Item>
      <Descriptions.Item label="Sick note" span={2}>
        {leave.sickNoteFilename && !canDownload ? (
          <Text>
            {leave.sickNoteFilename} <Text type="secondary">(download {NOT_ON_THIS_SERVER.toLowerCase()})</Text>
          </Text>
        ) : leave.sickNoteFilename ? (
          <Button icon={<DownloadOutlined />} onClick={onDownload} loading={downloading}>
            {leave.sickNoteFilename}
          </Button>
        ) : (
          '—'
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
