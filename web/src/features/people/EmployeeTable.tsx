/**
 * The employee list: server-paged, sortable, filtered by search, department and team, with the empty state and a
 * CSV export of the current filter (shared PagedTable). Pages add their own action column (`actions`) and refetch
 * through `version` after a change.
 */
import { useState, type ReactNode } from 'react';
import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import { EmployeesDocument, type EmployeeRowFragment } from './people.generated';
import { formatDate } from '../../shared/format';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { FilterSelect, SearchFilter } from '../../shared/filters';
import { usePeopleOptions } from './lookups';
import { href } from '../../shared/paths';
import type { EmployeeSortKey } from '../../generated/graphql';

export interface EmployeeTableProps {
  actions?: (row: EmployeeRowFragment) => ReactNode;
  /** Changes to this value refetch the list (e.g. a counter bumped after a write). */
  version?: number;
}

const COLUMNS: PagedColumn<EmployeeRowFragment, EmployeeSortKey>[] = [
  { title: 'RES ID', dataIndex: 'resId', sortKey: 'resId' },
  { title: 'Name', dataIndex: 'name', sortKey: 'name', render: (name, row) => <Link to={href('employees/:id', { id: row.id })}>{name}</Link> },
  { title: 'Role', dataIndex: 'roleTitle', sortKey: 'roleTitle' },
  { title: 'Department', dataIndex: ['department', 'departmentName'], sortKey: 'departmentName' },
  { title: 'Team', dataIndex: ['team', 'teamName'], sortKey: 'teamName' },
  {
    title: 'Manager',
    dataIndex: ['manager', 'name'],
    sortKey: 'managerName',
    render: (name) => name ?? 'No available manager',
    csv: (row) => row.manager?.name ?? 'No available manager',
  },
  { title: 'Joined', dataIndex: 'dateJoined', sortKey: 'dateJoined', render: (d) => formatDate(d), csv: (row) => formatDate(row.dateJoined) },
  { title: 'Status', dataIndex: 'status', render: (s) => (s ? <Tag color={s === 'Active' ? 'green' : 'default'}>{s}</Tag> : null) },
];

export function EmployeeTable({ actions, version = 0 }: EmployeeTableProps) {
  const [search, setSearch] = useState<string>();
  const [departmentId, setDepartmentId] = useState<string>();
  const [teamId, setTeamId] = useState<string>();
  const options = usePeopleOptions();
  const columns = actions ? [...COLUMNS, { title: 'Actions', key: 'actions', render: (_v: unknown, row: EmployeeRowFragment) => actions(row) }] : COLUMNS;

  return (
    <PagedTable
      entity="employees"
      document={EmployeesDocument}
      pageOf={(d) => d.employees}
      variables={{ search, departmentId, teamId }}
      defaultSort={{ sortBy: 'name', sortDir: 'ASC' }}
      columns={columns}
      version={version}
      exportName="employees.csv"
      toolbar={
        <>
          <SearchFilter
            label="Search employees"
            placeholder="Search name, RES ID, e-mail or role"
            width={300}
            onSearch={(v) => setSearch(v.trim() || undefined)}
          />
          <FilterSelect label="Department" width={200} options={options.departments} value={departmentId} onChange={setDepartmentId} />
          <FilterSelect label="Team" width={200} options={options.teams} value={teamId} onChange={setTeamId} />
        </>
      }
    />
  );
}
