/**
 * The leads entry form of `/main/employees/leads` (CEO, HR and heads, `LEADS_MANAGE`): sets the month's payable leads
 * of an employee; a row's Edit fills it. A module of its own, so the people who only read the list (agents, team
 * leaders) never download antd's Form, Select and date picker (LeadsPage takes it through `deferred`, loaded when it
 * first renders).
 */
import { useState } from 'react';
import { Form } from 'antd';
import { DatePicker } from '../../shared/deferred';
import { PersonPicker } from '../../shared/PersonPicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useSaveLeadMutation, type LeadsQuery } from './pay.generated';
import { rules } from '../../shared/formRules';
import { MONTH_LABEL_FORMAT } from '../../shared/format';
import { PageForm } from '../../shared/PageForm';
import { NumberInput } from '../../shared/NumberInput';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

export type LeadRow = LeadsQuery['leads']['items'][number];
interface Values {
  resId: string;
  month: Dayjs;
  payableLeads: number;
}

export function LeadForm({ onSaved, editing }: { onSaved: () => void; editing: LeadRow | null }) {
  const [form] = Form.useForm<Values>();
  const [save] = useSaveLeadMutation();
  const [shown, setShown] = useState<LeadRow | null>(null);
  if (editing !== shown) {
    setShown(editing);
    if (editing) form.setFieldsValue({ resId: editing.resId, month: dayjs(`${editing.month}-01`), payableLeads: editing.payableLeads });
  }
  return (
    <PageForm<Values>
      form={form}
      save={(v) => save({ variables: { input: { resId: v.resId, month: v.month.format('YYYY-MM'), payableLeads: v.payableLeads } } })}
      success="Leads saved"
      failure="Failed to save leads"
      onSaved={() => {
        form.setFieldsValue({ resId: undefined, payableLeads: undefined });
        onSaved();
      }}
      submitText="Save leads"
      layout="inline"
      initialValues={{ month: dayjs() }}
    >
      <Form.Item name="resId" label="Employee" rules={[rules.requiredSelect('Employee')]}>
        <PersonPicker purpose="PAY" valueKey="resId" style={{ width: 260 }} current={shown ? { resId: shown.resId, name: shown.employeeName } : null} />
      </Form.Item>
      <Form.Item name="month" label="Month" rules={[rules.requiredSelect('Month')]}>
        <DatePicker picker="month" format={MONTH_LABEL_FORMAT} allowClear={false} />
      </Form.Item>
      <Form.Item
        name="payableLeads"
        label="Payable leads"
        rules={[
          rules.requiredSelect('Payable leads'),
          rules.wholeNumber(),
          rules.lessThanOrEqual('Payable leads', FIELD_LIMITS['POST /leads'].payable_leads.max),
        ]}
      >
        <NumberInput style={{ width: 120 }} />
      </Form.Item>
    </PageForm>
  );
}
