/**
 * Sign in (`/login`). A failed sign-in shows "Please enter correct email and password"; a session that expired
 * elsewhere shows its notice here. On success the session is stored and the user goes to /main.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Form, Input, Typography, theme } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useLoginMutation } from './auth.generated';
import { rules } from '../../shared/formRules';
import { clearNotice, peekNotice, setSession } from '../../shared/session';
import { errorCode } from '../../shared/errors';
import { useSubmittable } from '../../shared/useSubmittable';
import { PublicPanel } from '../../shared/PublicPanel';
import { PageTitle } from '../../shared/PageTitle';

export const LOGIN_FAILED = 'Please enter correct email and password';
export const LOGIN_UNAVAILABLE = 'Failed to sign in, please try again later';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginPage() {
  const [form] = Form.useForm<LoginValues>();
  const submittable = useSubmittable(form);
  const navigate = useNavigate();
  const client = useApolloClient();
  const [login, { loading }] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { token } = theme.useToken();
  const [notice] = useState(peekNotice);
  useEffect(clearNotice, []);

  const onFinish = async ({ email, password }: LoginValues) => {
    setFailure(null);
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (!data) throw new Error('no data');
      await client.clearStore();
      setSession(data.login.token, data.login.user);
      navigate('/main', { replace: true });
    } catch (error) {
      const code = errorCode(error);
      setFailure(code === null || code === 'UPSTREAM_UNAVAILABLE' ? LOGIN_UNAVAILABLE : LOGIN_FAILED);
    }
  };

  return (
    <PublicPanel maxWidth={420} accent>
        <Typography.Text strong style={{ color: token.colorPrimary, fontSize: 18 }}>
          HR Workforce
        </Typography.Text>
        <div style={{ margin: '4px 0 16px' }}>
          <PageTitle>Sign in</PageTitle>
        </div>
        {notice && !failure && <Alert type="warning" showIcon title={notice} style={{ marginBottom: 16 }} role="status" />}
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} role="alert" />}
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark>
          <Form.Item name="email" label="Email" rules={[rules.required('Email'), rules.email()]}>
            <Input prefix={<MailOutlined />} autoComplete="username" placeholder="you@company.com" />
          </Form.Item>
          <Form.Item name="password" label="Password" rules={[rules.required('Password')]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading} disabled={!submittable}>
            Sign in
          </Button>
        </Form>
    </PublicPanel>
  );
}
