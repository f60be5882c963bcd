/** Give kudos to a colleague with a message (SPEC §5 rules: both required, message at most 500 characters). */
import { Button, Form, Input } from 'antd';
import { Select } from '../../shared/deferred';
import { useGiveKudosMutation, useKudosColleaguesQuery } from './kudos.generated';
import { rules } from '../../shared/formRules';
import { notifySuccess, showError } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { useSubmittable } from '../../shared/useSubmittable';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

export const MESSAGE_MAX = FIELD_LIMITS['POST /kudos'].message.max;

export function GiveKudosForm({ receiverId, onGiven }: { receiverId?: string; onGiven?: () => void }) {
  const [form] = Form.useForm<{ receiverId: string; message: string }>();
  const submittable = useSubmittable(form);
  const { user } = useSession();
  const colleagues = useKudosColleaguesQuery({ skip: Boolean(receiverId) });
  const [give, giving] = useGiveKudosMutation();
  const options = (colleagues.data?.employees.items ?? []).filter((e) => e.id !== user?.id).map((e) => ({ value: e.id, label: e.name ?? e.id }));

  const onFinish = async (values: { receiverId: string; message: string }) => {
    try {
      await give({ variables: { receiverId: receiverId ?? values.receiverId, message: values.message.trim() } });
      notifySuccess('Kudos sent');
      form.resetFields();
      onGiven?.();
    } catch (error) {
      showError(error, 'An error has occured while creating!', form);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark style={{ maxWidth: 560 }} initialValues={receiverId ? { receiverId } : undefined}>
      {!receiverId && (
        <Form.Item name="receiverId" label="Colleague" rules={[rules.requiredSelect('Colleague')]}>
          <Select showSearch optionFilterProp="label" options={options} loading={colleagues.loading} placeholder="Who deserves kudos?" aria-label="Colleague" />
        </Form.Item>
      )}
      <Form.Item name="message" label="Message" rules={[rules.required('Message'), rules.maxLength('Message', MESSAGE_MAX)]}>
        <Input.TextArea rows={3} placeholder="Thanks for ..." />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={!submittable} loading={giving.loading}>
        Give kudos
      </Button>
    </Form>
  );
}
