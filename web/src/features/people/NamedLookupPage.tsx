/**
 * One page shape for the three named lookups (departments, employment roles, statuses): a server-paged, sortable
 * list, an add form and inline rename. Names are trimmed before sending; blank names never leave the form.
 */
import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Table, type TableColumnsType } from 'antd';
import { rules } from '../../shared/formRules';
import { notifySuccess, showError } from '../../shared/notify';
import { useSubmittable } from '../../shared/useSubmittable';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { usePagedTable, type PageVariables } from '../../shared/usePagedTable';
import { PageTitle } from '../../shared/PageTitle';

export interface NamedRow {
  id: string;
  name: string;
}

export interface NamedLookupConfig {
  title: string;
  /** Singular label, e.g. "Department name". */
  label: string;
  /** Plural for the empty state and toasts, e.g. "departments". */
  plural: string;
  /** The sortable field of the name (camelCase), e.g. "departmentName". */
  sortKey: string;
  useList: (variables: PageVariables) => { rows: NamedRow[]; count: number; loading: boolean; error: unknown; refetch: () => Promise<unknown> };
  add: (name: string) => Promise<unknown>;
  rename: (id: string, name: string) => Promise<unknown>;
}

/** Adapts a generated paged lookup query (`{ items, count }`) to `useList`'s shape, naming each item's name field. */
export function lookupRows<Item extends { id: string }>(
  result: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> },
  page: { items: readonly Item[]; count: number } | undefined,
  nameOf: (item: Item) => string,
): ReturnType<NamedLookupConfig['useList']> {
  return {
    rows: (page?.items ?? []).map((item) => ({ id: item.id, name: nameOf(item) })),
    count: page?.count ?? 0,
    loading: result.loading,
    error: result.error,
    refetch: result.refetch,
  };
}

function RenameCell({ row, config, onDone }: { row: NamedRow; config: NamedLookupConfig; onDone: () => void }) {
  const [form] = Form.useForm<{ name: string }>();
  const submittable = useSubmittable(form);
  const save = async ({ name }: { name: string }) => {
    try {
      await config.rename(row.id, name.trim());
      notifySuccess(`${config.label} updated`);
      onDone();
    } catch (error) {
      showError(error, `Failed to rename ${config.label.toLowerCase()}`, form);
    }
  };
  return (
    <Form form={form} layout="inline" initialValues={{ name: row.name }} onFinish={save}>
      <Form.Item name="name" rules={[rules.required(config.label), rules.maxLength(config.label, 100)]}>
        <Input aria-label={`New ${config.label.toLowerCase()}`} autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="small" disabled={!submittable}>
        Save
      </Button>
      <Button size="small" onClick={onDone} style={{ marginLeft: 8 }}>
        Cancel
      </Button>
    </Form>
  );
}

export function NamedLookupPage({ config }: { config: NamedLookupConfig }) {
  const table = usePagedTable({ sortBy: config.sortKey, sortDir: 'ASC' });
  const list = config.useList(table.variables);
  useFailureToast(list.error, `load ${config.plural}`);
  const [editing, setEditing] = useState<string | null>(null);
  const [form] = Form.useForm<{ name: string }>();
  const submittable = useSubmittable(form);

  const onAdd = async ({ name }: { name: string }) => {
    try {
      await config.add(name.trim());
      notifySuccess(`${config.label} added`);
      form.resetFields();
      await list.refetch();
    } catch (error) {
      showError(error, `Failed to add ${config.label.toLowerCase()}`, form);
    }
  };

  const columns: TableColumnsType<NamedRow> = [
    {
      title: config.label,
      dataIndex: 'name',
      key: config.sortKey,
      sorter: true,
      sortOrder: table.sortOrder(config.sortKey),
      render: (name, row) =>
        editing === row.id ? <RenameCell row={row} config={config} onDone={() => { setEditing(null); void list.refetch(); }} /> : name,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 120,
      render: (_v, row) => editing !== row.id && <Button size="small" onClick={() => setEditing(row.id)}>Rename</Button>,
    },
  ];

  return (
    <Card title={<PageTitle>{config.title}</PageTitle>}>
      <Flex vertical gap={16}>
        <Form form={form} layout="inline" onFinish={onAdd}>
          <Form.Item name="name" label={config.label} rules={[rules.required(config.label), rules.maxLength(config.label, 100)]}>
            <Input style={{ width: 280 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" disabled={!submittable}>
            Add
          </Button>
        </Form>
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
