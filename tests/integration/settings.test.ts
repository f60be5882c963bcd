/**
 * Company settings through the gateway: only the admins' rule opens the settings (every demo account tried), the
 * Jira API token never comes back in any answer, what an admin saves (name, colours, copyright, logo) is what everyone
 * in the company is shown, each company keeps its own, and the first-run checklist ticks itself from the data. On a
 * SPEC §7-only upstream the gateway serves the product's defaults and hides the page.
 *
 * @spec GET /company/settings/branding, GET /company/settings, PUT /company/settings, PUT /company/settings/logo
 * @spec DELETE /company/settings/logo, POST /company/settings/jira_test
 * @spec GET /company/settings/checklist, PUT /company/settings/checklist
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { manifest } from '../../gateway/src/modules/settings';
import { resetCapabilities } from '../../gateway/src/kit/capabilities';
import { ACME } from '../../upstream/src/companies/acme';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../upstream/src/seed';
import { DOCUMENTS } from '../../upstream/test/documentSamples';
import { graphql } from '../generated';
import { dataOf, describeFull, gql, gqlUpload, itFull, itSpec, loginAs, startStack, type Stack } from '../support/stack';
import {
  CompanyBrandingDocument as BRANDING,
  TestJiraConnectionDocument as JIRA_TEST,
  SetupChecklistDocument as CHECKLIST,
} from '../../web/src/features/settings/settings.generated';

const TOKEN = 'never-shown-jira-token-91c2';
const ACME_HEADER = { 'x-company': ACME.subdomain };

const SETTINGS = graphql(`
  query SettingsOfCompany {
    companySettings {
      name
      copyright
      primaryColor
      jiraUrl
      jiraUsername
      jiraTokenSet
    }
  }
`);
const UPDATE = graphql(`
  mutation SettingsUpdate($input: CompanySettingsInput!) {
    updateCompanySettings(input: $input) {
      name
      copyright
      primaryColor
      secondaryColor
      jiraUrl
      jiraUsername
      jiraTokenSet
      auditRetentionMonths
    }
  }
`);
const LOGO = graphql(`
  mutation SettingsLogo($file: Upload!) {
    uploadCompanyLogo(file: $file) {
      logo
    }
  }
`);
const DISMISS = graphql(`
  mutation SettingsDismissChecklist {
    dismissSetupChecklist {
      dismissed
    }
  }
`);
const LEAVE_TYPE = graphql(`
  mutation SettingsLeaveType($input: LeaveTypeInput!) {
    createLeaveType(input: $input) {
      id
    }
  }
`);
const LOGIN = graphql(`
  mutation SettingsLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
    }
  }
`);
const CAPABILITY = graphql(`
  query SettingsCapability {
    capabilities {
      companySettings
    }
  }
`);

let stack: Stack;
let ceo: string;

beforeAll(async () => {
  resetCapabilities();
  stack = await startStack();
  ceo = await loginAs(stack, 'ceo');
});
afterAll(() => stack.close());

describeFull('company settings (full profile)', () => {
  it('opens to the holders of settings.manage only (every demo account tried)', async () => {
    const holders: readonly string[] = manifest.access[0].holders;
    for (const account of DEMO_ACCOUNTS) {
      const token = await loginAs(stack, account.key);
      const res = await gql(stack, SETTINGS, {}, token);
      const write = await gql(stack, UPDATE, { input: { copyright: '© Test' } }, token);
      const outcome = holders.includes(account.key) ? null : 'FORBIDDEN';
      expect({ who: account.key, read: res.errors?.[0]?.extensions?.code ?? null, write: write.errors?.[0]?.extensions?.code ?? null }).toEqual({
        who: account.key,
        read: outcome,
        write: outcome,
      });
      // Everyone is shown the company's branding.
      expect(dataOf(await gql(stack, BRANDING, {}, token)).companyBranding.name).toBeTruthy();
    }
  });

  it('never answers the Jira API token, in any answer', async () => {
    const answers: unknown[] = [];
    const saved = await gql(stack, UPDATE, { input: { jiraUrl: 'http://127.0.0.1:1', jiraUsername: 'jira@example.com', jiraToken: TOKEN } }, ceo);
    answers.push(saved);
    expect(dataOf(saved).updateCompanySettings).toMatchObject({ jiraUrl: 'http://127.0.0.1:1', jiraUsername: 'jira@example.com', jiraTokenSet: true });
    answers.push(await gql(stack, SETTINGS, {}, ceo), await gql(stack, BRANDING, {}, ceo), await gql(stack, CHECKLIST, {}, ceo));
    const tested = await gql(stack, JIRA_TEST, {}, ceo);
    answers.push(tested);
    expect(dataOf(tested).testJiraConnection).toEqual({ ok: false, message: 'Could not reach Jira at http://127.0.0.1:1' });
    // A blank token keeps the stored one.
    answers.push(await gql(stack, UPDATE, { input: { jiraToken: '' } }, ceo));
    expect(dataOf(await gql(stack, SETTINGS, {}, ceo)).companySettings.jiraTokenSet).toBe(true);
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(TOKEN);
  });

  it('shows what an admin saves to everyone in the company, and refuses a colour that is not #rrggbb', async () => {
    const bad = await gql(stack, UPDATE, { input: { primaryColor: 'red' } }, ceo);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    dataOf(await gql(stack, UPDATE, { input: { name: 'Renamed Test Co', primaryColor: '#00897b', copyright: '© Renamed Test Co' } }, ceo));
    const logo = await gqlUpload(stack, LOGO, {}, { file: { name: DOCUMENTS.png.name, type: DOCUMENTS.png.type, content: DOCUMENTS.png.content } }, ceo);
    expect(dataOf(logo).uploadCompanyLogo.logo).toMatch(/^data:image\/png;base64,/);
    const seen = dataOf(await gql(stack, BRANDING, {}, await loginAs(stack, 'agent'))).companyBranding;
    expect(seen).toEqual({
      name: 'Renamed Test Co',
      copyright: '© Renamed Test Co',
      primaryColor: '#00897b',
      secondaryColor: null, // the demo company keeps the product's secondary colour
      logo: expect.stringMatching(/^data:image\/png/),
    });
  });

  it("keeps the audit trail's retention an admin sets, within 12 to 120 months, and clears it to keep everything", async () => {
    const short = await gql(stack, UPDATE, { input: { auditRetentionMonths: 6 } }, ceo);
    expect(short.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(dataOf(await gql(stack, UPDATE, { input: { auditRetentionMonths: 36 } }, ceo)).updateCompanySettings.auditRetentionMonths).toBe(36);
    // A change of something else keeps it.
    expect(dataOf(await gql(stack, UPDATE, { input: { copyright: '© Kept' } }, ceo)).updateCompanySettings.auditRetentionMonths).toBe(36);
    expect(dataOf(await gql(stack, UPDATE, { input: { auditRetentionMonths: null } }, ceo)).updateCompanySettings.auditRetentionMonths).toBeNull();
    const hr = await gql(stack, UPDATE, { input: { auditRetentionMonths: 24 } }, await loginAs(stack, 'hr'));
    expect(hr.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("keeps acme's settings its own and ticks its checklist from its data", async () => {
    const acme = dataOf(await gql(stack, LOGIN, { email: ACME.admin, password: DEMO_PASSWORD }, null, ACME_HEADER)).login.token;
    expect(dataOf(await gql(stack, BRANDING, {}, acme, ACME_HEADER)).companyBranding.name).toBe(ACME.name);
    expect(dataOf(await gql(stack, SETTINGS, {}, acme, ACME_HEADER)).companySettings.jiraTokenSet).toBe(false);
    // The demo company is set up: nothing to do.
    expect(dataOf(await gql(stack, CHECKLIST, {}, ceo)).setupChecklist).toMatchObject({ departments: true, people: true, leaveTypes: true });
    expect(dataOf(await gql(stack, CHECKLIST, {}, acme, ACME_HEADER)).setupChecklist).toEqual({
      departments: true,
      people: false,
      leaveTypes: false,
      dismissed: false,
    });
    dataOf(await gql(stack, LEAVE_TYPE, { input: { leaveName: 'Settings Test Leave', yearlyLimit: 12 } }, acme, ACME_HEADER));
    expect(dataOf(await gql(stack, CHECKLIST, {}, acme, ACME_HEADER)).setupChecklist.leaveTypes).toBe(true);
    expect(dataOf(await gql(stack, DISMISS, {}, acme, ACME_HEADER)).dismissSetupChecklist.dismissed).toBe(true);
  });
});

describe('company settings on a SPEC §7-only upstream', () => {
  itSpec("serves the product's defaults, a done checklist, and hides the page", async () => {
    const token = await loginAs(stack, 'agent');
    expect(dataOf(await gql(stack, BRANDING, {}, token)).companyBranding).toMatchObject({ name: 'HR Workforce', primaryColor: null, logo: null });
    expect(dataOf(await gql(stack, CAPABILITY, {}, ceo)).capabilities.companySettings).toBe(false);
    expect(dataOf(await gql(stack, CHECKLIST, {}, ceo)).setupChecklist.dismissed).toBe(true);
    expect((await gql(stack, SETTINGS, {}, ceo)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  itFull('is offered on the full upstream', async () => {
    expect(dataOf(await gql(stack, CAPABILITY, {}, ceo)).capabilities.companySettings).toBe(true);
  });
});
