/**
 * `/main/add-attrition` (CEO, HR): record who leaves, the type, the notice date, the last working day and the reason.
 * The person stays a current employee until their last working day has passed; then they count as resigned everywhere.
 */
import { useNavigate } from 'react-router-dom';
import { Card, Form, Input } from 'antd';
import { DatePicker, Select } from '../../shared/deferred';
import type { Dayjs } from 'dayjs';
import { useAttritionTypesQuery, useCreateAttritionMutation } from './attrition.generated';
import { useFailureToast } from '../../shared/feedback';
import { PersonPicker } from '../../shared/PersonPicker';
import { rules } from '../../shared/formRules';
import { toIsoDate } from '../../shared/format';
import { PageForm } from '../../shared/PageForm';
import { PageTitle } from '../../shared/PageTitle';
import { Paragraph } from '../../shared/Text';
import { FIELD_LIMITS } from '../../generated/fieldLimits';
import { href } from '../../shared/paths';

interface Values {
  employeeId?: string;
  attritionTypeId?: string;
  noticeDate?: Dayjs | null;
  lastWorkingDay?: Dayjs | null;
  reason?: string;
}

export const REASON_MAX = FIELD_LIMITS['POST /api/attritions'].reason.max;

export default function AddAttritionPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const types = useAttritionTypesQuery();
  useFailureToast(types.error, 'load the form');
  const [create] = useCreateAttritionMutation();

  const notAfterNotice = {
    validator: async () => {
      const notice: Dayjs | null | undefined = form.getFieldValue('noticeDate');
      const last: Dayjs | null | undefined = form.getFieldValue('lastWorkingDay');
      if (notice && last && last.isBefore(notice, 'day')) throw new Error('Last working day cannot be before the notice date');
    },
  };

  const save = (values: Values) =>
    create({
      variables: {
        input: {
          employeeId: values.employeeId!,
          attritionTypeId: values.attritionTypeId!,
          noticeDate: toIsoDate(values.noticeDate)!,
          lastWorkingDay: toIsoDate(values.lastWorkingDay)!,
          reason: values.reason?.trim() || null,
        },
      },
    });

  return (
    <Card title={<PageTitle>Record attrition</PageTitle>}>
      <PageForm<Values>
        form={form}
        save={save}
        success="Attrition recorded"
        failure="Failed to record the attrition"
        onSaved={() => navigate(href('attrition-tracker'))}
        submitText="Submit"
        style={{ maxWidth: 560 }}
      >
        <Form.Item name="employeeId" label="Employee" rules={[rules.requiredSelect('Employee')]}>
          <PersonPicker purpose="ATTRITION" aria-label="Employee" />
        </Form.Item>
        <Form.Item name="attritionTypeId" label="Type" rules={[rules.requiredSelect('Type')]}>
          <Select
            loading={types.loading}
            placeholder="Resignation, termination, ..."
            aria-label="Type"
            options={(types.data?.attritionTypes.items ?? []).filter((t) => !t.cancels).map((t) => ({ value: t.id, label: t.name }))}
          />
        </Form.Item>
        <Form.Item name="noticeDate" label="Notice date" rules={[rules.requiredSelect('Notice date')]}>
          <DatePicker format="DD/MM/YYYY" aria-label="Notice date" />
        </Form.Item>
        <Form.Item
          name="lastWorkingDay"
          label="Last working day"
          dependencies={['noticeDate']}
          rules={[rules.requiredSelect('Last working day'), notAfterNotice]}
        >
          <DatePicker format="DD/MM/YYYY" aria-label="Last working day" />
        </Form.Item>
        <Form.Item name="reason" label="Reason" rules={[rules.maxLength('Reason', REASON_MAX)]}>
          <Input.TextArea rows={3} aria-label="Reason" />
        </Form.Item>
        <Paragraph type="secondary">The employee stays active until their last working day has passed; then they count as resigned everywhere.</Paragraph>
      </PageForm>
    </Card>
  );
}
