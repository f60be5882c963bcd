import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, gqlError, makeUser, renderApp, signIn, signOut } from '../../test/render';
import { getSession } from '../../shared/session';

afterEach(() => signOut());

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

const signInButton = () => button('Sign in');

describe('sign in', () => {
  it('keeps the button disabled until the form is valid and explains what is wrong', async () => {
    renderApp('/login');
    await screen.findByLabelText('Email');
    expect(signInButton()).toBeDisabled();
    fill('not-an-email', 'x');
    expect(await screen.findByText('Invalid e-mail format')).toBeInTheDocument();
    expect(signInButton()).toBeDisabled();
    fill('hr@demo.hr', 'Passw0rd!');
    await waitFor(() => expect(signInButton()).toBeEnabled());
  });

  it('says what is wrong as a field is left, and for every field on Enter, not just a greyed button', async () => {
    renderApp('/login');
    const email = await screen.findByLabelText('Email');
    fireEvent.blur(email);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    fireEvent.submit(email.closest('form')!);
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it('shows "Please enter correct email and password" when the gateway refuses the credentials', async () => {
    const { client, location } = renderApp('/login', {
      answers: { Login: () => gqlError('Invalid email or password', 'UNAUTHENTICATED') },
    });
    await screen.findByLabelText('Email');
    fill('hr@demo.hr', 'wrong');
    await waitFor(() => expect(signInButton()).toBeEnabled());
    fireEvent.click(signInButton());
    expect(await screen.findByText('Please enter correct email and password')).toBeInTheDocument();
    expect(screen.queryByText('Your login session has expired, please login again.')).not.toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(getSession().token).toBeNull();
    expect(client.calls.find((c) => c.operationName === 'Login')?.variables).toEqual({ email: 'hr@demo.hr', password: 'wrong' });
  });

  it("shows the gateway's text, which says when to try again, when sign-in is throttled", async () => {
    const message = 'Too many sign-in attempts. Please try again in 15 minutes.';
    renderApp('/login', { answers: { Login: () => gqlError(message, 'TOO_MANY_ATTEMPTS') } });
    await screen.findByLabelText('Email');
    fill('hr@demo.hr', 'Passw0rd!');
    await waitFor(() => expect(signInButton()).toBeEnabled());
    fireEvent.click(signInButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Please enter correct email and password')).not.toBeInTheDocument();
  });

  it('stores the session and lands on /main/home', async () => {
    const user = makeUser({}, { name: 'Walter Skinner' });
    const { location } = renderApp('/login', {
      user,
      answers: { Login: () => ({ data: { login: { __typename: 'AuthPayload', token: 'jwt-1', user } } }) },
    });
    await screen.findByLabelText('Email');
    fill('  ceo@demo.hr ', 'Passw0rd!');
    await waitFor(() => expect(signInButton()).toBeEnabled());
    fireEvent.click(signInButton());
    expect(await screen.findByText(/Walter/)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/main/home'));
    expect(getSession().token).toBe('jwt-1');
  });

  it('returns a visitor sent here from a /main page to that page once signed in', async () => {
    const user = makeUser({}, { name: 'Walter Skinner' });
    const { location } = renderApp('/main/myProfile', {
      user,
      answers: { Login: () => ({ data: { login: { __typename: 'AuthPayload', token: 'jwt-2', user } } }) },
    });
    await waitFor(() => expect(location()).toBe('/login'));
    await screen.findByLabelText('Email');
    fill('ceo@demo.hr', 'Passw0rd!');
    await waitFor(() => expect(signInButton()).toBeEnabled());
    fireEvent.click(signInButton());
    await waitFor(() => expect(location()).toBe('/main/myProfile'));
  });
});

describe('session errors from any call', () => {
  it('UNAUTHENTICATED clears the session, returns to /login and says the session expired', async () => {
    signIn(makeUser());
    const { location } = renderApp('/main/myProfile', { answers: { Me: () => gqlError('Token expired', 'UNAUTHENTICATED') } });
    expect(await screen.findByText('Your login session has expired, please login again.')).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(getSession()).toEqual({ token: null, user: null });
  });

  it('FORBIDDEN sends the user to the forbidden page', async () => {
    const user = makeUser();
    signIn(user);
    const { location } = renderApp('/main/home', { answers: { Me: () => gqlError('Forbidden', 'FORBIDDEN') } });
    expect(await screen.findByText("You don't have permission to access this resource")).toBeInTheDocument();
    expect(location()).toBe('/main/forbidden');
    expect(getSession().token).toBe('test-token');
  });
});
