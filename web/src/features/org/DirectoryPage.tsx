/**
 * `/main/directory` (everyone; account menu "Employees Tracker", SPEC §2): the company directory. One server-paged
 * list of everyone with what colleagues see of each other (avatar, name, job, department, team, supervisor, status),
 * searched by name or RES ID, filtered by department, team, supervisor and status, exported as CSV (the kit's
 * formula-safe export of the current filter). Names open the person's page.
 */
import { Card, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { Avatar } from '../../shared/Avatar';
import { useFailureToast } from '../../shared/feedback';
import { FilterSelect, SearchFilter, useFilters } from '../../shared/filters';
import { PageTitle } from '../../shared/PageTitle';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { href } from '../../shared/paths';
import { PersonFilter } from '../../shared/PersonFilter';
import type { DirectoryPersonSortKey } from '../../generated/graphql';
import { DirectoryDocument, useDirectoryLookupsQuery, type DirectoryPersonFieldsFragment } from './directory.generated';

type Row = DirectoryPersonFieldsFragment;

const statusText = (row: Row) => (row.active ? 'Active' : 'Former');

const personLink = (id: string, name: string) => <Link to={href('people/:id', { id })}>{name}</Link>;

const COLUMNS: PagedColumn<Row, DirectoryPersonSortKey>[] = [
  {
    title: 'Name',
    dataIndex: 'name',
    sortKey: 'name',
    render: (name: string, row) => (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <Avatar name={name} />
        {personLink(row.id, name)}
      </span>
    ),
  },
  { title: 'Job title', dataIndex: 'roleTitle', sortKey: 'roleTitle' },
  { title: 'Department', dataIndex: 'departmentName', sortKey: 'departmentName' },
  { title: 'Team', dataIndex: 'teamName', sortKey: 'teamName' },
  {
    title: 'Supervisor',
    dataIndex: 'managerName',
    sortKey: 'managerName',
    render: (name: string | null, row) => (row.managerId && name ? personLink(row.managerId, name) : 'No supervisor'),
    csv: (row) => row.managerName ?? '',
  },
  {
    title: 'Status',
    dataIndex: 'active',
    render: (_v, row) => <Tag color={row.active ? 'green' : 'default'}>{statusText(row)}</Tag>,
    csv: statusText,
  },
];

const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active only' },
  { value: 'ALL', label: 'Active and former' },
];

interface Filters {
  search?: string;
  departmentId?: string;
  teamId?: string;
  managerId?: string;
  status?: string;
}

export default function DirectoryPage() {
  const { filters, setFilter } = useFilters<Filters>();
  const lookups = useDirectoryLookupsQuery({ fetchPolicy: 'cache-first' });
  useFailureToast(lookups.error, 'load teams and departments');
  const departments = (lookups.data?.departments.items ?? []).map((d) => ({ value: d.id, label: d.departmentName }));
  const teams = (lookups.data?.teams.items ?? []).map((t) => ({ value: t.id, label: t.teamName }));
  const { status, ...rest } = filters;

  return (
    <Card title={<PageTitle>Employees Tracker</PageTitle>}>
      <PagedTable
        entity="employees"
        document={DirectoryDocument}
        pageOf={(d) => d.directory}
        variables={{ ...rest, includeFormer: status === 'ALL' }}
        defaultSort={{ sortBy: 'name', sortDir: 'ASC' }}
        columns={COLUMNS}
        exportName="directory.csv"
        toolbar={
          <>
            <SearchFilter
              label="Search the directory"
              placeholder="Search name or RES ID"
              width={240}
              onSearch={(v) => setFilter({ search: v.trim() || undefined })}
            />
            <FilterSelect
              label="Department"
              width={180}
              options={departments}
              value={filters.departmentId}
              onChange={(departmentId) => setFilter({ departmentId })}
            />
            <FilterSelect label="Team" width={180} options={teams} value={filters.teamId} onChange={(teamId) => setFilter({ teamId })} />
            <PersonFilter
              purpose="EMPLOYEES"
              allowClear
              style={{ width: 200 }}
              aria-label="Supervisor"
              placeholder="Supervisor"
              onChange={(managerId) => setFilter({ managerId: managerId ?? undefined })}
            />
            <FilterSelect label="Status" width={180} options={STATUS_OPTIONS} value={status ?? 'ACTIVE'} onChange={(s) => setFilter({ status: s })} />
          </>
        }
      />
    </Card>
  );
}
