/**
 * Sign in (`/login`). A failed sign-in shows "Please enter correct email and password"; a session that expired
 * elsewhere shows its notice here. On success the session is stored and the user goes to /main.
 * The call (signIn.ts) and Apollo Client load when the visitor first focuses the form, not with the page (bundle
 * budget); antd Typography stays out too (plain elements styled from the theme).
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Form, Input, theme } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { rules } from '../../shared/formRules';
import { clearNotice, peekNotice, setSession } from '../../shared/session';
import { useSubmittable } from '../../shared/useSubmittable';
import { PublicPanel } from '../../shared/PublicPanel';
import { PageTitle } from '../../shared/PageTitle';
import { useClientLoader } from '../../app/client';

export const LOGIN_FAILED = 'Please enter correct email and password';
export const LOGIN_UNAVAILABLE = 'Failed to sign in, please try again later';

interface LoginValues {
  email: string;
  password: string;
}

/** The sign-in module and THE client, loaded together (again after a failed download). */
const loadSignIn = (loadClient: ReturnType<typeof useClientLoader>) =>
  Promise.all([import('./signIn'), loadClient()]);

export function LoginPage() {
  const [form] = Form.useForm<LoginValues>();
  const submittable = useSubmittable(form);
  const navigate = useNavigate();
  const loadClient = useClientLoader();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { token } = theme.useToken();
  const [notice] = useState(peekNotice);
  useEffect(clearNotice, []);

  const prefetch = () => void loadSignIn(loadClient).catch(() => undefined);

  const onFinish = async ({ email, password }: LoginValues) => {
    setFailure(null);
    setLoading(true);
    try {
      const [{ signIn }, client] = await loadSignIn(loadClient);
      const result = await signIn(client, email.trim(), password);
      if ('failure' in result) {
        setFailure(result.failure === 'unavailable' ? LOGIN_UNAVAILABLE : LOGIN_FAILED);
        return;
      }
      setSession(result.session.token, result.session.user);
      navigate('/main', { replace: true });
    } catch {
      setFailure(LOGIN_UNAVAILABLE);
    } finally {
      setLoading(false);
    }
  };

  return (
    <PublicPanel maxWidth={420} accent>
        <div style={{ color: token.colorPrimary, fontSize: 18, fontWeight: token.fontWeightStrong }}>HR Workforce</div>
        <div style={{ margin: '4px 0 16px' }}>
          <PageTitle>Sign in</PageTitle>
        </div>
        {notice && !failure && <Alert type="warning" showIcon title={notice} style={{ marginBottom: 16 }} role="status" />}
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} role="alert" />}
        <Form form={form} layout="vertical" onFinish={onFinish} onFocus={prefetch} requiredMark>
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
