/**
 * `/forgot-password` (public): the visitor gives their e-mail and is told to check it ("check email to reset
 * password", SPEC §8), whether or not such an account exists. A server without password links (SPEC §7 only) says so.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useClientLoader } from '../../app/client';
import { PublicPanel } from '../../shared/PublicPanel';
import { PageTitle } from '../../shared/PageTitle';
import { rules } from '../../shared/formRules';
import { errorMessage } from '../../shared/errors';
import { PasswordResetDocument, RequestPasswordResetDocument } from '../mail/mail.generated';

export const NO_PASSWORD_LINKS = 'Password reset is not available on this server; ask an administrator.';

export function ForgotPasswordPage() {
  const loadClient = useClientLoader();
  const [offered, setOffered] = useState<boolean | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    loadClient()
      .then((client) => client.query({ query: PasswordResetDocument, fetchPolicy: 'network-only' }))
      .then(({ data }) => setOffered(data?.passwordReset ?? true), () => setOffered(true));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit
  }, []);

  const onFinish = async ({ email }: { email: string }) => {
    setFailure(null);
    setLoading(true);
    try {
      const client = await loadClient();
      const { data } = await client.mutate({ mutation: RequestPasswordResetDocument, variables: { email: email.trim() } });
      setSent(data?.requestPasswordReset.message ?? null);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <PublicPanel maxWidth={420} accent>
      <div style={{ marginBottom: 16 }}>
        <PageTitle>Forgot password</PageTitle>
      </div>
      {offered === false && <Alert type="info" showIcon title={NO_PASSWORD_LINKS} style={{ marginBottom: 16 }} />}
      {sent && <Alert type="success" showIcon title={sent} style={{ marginBottom: 16 }} role="status" />}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} role="alert" />}
      {offered !== false && !sent && (
        <Form layout="vertical" onFinish={(v: { email: string }) => void onFinish(v)}>
          <Form.Item name="email" label="Email" rules={[rules.required('Email'), rules.email()]}>
            <Input prefix={<MailOutlined />} autoComplete="username" inputMode="email" placeholder="you@company.com" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading}>
            Send reset link
          </Button>
        </Form>
      )}
      <div style={{ marginTop: 16 }}>
        <Link to="/login">Back to sign in</Link>
      </div>
    </PublicPanel>
  );
}
