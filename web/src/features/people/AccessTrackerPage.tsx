/** `/main/accessTracker` (admin): who may sign in, when access was granted; searchable and server-paged. */
import { useState } from 'react';
import { Card, Flex, Input, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useAccessEmployeesQuery, type AccessEmployeesQuery } from '../../generated/graphql';
import { formatDate } from '../../shared/format';
import { emptyText, useFailureToast, usePagedTable } from './usePagedTable';
import { PageTitle } from '../../shared/PageTitle';

type Row = AccessEmployeesQuery['accessEmployees']['items'][number];

export default function AccessTrackerPage() {
  const table = usePagedTable({ sortBy: 'name', sortDir: 'ASC' });
  const [search, setSearch] = useState<string>();
  const { data, loading, error } = useAccessEmployeesQuery({ variables: { ...table.variables, search }, fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load access list');
  const sortable = (key: string) => ({ key, sorter: true, sortOrder: table.sortOrder(key) });
  const columns: TableColumnsType<Row> = [
    { title: 'RES ID', dataIndex: 'resId', ...sortable('resId') },
    { title: 'Name', dataIndex: 'name', ...sortable('name'), render: (n, row) => <Link to={`/main/employees/${row.id}`}>{n}</Link> },
    { title: 'Email', dataIndex: 'email', ...sortable('email') },
    { title: 'Role', dataIndex: 'roleTitle', ...sortable('roleTitle') },
    { title: 'Department', dataIndex: 'departmentName', ...sortable('departmentName') },
    { title: 'Access since', dataIndex: 'grantedAt', ...sortable('grantedAt'), render: (d) => formatDate(d) },
  ];
  return (
    <Card title={<PageTitle>Access tracker</PageTitle>}>
      <Flex vertical gap={12}>
        <Input.Search allowClear placeholder="Search name, RES ID or e-mail" style={{ width: 300 }} onSearch={(v) => { setSearch(v.trim() || undefined); table.firstPage(); }} />
        <Table<Row>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={data?.accessEmployees.items ?? []}
          pagination={table.pagination(data?.accessEmployees.count)}
          onChange={table.onChange as never}
          locale={{ emptyText: emptyText('employees with access') }}
        />
      </Flex>
    </Card>
  );
}
