/**
 * `/main/action-types` (CEO, HR): the action policy catalogue with server paging and sorting; each policy can be
 * edited in a modal. New policies are added on `/main/actions/new`.
 */
import { useState } from 'react';
import { Button, Card, Table } from 'antd';
import { useActionPoliciesQuery, type SortDir, type ActionPolicyFieldsFragment } from './actions.generated';
import { formatDeduction } from './labels';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { LinkButton } from '../../shared/LinkButton';
import { PageTitle } from '../../shared/PageTitle';
import { deferredPart } from '../../shared/deferred';
import { href } from '../../shared/paths';

/** The edit dialog (antd's Modal and the policy form) loads after the first paint: it opens only on a row's button. */
const PolicyEditDialog = deferredPart(() => import('./PolicyEditDialog'), 'PolicyEditDialog');

const PAGE_SIZE = 10;

export default function ActionTypesPage() {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ sortBy?: string; sortDir?: SortDir }>({});
  const [editing, setEditing] = useState<ActionPolicyFieldsFragment | null>(null);
  const { data, loading, error, refetch } = useActionPoliciesQuery({
    variables: { page, limit: PAGE_SIZE, ...sort },
    fetchPolicy: 'cache-and-network',
  });
  useFailureToast(error, 'load action policies');

  return (
    <Card
      title={<PageTitle>Action Types</PageTitle>}
      extra={
        <LinkButton to={href('actions/new')}>Add Action</LinkButton>
      }
    >
      <Table<ActionPolicyFieldsFragment>
        rowKey="id"
        loading={loading}
        dataSource={data?.actionPolicies.items ?? []}
        locale={{ emptyText: emptyText('action policies') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.actionPolicies.count ?? 0, showSizeChanger: false }}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          setPage(pagination.current ?? 1);
          setSort(s?.order ? { sortBy: String(s.field), sortDir: s.order === 'descend' ? 'DESC' : 'ASC' } : {});
        }}
        columns={[
          { title: 'Action ID', dataIndex: 'actionId', sorter: true },
          { title: 'Action name', dataIndex: 'actionName', sorter: true },
          { title: 'Type', dataIndex: 'actionTypeName', key: 'actionType' },
          { title: 'Deduction', dataIndex: 'deduction', sorter: true, render: (v: number, p) => formatDeduction(p.actionType, v) },
          {
            title: 'Actions',
            key: 'edit',
            render: (_: unknown, p) => (
              <Button size="small" onClick={() => setEditing(p)}>
                Edit
              </Button>
            ),
          },
        ]}
      />
      <PolicyEditDialog
        policy={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refetch();
        }}
      />
    </Card>
  );
}
