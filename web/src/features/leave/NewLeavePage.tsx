/** `/main/leaves/new` (head, HR, TL, auditor): apply for one's own leave. */
import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LeaveRequestForm } from './LeaveRequestForm';
import { PageTitle } from '../../shared/PageTitle';
import { href } from '../../shared/paths';

export default function NewLeavePage() {
  const navigate = useNavigate();
  return (
    <Card title={<PageTitle>New leave</PageTitle>}>
      <LeaveRequestForm mode="own" onDone={(leave) => navigate(href('leaveRequestDetails/:id', { id: leave.id }))} />
    </Card>
  );
}
