/**
 * `/main/leaveRequests` (everyone): the leave request tracker. Filters (employee, status, type, period) and sorting
 * run on the server with server paging; what a user sees is decided by the upstream (own, team, or all).
 */
import { useNavigate } from 'react-router-dom';
import { Card } from 'antd';
import { LeaveRequestsDocument, useLeaveTypesQuery, type LeaveRequestRowFragment, type LeaveStatus } from './leave.generated';
import { durationColumn } from './units';
import { canOpen } from '../../app/access';
import { formatDate } from '../../shared/format';
import { FilterSelect, type Period, SearchFilter, labelOptions, periodVariables, useFilters } from '../../shared/filters';
import { PeriodFilter } from '../../shared/PeriodFilter';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { useSession } from '../../shared/session';
import { LeaveStatusTag, STATUS_LABELS, statusText } from './LeaveStatusTag';
import { LinkButton } from '../../shared/LinkButton';
import { PageTitle } from '../../shared/PageTitle';
import { href } from '../../shared/paths';
import type { LeaveRequestSortKey } from '../../generated/graphql';

interface Filters {
  search?: string;
  status?: LeaveStatus;
  leaveTypeId?: string;
  period?: Period;
}

const columns: PagedColumn<LeaveRequestRowFragment, LeaveRequestSortKey>[] = [
  { title: 'Employee', dataIndex: ['employee', 'name'], sortKey: 'employeeName' },
  { title: 'Leave type', dataIndex: ['leaveType', 'leaveName'], sortKey: 'leaveTypeName' },
  { title: 'Start date', dataIndex: 'startDate', sortKey: 'startDate', render: formatDate, csv: (r) => formatDate(r.startDate) },
  { title: 'End date', dataIndex: 'endDate', sortKey: 'endDate', render: formatDate, csv: (r) => formatDate(r.endDate) },
  durationColumn<LeaveRequestRowFragment>(),
  { title: 'Status', dataIndex: 'status', sortKey: 'status', render: (_s: LeaveStatus, r) => <LeaveStatusTag row={r} />, csv: statusText },
  { title: 'Submitted by', dataIndex: ['submittedBy', 'name'] },
  { title: 'Created', dataIndex: 'createdAt', sortKey: 'createdAt', render: formatDate, csv: (r) => formatDate(r.createdAt) },
];

export default function LeaveRequestsPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const { filters, setFilter } = useFilters<Filters>();
  const types = useLeaveTypesQuery();

  return (
    <Card
      title={<PageTitle>Leave requests</PageTitle>}
      extra={canOpen(user?.access, 'LEAVE_REQUESTS_ADD') && <LinkButton to={href('addLeaveRequest')}>Add leave request</LinkButton>}
    >
      <PagedTable
        entity="leave requests"
        document={LeaveRequestsDocument}
        pageOf={(d) => d.leaveRequests}
        variables={{
          search: filters.search || null,
          status: filters.status ?? null,
          leaveTypeId: filters.leaveTypeId ?? null,
          ...periodVariables(filters.period),
        }}
        columns={columns}
        exportName="leave-requests.csv"
        onRowClick={(row) => navigate(href('leaveRequestDetails/:id', { id: row.id }))}
        scroll={{ x: 900 }}
        toolbar={
          <>
            <SearchFilter label="Search employee" placeholder="Employee name or RES ID" onSearch={(v) => setFilter({ search: v })} />
            <FilterSelect label="Status" options={labelOptions(STATUS_LABELS)} onChange={(status) => setFilter({ status })} />
            <FilterSelect
              label="Leave type"
              width={180}
              options={(types.data?.leaveTypes.items ?? []).map((t) => ({ value: t.id, label: t.leaveName }))}
              onChange={(leaveTypeId) => setFilter({ leaveTypeId })}
            />
            <PeriodFilter label="Period" onChange={(period) => setFilter({ period })} />
          </>
        }
      />
    </Card>
  );
}
