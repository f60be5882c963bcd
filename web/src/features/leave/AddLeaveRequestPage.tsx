/** `/main/addLeaveRequest` (CEO, head, TL, auditor): file a leave for an employee, with an optional sick note. */
import { Card, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LeaveRequestForm } from './LeaveRequestForm';

export default function AddLeaveRequestPage() {
  const navigate = useNavigate();
  return (
    <Card title={<Typography.Title level={3} style={{ margin: 0 }}>Add leave request</Typography.Title>}>
      <LeaveRequestForm mode="add" onDone={(leave) => navigate(`/main/leaveRequestDetails/${leave.id}`)} />
    </Card>
  );
}
