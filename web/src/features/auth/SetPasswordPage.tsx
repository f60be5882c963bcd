/**
 * `/set-password?token=…` (public): the page of the e-mailed invitation (72 hours) and reset (1 hour) links. Each
 * link sets the password once; then the visitor signs in with it.
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useClientLoader } from '../../app/client';
import { rules } from '../../shared/formRules';
import { notifySuccess } from '../../shared/notify';
import { SetPasswordDocument } from '../mail/mail.generated';
import { PasswordPanel, usePasswordCall } from './PasswordPanel';

interface Values {
  password: string;
  confirmPassword: string;
}

export function SetPasswordPage() {
  const loadClient = useClientLoader();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const { run, failure, loading } = usePasswordCall(async ({ password }: Values) => {
    const client = await loadClient();
    const { data } = await client.mutate({ mutation: SetPasswordDocument, variables: { token, password } });
    if (!data) return;
    notifySuccess(data.setPassword.message);
    navigate('/login', { replace: true });
  });

  return (
    <PasswordPanel title="Set your password" failure={failure}>
      {!token && <Alert type="error" showIcon title="This link is invalid or has expired" style={{ marginBottom: 16 }} role="alert" />}
      {token && (
        <Form<Values> layout="vertical" onFinish={run}>
          <Form.Item name="password" label="New password" rules={[rules.required('Password'), { min: 8, message: 'Password must be at least 8 characters' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label="Confirm password"
            dependencies={['password']}
            rules={[
              rules.required('Confirm password'),
              ({ getFieldValue }) => ({
                validator: (_r, v) =>
                  !v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error("Passwords you entered don't match")),
              }),
            ]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading}>
            Set password
          </Button>
        </Form>
      )}
    </PasswordPanel>
  );
}
