/**
 * Sign in (`/login`). A failed sign-in shows "Please enter correct email and password"; a session that expired
 * elsewhere shows its notice here. On success the session is stored and the user goes to the /main page they asked
 * for (`next`), or to /main.
 * Bundle budget (tests/e2e/bundle-budget.test.ts): the call (signIn.ts) and Apollo Client load when the visitor first
 * focuses the form, not with the page; the two fields use the kit's plain checks (shared/formRules `plainChecks`, the
 * same SPEC §5 messages, submit disabled while invalid) instead of antd's Form, and no antd Typography.
 */
import { useEffect, useLayoutEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Input, theme } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { plainChecks, plainError } from '../../shared/formRules';
import { clearNotice, peekNotice, setSession } from '../../shared/session';
import { PublicPanel } from '../../shared/PublicPanel';
import { PageTitle } from '../../shared/PageTitle';
import { primaryText, useThemeSettings } from '../../shared/theme';
import { useClientLoader, type LoadClient } from '../../app/client';
import { LoginField } from './LoginField';
import { afterSignIn } from '../../shared/paths';

export const LOGIN_FAILED = 'Please enter correct email and password';
export const LOGIN_UNAVAILABLE = 'Failed to sign in, please try again later';

const CHECKS = {
  email: [plainChecks.required('Email'), plainChecks.email()],
  password: [plainChecks.required('Password')],
};
type Field = keyof typeof CHECKS;

/** The sign-in module and THE client, loaded together (again after a failed download). */
const loadSignIn = (loadClient: LoadClient) => Promise.all([import('./signIn'), loadClient()]);

export function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const loadClient = useClientLoader();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  // Like antd's Form, a field's message shows once the visitor has changed it.
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { token } = theme.useToken();
  // The brand line in the theme's readable primary (on dark, the red itself is 2.9:1 on the panel).
  const brand = primaryText(useThemeSettings());
  const [notice] = useState(peekNotice);
  useEffect(clearNotice, []);
  // /login is prerendered (web/build/prerenderLogin.ts): its fields take no typing until React owns them, or what a
  // visitor typed before hydration would show in the field but not in the form's state. A client render unlocks
  // them before its first paint.
  const [live, setLive] = useState(false);
  useLayoutEffect(() => setLive(true), []);

  const errors = { email: plainError(values.email, CHECKS.email), password: plainError(values.password, CHECKS.password) };
  const submittable = !errors.email && !errors.password;
  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
  };
  // A field also counts as touched once left, and both do on an attempt to submit (Enter): a refusal is never just a
  // greyed button.
  const touch = (field: Field) => () => setTouched((t) => ({ ...t, [field]: true }));
  const shown = (field: Field) => (touched[field] ? errors[field] : null);
  const prefetch = () => void loadSignIn(loadClient).catch(() => undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!submittable) setTouched({ email: true, password: true });
    if (!submittable || loading) return;
    setFailure(null);
    setLoading(true);
    try {
      const [{ signIn }, client] = await loadSignIn(loadClient);
      const result = await signIn(client, values.email.trim(), values.password);
      if ('failure' in result) {
        setFailure(result.failure === 'throttled' ? result.message : result.failure === 'unavailable' ? LOGIN_UNAVAILABLE : LOGIN_FAILED);
        return;
      }
      setSession(result.session.token, result.session.user);
      navigate(afterSignIn(search), { replace: true });
    } catch {
      setFailure(LOGIN_UNAVAILABLE);
    } finally {
      setLoading(false);
    }
  };

  return (
    <PublicPanel maxWidth={420} accent>
      <div style={{ color: brand, fontSize: 18, fontWeight: token.fontWeightStrong }}>HR Workforce</div>
      <div style={{ margin: '4px 0 16px' }}>
        <PageTitle>Sign in</PageTitle>
      </div>
      {notice && !failure && <Alert type="warning" showIcon title={notice} style={{ marginBottom: 16 }} role="status" />}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} role="alert" />}
      <form onSubmit={(e) => void onSubmit(e)} onFocus={prefetch} noValidate>
        <LoginField
          id="login-email"
          label="Email"
          error={shown('email')}
          input={(p) => (
            <Input
              {...p}
              name="email"
              readOnly={!live}
              value={values.email}
              onChange={change('email')}
              onBlur={touch('email')}
              prefix={<MailOutlined />}
              autoComplete="username"
              placeholder="you@company.com"
            />
          )}
        />
        <LoginField
          id="login-password"
          label="Password"
          error={shown('password')}
          input={(p) => (
            <Input.Password
              {...p}
              name="password"
              readOnly={!live}
              value={values.password}
              onChange={change('password')}
              onBlur={touch('password')}
              prefix={<LockOutlined />}
              autoComplete="current-password"
            />
          )}
        />
        <Button type="primary" htmlType="submit" block loading={loading} disabled={!submittable}>
          Sign in
        </Button>
      </form>
      <div style={{ marginTop: 12, display: 'flex', justifyContent: 'space-between', gap: 12 }}>
        {/* Plain links: leaving /login's prerendered document loads the next address afresh anyway (App.tsx). */}
        <a href="/register">Register your company</a>
        <a href="/forgot-password">Forgot password?</a>
      </div>
    </PublicPanel>
  );
}
