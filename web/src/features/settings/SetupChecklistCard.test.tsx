import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { makeUser, renderApp, signIn, signOut, type Answers } from '../../test/render';

afterEach(() => signOut());

const admin = makeUser({ routes: ['SIGNED_IN', 'SETTINGS_MANAGE'], menuGroups: ['HOME'] });
const capabilities: Answers['Capabilities'] = () => ({
  data: {
    capabilities: {
      __typename: 'UpstreamCapabilities',
      attendanceTemplate: true,
      attendanceErrorFile: true,
      formerEmployees: true,
      sickNoteDownload: true,
      leaveCancel: true,
      fileUpload: true,
      teamSpace: true,
      mailOutbox: true,
      notifications: true,
      companySettings: true,
      orgChart: true,
    },
  },
});
const checklist =
  (done: { departments: boolean; people: boolean; leaveTypes: boolean; dismissed?: boolean }): Answers['SetupChecklist'] =>
  () => ({ data: { setupChecklist: { __typename: 'SetupChecklist', dismissed: false, ...done } } });

describe('first-run checklist on the home page', () => {
  it("ticks each item from the company's data and links to its page", async () => {
    signIn(admin);
    renderApp('/main/home', {
      user: admin,
      answers: { Capabilities: capabilities, SetupChecklist: checklist({ departments: true, people: false, leaveTypes: false }) },
    });
    const card = (await screen.findByText('Get started', { selector: 'h2' })).closest('.ant-card') as HTMLElement;
    const item = (label: string) => within(card).getByRole('link', { name: label }).closest('li') as HTMLElement;
    expect(within(item('Add departments')).getByText('Done')).toBeInTheDocument();
    expect(within(item('Invite people')).getByText('To do')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Set leave types' })).toHaveAttribute('href', '/main/leaveTypes');
  });

  it('shows nothing once every item is done, or to someone who is not an admin', async () => {
    signIn(admin);
    const { view, client: asked } = renderApp('/main/home', {
      user: admin,
      answers: { Capabilities: capabilities, SetupChecklist: checklist({ departments: true, people: true, leaveTypes: true }) },
    });
    await waitFor(() => expect(asked.calls.some((c) => c.operationName === 'SetupChecklist')).toBe(true));
    expect(await screen.findByText(/^Good (morning|afternoon|evening)/)).toBeInTheDocument();
    expect(screen.queryByText('Get started')).toBeNull();
    view.unmount();
    const agent = makeUser({ routes: ['SIGNED_IN'], menuGroups: ['HOME'] });
    signIn(agent);
    const { client } = renderApp('/main/home', {
      user: agent,
      answers: { Capabilities: capabilities, SetupChecklist: checklist({ departments: false, people: false, leaveTypes: false }) },
    });
    expect(await screen.findByText(/^Good (morning|afternoon|evening)/)).toBeInTheDocument();
    expect(client.calls.some((c) => c.operationName === 'SetupChecklist')).toBe(false);
  });
});
