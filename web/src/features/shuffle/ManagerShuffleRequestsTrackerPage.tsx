/**
 * `/main/managerShuffleRequestsTracker` (ACM, HR, CEO, head): every manager shuffle request, filtered by status,
 * search (employee / manager / requester name, RES ID) and effective period, paged and sorted on the server, with a
 * CSV export. A row opens its details.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, DatePicker, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  ManagerShuffleRequestsDocument,
  type ShuffleRequestRowFragment,
  type ShuffleStatus,
} from './shuffle.generated';
import { canOpen } from '../../app/access';
import { formatDate, toIsoDate } from '../../shared/format';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { useSession } from '../../shared/session';
import { SHUFFLE_STATUS_LABELS, ShuffleStatusTag } from './ShuffleStatusTag';

interface Filters {
  search?: string;
  status?: ShuffleStatus;
  period?: [Dayjs | null, Dayjs | null] | null;
}

const columns: PagedColumn<ShuffleRequestRowFragment>[] = [
  { title: 'Employee', dataIndex: ['targetEmployee', 'name'], sortKey: 'targetEmployeeName' },
  { title: 'RES ID', dataIndex: ['targetEmployee', 'resId'] },
  { title: 'Current manager', dataIndex: ['currentManager', 'name'] },
  { title: 'Proposed manager', dataIndex: ['proposedManager', 'name'], sortKey: 'proposedManagerName' },
  { title: 'Effective date', dataIndex: 'effectiveDate', sortKey: 'effectiveDate', render: formatDate, csv: (r) => formatDate(r.effectiveDate) },
  {
    title: 'Status',
    dataIndex: 'status',
    sortKey: 'status',
    render: (s: ShuffleStatus) => <ShuffleStatusTag status={s} />,
    csv: (r) => SHUFFLE_STATUS_LABELS[r.status],
  },
  { title: 'Requested by', dataIndex: ['requester', 'name'], sortKey: 'requesterName' },
  { title: 'Created', dataIndex: 'createdAt', sortKey: 'createdAt', render: formatDate, csv: (r) => formatDate(r.createdAt) },
];

export default function ManagerShuffleRequestsTrackerPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const [filters, setFilters] = useState<Filters>({});
  const setFilter = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <Card
      title={<PageTitle>Manager shuffle requests</PageTitle>}
      extra={
        canOpen(user?.access, 'SHUFFLE_ADD') && (
          <Link to="/main/addManagerShuffleRequest">
            <Button type="primary">Add shuffle request</Button>
          </Link>
        )
      }
    >
      <PagedTable
        entity="manager shuffle requests"
        document={ManagerShuffleRequestsDocument}
        pageOf={(d) => d.managerShuffleRequests}
        variables={{
          search: filters.search || null,
          status: filters.status ?? null,
          startDate: toIsoDate(filters.period?.[0]),
          endDate: toIsoDate(filters.period?.[1]),
        }}
        columns={columns}
        defaultSort={{ sortBy: 'createdAt', sortDir: 'DESC' }}
        exportName="manager-shuffle-requests.csv"
        onRow={(row) => ({ onClick: () => navigate(`/main/managerShuffleRequestDetails/${row.id}`), style: { cursor: 'pointer' } })}
        scroll={{ x: 1000 }}
        toolbar={
          <>
            <Input.Search allowClear placeholder="Employee, manager or RES ID" style={{ width: 260 }} onSearch={(v) => setFilter({ search: v })} aria-label="Search" />
            <Select
              allowClear
              placeholder="Status"
              style={{ width: 150 }}
              aria-label="Status"
              options={(Object.keys(SHUFFLE_STATUS_LABELS) as ShuffleStatus[]).map((s) => ({ value: s, label: SHUFFLE_STATUS_LABELS[s] }))}
              onChange={(status) => setFilter({ status })}
            />
            <DatePicker.RangePicker format="DD/MM/YYYY" allowEmpty={[true, true]} onChange={(period) => setFilter({ period })} aria-label="Effective period" />
          </>
        }
      />
    </Card>
  );
}
