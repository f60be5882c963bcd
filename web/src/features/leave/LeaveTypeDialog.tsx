/**
 * The add and edit dialog of `/main/leaveTypes` (LeaveTypesPage): name, yearly limit and monthly fraction. A module of
 * its own, loaded after the page (shared/deferred `deferredPart`).
 */
import { Form, Input } from 'antd';
import { LeaveTypesDocument, useCreateLeaveTypeMutation, useUpdateLeaveTypeMutation, type LeaveTypeFieldsFragment } from './leave.generated';
import { rules } from '../../shared/formRules';
import { EditDialog } from '../../shared/EditDialog';
import { NumberInput } from '../../shared/NumberInput';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

/** The upstream's bounds (upstream/src/leave/routes.ts): checked here too, so Save stays disabled (SPEC §5). */
export const YEARLY_LIMIT_MAX = FIELD_LIMITS['POST /leave_types'].yearly_limit.max;
export const MONTHLY_FRACTION_MAX = FIELD_LIMITS['POST /leave_types'].monthly_fraction.max;

interface Values {
  leaveName: string;
  yearlyLimit: number;
  monthlyFraction?: number | null;
}

export function LeaveTypeModal({ type, onClose }: { type: LeaveTypeFieldsFragment | null; onClose(): void }) {
  const [create] = useCreateLeaveTypeMutation({ refetchQueries: [LeaveTypesDocument] });
  const [update] = useUpdateLeaveTypeMutation();
  const save = (values: Values) => {
    const input = { leaveName: values.leaveName.trim(), yearlyLimit: Number(values.yearlyLimit), monthlyFraction: Number(values.monthlyFraction ?? 0) };
    return type ? update({ variables: { id: type.id, input } }) : create({ variables: { input } });
  };

  return (
    <EditDialog<Values>
      title={type ? `Edit ${type.leaveName}` : 'Add leave type'}
      save={save}
      success={type ? 'Leave type updated' : 'Leave type created'}
      failure={type ? 'Failed to update the leave type' : 'Failed to create the leave type'}
      onClose={onClose}
      initialValues={type ?? { monthlyFraction: 0 }}
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
    </EditDialog>
  );
}
