/** `/main/leaves/new` (head, HR, TL, auditor): apply for one's own leave. */
import { Card, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LeaveRequestForm } from './LeaveRequestForm';

export default function NewLeavePage() {
  const navigate = useNavigate();
  return (
    <Card title={<Typography.Title level={3} style={{ margin: 0 }}>New leave</Typography.Title>}>
      <LeaveRequestForm mode="own" onDone={(leave) => navigate(`/main/leaveRequestDetails/${leave.id}`)} />
    </Card>
  );
}
