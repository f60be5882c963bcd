/**
 * `/main/leaveRequests` (everyone): the leave request tracker. Filters (employee, status, type, period) and sorting
 * run on the server with server paging; what a user sees is decided by the upstream (own, team, or all).
 */
import { useState, useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, DatePicker, Input, Select, Typography, Flex, Table, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { Dayjs } from 'dayjs';
import {
  LeaveRequestsDocument,
  useLeaveTypesQuery,
  type LeaveRequestRowFragment,
  type LeaveStatus,
} from './leave.generated';
import { canOpen } from '../../app/access';
import { formatDate, toIsoDate } from '../../shared/format';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { useSession } from '../../shared/session';
import { LeaveStatusTag, STATUS_LABELS } from './LeaveStatusTag';
import { PageTitle } from '../../shared/PageTitle';

interface Filters {
  search?: string;
  status?: LeaveStatus;
  leaveTypeId?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
}

const columns: PagedColumn<LeaveRequestRowFragment>[] = [
  { title: 'Employee', dataIndex: ['employee', 'name'], sortKey: 'employeeName' },
  { title: 'Leave type', dataIndex: ['leaveType', 'leaveName'], sortKey: 'leaveTypeName' },
  { title: 'Start date', dataIndex: 'startDate', sortKey: 'startDate', render: formatDate, csv: (r) => formatDate(r.startDate) },
  { title: 'End date', dataIndex: 'endDate', sortKey: 'endDate', render: formatDate, csv: (r) => formatDate(r.endDate) },
  { title: 'Days', dataIndex: 'leaveDuration' },
  { title: 'Status', dataIndex: 'status', sortKey: 'status', render: (s: LeaveStatus) => <LeaveStatusTag status={s} />, csv: (r) => STATUS_LABELS[r.status] },
  { title: 'Submitted by', dataIndex: ['submittedBy', 'name'] },
  { title: 'Created', dataIndex: 'createdAt', sortKey: 'createdAt', render: formatDate, csv: (r) => formatDate(r.createdAt) },
];

export default function LeaveRequestsPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const [filters, setFilters] = useState<Filters>({});
  const types = useLeaveTypesQuery();
  const setFilter = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <Card
      title={<PageTitle>Leave requests</PageTitle>}
      extra={
        canOpen(user?.access, 'LEAVE_REQUESTS_ADD') && (
          <Link to="/main/addLeaveRequest">
            <Button type="primary">Add leave request</Button>
          </Link>
        )
      }
    >
      <PagedTable
        entity="leave requests"
        document={LeaveRequestsDocument}
        pageOf={(d) => d.leaveRequests}
        variables={{
          search: filters.search || null,
          status: filters.status ?? null,
          leaveTypeId: filters.leaveTypeId ?? null,
          startDate: toIsoDate(filters.period?.[0]),
          endDate: toIsoDate(filters.period?.[1]),
        }}
        columns={columns}
        exportName="leave-requests.csv"
        onRow={(row) => ({ onClick: () => navigate(`/main/leaveRequestDetails/${row.id}`), style: { cursor: 'pointer' } })}
        scroll={{ x: 900 }}
        toolbar={
          <>
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
          </>
        }
      />
    </Card>
  );
}
