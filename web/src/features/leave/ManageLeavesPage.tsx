/**
 * `/main/leaves/manage` (CEO, HR, head): the review queue of pending requests, oldest first, each opening its
 * details (where it is approved or rejected after a confirmation), plus the CSV import.
 */
import { useNavigate } from 'react-router-dom';
import { Card, Flex } from 'antd';
import { LeaveRequestsDocument, type LeaveRequestRowFragment } from './leave.generated';
import { durationColumn } from './units';
import { formatDate } from '../../shared/format';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { ImportLeavesCard } from './ImportLeavesCard';
import { PageTitle } from '../../shared/PageTitle';
import { canOpen } from '../../app/access';
import { useSession } from '../../shared/session';
import { href } from '../../shared/paths';
import type { LeaveRequestSortKey } from '../../generated/graphql';

const columns: PagedColumn<LeaveRequestRowFragment, LeaveRequestSortKey>[] = [
  { title: 'Employee', dataIndex: ['employee', 'name'] },
  { title: 'Leave type', dataIndex: ['leaveType', 'leaveName'] },
  { title: 'Start date', dataIndex: 'startDate', render: formatDate },
  { title: 'End date', dataIndex: 'endDate', render: formatDate },
  durationColumn<LeaveRequestRowFragment>(),
  { title: 'Submitted by', dataIndex: ['submittedBy', 'name'] },
  { title: 'Submitted', dataIndex: 'createdAt', render: formatDate },
];

export default function ManageLeavesPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <Flex vertical gap={24}>
      <Card title={<PageTitle>Manage leaves</PageTitle>}>
        <PagedTable
          entity="pending leave requests"
          document={LeaveRequestsDocument}
          pageOf={(d) => d.leaveRequests}
          variables={{ status: 'PENDING' }}
          defaultSort={{ sortBy: 'startDate', sortDir: 'ASC' }}
          columns={columns}
          onRowClick={(row) => navigate(href('leaveRequestDetails/:id', { id: row.id }))}
        />
      </Card>
      {/* MANAGE_LEAVE_REQUESTS holders review here too; the CSV import stays with CEO, HR and heads (leaves.import). */}
      {canOpen(user?.access, 'LEAVES_IMPORT') && <ImportLeavesCard />}
    </Flex>
  );
}
