/**
 * The add and edit dialog of `/main/leaveTypes` (LeaveTypesPage): name, yearly limit and monthly fraction, and the
 * shared area's per-type rules (requires approval, longest request, overlap, the vacation period) and the year-end
 * carry-over (decision 0220). A module of its
 * own, loaded after the page (shared/deferred `deferredPart`).
 */
import { Form, Input, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, Select } from '../../shared/deferred';
import { useCapabilities } from '../../shared/capabilities';
import { TYPE_UNIT_LABELS, type LeaveTypeUnit } from './units';
import { toIsoDate } from '../../shared/format';
import { LEAVE_MESSAGES } from './leaveRules';
import { LeaveTypesDocument, useCreateLeaveTypeMutation, useUpdateLeaveTypeMutation, type LeaveTypeFieldsFragment } from './leave.generated';
import { rules } from '../../shared/formRules';
import { EditDialog } from '../../shared/EditDialog';
import { NumberInput } from '../../shared/NumberInput';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

/** The upstream's bounds (upstream/src/leave/routes.ts): checked here too, so Save stays disabled (SPEC §5). */
export const YEARLY_LIMIT_MAX = FIELD_LIMITS['POST /leave_types'].yearly_limit.max;
export const MONTHLY_FRACTION_MAX = FIELD_LIMITS['POST /leave_types'].monthly_fraction.max;
export const MAX_CONSECUTIVE_DAYS = FIELD_LIMITS['POST /leave_types'].max_consecutive_days;
const CARRY = { balance: FIELD_LIMITS['POST /leave_types'].carry_over_balance, months: FIELD_LIMITS['POST /leave_types'].carry_over_expiry_months };

interface Values {
  leaveName: string;
  yearlyLimit: number;
  monthlyFraction?: number | null;
  requiresApproval: boolean;
  maxConsecutiveDays?: number | string | null;
  canOverlap: boolean;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  unit: LeaveTypeUnit;
  carryOverBalance?: number | string | null;
  carryOverExpiryMonths?: number | string | null;
}

const UNIT_OPTIONS = (Object.keys(TYPE_UNIT_LABELS) as LeaveTypeUnit[]).map((value) => ({ value, label: TYPE_UNIT_LABELS[value] }));

/** The form's values of a type (or of a new one: the upstream's defaults). */
function valuesOf(type: LeaveTypeFieldsFragment | null): Partial<Values> {
  return {
    ...(type ?? { monthlyFraction: 0 }),
    requiresApproval: type?.requiresApproval ?? true,
    canOverlap: type?.canOverlap ?? false,
    unit: type?.unit ?? 'FULL_DAY',
    carryOverBalance: type?.carryOverBalance ?? 0,
    startDate: type?.startDate ? dayjs(type.startDate) : null,
    endDate: type?.endDate ? dayjs(type.endDate) : null,
  };
}

const isBlank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/** The period's end may not come before its start (SPEC §5's wording). */
const periodRule = ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
  validator: async (_rule: unknown, end: Dayjs | null | undefined) => {
    const start = getFieldValue('startDate') as Dayjs | null | undefined;
    if (start && end && end.isBefore(start, 'day')) throw new Error(LEAVE_MESSAGES.endBeforeStart);
  },
});

/** `rules`: whether the upstream keeps per-type rules (a SPEC §7-only one does not; they are then neither shown nor sent). */
export function LeaveTypeModal({ type, rules: withRules = true, onClose }: { type: LeaveTypeFieldsFragment | null; rules?: boolean; onClose(): void }) {
  const [create] = useCreateLeaveTypeMutation({ refetchQueries: [LeaveTypesDocument] });
  const [update] = useUpdateLeaveTypeMutation();
  // Units are an upstream extension of their own (capabilities.leaveUnits): without it the unit is neither shown nor sent.
  const capabilities = useCapabilities();
  const withUnits = withRules && capabilities.leaveUnits;
  // Carry-over comes with the balance ledger (capabilities.leaveLedger, decision 0220).
  const withCarry = withRules && capabilities.leaveLedger;
  const save = (values: Values) => {
    const main = { leaveName: values.leaveName.trim(), yearlyLimit: Number(values.yearlyLimit), monthlyFraction: Number(values.monthlyFraction ?? 0) };
    const input = withRules
      ? {
          ...main,
          requiresApproval: values.requiresApproval,
          maxConsecutiveDays: isBlank(values.maxConsecutiveDays) ? null : Number(values.maxConsecutiveDays),
          canOverlap: values.canOverlap,
          startDate: values.startDate ? toIsoDate(values.startDate) : null,
          endDate: values.endDate ? toIsoDate(values.endDate) : null,
          ...(withUnits ? { unit: values.unit } : {}),
          ...(withCarry
            ? {
                carryOverBalance: isBlank(values.carryOverBalance) ? 0 : Number(values.carryOverBalance),
                carryOverExpiryMonths: isBlank(values.carryOverExpiryMonths) ? null : Number(values.carryOverExpiryMonths),
              }
            : {}),
        }
      : main;
    return type ? update({ variables: { id: type.id, input } }) : create({ variables: { input } });
  };

  return (
    <EditDialog<Values>
      title={type ? `Edit ${type.leaveName}` : 'Add leave type'}
      save={save}
      success={type ? 'Leave type updated' : 'Leave type created'}
      failure={type ? 'Failed to update the leave type' : 'Failed to create the leave type'}
      onClose={onClose}
      initialValues={valuesOf(type)}
    >
      <Form.Item name="leaveName" label="Name" rules={[rules.required('Name'), rules.maxLength('Name', FIELD_LIMITS['POST /leave_types'].leave_name.max)]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="yearlyLimit"
        label="Yearly limit (days)"
        rules={[rules.requiredSelect('Yearly limit'), rules.numeric(), rules.lessThanOrEqual('Yearly limit', YEARLY_LIMIT_MAX)]}
      >
        <NumberInput />
      </Form.Item>
      <Form.Item
        name="monthlyFraction"
        label="Monthly fraction (days earned per completed month)"
        extra="0 makes the whole yearly limit available from January 1"
        rules={[rules.numeric(), rules.lessThanOrEqual('Monthly fraction', MONTHLY_FRACTION_MAX)]}
      >
        <NumberInput step={0.25} />
      </Form.Item>
      {withUnits && (
        <Form.Item name="unit" label="Unit" extra="What a request of this type may be taken in; the balance stays in days (shown in hours for hours)">
          <Select options={UNIT_OPTIONS} aria-label="Unit" />
        </Form.Item>
      )}
      {withRules && (
        <>
          <Form.Item
            name="requiresApproval"
            label="Requires approval"
            valuePropName="checked"
            extra="Off: a request is approved as it is filed, if the balance suffices"
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="maxConsecutiveDays"
            label="Max consecutive days"
            extra="The longest request of this type, in weekdays; empty: no limit"
            rules={[
              rules.wholeNumber(),
              rules.greaterThanOrEqual('Max consecutive days', MAX_CONSECUTIVE_DAYS.min),
              rules.lessThanOrEqual('Max consecutive days', MAX_CONSECUTIVE_DAYS.max),
            ]}
          >
            <NumberInput />
          </Form.Item>
          <Form.Item name="canOverlap" label="Can overlap other leaves" valuePropName="checked">
            <Switch />
          </Form.Item>
          {withCarry && (
            <Space size="large" wrap>
              <Form.Item
                name="carryOverBalance"
                label="Carry-over (days)"
                extra="The most unused days carried into the next year; 0: none"
                rules={[rules.numeric(), rules.lessThanOrEqual('Carry-over', CARRY.balance.max)]}
              >
                <NumberInput step={0.5} />
              </Form.Item>
              <Form.Item
                name="carryOverExpiryMonths"
                label="Carried days expire after (months)"
                extra="3: unused carried days lapse at the end of March; empty: never"
                rules={[
                  rules.wholeNumber(),
                  rules.greaterThanOrEqual('Carried days expire after', CARRY.months.min),
                  rules.lessThanOrEqual('Carried days expire after', CARRY.months.max),
                ]}
              >
                <NumberInput />
              </Form.Item>
            </Space>
          )}
          <Space size="large" wrap>
            <Form.Item name="startDate" label="Vacation period start" extra="Empty: no limit">
              <DatePicker format="DD/MM/YYYY" aria-label="Vacation period start" />
            </Form.Item>
            <Form.Item name="endDate" label="Vacation period end" dependencies={['startDate']} rules={[periodRule]}>
              <DatePicker format="DD/MM/YYYY" aria-label="Vacation period end" />
            </Form.Item>
          </Space>
        </>
      )}
    </EditDialog>
  );
}
