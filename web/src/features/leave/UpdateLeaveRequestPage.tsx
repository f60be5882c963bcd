/** `/main/updateLeaveRequest/:id`: change a pending leave request or replace its sick note (progress shown). */
import { Card, Spin } from 'antd';
import { deferredPart, Result } from '../../shared/deferred';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useLeaveRequestQuery } from './leave.generated';
import { canOpen } from '../../app/access';
import { useSession } from '../../shared/session';
import { PageTitle } from '../../shared/PageTitle';
import { leaveTitle } from './titles';
import { href } from '../../shared/paths';

// The form shows once the request's data is in: a module of its own, a spinner until it has loaded.
const LeaveRequestForm = deferredPart(
  () => import('./LeaveRequestForm'),
  'LeaveRequestForm',
  () => <Spin />,
);

export default function UpdateLeaveRequestPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const { data, loading } = useLeaveRequestQuery({ variables: { id }, fetchPolicy: 'network-only' });
  const leave = data?.leaveRequest;
  if (!leave)
    return loading ? (
      <Spin />
    ) : (
      <Result status="404" title={<PageTitle>Leave request not found</PageTitle>} extra={<Link to={href('leaveRequests')}>Back to leave requests</Link>} />
    );
  if (leave.status !== 'PENDING') {
    return (
      <Result
        status="warning"
        title={<PageTitle>Only pending leave requests can be updated</PageTitle>}
        extra={<Link to={href('leaveRequestDetails/:id', { id })}>Back to the request</Link>}
      />
    );
  }
  const forOthers = canOpen(user?.access, 'LEAVE_REQUESTS_ADD') && leave.employeeId !== user?.id;
  return (
    <Card title={<PageTitle>Update {leaveTitle(leave)}</PageTitle>}>
      <LeaveRequestForm mode="update" employeeEditable={forOthers} initial={leave} onDone={() => navigate(href('leaveRequestDetails/:id', { id }))} />
    </Card>
  );
}
