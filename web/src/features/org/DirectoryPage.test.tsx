import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeUser, renderApp, signIn, signOut, type Answers } from '../../test/render';
import type { DirectoryPersonFieldsFragment } from './directory.generated';

afterEach(() => signOut());

const person = (
  id: string,
  name: string,
  manager: [string, string] | null,
  active = true,
): DirectoryPersonFieldsFragment & { __typename: 'DirectoryPerson' } => ({
  __typename: 'DirectoryPerson',
  id,
  name,
  roleTitle: 'Team Leader',
  departmentName: 'Operations',
  teamName: 'Team A',
  managerId: manager?.[0] ?? null,
  managerName: manager?.[1] ?? null,
  active,
});

const lead = person('3', 'Rowan Pike', null);
const member = person('7', 'Mary Ann Smith', ['3', 'Rowan Pike']);
const former = person('9', 'Jordan Vale', ['3', 'Rowan Pike'], false);

const answers: Answers = {
  Directory: ({ search, includeFormer }) => {
    const items = [lead, member, former].filter((p) => (includeFormer || p.active) && (!search || p.name.includes(search)));
    return { data: { directory: { __typename: 'DirectoryPersonPage', count: items.length, items } } };
  },
  DirectoryLookups: () => ({
    data: {
      departments: { __typename: 'DepartmentPage', items: [{ __typename: 'Department', id: '2', departmentName: 'Operations' }] },
      teams: { __typename: 'TeamPage', items: [{ __typename: 'Team', id: '1', teamName: 'Team A' }] },
    },
  }),
};

describe('DirectoryPage', () => {
  it('lists colleagues with two-initial avatars and links to them and their supervisor, searches and filters on the server', async () => {
    const user = makeUser({ routes: ['SIGNED_IN'] });
    signIn(user);
    const { client } = renderApp('/main/directory', { user, answers });

    await screen.findByRole('heading', { name: 'Employees Tracker' });
    const row = (await screen.findByText('Mary Ann Smith')).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Mary Ann Smith' }).textContent).toBe('MS');
    expect(within(row).getByRole('link', { name: 'Mary Ann Smith' })).toHaveAttribute('href', '/main/people/7');
    expect(within(row).getByRole('link', { name: 'Rowan Pike' })).toHaveAttribute('href', '/main/people/3');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('Jordan Vale')).toBeNull();
    expect(within(screen.getByText('No supervisor').closest('tr')!).getByRole('img', { name: 'Rowan Pike' }).textContent).toBe('RP');

    const search = await screen.findByPlaceholderText('Search name or RES ID');
    fireEvent.change(search, { target: { value: 'Mary' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByText('No supervisor')).toBeNull());
    await waitFor(() => expect(client.calls.filter((c) => c.operationName === 'Directory').at(-1)?.variables).toMatchObject({ search: 'Mary', page: 1 }));

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Active and former'));
    await waitFor(() => expect(client.calls.filter((c) => c.operationName === 'Directory').at(-1)?.variables).toMatchObject({ includeFormer: true }));

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Department' }));
    fireEvent.click(await screen.findByTitle('Operations'));
    await waitFor(() => expect(client.calls.filter((c) => c.operationName === 'Directory').at(-1)?.variables).toMatchObject({ departmentId: '2' }));
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
  });
});
