/**
 * `/main/managerShuffleRequestsTracker` (ACM, HR, CEO, head): every manager shuffle request, filtered by status,
 * search (employee / manager / requester name, RES ID) and effective period, paged and sorted on the server, with a
 * CSV export. A row opens its details.
 */
import { useNavigate } from 'react-router-dom';
import { Card } from 'antd';
import { ManagerShuffleRequestsDocument, type ShuffleRequestRowFragment, type ShuffleStatus } from './shuffle.generated';
import { canOpen } from '../../app/access';
import { formatDate } from '../../shared/format';
import { FilterSelect, type Period, SearchFilter, labelOptions, periodVariables, useFilters } from '../../shared/filters';
import { PeriodFilter } from '../../shared/PeriodFilter';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { LinkButton } from '../../shared/LinkButton';
import { PageTitle } from '../../shared/PageTitle';
import { useSession } from '../../shared/session';
import { SHUFFLE_STATUS_LABELS, ShuffleStatusTag } from './ShuffleStatusTag';
import { href } from '../../shared/paths';
import type { ShuffleRequestSortKey } from '../../generated/graphql';

interface Filters {
  search?: string;
  status?: ShuffleStatus;
  period?: Period;
}

const columns: PagedColumn<ShuffleRequestRowFragment, ShuffleRequestSortKey>[] = [
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
  const { filters, setFilter } = useFilters<Filters>();

  return (
    <Card
      title={<PageTitle>Manager shuffle requests</PageTitle>}
      extra={canOpen(user?.access, 'SHUFFLE_ADD') && <LinkButton to={href('addManagerShuffleRequest')}>Add shuffle request</LinkButton>}
    >
      <PagedTable
        entity="manager shuffle requests"
        document={ManagerShuffleRequestsDocument}
        pageOf={(d) => d.managerShuffleRequests}
        variables={{
          search: filters.search || null,
          status: filters.status ?? null,
          ...periodVariables(filters.period),
        }}
        columns={columns}
        defaultSort={{ sortBy: 'createdAt', sortDir: 'DESC' }}
        exportName="manager-shuffle-requests.csv"
        onRowClick={(row) => navigate(href('managerShuffleRequestDetails/:id', { id: row.id }))}
        scroll={{ x: 1000 }}
        toolbar={
          <>
            <SearchFilter label="Search" placeholder="Employee, manager or RES ID" width={260} onSearch={(v) => setFilter({ search: v })} />
            <FilterSelect label="Status" options={labelOptions(SHUFFLE_STATUS_LABELS)} onChange={(status) => setFilter({ status })} />
            <PeriodFilter label="Effective period" onChange={(period) => setFilter({ period })} />
          </>
        }
      />
    </Card>
  );
}
