/**
 * Change password: current, new and confirmation (must match). Success shows "Password changed successfully";
 * a BAD_REQUEST answer (wrong current password) shows "Current password is incorrect" on the field and as a toast.
 */
import { Button, Form, Input } from 'antd';
import { useChangePasswordMutation } from './profile.generated';
import { rules } from '../../shared/formRules';
import { hasCode } from '../../shared/errors';
import { notifyError, notifySuccess, showError } from '../../shared/notify';
import { useSubmittable } from '../../shared/useSubmittable';

export const PASSWORD_CHANGED = 'Password changed successfully';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function ChangePasswordForm() {
  const [form] = Form.useForm<Values>();
  const submittable = useSubmittable(form);
  const [changePassword, { loading }] = useChangePasswordMutation();

  const onFinish = async ({ oldPassword, newPassword }: Values) => {
    try {
      await changePassword({ variables: { oldPassword, newPassword } });
      notifySuccess(PASSWORD_CHANGED);
      form.resetFields();
    } catch (error) {
      if (hasCode(error, 'BAD_REQUEST')) {
        form.setFields([{ name: 'oldPassword', errors: [WRONG_CURRENT_PASSWORD] }]);
        notifyError(WRONG_CURRENT_PASSWORD);
      } else {
        showError(error, 'Failed to change password', form);
      }
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark>
      <Form.Item name="oldPassword" label="Current password" rules={[rules.required('Current password')]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label="New password"
        rules={[rules.required('New password'), rules.minLength('New password', 8), rules.maxLength('New password', 128)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="Confirm new password"
        dependencies={['newPassword']}
        rules={[rules.required('Confirm password'), rules.matchingPassword('newPassword')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={loading} disabled={!submittable}>
        Change password
      </Button>
    </Form>
  );
}
