/** `/main/addLeaveRequest` (CEO, head, TL, auditor): file a leave for an employee, with an optional sick note. */
import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LeaveRequestForm } from './LeaveRequestForm';
import { PageTitle } from '../../shared/PageTitle';
import { href } from '../../shared/paths';

export default function AddLeaveRequestPage() {
  const navigate = useNavigate();
  return (
    <Card title={<PageTitle>Add leave request</PageTitle>}>
      <LeaveRequestForm mode="add" onDone={(leave) => navigate(href('leaveRequestDetails/:id', { id: leave.id }))} />
    </Card>
  );
}
