/**
 * `/main/leaveRequests` (everyone): the leave request tracker. Filters (employee, status, type, period) and sorting
 * run on the server with server paging; what a user sees is decided by the upstream (own, team, or all).
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, DatePicker, Flex, Input, Select, Table, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { Dayjs } from 'dayjs';
import { useLeaveRequestsQuery, useLeaveTypesQuery, type LeaveRequestRowFragment, type LeaveStatus, type SortDir } from '../../generated/graphql';
import { canOpen } from '../../app/access';
import { formatDate, toIsoDate } from '../../shared/format';
import { notifyFailed } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { LeaveStatusTag, STATUS_LABELS } from './LeaveStatusTag';
import { PageTitle } from '../../shared/PageTitle';

interface Filters {
  search?: string;
  status?: LeaveStatus;
  leaveTypeId?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
}

export default function LeaveRequestsPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const [sort, setSort] = useState<{ sortBy?: string; sortDir?: SortDir }>({});
  const types = useLeaveTypesQuery();
  const { data, loading, error } = useLeaveRequestsQuery({
    variables: {
      ...paging,
      ...sort,
      search: filters.search || null,
      status: filters.status ?? null,
      leaveTypeId: filters.leaveTypeId ?? null,
      startDate: toIsoDate(filters.period?.[0]),
      endDate: toIsoDate(filters.period?.[1]),
    },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) notifyFailed('load leave requests');
  }, [error]);

  const setFilter = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const onTableChange = (pagination: TablePaginationConfig, _f: unknown, sorter: SorterResult<LeaveRequestRowFragment> | SorterResult<LeaveRequestRowFragment>[]) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    setPaging({ page: pagination.current ?? 1, limit: pagination.pageSize ?? 10 });
    setSort(s?.order ? { sortBy: String(s.columnKey), sortDir: s.order === 'descend' ? 'DESC' : 'ASC' } : {});
  };

  return (
    <Card
      title={<PageTitle>Leave requests</PageTitle>}
      extra={
        canOpen(user?.access, 'leaveRequests.add') && (
          <Link to="/main/addLeaveRequest">
            <Button type="primary">Add leave request</Button>
          </Link>
        )
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder="Employee name or RES ID" style={{ width: 240 }} onSearch={(v) => setFilter({ search: v })} aria-label="Search employee" />
        <Select
          allowClear
          placeholder="Status"
          style={{ width: 150 }}
          aria-label="Status"
          options={(Object.keys(STATUS_LABELS) as LeaveStatus[]).map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          onChange={(status) => setFilter({ status })}
        />
        <Select
          allowClear
          placeholder="Leave type"
          style={{ width: 180 }}
          aria-label="Leave type"
          options={(types.data?.leaveTypes.items ?? []).map((t) => ({ value: t.id, label: t.leaveName }))}
          onChange={(leaveTypeId) => setFilter({ leaveTypeId })}
        />
        <DatePicker.RangePicker format="DD/MM/YYYY" allowEmpty={[true, true]} onChange={(period) => setFilter({ period })} aria-label="Period" />
      </Flex>
      <Table<LeaveRequestRowFragment>
        rowKey="id"
        loading={loading}
        dataSource={data?.leaveRequests.items ?? []}
        onChange={onTableChange}
        onRow={(row) => ({ onClick: () => navigate(`/main/leaveRequestDetails/${row.id}`), style: { cursor: 'pointer' } })}
        pagination={{ current: paging.page, pageSize: paging.limit, total: data?.leaveRequests.count ?? 0, showSizeChanger: true }}
        locale={{ emptyText: "Currently you don't have any leave requests" }}
        scroll={{ x: 900 }}
        columns={[
          { key: 'employeeName', title: 'Employee', dataIndex: 'employeeName', sorter: true },
          { key: 'leaveTypeName', title: 'Leave type', dataIndex: 'leaveTypeName', sorter: true },
          { key: 'startDate', title: 'Start date', dataIndex: 'startDate', sorter: true, render: formatDate },
          { key: 'endDate', title: 'End date', dataIndex: 'endDate', sorter: true, render: formatDate },
          { key: 'leaveDuration', title: 'Days', dataIndex: 'leaveDuration' },
          { key: 'status', title: 'Status', dataIndex: 'status', sorter: true, render: (s: LeaveStatus) => <LeaveStatusTag status={s} /> },
          { key: 'submittedByName', title: 'Submitted by', dataIndex: 'submittedByName' },
          { key: 'createdAt', title: 'Created', dataIndex: 'createdAt', sorter: true, defaultSortOrder: undefined, render: formatDate },
        ]}
      />
    </Card>
  );
}
