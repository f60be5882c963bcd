/**
 * `/register` (public): a company registers on its own subdomain (SPEC §1, §3 Company) with its first admin, who is
 * e-mailed a link to set their password on the company's address. The industry and size lists and the subdomain
 * rules are @hr/rules' (the server checks the same); "Domain is already taken" and the other server refusals land on
 * their fields. A server without registration (SPEC §7 only) says so instead of the form.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Form, Input, type UploadFile } from 'antd';
import { EMPLOYEE_COUNT_RANGES, INDUSTRIES, normalSubdomain, subdomainProblem } from '@hr/rules';
import { useClientLoader } from '../../app/client';
import { FIELD_LIMITS } from '../../generated/fieldLimits';
import { Select } from '../../shared/deferred';
import { FileField, pickedFile } from '../../shared/FileField';
import { rules } from '../../shared/formRules';
import { graphqlErrors } from '../../shared/errors';
import { placeFieldErrors } from '../../shared/notify';
import { PageTitle } from '../../shared/PageTitle';
import { PublicPanel } from '../../shared/PublicPanel';
import { Paragraph } from '../../shared/Text';
import { useSubmittable } from '../../shared/useSubmittable';
import { CompanyRegistrationDocument, RegisterCompanyDocument, type RegisterCompanyMutation } from './companies.generated';

export const REGISTRATION_UNAVAILABLE = 'Company registration is not available on this server.';
const LOGO_TYPES = ['.png', '.jpg', '.jpeg'] as const;
const LOGO_MESSAGE = 'The logo must be a PNG or JPEG file';
const LIMITS = FIELD_LIMITS['POST /companies'];

interface Values {
  companyName: string;
  industry: string;
  employeeCountRange: string;
  subdomain: string;
  email: string;
  firstName: string;
  lastName: string;
  logo?: UploadFile[];
}

/**
 * The address a subdomain gets, as this page is reached: `acme.localhost:4000` from `localhost:4000` (or one of its
 * subdomains, or a bare IP address, which has none), `acme.hr.example.com` from `hr.example.com`.
 */
export function addressFor(subdomain: string, location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location): string {
  const local = location.hostname.endsWith('.localhost') || /^[\d.]+$|^\[/.test(location.hostname);
  const base = local ? 'localhost' : location.hostname;
  return `${location.protocol}//${subdomain}.${base}${location.port ? `:${location.port}` : ''}`;
}

const subdomainRule = {
  validator: (_rule: unknown, value: unknown) => {
    const problem = typeof value === 'string' && value.trim().length >= LIMITS.subdomain.min ? subdomainProblem(normalSubdomain(value)) : null;
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};

function Registered({ answer }: { answer: RegisterCompanyMutation['registerCompany'] }) {
  return (
    <div role="status">
      <Alert type="success" showIcon title="Check your email" description={`${answer.message}.`} style={{ marginBottom: 16 }} />
      <Paragraph>
        We sent a link to set your password to <strong>{answer.email}</strong>. Then sign in at <a href={answer.url}>{answer.url}</a>.
      </Paragraph>
      {answer.mailKept && (
        <Alert
          type="info"
          showIcon
          title="This server sends no e-mail"
          description={
            <>
              No mail server is set up, so the message was kept in the outbox instead of being sent.{' '}
              {answer.setPasswordUrl && <a href={answer.setPasswordUrl}>Set your password here</a>}
            </>
          }
        />
      )}
    </div>
  );
}

export function RegisterCompanyPage() {
  const loadClient = useClientLoader();
  const [form] = Form.useForm<Values>();
  const submittable = useSubmittable(form);
  const subdomain = normalSubdomain(Form.useWatch('subdomain', form) ?? '');
  const [offered, setOffered] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [answer, setAnswer] = useState<RegisterCompanyMutation['registerCompany'] | null>(null);

  useEffect(() => {
    loadClient()
      .then((client) => client.query({ query: CompanyRegistrationDocument, fetchPolicy: 'network-only' }))
      .then(
        ({ data }) => setOffered(data?.companyRegistration ?? true),
        () => setOffered(true),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit
  }, []);

  const submit = async ({ logo, ...values }: Values) => {
    setFailure(null);
    setLoading(true);
    try {
      const client = await loadClient();
      const input = { ...values, subdomain: normalSubdomain(values.subdomain), email: values.email.trim() };
      const { data } = await client.mutate({ mutation: RegisterCompanyDocument, variables: { input, logo: pickedFile(logo) } });
      if (data) setAnswer(data.registerCompany);
    } catch (error) {
      const errors = graphqlErrors(error);
      const placed = errors.flatMap((e) => placeFieldErrors(form, e.fieldErrors));
      const left = errors.filter((e) => e.fieldErrors.length === 0 || e.fieldErrors.some((f) => !placed.includes(f)));
      if (!placed.length || left.length) setFailure(left[0]?.message || 'Failed to register the company, please try again later');
    } finally {
      setLoading(false);
    }
  };

  return (
    <PublicPanel maxWidth={560} accent>
      <div style={{ marginBottom: 16 }}>
        <PageTitle>Register your company</PageTitle>
      </div>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} role="alert" />}
      {offered === false && <Alert type="info" showIcon title={REGISTRATION_UNAVAILABLE} style={{ marginBottom: 16 }} />}
      {answer && <Registered answer={answer} />}
      {offered !== false && !answer && (
        <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark>
          <Form.Item name="companyName" label="Company name" rules={[rules.required('Company name'), rules.maxLength('Company name', LIMITS.company_name.max)]}>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item name="industry" label="Industry" rules={[rules.requiredSelect('Industry')]}>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder="Search industries"
              aria-label="Industry"
              options={INDUSTRIES.map((i) => ({ value: i, label: i }))}
            />
          </Form.Item>
          <Form.Item name="employeeCountRange" label="Employees" rules={[rules.requiredSelect('Employee count range')]}>
            <Select placeholder="How many people work there" aria-label="Employees" options={EMPLOYEE_COUNT_RANGES.map((r) => ({ value: r, label: r }))} />
          </Form.Item>
          <Form.Item
            name="subdomain"
            label="Subdomain"
            rules={[
              rules.required('Subdomain'),
              rules.minLength('Subdomain', LIMITS.subdomain.min),
              rules.maxLength('Subdomain', LIMITS.subdomain.max),
              subdomainRule,
            ]}
            extra={subdomain ? `Your company's address: ${addressFor(subdomain)}` : 'Lowercase letters, digits and hyphens; your company gets its own address'}
          >
            <Input autoComplete="off" spellCheck={false} />
          </Form.Item>
          <FileField name="logo" label="Logo" types={LOGO_TYPES} typeMessage={LOGO_MESSAGE} />
          <Form.Item name="email" label="Your email" rules={[rules.required('Email'), rules.email()]}>
            <Input autoComplete="email" inputMode="email" placeholder="you@company.com" />
          </Form.Item>
          <Form.Item name="firstName" label="First name" rules={[rules.required('First name'), rules.maxLength('First name', LIMITS.first_name.max)]}>
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item name="lastName" label="Last name" rules={[rules.required('Last name'), rules.maxLength('Last name', LIMITS.last_name.max)]}>
            <Input autoComplete="family-name" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading} disabled={!submittable}>
            Register
          </Button>
        </Form>
      )}
      <div style={{ marginTop: 16 }}>
        Already registered? <Link to="/login">Sign in</Link>
      </div>
    </PublicPanel>
  );
}
