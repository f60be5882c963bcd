/**
 * `/main/manageActions/:id?` (every signed-in user; the server scopes what each one sees): the actions table with
 * search, date range, approver and status filters, server paging and sorting (10 a page), All / Pending / Approved
 * views, and — for HR and the CEO — approve, reject and waive behind a confirmation with an HR comment.
 * With an id, only that action is shown.
 */
import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Checkbox, DatePicker, Flex, Input, Segmented, Select, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, useParams } from 'react-router';
import {
  useActionApproverNamesQuery,
  useActionsTakenQuery,
  useApprovedActionsQuery,
  useDeleteActionTakenMutation,
  usePendingActionsQuery,
  type ActionTakenFieldsFragment,
  type SortDir,
} from '../../generated/graphql';
import { canOpen } from '../../app/access';
import { formatDate, toIsoDate } from '../../shared/format';
import { notifyFailed, notifySuccess, showError } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { STATUS_COLORS, STATUS_OPTIONS, actionTitle, formatDeduction } from './labels';
import { ReviewModal, type Verb } from './ReviewModal';
import { PageTitle } from '../../shared/PageTitle';

const PAGE_SIZE = 10;
type View = 'All' | 'Pending' | 'Approved';

export default function ManageActionsPage() {
  const { id } = useParams();
  const { user } = useSession();
  const { modal } = App.useApp();
  const canReview = canOpen(user?.access, 'actions.review');
  const canDetail = canOpen(user?.access, 'actions.takenDetail');
  const [view, setView] = useState<View>('All');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ sortBy?: string; sortDir?: SortDir }>({});
  const [search, setSearch] = useState('');
  const [includeHrComment, setIncludeHrComment] = useState(false);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [approverName, setApproverName] = useState<string | undefined>();
  const [status, setStatus] = useState<number | undefined>();
  const [reviewing, setReviewing] = useState<{ verb: Verb; action: ActionTakenFieldsFragment } | null>(null);

  const filters = {
    page,
    limit: PAGE_SIZE,
    ...sort,
    search: search || null,
    includeHrComment,
    createdStart: toIsoDate(range?.[0]),
    createdEnd: toIsoDate(range?.[1]),
    approverName: approverName ?? null,
  };
  const options = { fetchPolicy: 'cache-and-network' as const, notifyOnNetworkStatusChange: true };
  const all = useActionsTakenQuery({ ...options, variables: { ...filters, status: status ?? null, id: id ?? null }, skip: view !== 'All' });
  const pending = usePendingActionsQuery({ ...options, variables: filters, skip: view !== 'Pending' });
  const approved = useApprovedActionsQuery({ ...options, variables: filters, skip: view !== 'Approved' });
  const current = view === 'All' ? all : view === 'Pending' ? pending : approved;
  const pageData =
    view === 'All' ? all.data?.actionsTaken : view === 'Pending' ? pending.data?.pendingActions : approved.data?.approvedActions;
  const approvers = useActionApproverNamesQuery({ fetchPolicy: 'cache-and-network' });
  const [remove] = useDeleteActionTakenMutation();

  useEffect(() => {
    if (current.error) notifyFailed('load actions');
  }, [current.error]);
  useEffect(() => setPage(1), [view, search, includeHrComment, range, approverName, status, id]);

  const refresh = () => {
    void current.refetch();
    void approvers.refetch();
  };
  const confirmDelete = (a: ActionTakenFieldsFragment) =>
    modal.confirm({
      title: 'Delete action',
      content: `Are you sure you want to delete the action against ${a.employeeName}?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove({ variables: { id: a.id } });
          notifySuccess('Action deleted');
          refresh();
        } catch (e) {
          showError(e, 'Failed to delete the action');
        }
      },
    });

  return (
    <Card title={<PageTitle>Manage Actions</PageTitle>}>
      <Flex vertical gap={16}>
        {id && (
          <Alert
            type="info"
            showIcon
            message={pageData?.items[0] ? `Showing ${actionTitle(pageData.items[0])}` : 'Showing one action'}
            action={<Link to="/main/manageActions">Show all actions</Link>}
          />
        )}
        <Segmented<View> options={['All', 'Pending', 'Approved']} value={view} onChange={setView} />
        <Flex gap={12} wrap align="center">
          <Input.Search allowClear placeholder="Search employee, RES ID, action, details" style={{ width: 300 }} onSearch={setSearch} />
          <Checkbox checked={includeHrComment} onChange={(e) => setIncludeHrComment(e.target.checked)}>
            Include HR comment
          </Checkbox>
          <DatePicker.RangePicker format="DD/MM/YYYY" value={range} onChange={(v) => setRange(v)} placeholder={['From', 'To']} />
          <Select
            allowClear
            placeholder="Approver"
            aria-label="Approver"
            style={{ width: 200 }}
            value={approverName}
            onChange={setApproverName}
            options={['Not approved yet', ...(approvers.data?.actionApproverNames ?? [])].map((n) => ({ value: n, label: n }))}
          />
          {view === 'All' && (
            <Select allowClear placeholder="Status" aria-label="Status" style={{ width: 140 }} value={status} onChange={setStatus} options={STATUS_OPTIONS} />
          )}
        </Flex>
        <Table<ActionTakenFieldsFragment>
          rowKey="id"
          loading={current.loading}
          dataSource={pageData?.items ?? []}
          locale={{ emptyText: "Currently you don't have any actions" }}
          scroll={{ x: true }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: pageData?.count ?? 0, showSizeChanger: false }}
          onChange={(pagination, _f, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            setPage(pagination.current ?? 1);
            setSort(s?.order ? { sortBy: String(s.columnKey ?? s.field), sortDir: s.order === 'descend' ? 'DESC' : 'ASC' } : {});
          }}
          columns={[
            { title: 'RES ID', dataIndex: 'resId', key: 'resId', sorter: true, render: (r: string) => <span style={{ whiteSpace: 'nowrap' }}>{r}</span> },
            { title: 'Employee', dataIndex: 'employeeName', key: 'employeeName', sorter: true },
            { title: 'Action', dataIndex: 'actionpolicyActionName', key: 'actionpolicyActionName', sorter: true },
            { title: 'Date', dataIndex: 'date', key: 'date', sorter: true, render: (d: string) => formatDate(d) },
            { title: 'Deduction', key: 'deduction', sorter: true, render: (_: unknown, a) => formatDeduction(a.actionType, a.deduction) },
            { title: 'Filed by', dataIndex: 'auditorName', key: 'auditorName', sorter: true },
            { title: 'Approver', dataIndex: 'approverName', key: 'approverName', sorter: true },
            {
              title: 'Status',
              key: 'status',
              sorter: true,
              render: (_: unknown, a) => <Tag color={STATUS_COLORS[a.status]}>{a.statusName}</Tag>,
            },
            { title: 'HR comment', dataIndex: 'hrComment', key: 'hrComment', render: (c: string | null) => c ?? '' },
            {
              title: 'Actions',
              key: 'actions',
              render: (_: unknown, a) => (
                <Space size="small" wrap>
                  {canDetail && <Link to={`/main/actionsTaken/${a.id}`}>Details</Link>}
                  {canReview && a.status === 0 && (
                    <>
                      <Button size="small" type="primary" onClick={() => setReviewing({ verb: 'approve', action: a })}>Approve</Button>
                      <Button size="small" danger onClick={() => setReviewing({ verb: 'reject', action: a })}>Reject</Button>
                    </>
                  )}
                  {canReview && (a.status === 0 || a.status === 1) && (
                    <Button size="small" onClick={() => setReviewing({ verb: 'waive', action: a })}>Waive</Button>
                  )}
                  {a.status === 0 && (canReview || a.auditorId === user?.id) && (
                    <Button size="small" type="text" danger onClick={() => confirmDelete(a)}>Delete</Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
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
