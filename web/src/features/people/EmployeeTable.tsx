/**
 * The employee list: server-paged, sortable, filtered by search, department and team, with the empty state.
 * Pages add their own action column (`actions`) and refetch through `refetchRef` after a change.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Flex, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useEmployeesQuery, type EmployeeRowFragment } from '../../generated/graphql';
import { formatDate } from '../../shared/format';
import { usePeopleOptions } from './lookups';
import { emptyText, useFailureToast, usePagedTable } from './usePagedTable';

export interface EmployeeTableProps {
  actions?: (row: EmployeeRowFragment) => ReactNode;
  /** Changes to this value refetch the list (e.g. a counter bumped after a write). */
  version?: number;
}

export function EmployeeTable({ actions, version = 0 }: EmployeeTableProps) {
  const table = usePagedTable({ sortBy: 'name', sortDir: 'ASC' });
  const [search, setSearch] = useState<string>();
  const [departmentId, setDepartmentId] = useState<string>();
  const [teamId, setTeamId] = useState<string>();
  const options = usePeopleOptions();
  const { data, loading, error, refetch } = useEmployeesQuery({
    variables: { ...table.variables, search, departmentId, teamId },
    fetchPolicy: 'cache-and-network',
  });
  useFailureToast(error, 'load employees');
  useEffect(() => {
    if (version > 0) void refetch();
  }, [version, refetch]);

  const sortable = (key: string) => ({ key, sorter: true, sortOrder: table.sortOrder(key) });
  const columns: TableColumnsType<EmployeeRowFragment> = [
    { title: 'RES ID', dataIndex: 'resId', ...sortable('resId') },
    { title: 'Name', dataIndex: 'name', ...sortable('name'), render: (name, row) => <Link to={`/main/employees/${row.id}`}>{name}</Link> },
    { title: 'Role', dataIndex: 'roleTitle', ...sortable('roleTitle') },
    { title: 'Department', dataIndex: ['department', 'departmentName'], ...sortable('departmentName') },
    { title: 'Team', dataIndex: ['team', 'teamName'], ...sortable('teamName') },
    { title: 'Manager', dataIndex: ['manager', 'name'], ...sortable('managerName'), render: (name) => name ?? 'No available manager' },
    { title: 'Joined', dataIndex: 'dateJoined', ...sortable('dateJoined'), render: (d) => formatDate(d) },
    { title: 'Status', dataIndex: 'status', render: (s) => (s ? <Tag color={s === 'Active' ? 'green' : 'default'}>{s}</Tag> : null) },
  ];
  if (actions) columns.push({ title: 'Actions', key: 'actions', render: (_v, row) => actions(row) });

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Input.Search
          allowClear
          placeholder="Search name, RES ID, e-mail or role"
          style={{ width: 300 }}
          aria-label="Search employees"
          onSearch={(v) => {
            setSearch(v.trim() || undefined);
            table.firstPage();
          }}
        />
        <Select
          allowClear
          placeholder="Department"
          aria-label="Department"
          style={{ width: 200 }}
          options={options.departments}
          value={departmentId}
          onChange={(v) => {
            setDepartmentId(v);
            table.firstPage();
          }}
        />
        <Select
          allowClear
          placeholder="Team"
          aria-label="Team"
          style={{ width: 200 }}
          options={options.teams}
          value={teamId}
          onChange={(v) => {
            setTeamId(v);
            table.firstPage();
          }}
        />
      </Flex>
      <Table<EmployeeRowFragment>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={data?.employees.items ?? []}
        pagination={table.pagination(data?.employees.count)}
        onChange={table.onChange as never}
        locale={{ emptyText: emptyText('employees') }}
        scroll={{ x: true }}
      />
    </Flex>
  );
}
