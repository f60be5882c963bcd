/**
 * `/forgot-password` (public): the visitor gives their e-mail and is told to check it ("check email to reset
 * password", SPEC §8), whether or not such an account exists. A server without password links (SPEC §7 only) says so.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useClientLoader } from '../../app/client';
import { rules } from '../../shared/formRules';
import { PasswordResetDocument, RequestPasswordResetDocument } from '../mail/mail.generated';
import { PasswordPanel, usePasswordCall } from './PasswordPanel';

export const NO_PASSWORD_LINKS = 'Password reset is not available on this server; ask an administrator.';

export function ForgotPasswordPage() {
  const loadClient = useClientLoader();
  const [offered, setOffered] = useState<boolean | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { run, failure, loading } = usePasswordCall(async ({ email }: { email: string }) => {
    const client = await loadClient();
    const { data } = await client.mutate({ mutation: RequestPasswordResetDocument, variables: { email: email.trim() } });
    setSent(data?.requestPasswordReset.message ?? null);
  });

  useEffect(() => {
    loadClient()
      .then((client) => client.query({ query: PasswordResetDocument, fetchPolicy: 'network-only' }))
      .then(
        ({ data }) => setOffered(data?.passwordReset ?? true),
        () => setOffered(true),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit
  }, []);

  return (
    <PasswordPanel title="Forgot password" failure={failure}>
      {offered === false && <Alert type="info" showIcon title={NO_PASSWORD_LINKS} style={{ marginBottom: 16 }} />}
      {sent && <Alert type="success" showIcon title={sent} style={{ marginBottom: 16 }} role="status" />}
      {offered !== false && !sent && (
        <Form layout="vertical" onFinish={run}>
          <Form.Item name="email" label="Email" rules={[rules.required('Email'), rules.email()]}>
            <Input prefix={<MailOutlined />} autoComplete="username" inputMode="email" placeholder="you@company.com" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading}>
            Send reset link
          </Button>
        </Form>
      )}
    </PasswordPanel>
  );
}
