/**
 * `/main/action-types` (CEO, HR): the action policy catalogue with server paging and sorting; each policy can be
 * edited in a modal. New policies are added on `/main/actions/new`.
 */
import { useState } from 'react';
import { Button } from 'antd';
import { useActionPoliciesQuery, type ActionPolicySortKey, type SortDir, type ActionPolicyFieldsFragment } from './actions.generated';
import { formatDeduction } from './labels';
import { useFailureToast } from '../../shared/feedback';
import { LinkButton } from '../../shared/LinkButton';
import { deferredPart } from '../../shared/deferred';
import { PageTitle } from '../../shared/PageTitle';
import { TypeTablePage } from '../../shared/TypeTablePage';
import { href } from '../../shared/paths';

/** The edit dialog (antd's Modal and the policy form) loads after the first paint: it opens only on a row's button. */
const PolicyEditDialog = deferredPart(() => import('./PolicyEditDialog'), 'PolicyEditDialog');

const PAGE_SIZE = 10;
/** The sortable columns: their dataIndex is the sort key antd hands back. */
const SORTABLE: readonly ActionPolicySortKey[] = ['actionId', 'actionName', 'deduction'];

export default function ActionTypesPage() {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ sortBy?: ActionPolicySortKey; sortDir?: SortDir }>({});
  const { data, loading, error, refetch } = useActionPoliciesQuery({
    variables: { page, limit: PAGE_SIZE, ...sort },
    fetchPolicy: 'cache-and-network',
  });
  useFailureToast(error, 'load action policies');

  return (
    <TypeTablePage<ActionPolicyFieldsFragment>
      title={<PageTitle>Action Types</PageTitle>}
      entity="action policies"
      extra={<LinkButton to={href('actions/new')}>Add Action</LinkButton>}
      rows={data?.actionPolicies.items ?? []}
      loading={loading}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.actionPolicies.count ?? 0, showSizeChanger: false }}
      onChange={(pagination, _filters, sorter) => {
        const s = Array.isArray(sorter) ? sorter[0] : sorter;
        setPage(pagination.current ?? 1);
        const sortBy = s?.order ? SORTABLE.find((key) => key === s.field) : undefined;
        setSort(sortBy ? { sortBy, sortDir: s?.order === 'descend' ? 'DESC' : 'ASC' } : {});
      }}
      columns={[
        { title: 'Action ID', dataIndex: 'actionId', sorter: true },
        { title: 'Action name', dataIndex: 'actionName', sorter: true },
        { title: 'Type', dataIndex: 'actionTypeName', key: 'actionType' },
        { title: 'Deduction', dataIndex: 'deduction', sorter: true, render: (v: number, p) => formatDeduction(p.actionType, v) },
      ]}
      actionsKey="edit"
      rowActions={(_p, edit) => (
        <Button size="small" onClick={edit}>
          Edit
        </Button>
      )}
      dialog={(editing, close) => (
        <PolicyEditDialog
          policy={editing === 'new' ? null : editing}
          onClose={close}
          onSaved={() => {
            close();
            void refetch();
          }}
        />
      )}
    />
  );
}
