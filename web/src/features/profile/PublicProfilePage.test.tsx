import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeUser, renderApp, signIn, signOut, type Answers } from '../../test/render';

afterEach(() => signOut());

const person = (id: string, name: string) => ({ __typename: 'Employee', id, name });
const profile = {
  __typename: 'PublicProfile',
  id: '5',
  name: 'Mary Ann Smith',
  roleTitle: 'Customer Support Agent',
  departmentName: 'Operations',
  teamName: 'Team A',
  active: true,
  avatar: null,
  bio: 'Loves tea.',
  office: null,
  project: null,
  level: null,
  timezone: 'Africa/Cairo',
  managerId: '3',
  managerName: 'Rowan Pike',
  socialLinks: { __typename: 'SocialLinks', facebook: null, twitter: null, linkedin: 'https://linkedin.com/in/mary', github: null },
  // Nearest first, as the gateway answers it.
  supervisors: [
    { __typename: 'ProfilePerson', id: '3', name: 'Rowan Pike', roleTitle: 'Team Leader' },
    { __typename: 'ProfilePerson', id: '1', name: 'Avery Quinn Stone', roleTitle: 'CEO' },
  ],
};
const answers: Answers = {
  PublicProfile: () => ({ data: { publicProfile: profile } }),
  Kudos: ({ receiverId }) => ({
    data: {
      kudos: {
        __typename: 'KudosPage',
        count: receiverId === '5' ? 1 : 0,
        items:
          receiverId === '5'
            ? [
                {
                  __typename: 'Kudos',
                  id: '40',
                  message: 'Thanks for the cover!',
                  createdAt: '2026-11-20T10:00:00Z',
                  giver: person('3', 'Rowan Pike'),
                  receiver: person('5', 'Mary Ann Smith'),
                },
              ]
            : [],
      },
    },
  }),
};

describe('PublicProfilePage', () => {
  it('shows a colleague the public part, the supervisor chain top first as links and the kudos wall with the giver', async () => {
    const user = makeUser({ routes: ['SIGNED_IN'] }, { id: '9', roles: { ...makeUser().roles, hr: false } });
    signIn(user);
    renderApp('/main/people/5', { user, answers });
    expect(await screen.findByRole('heading', { name: 'Mary Ann Smith' })).toBeInTheDocument();
    expect(screen.getByText('Loves tea.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mary Ann Smith' }).textContent).toBe('MS');
    const chain = screen.getByRole('navigation', { name: 'Supervisor chain' });
    expect(
      within(chain)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Avery Quinn Stone', '/main/people/1'],
      ['Rowan Pike', '/main/people/3'],
    ]);
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://linkedin.com/in/mary');
    expect(await screen.findByText('Thanks for the cover!')).toBeInTheDocument();
    expect(within(screen.getByText('Thanks for the cover!').closest('tr')!).getByText('Rowan Pike')).toBeInTheDocument();
    // A colleague gets no way to the employee record.
    expect(screen.queryByRole('link', { name: /Employee record/ })).toBeNull();
  });

  it('links HR to the employee record, which shows them more', async () => {
    const user = makeUser({ routes: ['SIGNED_IN'] });
    signIn(user);
    renderApp('/main/people/5', { user, answers });
    expect(await screen.findByRole('link', { name: 'Employee record (pay and personal details)' })).toHaveAttribute('href', '/main/employees/5');
  });

  it('is the account menu\'s "Public Profile": one\'s own, as colleagues see it', async () => {
    const user = makeUser({ routes: ['SIGNED_IN'] }, { id: '5', roles: { ...makeUser().roles, hr: false } });
    signIn(user);
    const { location } = renderApp('/main/home', { user, answers });
    fireEvent.click(await screen.findByRole('button', { name: /account menu/ }));
    fireEvent.click(await screen.findByText('Public Profile'));
    await waitFor(() => expect(location()).toBe('/main/people/me'));
    expect(await screen.findByRole('heading', { name: 'Mary Ann Smith' })).toBeInTheDocument();
  });

  it("reads 'me' as the signed-in person and offers them their record and profile form", async () => {
    const user = makeUser({ routes: ['SIGNED_IN'] }, { id: '5', roles: { ...makeUser().roles, hr: false } });
    signIn(user);
    const { client } = renderApp('/main/people/me', { user, answers });
    expect(await screen.findByRole('link', { name: 'My employee record' })).toHaveAttribute('href', '/main/employees/5');
    expect(screen.getByRole('link', { name: 'Edit my profile' })).toHaveAttribute('href', '/main/myProfile');
    expect(client.calls.find((c) => c.operationName === 'PublicProfile')?.variables).toEqual({ employeeId: '5' });
  });
});
