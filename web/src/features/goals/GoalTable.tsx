/** The goal list of /goals and /goals/team: server-paged, filtered by status, state and text, rows open the goal. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Progress, Tooltip } from '../../shared/deferred';
import { WarningOutlined } from '@ant-design/icons';
import type { TypedDocumentNode } from '@apollo/client';
import type { GoalRowFragment, GoalSortKey, GoalState, GoalStatus } from '../../generated/graphql';
import { formatDate } from '../../shared/format';
import { FilterSelect, SearchFilter, labelOptions } from '../../shared/filters';
import { PagedTable, type PagedColumn, type Page } from '../../shared/PagedTable';
import type { SortKeyOf } from '../../shared/usePagedTable';
import { GoalStateTag, GoalStatusTag, STATE_LABELS, STATUS_LABELS } from './labels';
import { href } from '../../shared/paths';

const columns: PagedColumn<GoalRowFragment, GoalSortKey>[] = [
  { title: 'Title', dataIndex: 'title', sortKey: 'title' },
  { title: 'Assignee', dataIndex: ['assignee', 'name'], sortKey: 'assigneeName' },
  { title: 'Reviewer', dataIndex: ['reviewer', 'name'], sortKey: 'reviewerName' },
  {
    title: 'End date',
    dataIndex: 'endDate',
    sortKey: 'endDate',
    render: (end: string, row) => (
      <>
        {formatDate(end)}{' '}
        {row.deadlineWarning && (
          <Tooltip title={row.deadlineWarning}>
            <WarningOutlined style={{ color: '#ad6800' }} aria-label={row.deadlineWarning} />
          </Tooltip>
        )}
      </>
    ),
    csv: (r) => formatDate(r.endDate),
  },
  {
    title: 'Progress',
    dataIndex: 'progress',
    sortKey: 'progress',
    render: (p: number) => <Progress percent={p} size="small" style={{ minWidth: 100 }} aria-label={`Progress ${p}%`} />,
  },
  { title: 'Status', dataIndex: 'status', sortKey: 'status', render: (s: GoalStatus) => <GoalStatusTag status={s} />, csv: (r) => STATUS_LABELS[r.status] },
  { title: 'State', dataIndex: 'state', sortKey: 'state', render: (s: GoalState) => <GoalStateTag state={s} />, csv: (r) => STATE_LABELS[r.state] },
  { title: 'Private', dataIndex: 'isPrivate', render: (p: boolean) => (p ? 'Yes' : 'No') },
];

interface Filters {
  status?: GoalStatus;
  state?: GoalState;
  search?: string;
}

export function GoalTable<Data, Vars>({
  document,
  pageOf,
  extra = {},
  scopeControl,
  exportName,
}: {
  document: TypedDocumentNode<Data, Vars>;
  pageOf: (data: Data) => Page<GoalRowFragment>;
  extra?: Record<string, unknown>;
  scopeControl?: React.ReactNode;
  exportName: string;
}) {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>({});
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  return (
    <PagedTable
      entity="goals"
      document={document}
      pageOf={pageOf}
      variables={{ ...extra, status: filters.status ?? null, state: filters.state ?? null, search: filters.search || null } as never}
      // Both callers' lists (goals, teamGoals) take GoalArgs, whose sortBy is GoalSortKey; Vars is generic here.
      columns={columns as PagedColumn<GoalRowFragment, SortKeyOf<Vars>>[]}
      defaultSort={{ sortBy: 'endDate' as SortKeyOf<Vars>, sortDir: 'ASC' }}
      exportName={exportName}
      scroll={{ x: 900 }}
      onRowClick={(row) => navigate(href('goals/:id', { id: row.id }))}
      toolbar={
        <>
          {scopeControl}
          <SearchFilter label="Search goals" placeholder="Title or assignee" width={220} onSearch={(search) => set({ search })} />
          <FilterSelect label="Status" width={140} options={labelOptions(STATUS_LABELS)} onChange={(status) => set({ status })} />
          <FilterSelect label="State" width={140} options={labelOptions(STATE_LABELS)} onChange={(state) => set({ state })} />
        </>
      }
    />
  );
}
