/**
 * `/main/manageActions/:id?` (every signed-in user; the server scopes what each one sees): the actions table with
 * search, date range, approver and status filters, server paging and sorting (10 a page), All / Pending / Approved
 * views, and — for HR and the CEO — approve, reject and waive behind a confirmation with an HR comment (each row: the
 * primary action plus a "More" menu, see ActionRowMenu).
 * With an id, only that action is shown.
 */
import { useState } from 'react';
import { Alert, Card, Checkbox, Flex, Segmented, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, useParams } from 'react-router-dom';
import { ActionsTakenDocument, useActionApproverNamesQuery, useDeleteActionTakenMutation, type ActionTakenFieldsFragment } from './actions.generated';
import { canOpen } from '../../app/access';
import { formatDate, toIsoDate } from '../../shared/format';
import { useConfirmDelete } from '../../shared/confirm';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { useSession } from '../../shared/session';
import { NOT_APPROVED, STATUS_COLORS, STATUS_OPTIONS, approverText, formatDeduction } from './labels';
import type { Verb } from './ReviewModal';
import { ActionRowMenu } from './ActionRowMenu';
import { PageTitle } from '../../shared/PageTitle';
import { RangePicker, deferredPart } from '../../shared/deferred';
import { FilterSelect, SearchFilter } from '../../shared/filters';
import { href } from '../../shared/paths';
import type { ActionSortKey } from '../../generated/graphql';

// The approve/reject dialog opens only from a row's menu: a module of its own.
const ReviewModal = deferredPart(() => import('./ReviewModal'), 'ReviewModal');

type View = 'All' | 'Pending' | 'Approved';

export default function ManageActionsPage() {
  const { id } = useParams();
  const { user } = useSession();
  const deleteConfirm = useConfirmDelete();
  const canReview = canOpen(user?.access, 'ACTIONS_REVIEW');
  const canDetail = canOpen(user?.access, 'ACTIONS_TAKEN_DETAIL');
  const [view, setView] = useState<View>('All');
  const [version, setVersion] = useState(0);
  const [search, setSearch] = useState('');
  const [includeHrComment, setIncludeHrComment] = useState(false);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [approverName, setApproverName] = useState<string | undefined>();
  const [status, setStatus] = useState<number | undefined>();
  const [reviewing, setReviewing] = useState<{ verb: Verb; action: ActionTakenFieldsFragment } | null>(null);

  const filters = {
    search: search || null,
    includeHrComment,
    createdStart: toIsoDate(range?.[0]),
    createdEnd: toIsoDate(range?.[1]),
    approverName: approverName ?? null,
  };
  const approvers = useActionApproverNamesQuery({ fetchPolicy: 'cache-and-network' });
  const [remove] = useDeleteActionTakenMutation();

  const refresh = () => {
    setVersion((v) => v + 1);
    void approvers.refetch();
  };
  const confirmDelete = (a: ActionTakenFieldsFragment) =>
    deleteConfirm({
      title: 'Delete action',
      what: `the action against ${a.employee?.name}`,
      run: () => remove({ variables: { id: a.id } }),
      success: 'Action deleted',
      failure: 'Failed to delete the action',
      then: () => refresh(),
    });

  const columns: PagedColumn<ActionTakenFieldsFragment, ActionSortKey>[] = [
    { title: 'RES ID', dataIndex: 'resId', sortKey: 'resId', render: (r: string) => <span style={{ whiteSpace: 'nowrap' }}>{r}</span> },
    { title: 'Employee', dataIndex: ['employee', 'name'], sortKey: 'employeeName' },
    { title: 'Action', dataIndex: ['policy', 'actionName'], sortKey: 'actionpolicyActionName' },
    { title: 'Date', dataIndex: 'date', sortKey: 'date', render: (d: string) => formatDate(d), csv: (a) => formatDate(a.date) },
    {
      title: 'Deduction',
      sortKey: 'deduction',
      render: (_: unknown, a) => formatDeduction(a.actionType, a.deduction),
      csv: (a) => formatDeduction(a.actionType, a.deduction),
    },
    { title: 'Filed by', dataIndex: ['auditor', 'name'], sortKey: 'auditorName' },
    { title: 'Approver', sortKey: 'approverName', render: (_: unknown, a) => approverText(a), csv: (a) => approverText(a) },
    {
      title: 'Status',
      sortKey: 'status',
      csv: (a) => a.statusName,
      render: (_: unknown, a) => <Tag color={STATUS_COLORS[a.status]}>{a.statusName}</Tag>,
    },
    { title: 'HR comment', dataIndex: 'hrComment', key: 'hrComment', render: (c: string | null) => c ?? '' },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, a) => (
        <ActionRowMenu
          action={a}
          canReview={canReview}
          canDetail={canDetail}
          viewerId={user?.id}
          onReview={(verb) => setReviewing({ verb, action: a })}
          onDelete={() => confirmDelete(a)}
        />
      ),
    },
  ];

  return (
    <Card title={<PageTitle>Manage Actions</PageTitle>}>
      <Flex vertical gap={16}>
        {id && (
          <Alert
            type="info"
            showIcon
            message="Showing one action (the table lists it with its employee, type and date)"
            action={<Link to={href('manageActions')}>Show all actions</Link>}
          />
        )}
        <Segmented<View> options={['All', 'Pending', 'Approved']} value={view} onChange={setView} />
        <Flex gap={12} wrap align="center">
          <SearchFilter label="Search employee, RES ID, action, details" width={300} onSearch={setSearch} />
          <Checkbox checked={includeHrComment} onChange={(e) => setIncludeHrComment(e.target.checked)}>
            Include HR comment
          </Checkbox>
          <RangePicker format="DD/MM/YYYY" value={range} onChange={(v) => setRange(v)} placeholder={['From', 'To']} style={{ width: 260 }} />
          <FilterSelect
            label="Approver"
            width={200}
            value={approverName}
            onChange={setApproverName}
            options={[NOT_APPROVED, ...(approvers.data?.actionApproverNames ?? [])].map((n) => ({ value: n, label: n }))}
          />
          {view === 'All' && <FilterSelect label="Status" width={140} value={status} onChange={setStatus} options={STATUS_OPTIONS} />}
        </Flex>
        {view === 'All' && (
          <PagedTable
            entity="actions"
            document={ActionsTakenDocument}
            pageOf={(d) => d.actionsTaken}
            variables={{ ...filters, status: status ?? null, id: id ?? null }}
            columns={columns}
            version={version}
            exportName="actions.csv"
          />
        )}
        {view === 'Pending' && (
          <PagedTable
            entity="actions"
            document={ActionsTakenDocument}
            pageOf={(d) => d.actionsTaken}
            variables={{ ...filters, status: 0 }}
            columns={columns}
            version={version}
            exportName="pending-actions.csv"
          />
        )}
        {view === 'Approved' && (
          <PagedTable
            entity="actions"
            document={ActionsTakenDocument}
            pageOf={(d) => d.actionsTaken}
            variables={{ ...filters, status: 1 }}
            columns={columns}
            version={version}
            exportName="approved-actions.csv"
          />
        )}
      </Flex>
      {reviewing && (
        <ReviewModal
          verb={reviewing.verb}
          action={reviewing.action}
          onDone={(changed) => {
            setReviewing(null);
            if (changed) refresh();
          }}
        />
      )}
    </Card>
  );
}
