/**
 * Company leaves as a list: the page's second view (its first is the calendar), so antd's table loads only when
 * someone switches to it (./CompanyLeavesPage through `deferredPart`).
 */
import { Table } from 'antd';
import type { Dayjs } from 'dayjs';
import type { CompanyLeavesQuery } from './leave.generated';
import { formatDate, formatMonthLabel } from '../../shared/format';
import { emptyText } from '../../shared/feedback';

export type CompanyLeave = CompanyLeavesQuery['companyLeaves']['items'][number];

export function CompanyLeavesList({ leaves, loading, month }: { leaves: CompanyLeave[]; loading: boolean; month: Dayjs }) {
  return (
    <Table<CompanyLeave>
      rowKey="id"
      loading={loading}
      dataSource={leaves}
      pagination={{ pageSize: 20 }}
      locale={{ emptyText: emptyText('company leaves') }}
      title={() => formatMonthLabel(month)}
      columns={[
        { title: 'Employee', dataIndex: 'employeeName' },
        { title: 'RES ID', dataIndex: 'resId' },
        { title: 'Leave type', dataIndex: 'leaveTypeName' },
        { title: 'Start date', dataIndex: 'startDate', render: formatDate },
        { title: 'End date', dataIndex: 'endDate', render: formatDate },
        { title: 'Days', dataIndex: 'leaveDuration', render: (d: number) => Math.round(d * 100) / 100 },
      ]}
    />
  );
}
