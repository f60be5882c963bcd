/** `/main/accessTracker` (admin): who may sign in, when access was granted; searchable and server-paged. */
import { useState } from 'react';
import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { AccessEmployeesDocument, type AccessEmployeeSortKey, type AccessEmployeesQuery } from './people.generated';
import { formatDate } from '../../shared/format';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { SearchFilter } from '../../shared/filters';
import { href } from '../../shared/paths';

type Row = AccessEmployeesQuery['accessEmployees']['items'][number];

const columns: PagedColumn<Row, AccessEmployeeSortKey>[] = [
  { title: 'RES ID', dataIndex: 'resId', sortKey: 'resId' },
  { title: 'Name', dataIndex: 'name', sortKey: 'name', render: (n, row) => <Link to={href('employees/:id', { id: row.id })}>{n}</Link> },
  { title: 'Email', dataIndex: 'email', sortKey: 'email' },
  { title: 'Role', dataIndex: 'roleTitle', sortKey: 'roleTitle' },
  { title: 'Department', dataIndex: 'departmentName', sortKey: 'departmentName' },
  { title: 'Access since', dataIndex: 'grantedAt', sortKey: 'grantedAt', render: (d) => formatDate(d) },
];

export default function AccessTrackerPage() {
  const [search, setSearch] = useState<string>();
  return (
    <Card title={<PageTitle>Access tracker</PageTitle>}>
      <PagedTable
        entity="employees with access"
        document={AccessEmployeesDocument}
        pageOf={(d) => d.accessEmployees}
        variables={{ search }}
        defaultSort={{ sortBy: 'name', sortDir: 'ASC' }}
        columns={columns}
        exportName="access-tracker.csv"
        toolbar={<SearchFilter label="Search name, RES ID or e-mail" width={300} onSearch={(v) => setSearch(v.trim() || undefined)} />}
      />
    </Card>
  );
}
