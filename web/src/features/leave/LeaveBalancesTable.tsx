/**
 * The leave balances table, one for the leave forms' card (./LeaveBalancesCard), My leaves and the request details
 * page. Given `ledger`, each balance opens its ledger (where the upstream has it: capabilities.leaveLedger) and, for
 * CEO and HR on someone's balances, "Adjust balance" (decision 0220).
 */
import { useState } from 'react';
import { Button, Space, Table } from 'antd';
import type { LeaveBalancesQuery } from '../../generated/graphql';
import { useCapabilities } from '../../shared/capabilities';
import { deferredParts } from '../../shared/deferred';
import { emptyText } from '../../shared/feedback';
import { balanceText } from './units';

export type Balances = LeaveBalancesQuery['leaveBalances'];
type Balance = Balances[number];

// The drawer and the dialog load on the first click.
const ledgerParts = deferredParts(() => import('./LeaveLedger'));
const LeaveLedgerDrawer = ledgerParts('LeaveLedgerDrawer');
const AdjustBalanceDialog = ledgerParts('AdjustBalanceDialog');

/** Whose ledger the rows open (null: the caller's own) and whether the caller may adjust it (leaveBalances.adjust). */
export interface LedgerAccess {
  employeeId: string | null;
  canAdjust: boolean;
}

interface Props {
  balances: readonly Balance[];
  loading?: boolean;
  ledger?: LedgerAccess;
}

export function LeaveBalancesTable({ balances, loading, ledger }: Props) {
  const offered = useCapabilities().leaveLedger;
  const [open, setOpen] = useState<{ kind: 'ledger' | 'adjust'; balance: Balance } | null>(null);
  const withLedger = ledger && offered;
  const adjustFor = withLedger && ledger.canAdjust ? ledger.employeeId : null;
  return (
    <>
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
          ...(withLedger
            ? [
                {
                  title: '',
                  key: 'ledger',
                  render: (_: unknown, b: Balance) => (
                    <Space size="small">
                      <Button size="small" type="link" onClick={() => setOpen({ kind: 'ledger', balance: b })} aria-label={`Ledger of ${b.leaveType}`}>
                        Ledger
                      </Button>
                      {adjustFor && (
                        <Button
                          size="small"
                          type="link"
                          onClick={() => setOpen({ kind: 'adjust', balance: b })}
                          aria-label={`Adjust balance of ${b.leaveType}`}
                        >
                          Adjust balance
                        </Button>
                      )}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {open?.kind === 'ledger' && <LeaveLedgerDrawer balance={open.balance} employeeId={ledger?.employeeId ?? null} onClose={() => setOpen(null)} />}
      {open?.kind === 'adjust' && adjustFor && <AdjustBalanceDialog balance={open.balance} employeeId={adjustFor} onClose={() => setOpen(null)} />}
    </>
  );
}
