/**
 * The applicant's leave balances this year, next to the leave forms, so the balance is known before filing. Hidden
 * balances (someone outside the caller's reporting line, e.g. an auditor filing for anyone) say so instead of failing.
 */
import { Card, Skeleton } from 'antd';
import { deferredPart } from '../../shared/deferred';
import type { Balances } from './LeaveBalancesTable';
import { Text } from '../../shared/Text';

// The table (antd's Table, 38 KB with its pager and styles) is the forms' only table: a module of its own, fetched
// when the browser is idle, so the leave forms' first download is the form.
const LeaveBalancesTable = deferredPart(
  () => import('./LeaveBalancesTable'),
  'LeaveBalancesTable',
  () => <Skeleton active title={false} />,
);

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
        <Text type="secondary">Choose an employee to see their balances</Text>
      ) : hidden ? (
        <Text type="secondary">You can't see this employee's balances</Text>
      ) : (
        <LeaveBalancesTable balances={balances ?? []} loading={loading} />
      )}
    </Card>
  );
}
