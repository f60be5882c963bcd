/**
 * `/main/leaves/manage` (CEO, HR, head): the review queue of pending requests, oldest first, each opening its
 * details (where it is approved or rejected after a confirmation), plus the CSV import.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Card, Flex, Table } from 'antd';
import { useLeaveRequestsQuery, type LeaveRequestRowFragment } from '../../generated/graphql';
import { formatDate } from '../../shared/format';
import { notifyFailed } from '../../shared/notify';
import { ImportLeavesCard } from './ImportLeavesCard';
import { PageTitle } from '../../shared/PageTitle';

export default function ManageLeavesPage() {
  const navigate = useNavigate();
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const { data, loading, error } = useLeaveRequestsQuery({
    variables: { ...paging, status: 'PENDING', sortBy: 'startDate', sortDir: 'ASC' },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) notifyFailed('load pending leave requests');
  }, [error]);

  return (
    <Flex vertical gap={24}>
      <Card title={<PageTitle>Manage leaves</PageTitle>}>
        <Table<LeaveRequestRowFragment>
          rowKey="id"
          loading={loading}
          dataSource={data?.leaveRequests.items ?? []}
          onRow={(row) => ({ onClick: () => navigate(`/main/leaveRequestDetails/${row.id}`), style: { cursor: 'pointer' } })}
          pagination={{ current: paging.page, pageSize: paging.limit, total: data?.leaveRequests.count ?? 0 }}
          onChange={(p) => setPaging({ page: p.current ?? 1, limit: p.pageSize ?? 10 })}
          locale={{ emptyText: "Currently you don't have any pending leave requests" }}
          columns={[
            { title: 'Employee', dataIndex: 'employeeName' },
            { title: 'Leave type', dataIndex: 'leaveTypeName' },
            { title: 'Start date', dataIndex: 'startDate', render: formatDate },
            { title: 'End date', dataIndex: 'endDate', render: formatDate },
            { title: 'Days', dataIndex: 'leaveDuration' },
            { title: 'Submitted by', dataIndex: 'submittedByName' },
            { title: 'Submitted', dataIndex: 'createdAt', render: formatDate },
          ]}
        />
      </Card>
      <ImportLeavesCard />
    </Flex>
  );
}
