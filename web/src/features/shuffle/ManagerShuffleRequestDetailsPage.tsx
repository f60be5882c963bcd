/**
 * `/main/managerShuffleRequestDetails/:id` (ACM, HR, CEO, head): the request, who filed and reviewed it, whether the
 * manager change took effect, and the review panel for HR and the CEO while it is pending.
 */
import { Link, useParams } from 'react-router-dom';
import { Card, Descriptions, Flex, Spin } from 'antd';
import { Result } from '../../shared/deferred';
import { useManagerShuffleRequestQuery } from './shuffle.generated';
import { canOpen } from '../../app/access';
import { hasCode } from '../../shared/errors';
import { useFailureToast } from '../../shared/feedback';
import { formatDate } from '../../shared/format';
import { PageTitle } from '../../shared/PageTitle';
import { useSession } from '../../shared/session';
import { ShuffleReviewPanel } from './ShuffleReviewPanel';
import { ShuffleStatusTag } from './ShuffleStatusTag';
import { href } from '../../shared/paths';

const dash = (v: string | null | undefined) => (v ? v : '—');

export default function ManagerShuffleRequestDetailsPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { data, loading, error, refetch } = useManagerShuffleRequestQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  useFailureToast(hasCode(error, 'NOT_FOUND') ? null : error, 'load the shuffle request');

  const request = data?.managerShuffleRequest;
  if (!request) {
    if (loading) return <Spin />;
    return (
      <Result
        status="404"
        title={<PageTitle>Shuffle request not found</PageTitle>}
        extra={<Link to={href('managerShuffleRequestsTracker')}>Back to shuffle requests</Link>}
      />
    );
  }
  const employee = request.targetEmployee?.name ?? '';
  const manager = request.proposedManager?.name ?? '';
  const mayReview = request.status === 'PENDING' && canOpen(user?.access, 'SHUFFLE_REVIEW') && request.requesterId !== user?.id;
  const effect =
    request.status !== 'APPROVED'
      ? '—'
      : request.appliedAt
        ? `Took effect on ${formatDate(request.appliedAt)}`
        : `Takes effect on ${formatDate(request.effectiveDate)}`;

  return (
    <Flex vertical gap={24}>
      <Card title={<PageTitle>Shuffle request</PageTitle>} extra={<Link to={href('managerShuffleRequestsTracker')}>All shuffle requests</Link>}>
        <Descriptions bordered column={{ xs: 1, sm: 1, md: 2 }} size="small">
          <Descriptions.Item label="Employee">
            {request.targetEmployee ? <Link to={href('employees/:id', { id: request.targetEmployee.id })}>{employee}</Link> : '—'}
            {request.targetEmployee?.resId ? ` (${request.targetEmployee.resId})` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="Status">
            <ShuffleStatusTag status={request.status} />
          </Descriptions.Item>
          <Descriptions.Item label="Current manager">{dash(request.currentManager?.name)}</Descriptions.Item>
          <Descriptions.Item label="Proposed manager">{dash(manager)}</Descriptions.Item>
          <Descriptions.Item label="Effective date">{formatDate(request.effectiveDate)}</Descriptions.Item>
          <Descriptions.Item label="Manager change">{effect}</Descriptions.Item>
          {request.previousManager && <Descriptions.Item label="Previous manager">{request.previousManager.name}</Descriptions.Item>}
          <Descriptions.Item label="Requested by">{dash(request.requester?.name)}</Descriptions.Item>
          <Descriptions.Item label="Requested on">{formatDate(request.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Reason" span={2}>
            {dash(request.reason)}
          </Descriptions.Item>
          <Descriptions.Item label="Reviewed by">{dash(request.reviewedBy?.name)}</Descriptions.Item>
          <Descriptions.Item label="Reviewed on">{request.reviewedAt ? formatDate(request.reviewedAt) : '—'}</Descriptions.Item>
          <Descriptions.Item label="HR comment" span={2}>
            {dash(request.hrComment)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {mayReview && (
        <Card title="Review">
          <ShuffleReviewPanel id={id} employee={employee} manager={manager} onReviewed={() => void refetch()} />
        </Card>
      )}
    </Flex>
  );
}
