import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, gqlError, makeUser, renderApp, signIn, signOut } from '../../test/render';

afterEach(() => signOut());

function fillPasswords(oldPassword: string, newPassword: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: oldPassword } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: newPassword } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
}
const changeButton = () => button('Change password');

describe('my profile', () => {
  it('shows the details, with "No available manager" when there is none', async () => {
    const user = makeUser({}, { name: 'Dana Scully', resId: 'RES-0042', dateJoined: '2021-03-04', manager: null, managerName: null });
    signIn(user);
    renderApp('/main/myProfile', { user });
    expect(await screen.findByText('RES-0042')).toBeInTheDocument();
    expect(screen.getByText('04/03/2021')).toBeInTheDocument();
    expect(screen.getByText('No available manager')).toBeInTheDocument();
  });

  it('names the manager when there is one', async () => {
    const user = makeUser({}, { manager: { id: '2', resId: 'RES-2', name: 'Fox Mulder', email: null } });
    signIn(user);
    renderApp('/main/myProfile', { user });
    expect(await screen.findByText('Fox Mulder')).toBeInTheDocument();
  });

  it('refuses a confirmation that does not match and keeps the button disabled', async () => {
    const user = makeUser();
    signIn(user);
    renderApp('/main/myProfile', { user });
    await screen.findByLabelText('Current password');
    fillPasswords('Passw0rd!', 'NewPassw0rd!', 'Different1!');
    expect(await screen.findByText("Passwords you entered don't match")).toBeInTheDocument();
    expect(changeButton()).toBeDisabled();
  });

  it('says "Password changed successfully" and clears the form', async () => {
    const user = makeUser();
    signIn(user);
    const { client } = renderApp('/main/myProfile', {
      user,
      answers: { ChangePassword: () => ({ data: { changePassword: { __typename: 'MutationMessage', message: 'ok' } } }) },
    });
    await screen.findByLabelText('Current password');
    fillPasswords('Passw0rd!', 'NewPassw0rd!', 'NewPassw0rd!');
    await waitFor(() => expect(changeButton()).toBeEnabled());
    fireEvent.click(changeButton());
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(client.calls.find((c) => c.operationName === 'ChangePassword')?.variables).toEqual({
      oldPassword: 'Passw0rd!',
      newPassword: 'NewPassw0rd!',
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('says "Current password is incorrect" on a BAD_REQUEST answer', async () => {
    const user = makeUser();
    signIn(user);
    renderApp('/main/myProfile', {
      user,
      answers: { ChangePassword: () => gqlError('Current password is incorrect', 'BAD_REQUEST') },
    });
    await screen.findByLabelText('Current password');
    fillPasswords('wrong-one', 'NewPassw0rd!', 'NewPassw0rd!');
    await waitFor(() => expect(changeButton()).toBeEnabled());
    fireEvent.click(changeButton());
    expect((await screen.findAllByText('Current password is incorrect')).length).toBeGreaterThan(0);
  });
});
