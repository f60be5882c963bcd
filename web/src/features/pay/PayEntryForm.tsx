/**
 * The bonus and KPI entry form: pick the month and one or more employees, enter the amount (and the KPI
 * tier), confirm ("add bonus" / "add KPI", SPEC §8: the dialog's OK is the save), then the success toast and the
 * people picked cleared. The sheet reads the new figures at once.
 */
import { Form } from 'antd';
import { DatePicker, Select } from '../../shared/deferred';
import { PersonPicker } from '../../shared/PersonPicker';
import { confirmedSave } from '../../shared/confirm';
import dayjs, { type Dayjs } from 'dayjs';
import { rules } from '../../shared/formRules';
import { formatMoney, MONTH_LABEL_FORMAT } from '../../shared/format';
import { MoneyInput } from '../../shared/NumberInput';
import { PageForm } from '../../shared/PageForm';

export interface PayEntryValues {
  month: Dayjs;
  employeeIds: string[];
  amount: number;
  kpiTier?: number;
}

interface Props {
  kind: 'bonus' | 'kpi';
  /** The write, once confirmed (the month as YYYY-MM). */
  save: (values: PayEntryValues & { monthKey: string }) => Promise<unknown>;
  /** After a save: the page reads the new figures. */
  onSaved: () => void;
}

export function PayEntryForm({ kind, save, onSaved }: Props) {
  const [form] = Form.useForm<PayEntryValues>();
  const label = kind === 'bonus' ? 'Bonus' : 'KPI';
  const action = kind === 'bonus' ? 'Add bonus' : 'Add KPI';

  /** True once saved; null when the question was declined (nothing sent, no toast). */
  const confirmThenSave = (v: PayEntryValues) => {
    const count = v.employeeIds.length;
    const month = v.month.format(MONTH_LABEL_FORMAT);
    const content =
      kind === 'bonus'
        ? `Add a bonus of ${formatMoney(v.amount)} to ${count} employee${count === 1 ? '' : 's'} for ${month}?`
        : `Set KPI tier ${v.kpiTier} (${formatMoney(v.amount)}) for ${count} employee${count === 1 ? '' : 's'} for ${month}?`;
    return confirmedSave({ title: action, content, okText: action }, async () => {
      await save({ ...v, monthKey: v.month.format('YYYY-MM') });
      return true as const;
    });
  };

  return (
    <PageForm<PayEntryValues, true | null>
      form={form}
      save={confirmThenSave}
      success={(saved) => (saved ? `${label} added` : null)}
      failure={kind === 'bonus' ? 'Failed to add bonus' : 'Failed to add KPI'}
      onSaved={(saved) => {
        if (!saved) return;
        form.setFieldValue('employeeIds', []);
        onSaved();
      }}
      submitText={action}
      initialValues={{ month: dayjs() }}
      style={{ maxWidth: 560 }}
    >
      <Form.Item name="month" label="Month" rules={[rules.requiredSelect('Month')]}>
        <DatePicker picker="month" format={MONTH_LABEL_FORMAT} allowClear={false} />
      </Form.Item>
      <Form.Item name="employeeIds" label="Employees" rules={[rules.requiredSelect('Employees')]}>
        <PersonPicker purpose="PAY" mode="multiple" placeholder="Pick one or more employees" />
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
    </PageForm>
  );
}
