/**
 * Company registration through the gateway (upstream extension POST /companies): a company registers on its own
 * subdomain with a logo, its admin receives the link (a real SMTP server) on the company's address, sets the
 * password and signs in to a company holding what it needs and nothing else; the admin's token opens no other
 * company; every refusal of the form (subdomain rules, reserved, taken in any case, industry) and the per-address
 * limit. Against a SPEC §7-only upstream registration is hidden and refused.
 *
 * @spec POST /companies
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DOMAIN_TAKEN, SUBDOMAIN_CHARACTERS, SUBDOMAIN_RESERVED } from '@hr/rules';
import { resetCapabilities } from '../../gateway/src/kit/capabilities';
import { REGISTRATION_UNAVAILABLE } from '../../gateway/src/modules/companies/resolver';
import { DEMO_POLICIES } from '../../upstream/src/actions/seed';
import { ACME } from '../../upstream/src/companies/acme';
import { REGISTRATION_LIMIT } from '../../upstream/src/companies/throttle';
import { DEMO_LEAVE_TYPES } from '../../upstream/src/leave/seed';
import { startSmtpReceiver, type SmtpReceiver } from '../../upstream/test/smtpReceiver';
import { graphql } from '../generated';
import type { RegisterCompanyInput } from '../generated/graphql';
import { dataOf, describeFull, gql, gqlUpload, present, startStack, type Stack } from '../support/stack';
import { CompanyRegistrationDocument as OFFERED } from '../../web/src/features/companies/companies.generated';

const REGISTER = graphql(`
  mutation RegistrationRegister($input: RegisterCompanyInput!, $logo: Upload) {
    registerCompany(input: $input, logo: $logo) {
      message
      company {
        name
        subdomain
        industry
        employeeCountRange
      }
      url
      email
      mailKept
      setPasswordUrl
    }
  }
`);
const SET = graphql(`
  mutation RegistrationSetPassword($t: String!, $p: String!) {
    setPassword(token: $t, password: $p) {
      email
    }
  }
`);
const LOGIN = graphql(`
  mutation RegistrationLogin($e: String!, $p: String!) {
    login(email: $e, password: $p) {
      token
    }
  }
`);
const COMPANY = graphql(`
  query RegistrationCompany {
    me {
      name
      roleTitle
      departmentName
      roles {
        admin
      }
    }
    employees(limit: -1) {
      count
    }
    departments(limit: -1) {
      items {
        departmentName
      }
    }
    leaveTypes(limit: -1) {
      items {
        leaveName
      }
    }
    actionPolicies(limit: -1) {
      items {
        actionId
      }
    }
  }
`);
const ME = graphql(`
  query RegistrationMe {
    me {
      name
    }
  }
`);

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const START = new Date('2026-03-02T09:00:00Z');

const form = (patch: Partial<RegisterCompanyInput> = {}): RegisterCompanyInput => ({
  companyName: 'Northwind Contact',
  industry: 'Call centre',
  employeeCountRange: '11-50',
  subdomain: 'northwind',
  email: 'founder@northwind.test',
  firstName: 'Nora',
  lastName: 'Winters',
  ...patch,
});

describeFull('registration (full profile)', () => {
  let smtp: SmtpReceiver;
  let stack: Stack;
  let now = START;
  let adminToken: string;
  const company = { 'x-company': 'northwind' };

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    stack = await startStack({ upstream: { profile: 'full', build: { smtpUrl: smtp.url, today: () => now } } });
  });
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
    resetCapabilities();
  });

  it('registers the company with its logo; the mailed link sets the password on its address; its admin signs in there', async () => {
    expect(dataOf(await gql(stack, OFFERED)).companyRegistration).toBe(true);
    const res = await gqlUpload(
      stack,
      REGISTER,
      { input: form({ subdomain: 'NorthWind' }) },
      { logo: { name: 'logo.png', type: 'image/png', content: PNG } },
      null,
    );
    expect(dataOf(res).registerCompany).toEqual({
      message: 'Company registered. Check your email to set your password',
      company: { name: 'Northwind Contact', subdomain: 'northwind', industry: 'Call centre', employeeCountRange: '11-50' },
      url: 'http://northwind.localhost:4000',
      email: 'founder@northwind.test',
      mailKept: false,
      setPasswordUrl: null,
    });
    const mail = await smtp.waitFor('founder@northwind.test');
    expect(mail.text).toContain('http://northwind.localhost:4000/set-password?token=');
    const token = present(mail.token, 'the link token');
    // The link belongs to the new company: on the demo company it is unknown.
    expect((await gql(stack, SET, { t: token, p: 'Northwind-2026!' })).errors?.[0].message).toBe('This link is invalid or has expired');
    expect(dataOf(await gql(stack, SET, { t: token, p: 'Northwind-2026!' }, null, company)).setPassword.email).toBe('founder@northwind.test');
    adminToken = dataOf(await gql(stack, LOGIN, { e: 'founder@northwind.test', p: 'Northwind-2026!' }, null, company)).login.token;
  });

  it('starts the company with its admin, an HR department and the default leave and action types only', async () => {
    const data = dataOf(await gql(stack, COMPANY, {}, adminToken, company));
    expect(data.me).toEqual({ name: 'Nora Winters', roleTitle: 'CEO', departmentName: 'HR', roles: { admin: true } });
    expect(data.employees.count).toBe(1);
    expect(data.departments.items.map((d) => d.departmentName)).toEqual(['HR']);
    expect(data.leaveTypes.items.map((t) => t.leaveName).sort()).toEqual(DEMO_LEAVE_TYPES.map((t) => t.leave_name).sort());
    expect(data.actionPolicies.items.map((p) => p.actionId).sort()).toEqual(DEMO_POLICIES.map((p) => p.action_ID).sort());
  });

  it("refuses the new admin's token on the demo company and on acme", async () => {
    const elsewhere: Record<string, string>[] = [{}, { 'x-company': ACME.subdomain }];
    for (const headers of elsewhere) {
      expect((await gql(stack, ME, {}, adminToken, headers)).errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    }
  });

  const refusals: [string, Partial<RegisterCompanyInput>, string, string][] = [
    ['too short', { subdomain: 'ab' }, 'subdomain', 'Subdomain must be greater than 3 characters'],
    ['too long', { subdomain: 'a'.repeat(64) }, 'subdomain', 'Subdomain must be less than 63 characters'],
    ['starting with a hyphen', { subdomain: '-north' }, 'subdomain', SUBDOMAIN_CHARACTERS],
    ['ending with a hyphen', { subdomain: 'north-' }, 'subdomain', SUBDOMAIN_CHARACTERS],
    ['with other characters', { subdomain: 'north_wind' }, 'subdomain', SUBDOMAIN_CHARACTERS],
    ['reserved (www)', { subdomain: 'www' }, 'subdomain', SUBDOMAIN_RESERVED],
    ['reserved (admin)', { subdomain: 'Admin' }, 'subdomain', SUBDOMAIN_RESERVED],
    ['taken, in another case', { subdomain: 'NORTHWIND' }, 'subdomain', DOMAIN_TAKEN],
    ['an unknown industry', { industry: 'Alchemy' }, 'industry', 'Industry must be one of the listed industries'],
    [
      'an unknown size',
      { employeeCountRange: '7' },
      'employeeCountRange',
      'Employee count range must be one of: 1-10, 11-50, 51-200, 201-500, 501-1000, 1001-5000, 5001+',
    ],
    ['no e-mail', { email: '' }, 'email', 'Email is required'],
  ];
  it.each(refusals)('refuses a subdomain or field %s with its message on the field', async (_what, patch, field, message) => {
    const res = await gql(stack, REGISTER, { input: form({ subdomain: 'other-co', ...patch }) });
    expect(res.errors?.map((e) => [e.extensions?.code, e.message, e.extensions?.fieldErrors])).toEqual([['BAD_USER_INPUT', message, [{ field, message }]]]);
  });

  it('refuses a logo that is not a PNG or JPEG', async () => {
    const res = await gqlUpload(
      stack,
      REGISTER,
      { input: form({ subdomain: 'logo-co' }) },
      { logo: { name: 'logo.png', type: 'image/png', content: '<svg/>' } },
      null,
    );
    expect(res.errors?.[0].extensions?.fieldErrors).toEqual([{ field: 'logo', message: 'The logo must be a PNG or JPEG file' }]);
  });

  it('limits registrations per address: past the limit a clear message, until the hour is over', async () => {
    now = new Date(START.getTime() + 2 * 3600_000); // a fresh hour: the attempts above are forgotten
    for (let i = 0; i < REGISTRATION_LIMIT.attempts; i++) {
      expect((await gql(stack, REGISTER, { input: form({ subdomain: 'northwind' }) })).errors?.[0].message).toBe(DOMAIN_TAKEN);
    }
    const refused = await gql(stack, REGISTER, { input: form({ subdomain: 'southwind', email: 'late@southwind.test' }) });
    expect(refused.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([
      ['TOO_MANY_ATTEMPTS', 'Too many registrations from this address. Please try again in 60 minutes.'],
    ]);
    now = new Date(now.getTime() + 3600_000 + 1000);
    expect(dataOf(await gql(stack, REGISTER, { input: form({ subdomain: 'southwind', email: 'late@southwind.test' }) })).registerCompany.url).toBe(
      'http://southwind.localhost:4000',
    );
  });
});

describe('registration on a SPEC §7-only upstream', () => {
  let stack: Stack;
  beforeAll(async () => {
    resetCapabilities();
    stack = await startStack({ upstream: { profile: 'spec' } });
  });
  afterAll(async () => {
    await stack?.close();
    resetCapabilities();
  });

  it('is hidden and refused', async () => {
    expect(dataOf(await gql(stack, OFFERED)).companyRegistration).toBe(false);
    const res = await gql(stack, REGISTER, { input: form() });
    expect(res.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['NOT_FOUND', REGISTRATION_UNAVAILABLE]]);
  });
});
