/**
 * The pass mark beside the hiring decision (issue 13 "beyond the spec"): "Average 7.8 — pass mark 7: passes" or
 * "... below the pass mark", from the English average and the stored pass mark (a recruitment setting HR changes on
 * the passed-interviews tracker, `PassMarkForm`).
 */
import { useEffect } from 'react';
import { Button, Form, Tag } from 'antd';
import { useRecruitmentSettingsQuery, useUpdateRecruitmentSettingsMutation } from './recruitment.generated';
import { useFailureToast } from '../../shared/feedback';
import { rules } from '../../shared/formRules';
import { NumberInput } from '../../shared/NumberInput';
import { notifySuccess, showError } from '../../shared/notify';
import { Text } from '../../shared/Text';

/** The verdict in words; `meets` is the server's (null: no English score). */
export function passMarkText(average: number | null | undefined, mark: number): string {
  if (average === null || average === undefined) return `No English scores — pass mark ${mark}`;
  return `Average ${average} — pass mark ${mark}: ${average >= mark ? 'passes' : 'below the pass mark'}`;
}

/** The verdict as a tag (green when it passes, orange below; plain without scores). */
export function PassMarkVerdict({ average, mark }: { average: number | null | undefined; mark: number | null | undefined }) {
  if (mark === null || mark === undefined) return <>{average ?? '—'}</>;
  const color = average === null || average === undefined ? undefined : average >= mark ? 'green' : 'orange';
  return <Tag color={color} style={{ whiteSpace: 'normal' }}>{passMarkText(average, mark)}</Tag>;
}

/** HR's small form to change the pass mark (shown only when the backend can store it). */
export function PassMarkForm({ onSaved }: { onSaved?: () => void }) {
  const { data, error } = useRecruitmentSettingsQuery();
  useFailureToast(error, 'load the pass mark');
  const [save, { loading }] = useUpdateRecruitmentSettingsMutation();
  const [form] = Form.useForm<{ passMark: number | null }>();
  const settings = data?.recruitmentSettings;
  useEffect(() => {
    if (settings) form.setFieldsValue({ passMark: settings.passMark });
  }, [settings, form]);
  if (!settings) return null;
  if (!settings.configurable) return <Text type="secondary">Pass mark {settings.passMark} (this backend cannot change it)</Text>;
  const onFinish = async (v: { passMark: number | null }) => {
    try {
      await save({ variables: { passMark: Number(v.passMark) } });
      notifySuccess('Pass mark saved');
      onSaved?.();
    } catch (e) {
      showError(e, 'Failed to save the pass mark', form);
    }
  };
  return (
    <Form form={form} layout="inline" onFinish={onFinish} aria-label="Pass mark" style={{ rowGap: 8 }}>
      <Form.Item
        name="passMark"
        label="English pass mark (0–10)"
        tooltip="The English average an interview needs to pass"
        rules={[rules.requiredSelect('Pass mark'), rules.numeric(), rules.lessThanOrEqual('Pass mark', 10)]}
      >
        <NumberInput style={{ width: 100 }} />
      </Form.Item>
      <Button htmlType="submit" loading={loading}>
        Save pass mark
      </Button>
    </Form>
  );
}
