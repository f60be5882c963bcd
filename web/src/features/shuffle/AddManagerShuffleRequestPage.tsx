/**
 * `/main/addManagerShuffleRequest` (ACM, CEO, head): ask HR to move an employee to another manager from a date.
 * The form offers active employees, and as the new manager those who can manage, never the employee themself or
 * their current manager; the server checks the same rules (and a second pending request for the employee) and its
 * messages appear on the fields.
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card, Form, Input } from 'antd';
import { DatePicker, Select } from '../../shared/deferred';
import type { Dayjs } from 'dayjs';
import { useCreateManagerShuffleRequestMutation, useShuffleOptionsQuery } from './shuffle.generated';
import { useFailureToast } from '../../shared/feedback';
import { rules } from '../../shared/formRules';
import { toIsoDate } from '../../shared/format';
import { PageForm } from '../../shared/PageForm';
import { PageTitle } from '../../shared/PageTitle';
import { Paragraph } from '../../shared/Text';
import { FIELD_LIMITS } from '../../generated/fieldLimits';
import { href } from '../../shared/paths';

interface Values {
  targetEmployeeId?: string;
  proposedManagerId?: string;
  effectiveDate?: Dayjs | null;
  reason?: string;
}

export const REASON_MAX = FIELD_LIMITS['POST /manager_shuffle_requests'].reason.max;

const label = (p: { name: string | null; resId?: string | null }) => (p.resId ? `${p.name ?? ''} (${p.resId})` : (p.name ?? ''));

export default function AddManagerShuffleRequestPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const options = useShuffleOptionsQuery();
  useFailureToast(options.error, 'load employees');
  const [create] = useCreateManagerShuffleRequestMutation();
  const targetId = Form.useWatch('targetEmployeeId', form);

  const people = useMemo(() => options.data?.employees.items ?? [], [options.data]);
  const target = people.find((p) => p.id === targetId);
  const employeeOptions = useMemo(() => people.map((p) => ({ value: p.id, label: label(p) })), [people]);
  const managerOptions = people.filter((p) => p.canManage && p.id !== targetId && p.id !== target?.manager?.id).map((p) => ({ value: p.id, label: label(p) }));

  const save = (values: Values) =>
    create({
      variables: {
        input: {
          targetEmployeeId: values.targetEmployeeId!,
          proposedManagerId: values.proposedManagerId!,
          effectiveDate: toIsoDate(values.effectiveDate)!,
          reason: values.reason?.trim() || null,
        },
      },
    });

  return (
    <Card title={<PageTitle>Add shuffle request</PageTitle>}>
      <PageForm<Values, Awaited<ReturnType<typeof save>>>
        form={form}
        save={save}
        success="Shuffle request added"
        failure="Failed to add the shuffle request"
        onSaved={(res) => navigate(href('managerShuffleRequestDetails/:id', { id: res.data!.createManagerShuffleRequest.id }))}
        submitText="Submit"
        style={{ maxWidth: 560 }}
      >
        <Form.Item
          name="targetEmployeeId"
          label="Employee"
          rules={[rules.requiredSelect('Employee')]}
          extra={target ? `Current manager: ${target.manager?.name ?? 'No available manager'}` : undefined}
        >
          <Select
            showSearch
            optionFilterProp="label"
            options={employeeOptions}
            loading={options.loading}
            placeholder="Search by name or RES ID"
            aria-label="Employee"
            onChange={() => form.setFieldValue('proposedManagerId', undefined)}
          />
        </Form.Item>
        <Form.Item name="proposedManagerId" label="Proposed manager" rules={[rules.requiredSelect('Proposed manager')]}>
          <Select
            showSearch
            optionFilterProp="label"
            options={managerOptions}
            loading={options.loading}
            placeholder="Search by name or RES ID"
            aria-label="Proposed manager"
          />
        </Form.Item>
        <Form.Item name="effectiveDate" label="Effective date" rules={[rules.requiredSelect('Effective date')]}>
          <DatePicker format="DD/MM/YYYY" aria-label="Effective date" />
        </Form.Item>
        <Form.Item name="reason" label="Reason" rules={[rules.maxLength('Reason', REASON_MAX)]}>
          <Input.TextArea rows={3} aria-label="Reason" />
        </Form.Item>
        <Paragraph type="secondary">HR reviews the request; once approved, the manager changes on the effective date.</Paragraph>
      </PageForm>
    </Card>
  );
}
