/**
 * Change password: current, new and confirmation (must match). Success shows "Password changed successfully";
 * a BAD_REQUEST answer (wrong current password) shows "Current password is incorrect" on the field and as a toast.
 */
import { Form, Input, type FormInstance } from 'antd';
import { useChangePasswordMutation } from './profile.generated';
import { rules } from '../../shared/formRules';
import { hasCode } from '../../shared/errors';
import { notifyError } from '../../shared/notify';
import { PageForm } from '../../shared/PageForm';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

export const PASSWORD_CHANGED = 'Password changed successfully';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** A wrong current password is the upstream's BAD_REQUEST: worded on the field and as a toast. */
function wrongCurrentPassword(error: unknown, form: FormInstance<Values>): boolean {
  if (!hasCode(error, 'BAD_REQUEST')) return false;
  form.setFields([{ name: 'oldPassword', errors: [WRONG_CURRENT_PASSWORD] }]);
  notifyError(WRONG_CURRENT_PASSWORD);
  return true;
}

/** The web asks for at most 128 characters, fewer than the upstream takes. */
const NEW_PASSWORD_MAX = 128;

export function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();

  return (
    <PageForm<Values>
      save={({ oldPassword, newPassword }) => changePassword({ variables: { oldPassword, newPassword } })}
      success={PASSWORD_CHANGED}
      failure="Failed to change password"
      onError={wrongCurrentPassword}
      reset
      submitText="Change password"
    >
      <Form.Item name="oldPassword" label="Current password" rules={[rules.required('Current password')]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label="New password"
        rules={[
          rules.required('New password'),
          rules.minLength('New password', FIELD_LIMITS['PATCH /employees/change_password'].new_password.min),
          rules.maxLength('New password', NEW_PASSWORD_MAX),
        ]}
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
    </PageForm>
  );
}
