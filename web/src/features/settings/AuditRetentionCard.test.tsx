import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { capabilitiesAnswer, makeUser, renderApp, signIn, signOut } from '../../test/render';
import type { CompanySettingsFieldsFragment } from './settings.generated';

afterEach(() => signOut());

const admin = makeUser({ routes: ['SIGNED_IN', 'SETTINGS_MANAGE'], menuGroups: ['HOME'] });
// The cache files an answer by its __typename, which the fragment's type leaves out.
const settings = (auditRetentionMonths: number | null): CompanySettingsFieldsFragment & { __typename: 'CompanySettings' } => ({
  __typename: 'CompanySettings',
  name: 'Test Co',
  copyright: '© Test Co',
  primaryColor: null,
  secondaryColor: null,
  logo: null,
  jiraUrl: null,
  jiraUsername: null,
  jiraTokenSet: false,
  auditRetentionMonths,
});

// The page loads lazily: its first render waits for the chunk.
const SLOW = { timeout: 15000 };
const card = async () => (await screen.findByText('Audit trail', {}, SLOW)).closest('.ant-card') as HTMLElement;

/** The settings page holding `stored`, answering a save with what was sent. */
const renderWith = (stored: number | null) =>
  renderApp('/main/companySettings', {
    user: admin,
    answers: {
      Capabilities: capabilitiesAnswer(),
      CompanySettings: () => ({ data: { companySettings: settings(stored) } }),
      UpdateCompanySettings: (v) => ({ data: { updateCompanySettings: settings(v.input.auditRetentionMonths ?? null) } }),
    },
  });

/** Picks `choice` in the card, saves, and answers what the save sent. */
async function choose(retention: ReturnType<typeof within>, choice: string, client: ReturnType<typeof renderWith>['client']) {
  fireEvent.mouseDown(retention.getByRole('combobox', { name: 'Keep audit entries for' }));
  fireEvent.click(await screen.findByTitle(choice));
  fireEvent.click(retention.getByRole('button', { name: 'Save retention' }));
  let sent: unknown;
  await waitFor(() => expect((sent = client.calls.find((c) => c.operationName === 'UpdateCompanySettings')?.variables)).toBeDefined());
  return sent;
}

describe('audit trail retention on the company settings page', () => {
  it('shows a stored period the list lacks as it is, and saves the years chosen in months', async () => {
    signIn(admin);
    const { client } = renderWith(18);
    const retention = within(await card());
    expect(await retention.findByTitle('18 months')).toBeInTheDocument();
    expect(await choose(retention, '2 years', client)).toEqual({ input: { auditRetentionMonths: 24 } });
    expect(await screen.findByText('Audit trail retention saved')).toBeInTheDocument();
  });

  it('sends "For ever" as no retention, and is not offered where the upstream keeps no trail', async () => {
    signIn(admin);
    const { client, view } = renderWith(60);
    const retention = within(await card());
    expect(await retention.findByTitle('5 years')).toBeInTheDocument();
    expect(await choose(retention, 'For ever', client)).toEqual({ input: { auditRetentionMonths: null } });
    view.unmount();

    renderApp('/main/companySettings', {
      user: admin,
      answers: { Capabilities: capabilitiesAnswer({ auditLog: false }), CompanySettings: () => ({ data: { companySettings: settings(null) } }) },
    });
    expect(await screen.findByText('Task tracker (Jira)', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Audit trail')).toBeNull();
  });
});
