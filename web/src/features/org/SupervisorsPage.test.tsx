import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeUser, renderApp, signIn, signOut, type Answers } from '../../test/render';
import type { OrgPerson } from './PersonLine';

afterEach(() => signOut());

const person = (
  id: string,
  name: string,
  managerId: string | null,
  reportCount: number,
  roleTitle = 'Team Leader',
): OrgPerson & { __typename: 'OrgPerson' } => ({
  __typename: 'OrgPerson',
  id,
  name,
  roleTitle,
  departmentName: 'Operations',
  teamName: null,
  managerId,
  reportCount,
});

const top = person('1', 'Avery Quinn Stone', null, 2, 'Chief Executive');
const manager = person('3', 'Rowan Pike', '1', 1, 'Operations Manager');
const sibling = person('4', 'Sasha Bell', '1', 1, 'Finance Manager');
const me = person('7', 'Dana Scully', '3', 1, 'HR Specialist');
const report = person('9', 'Jordan Vale', '7', 0, 'Agent');
const far = person('12', 'Morgan Reyes', '4', 0, 'Accountant');
const everyone = [top, manager, sibling, me, report, far];

const answers: Answers = {
  SupervisorChain: ({ employeeId }) => {
    const chain: OrgPerson[] = [];
    for (let p = everyone.find((e) => e.id === employeeId); p; p = everyone.find((e) => e.id === p!.managerId)) chain.push(p);
    return { data: { supervisorChain: chain.map((p) => ({ ...p, __typename: 'OrgPerson' as const })) } };
  },
  DirectReports: ({ managerId }) => {
    const items = everyone.filter((p) => p.managerId === (managerId ?? null));
    return { data: { directReports: { __typename: 'OrgPersonPage', count: items.length, items } } };
  },
  PersonOptions: ({ search }) => ({
    data: {
      personOptions: {
        __typename: 'PersonMatches',
        count: search ? 1 : 0,
        items: search
          ? [{ __typename: 'PersonOption', id: far.id, name: far.name, resId: 'R-12', canManage: false, managerId: '4', managerName: sibling.name }]
          : [],
      },
    },
  }),
};

describe('SupervisorsPage', () => {
  it("shows the person's chain up to the top, their direct reports, and an org chart that opens on click and on search", async () => {
    const user = makeUser({ routes: ['SIGNED_IN'] });
    signIn(user);
    const { client } = renderApp('/main/supervisors', { user, answers });

    const chain = await screen.findByRole('list', { name: 'Your supervisors' });
    await waitFor(() => expect(within(chain).getByText('Rowan Pike')).toBeInTheDocument());
    expect(
      within(chain)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Avery Quinn Stone'), expect.stringContaining('Your manager')]);
    // At most two initials in an avatar.
    expect(within(chain).getByRole('img', { name: 'Avery Quinn Stone' }).textContent).toBe('AS');
    const reports = await screen.findByRole('list', { name: 'Your direct reports' });
    expect(within(reports).getByText('Jordan Vale')).toBeInTheDocument();

    const tree = await screen.findByRole('tree');
    await waitFor(() => expect(within(tree).getByText('Avery Quinn Stone')).toBeInTheDocument());
    expect(within(tree).queryByText('Sasha Bell')).toBeNull();
    fireEvent.click(tree.querySelector('.ant-tree-switcher')!);
    await waitFor(() => expect(within(tree).getByText('Sasha Bell')).toBeInTheDocument());
    expect(client.calls.filter((c) => c.operationName === 'DirectReports').map((c) => c.variables.managerId)).toContain('1');

    fireEvent.change(screen.getByLabelText('Find a person'), { target: { value: 'Morgan' } });
    fireEvent.click(await screen.findByText('Morgan Reyes (R-12)'));
    await waitFor(() => expect(within(tree).getByText('Morgan Reyes')).toBeInTheDocument());
    expect(within(tree).getByText('Morgan Reyes').closest('.ant-tree-treenode')).toHaveClass('ant-tree-treenode-selected');

    // Zooming scales the chart's text (the product's 14 px in between).
    expect(tree.style.fontSize).toBe('14px');
    fireEvent.click(screen.getByLabelText('Zoom in'));
    expect(tree.style.fontSize).toBe('16px');
    fireEvent.click(screen.getByLabelText('Zoom out'));
    fireEvent.click(screen.getByLabelText('Zoom out'));
    expect(tree.style.fontSize).toBe('12px');
    expect(screen.getByLabelText('Zoom out')).toBeDisabled();
  });

  it.each([true, false])('lists Supervisors and Employees Tracker in the account menu only where the upstream offers the org chart (%s)', async (orgChart) => {
    const user = makeUser({ routes: ['SIGNED_IN'] });
    signIn(user);
    const flags = { attendanceTemplate: true, attendanceErrorFile: true, formerEmployees: true, sickNoteDownload: true, leaveCancel: true, fileUpload: true };
    const more = { teamSpace: true, mailOutbox: true, notifications: true, companySettings: true, orgChart };
    renderApp('/main/home', {
      user,
      answers: { ...answers, Capabilities: () => ({ data: { capabilities: { __typename: 'UpstreamCapabilities', ...flags, ...more } } }) },
    });
    fireEvent.click(await screen.findByText('account menu', { selector: '.sr-only' }));
    await screen.findByText('Sign out');
    expect(screen.queryByText('Supervisors')).toEqual(orgChart ? expect.anything() : null);
    expect(screen.queryByText('Employees Tracker')).toEqual(orgChart ? expect.anything() : null);
  });
});
