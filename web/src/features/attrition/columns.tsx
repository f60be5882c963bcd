/** Columns and labels shared by the attrition tracker and the team view. */
import { Tag } from 'antd';
import type { AttritionRowFragment, AttritionSortKey, AttritionState } from '../../generated/graphql';
import { formatDate } from '../../shared/format';
import type { PagedColumn } from '../../shared/PagedTable';

export const STATE_LABELS: Record<AttritionState, string> = { UPCOMING: 'Upcoming', LEFT: 'Left', CANCELLED: 'Cancelled' };
const STATE_COLORS: Record<AttritionState, string> = { UPCOMING: 'gold', LEFT: 'red', CANCELLED: 'default' };

export function AttritionStateTag({ state }: { state: AttritionState }) {
  return <Tag color={STATE_COLORS[state]}>{STATE_LABELS[state]}</Tag>;
}

export const attritionColumns: PagedColumn<AttritionRowFragment, AttritionSortKey>[] = [
  { title: 'Employee', dataIndex: ['employee', 'name'], sortKey: 'employeeName' },
  { title: 'RES ID', dataIndex: ['employee', 'resId'] },
  { title: 'Department', dataIndex: 'departmentName', sortKey: 'departmentName' },
  { title: 'Manager', dataIndex: ['manager', 'name'] },
  { title: 'Type', dataIndex: 'attritionTypeName', sortKey: 'attritionTypeName' },
  { title: 'Notice date', dataIndex: 'noticeDate', sortKey: 'noticeDate', render: formatDate, csv: (r) => formatDate(r.noticeDate) },
  {
    title: 'Last working day',
    dataIndex: 'lastWorkingDay',
    sortKey: 'lastWorkingDay',
    render: (v: string | null) => (v ? formatDate(v) : '—'),
    csv: (r) => (r.lastWorkingDay ? formatDate(r.lastWorkingDay) : ''),
  },
  { title: 'State', dataIndex: 'state', render: (s: AttritionState) => <AttritionStateTag state={s} />, csv: (r) => STATE_LABELS[r.state] },
  { title: 'Reason', dataIndex: 'reason', ellipsis: true, width: 220, render: (v: string | null) => v ?? '—' },
];
