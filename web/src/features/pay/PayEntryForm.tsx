/**
 * The bonus and KPI entry form: pick the month and one or more employees, enter the amount (and the KPI
 * tier), confirm ("add bonus" / "add KPI", SPEC §8), then the success toast. The sheet reads the new figures at once.
 */
import { Button, Form } from 'antd';
import { DatePicker, Select } from '../../shared/deferred';
import { confirmDialog } from '../../shared/confirm';
import dayjs, { type Dayjs } from 'dayjs';
import { usePayEmployeesQuery } from './pay.generated';
import { useFailureToast } from '../../shared/feedback';
import { rules } from '../../shared/formRules';
import { formatMoney, MONTH_LABEL_FORMAT } from '../../shared/format';
import { MoneyInput } from '../../shared/NumberInput';
import { useSubmittable } from '../../shared/useSubmittable';

export interface PayEntryValues {
  month: Dayjs;
  employeeIds: string[];
  amount: number;
  kpiTier?: number;
}

interface Props {
  kind: 'bonus' | 'kpi';
  saving: boolean;
  /** Saves; resolves true when saved (the form then clears the people picked). */
  onSave: (values: PayEntryValues & { monthKey: string }) => Promise<boolean>;
}

export function PayEntryForm({ kind, saving, onSave }: Props) {
  const [form] = Form.useForm<PayEntryValues>();
  const submittable = useSubmittable(form);
  const employees = usePayEmployeesQuery();
  useFailureToast(employees.error, 'load employees');
  const label = kind === 'bonus' ? 'Bonus' : 'KPI';

  const onFinish = (v: PayEntryValues) => {
    const count = v.employeeIds.length;
    const month = v.month.format(MONTH_LABEL_FORMAT);
    confirmDialog({
      title: kind === 'bonus' ? 'Add bonus' : 'Add KPI',
      content:
        kind === 'bonus'
          ? `Add a bonus of ${formatMoney(v.amount)} to ${count} employee${count === 1 ? '' : 's'} for ${month}?`
          : `Set KPI tier ${v.kpiTier} (${formatMoney(v.amount)}) for ${count} employee${count === 1 ? '' : 's'} for ${month}?`,
      okText: kind === 'bonus' ? 'Add bonus' : 'Add KPI',
      onOk: async () => {
        if (await onSave({ ...v, monthKey: v.month.format('YYYY-MM') })) form.setFieldValue('employeeIds', []);
      },
    });
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark initialValues={{ month: dayjs() }} style={{ maxWidth: 560 }}>
      <Form.Item name="month" label="Month" rules={[rules.requiredSelect('Month')]}>
        <DatePicker picker="month" format={MONTH_LABEL_FORMAT} allowClear={false} />
      </Form.Item>
      <Form.Item name="employeeIds" label="Employees" rules={[rules.requiredSelect('Employees')]}>
        <Select
          mode="multiple"
          showSearch
          optionFilterProp="label"
          loading={employees.loading}
          placeholder="Pick one or more employees"
          options={employees.data?.employees.items.map((e) => ({ value: e.id, label: `${e.name} (${e.resId})` }))}
        />
      </Form.Item>
      {kind === 'kpi' && (
        <Form.Item name="kpiTier" label="KPI tier" rules={[rules.requiredSelect('KPI tier')]}>
          <Select placeholder="1 (lowest) to 5" options={[1, 2, 3, 4, 5].map((t) => ({ value: t, label: `Tier ${t}` }))} />
        </Form.Item>
      )}
      <Form.Item
        name="amount"
        label={kind === 'bonus' ? 'Amount' : 'KPI amount'}
        validateFirst
        rules={[
          rules.requiredSelect(label),
          ...(kind === 'bonus' ? [rules.greaterThan(label, 0)] : []),
          rules.numeric(),
          rules.lessThanOrEqual(label, 1_000_000),
        ]}
      >
        <MoneyInput step={50} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} disabled={!submittable}>
        {kind === 'bonus' ? 'Add bonus' : 'Add KPI'}
      </Button>
    </Form>
  );
}
