/**
 * HR's pass mark form on the passed-interviews tracker (the verdict it feeds is ./PassMark). A module of its own, loaded
 * after the page's first paint: it shows nothing until the recruitment settings are in anyway.
 */
import { useEffect } from 'react';
import { Form } from 'antd';
import { useRecruitmentSettingsQuery, useUpdateRecruitmentSettingsMutation } from './recruitment.generated';
import { useFailureToast } from '../../shared/feedback';
import { rules } from '../../shared/formRules';
import { NumberInput } from '../../shared/NumberInput';
import { PageForm } from '../../shared/PageForm';
import { Text } from '../../shared/Text';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

/** HR's small form to change the pass mark (shown only when the backend can store it). */
export function PassMarkForm({ onSaved }: { onSaved?: () => void }) {
  const { data, error } = useRecruitmentSettingsQuery();
  useFailureToast(error, 'load the pass mark');
  const [save] = useUpdateRecruitmentSettingsMutation();
  const [form] = Form.useForm<{ passMark: number | null }>();
  const settings = data?.recruitmentSettings;
  useEffect(() => {
    if (settings) form.setFieldsValue({ passMark: settings.passMark });
  }, [settings, form]);
  if (!settings) return null;
  if (!settings.configurable) return <Text type="secondary">Pass mark {settings.passMark} (this backend cannot change it)</Text>;
  return (
    <PageForm<{ passMark: number | null }>
      form={form}
      save={(v) => save({ variables: { passMark: Number(v.passMark) } })}
      success="Pass mark saved"
      failure="Failed to save the pass mark"
      onSaved={() => onSaved?.()}
      submitText="Save pass mark"
      plainSubmit
      alwaysSubmittable
      layout="inline"
      aria-label="Pass mark"
      style={{ rowGap: 8 }}
    >
      <Form.Item
        name="passMark"
        label="English pass mark (0–10)"
        tooltip="The English average an interview needs to pass"
        rules={[
          rules.requiredSelect('Pass mark'),
          rules.numeric(),
          rules.lessThanOrEqual('Pass mark', FIELD_LIMITS['PUT /recruitment/settings'].pass_mark.max),
        ]}
      >
        <NumberInput style={{ width: 100 }} />
      </Form.Item>
    </PageForm>
  );
}
