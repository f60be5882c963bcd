/**
 * The goal form (new goal, and editing one): title, description, period, reviewer, private, supporting document; a
 * manager holding MANAGE_GOALS also picks the assignee (their reporting line). SPEC §5 rules with their messages,
 * submit disabled while invalid; the server's field messages land on the fields, other failures give SPEC §8's
 * "An error has occured while creating!" (updating!).
 */
import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Checkbox, Form, Input, Space, type UploadFile } from 'antd';
import { DatePicker, Progress } from '../../shared/deferred';
import { useCreateGoalMutation, useUpdateGoalMutation, type GoalRowFragment } from './goals.generated';
import { PersonPicker } from '../../shared/PersonPicker';
import { uploadContext } from '../../shared/uploadFetch';
import { toIsoDate } from '../../shared/format';
import { rules } from '../../shared/formRules';
import { PageForm } from '../../shared/PageForm';
import { GOAL_MESSAGES } from './labels';
import { FileField, pickedFile } from '../../shared/FileField';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

interface Values {
  title: string;
  description?: string;
  assigneeId?: string;
  reviewerId?: string | null;
  startDate: Dayjs;
  endDate: Dayjs;
  isPrivate?: boolean;
  document?: UploadFile[];
}

export const TITLE_MAX = FIELD_LIMITS['POST /goals'].title.max;
export const DESCRIPTION_MAX = FIELD_LIMITS['POST /goals'].description.max;

export function GoalForm({ initial, forOthers, onDone }: { initial?: GoalRowFragment; forOthers: boolean; onDone: (goal: GoalRowFragment) => void }) {
  const [form] = Form.useForm<Values>();
  const [progress, setProgress] = useState<number | null>(null);
  const [create] = useCreateGoalMutation();
  const [update] = useUpdateGoalMutation();

  const save = async (values: Values): Promise<GoalRowFragment> => {
    const file = pickedFile(values.document);
    const input = {
      title: values.title.trim(),
      description: values.description?.trim() ?? '',
      startDate: toIsoDate(values.startDate)!,
      endDate: toIsoDate(values.endDate)!,
      isPrivate: Boolean(values.isPrivate),
      ...(values.reviewerId !== undefined ? { reviewerId: values.reviewerId ?? null } : {}),
      ...(!initial && values.assigneeId ? { assigneeId: values.assigneeId } : {}),
    };
    const context = file ? uploadContext((percent) => setProgress(percent)) : undefined;
    setProgress(file ? 0 : null);
    try {
      return initial
        ? (await update({ variables: { id: initial.id, input, supportingDocument: file }, context })).data!.updateGoal
        : (await create({ variables: { input, supportingDocument: file }, context })).data!.createGoal;
    } finally {
      setProgress(null);
    }
  };

  const periodRule = {
    validator: async () => {
      const start: Dayjs | undefined = form.getFieldValue('startDate');
      const end: Dayjs | undefined = form.getFieldValue('endDate');
      if (start && end && end.isBefore(start, 'day')) throw new Error("End date can't be before start date");
    },
  };

  return (
    <PageForm<Values, GoalRowFragment>
      form={form}
      save={save}
      success={initial ? 'Goal updated' : 'Goal created'}
      failure={initial ? GOAL_MESSAGES.updateFailed : GOAL_MESSAGES.createFailed}
      onSaved={onDone}
      submitText={initial ? 'Save changes' : 'Create goal'}
      style={{ maxWidth: 560 }}
      initialValues={
        initial
          ? {
              title: initial.title,
              description: initial.description ?? '',
              startDate: dayjs(initial.startDate),
              endDate: dayjs(initial.endDate),
              isPrivate: initial.isPrivate,
            }
          : { isPrivate: false }
      }
    >
      {forOthers && !initial && (
        <Form.Item name="assigneeId" label="Assignee" extra="Leave empty for your own goal">
          <PersonPicker purpose="REPORTS" allowClear placeholder="Yourself" aria-label="Assignee" />
        </Form.Item>
      )}
      <Form.Item name="title" label="Title" rules={[rules.required('Title'), rules.maxLength('Title', TITLE_MAX)]}>
        <Input />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[rules.maxLength('Description', DESCRIPTION_MAX)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="startDate" label="Start date" rules={[rules.requiredSelect('Start date')]}>
          <DatePicker format="DD/MM/YYYY" aria-label="Start date" />
        </Form.Item>
        <Form.Item name="endDate" label="End date" dependencies={['startDate']} rules={[rules.requiredSelect('End date'), periodRule]}>
          <DatePicker format="DD/MM/YYYY" aria-label="End date" />
        </Form.Item>
      </Space>
      <Form.Item name="reviewerId" label="Reviewer" extra={initial ? undefined : 'Default: your manager (or you, for a goal you set for a report)'}>
        <PersonPicker purpose="EMPLOYEES" allowClear placeholder={initial?.reviewer?.name ?? 'Default reviewer'} aria-label="Reviewer" />
      </Form.Item>
      <Form.Item name="isPrivate" valuePropName="checked" extra="A private goal is seen only by its assignee, its reviewer and admins">
        <Checkbox>Private</Checkbox>
      </Form.Item>
      <FileField
        name="document"
        label={initial?.supportingDocumentFilename ? `Supporting document (replaces ${initial.supportingDocumentFilename})` : 'Supporting document'}
      />
      {progress !== null && <Progress percent={progress} size="small" aria-label="Upload progress" />}
    </PageForm>
  );
}
