/**
 * The applicant's leave balances this year, next to the leave forms, so the balance is known before filing. Hidden
 * balances (someone outside the caller's reporting line, e.g. an auditor filing for anyone) say so instead of failing.
 */
import { Card, Table, Typography } from 'antd';
import type { LeaveBalancesQuery } from '../../generated/graphql';
import { emptyText } from '../../shared/feedback';

export type Balances = LeaveBalancesQuery['leaveBalances'];

/** One balances table for the forms' card and the request details page. */
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
        { title: 'Remaining balance', dataIndex: 'remainingBalance' },
        { title: 'Approved this year', dataIndex: 'approvedLeavesThisYear' },
      ]}
    />
  );
}

interface Props {
  balances: Balances | undefined;
  loading: boolean;
  /** The caller may not see this employee's balances (FORBIDDEN). */
  hidden?: boolean;
  /** No employee chosen yet (forms for someone else). */
  noEmployee?: boolean;
}

export function LeaveBalancesCard({ balances, loading, hidden, noEmployee }: Props) {
  return (
    <Card title="Leave balances this year" size="small" style={{ minWidth: 320 }}>
      {noEmployee ? (
        <Typography.Text type="secondary">Choose an employee to see their balances</Typography.Text>
      ) : hidden ? (
        <Typography.Text type="secondary">You can't see this employee's balances</Typography.Text>
      ) : (
        <LeaveBalancesTable balances={balances ?? []} loading={loading} />
      )}
    </Card>
  );
}
