/** `/main/actionsTaken/:id` (HR only): the full record of one action. */
import { Card, Descriptions, Empty, Spin, Tag } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useActionTakenQuery } from './actions.generated';
import { formatDate } from '../../shared/format';
import { hasCode } from '../../shared/errors';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { STATUS_COLORS, approverText, formatDeduction, actionTitle } from './labels';
import { PageTitle } from '../../shared/PageTitle';
import { href } from '../../shared/paths';

export default function ActionTakenPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useActionTakenQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  // Missing and forbidden have their own page states; anything else is a failure.
  useFailureToast(hasCode(error, 'NOT_FOUND') || hasCode(error, 'FORBIDDEN') ? null : error, 'load the action');
  const a = data?.actionTaken;
  if (loading && !a) return <Spin />;
  if (!a) {
    return (
      <Card title={<PageTitle>Action</PageTitle>}>
        <Empty description={hasCode(error, 'NOT_FOUND') ? 'Action not found' : emptyText('actions')} />
      </Card>
    );
  }
  return (
    <Card title={<PageTitle>{actionTitle(a)}</PageTitle>} extra={<Link to={href('manageActions/:id', { id: a.id })}>Open in Manage Actions</Link>}>
      <Descriptions bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Employee">
          {a.employee?.name} ({a.resId})
        </Descriptions.Item>
        <Descriptions.Item label="Role">{a.employee?.roleTitle ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Action">
          {a.actionId} — {a.policy?.actionName}
        </Descriptions.Item>
        <Descriptions.Item label="Date">{formatDate(a.date)}</Descriptions.Item>
        <Descriptions.Item label="Status">
          <Tag color={STATUS_COLORS[a.status]}>{a.statusName}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Type">{a.actionTypeName}</Descriptions.Item>
        <Descriptions.Item label="Deduction">{formatDeduction(a.actionType, a.deduction)}</Descriptions.Item>
        <Descriptions.Item label="Policy deduction">
          {a.policy ? formatDeduction(a.policy.actionType, a.policy.deduction) : '—'}
          {a.overrideDeduction ? ' (overridden)' : ''}
        </Descriptions.Item>
        <Descriptions.Item label="Filed by">{a.auditor?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Approver">{a.status === 3 && a.approver ? `${a.approver.name}; ${approverText(a)}` : approverText(a)}</Descriptions.Item>
        <Descriptions.Item label="Details" span={2}>
          {a.details ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label="HR comment" span={2}>
          {a.hrComment ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Filed on">{formatDate(a.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="Last change">{formatDate(a.updatedAt)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
