/**
 * One page shape for the three named lookups (departments, employment roles, statuses): a server-paged, sortable
 * list, an add form and inline rename (./NamedLookupForms, loaded after the first paint).
 */
import { useState } from 'react';
import { Button, Card, Flex, Table, type TableColumnsType } from 'antd';
import { deferredParts, InlineFormBox } from '../../shared/deferred';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { usePagedTable } from '../../shared/usePagedTable';
import type { NamedLookupConfig, NamedRow } from './namedLookup';
import { PageTitle } from '../../shared/PageTitle';

const forms = deferredParts(() => import('./NamedLookupForms'));
const AddNamedForm = forms('AddNamedForm', ({ config, width }) => <InlineFormBox fields={[{ label: config.label, width }]} button="Add" />);
const RenameCell = forms('RenameCell', ({ row }) => row.name);

export function NamedLookupPage<Sort extends string>({ config }: { config: NamedLookupConfig<Sort> }) {
  const table = usePagedTable<Sort>({ sortBy: config.sortKey, sortDir: 'ASC' });
  const list = config.useList(table.variables);
  useFailureToast(list.error, `load ${config.plural}`);
  const [editing, setEditing] = useState<string | null>(null);

  const columns: TableColumnsType<NamedRow> = [
    {
      title: config.label,
      dataIndex: 'name',
      key: config.sortKey,
      sorter: true,
      sortOrder: table.sortOrder(config.sortKey),
      render: (name, row) =>
        editing === row.id ? (
          <RenameCell
            row={row}
            config={config}
            onDone={() => {
              setEditing(null);
              void list.refetch();
            }}
          />
        ) : (
          name
        ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 120,
      render: (_v, row) =>
        editing !== row.id && (
          <Button size="small" onClick={() => setEditing(row.id)}>
            Rename
          </Button>
        ),
    },
  ];

  return (
    <Card title={<PageTitle>{config.title}</PageTitle>}>
      <Flex vertical gap={16}>
        <AddNamedForm config={config} width={280} onAdded={list.refetch} />
        <Table<NamedRow>
          rowKey="id"
          size="middle"
          loading={list.loading}
          columns={columns}
          dataSource={list.rows}
          pagination={table.pagination(list.count)}
          onChange={table.onChange as never}
          locale={{ emptyText: emptyText(config.plural) }}
        />
      </Flex>
    </Card>
  );
}
