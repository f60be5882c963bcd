/**
 * A leave balance's ledger (decision 0220) and HR's "Adjust balance" dialog: opened from a balances table (My leaves:
 * one's own; a leave request's page: the requester's, where HR and the CEO may also adjust). A module of its own,
 * loaded on the first click (shared/deferred `deferredPart`). Amounts show in the type's unit, as balances do.
 */
import { Drawer, Form, Input, Table } from 'antd';
import type { LeaveBalancesQuery, LeaveLedgerKind } from '../../generated/graphql';
import { EditDialog } from '../../shared/EditDialog';
import { emptyText, useFailureToast } from '../../shared/feedback';
import { formatDate } from '../../shared/format';
import { rules } from '../../shared/formRules';
import { NumberInput } from '../../shared/NumberInput';
import { FIELD_LIMITS } from '../../generated/fieldLimits';
import { useAdjustLeaveBalanceMutation, useLeaveLedgerQuery, type LeaveLedgerQuery } from './ledger.generated';
import { balanceText, type LeaveTypeUnit } from './units';

type Balance = LeaveBalancesQuery['leaveBalances'][number];

/** A signed change of a balance (a ledger line) in its type's unit: "+2 days", "−4 h". */
function changeText(value: number, b: { unit?: LeaveTypeUnit | null; hoursPerDay?: number | null }): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${balanceText(Math.abs(value), b)}`;
}

/** A balance unit's amount typed in a form (hours for an hours type) as days, the balance's currency. */
const toDays = (amount: number, b: { unit?: LeaveTypeUnit | null; hoursPerDay?: number | null }) =>
  b.unit === 'HOURS' ? Math.round((amount / (b.hoursPerDay ?? 8)) * 10_000) / 10_000 : amount;
type Entry = LeaveLedgerQuery['leaveLedger']['entries'][number];

export const KIND_LABELS: Record<LeaveLedgerKind, string> = {
  ACCRUED: 'Accrued',
  CARRIED: 'Carried over',
  EXPIRED: 'Expired',
  TAKEN: 'Taken',
  ADJUSTED: 'Adjusted',
};

/** What a line is: its kind, and the note (the leave's days, the reason and who adjusted). */
function whatText(e: Entry): string {
  if (e.kind === 'TAKEN' && e.startDate)
    return `Taken: ${formatDate(e.startDate)}${e.endDate && e.endDate !== e.startDate ? ` – ${formatDate(e.endDate)}` : ''}`;
  if (e.kind === 'ADJUSTED') return `Adjusted: ${e.note}${e.adjustedByName ? ` (by ${e.adjustedByName})` : ''}`;
  return `${KIND_LABELS[e.kind]}: ${e.note}`;
}

export function LeaveLedgerDrawer({ balance, employeeId, onClose }: { balance: Balance; employeeId: string | null; onClose(): void }) {
  const { data, loading, error } = useLeaveLedgerQuery({
    variables: { leaveTypeId: balance.leaveTypeId, employeeId, year: null },
    fetchPolicy: 'cache-and-network',
  });
  useFailureToast(error, 'load the leave ledger');
  const ledger = data?.leaveLedger;
  return (
    <Drawer open title={`${balance.leaveType}: ledger ${ledger?.year ?? ''}`.trim()} onClose={onClose} size="large">
      <Table<Entry>
        rowKey={(e) => `${e.date}-${e.kind}-${e.leaveRequestId ?? ''}-${e.note}-${e.balance}`}
        pagination={false}
        size="small"
        loading={loading}
        dataSource={ledger?.entries ?? []}
        locale={{ emptyText: emptyText('ledger lines') }}
        columns={[
          { title: 'Date', dataIndex: 'date', render: formatDate },
          { title: 'What', key: 'what', render: (_: unknown, e) => whatText(e) },
          { title: 'Amount', dataIndex: 'amount', align: 'right', render: (value: number) => changeText(value, balance) },
          { title: 'Balance', dataIndex: 'balance', align: 'right', render: (value: number) => balanceText(value, balance) },
        ]}
      />
    </Drawer>
  );
}

interface AdjustValues {
  amount: number | string;
  reason: string;
}
const LIMITS = FIELD_LIMITS['POST /leave_balances/adjustments'];
/** The upstream's words for a zero amount (upstream/src/leave/balanceRoutes.ts), checked here so Save stays disabled. */
const notZero = {
  validator: async (_rule: unknown, v: unknown) =>
    v !== '' && v != null && Number(v) === 0 ? Promise.reject(new Error('Amount must not be zero')) : undefined,
};

export function AdjustBalanceDialog({ balance, employeeId, onClose }: { balance: Balance; employeeId: string; onClose(): void }) {
  const [adjust] = useAdjustLeaveBalanceMutation({ refetchQueries: ['LeaveLedger', 'LeaveBalances', 'LeaveRequest'] });
  const hours = balance.unit === 'HOURS';
  const save = (v: AdjustValues) =>
    adjust({
      variables: {
        input: { employeeId, leaveTypeId: balance.leaveTypeId, amount: toDays(Number(v.amount), balance), reason: v.reason.trim(), year: null },
      },
    });
  return (
    <EditDialog<AdjustValues>
      title={`Adjust balance: ${balance.leaveType}`}
      save={save}
      success="Leave balance adjusted"
      failure="Failed to adjust the leave balance"
      onClose={onClose}
    >
      <Form.Item
        name="amount"
        label={hours ? 'Amount (hours)' : 'Amount (days)'}
        extra={`Now ${balanceText(balance.remainingBalance, balance)}; a negative amount takes days away`}
        rules={[
          rules.requiredSelect('Amount'),
          notZero,
          ...(hours ? [] : [rules.greaterThanOrEqual('Amount', LIMITS.amount.min), rules.lessThanOrEqual('Amount', LIMITS.amount.max)]),
        ]}
      >
        <NumberInput step={hours ? 1 : 0.5} />
      </Form.Item>
      <Form.Item name="reason" label="Reason" rules={[rules.required('Reason'), rules.maxLength('Reason', LIMITS.reason.max)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </EditDialog>
  );
}
