/** The leave balances table, one for the leave forms' card (./LeaveBalancesCard) and the request details page. */
import { Table } from 'antd';
import type { LeaveBalancesQuery } from '../../generated/graphql';
import { emptyText } from '../../shared/feedback';
import { balanceText } from './units';

export type Balances = LeaveBalancesQuery['leaveBalances'];

export function LeaveBalancesTable({ balances, loading }: { balances: readonly Balances[number][]; loading?: boolean }) {
  return (
    <Table
      rowKey="leaveTypeId"
      pagination={false}
      size="small"
      loading={loading}
      dataSource={balances}
      locale={{ emptyText: emptyText('leave balances') }}
      columns={[
        { title: 'Leave type', dataIndex: 'leaveType' },
        { title: 'Remaining balance', dataIndex: 'remainingBalance', render: (value: number, b) => balanceText(value, b) },
        { title: 'Approved this year', dataIndex: 'approvedLeavesThisYear', render: (value: number, b) => balanceText(value, b) },
      ]}
    />
  );
}
