/**
 * `/main/addManagerShuffleRequest` (ACM, CEO, head): ask HR to move an employee to another manager from a date.
 * The form offers active employees, and as the new manager those who can manage, never the employee themself or
 * their current manager; the server checks the same rules (and a second pending request for the employee) and its
 * messages appear on the fields.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card, Form, Input } from 'antd';
import { DatePicker } from '../../shared/deferred';
import { PersonPicker, type PersonOption } from '../../shared/PersonPicker';
import type { Dayjs } from 'dayjs';
import { useCreateManagerShuffleRequestMutation } from './shuffle.generated';
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

export default function AddManagerShuffleRequestPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [create] = useCreateManagerShuffleRequestMutation();
  // The employee picked: never offered as their own new manager, nor is their current manager.
  const [target, setTarget] = useState<PersonOption | null>(null);
  const notManagers = target ? [target.id, ...(target.managerId ? [target.managerId] : [])] : [];

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
          extra={target ? `Current manager: ${target.managerName ?? 'No available manager'}` : undefined}
        >
          <PersonPicker
            purpose="SHUFFLE"
            aria-label="Employee"
            onPicked={(person) => {
              setTarget(person);
              form.setFieldValue('proposedManagerId', undefined);
            }}
          />
        </Form.Item>
        <Form.Item name="proposedManagerId" label="Proposed manager" rules={[rules.requiredSelect('Proposed manager')]}>
          <PersonPicker purpose="MANAGERS" excludeIds={notManagers} aria-label="Proposed manager" />
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
