import { describe, it, expect, afterEach } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { makeUser, renderApp, signIn, signOut } from '../test/render';
import type { AppRoute } from './routeTypes';

/** A small route table: an open page, a page behind `employees.add`, and one in a group the gateway hides. */
const table: AppRoute[] = [
  { path: 'home', access: 'SIGNED_IN', menu: { group: 'HOME', label: 'Home' }, lazy: async () => ({ default: () => <h1>Home page</h1> }) },
  {
    path: 'employees/add',
    access: 'EMPLOYEES_ADD',
    menu: { group: 'HEADCOUNT', label: 'Add employee' },
    lazy: async () => ({ default: () => <h1>Add employee page</h1> }),
  },
  {
    path: 'grantAccess',
    access: 'ACCESS_GRANT',
    menu: { group: 'ACCESS_TRACKER', label: 'Grant access' },
    lazy: async () => ({ default: () => <h1>Grant access page</h1> }),
  },
];

afterEach(() => signOut());

describe('route guards', () => {
  it('sends a signed-out visitor of a /main page to /login', async () => {
    const { location } = renderApp('/main/employees/add', { table });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('keeps / and /login public for signed-out visitors', async () => {
    const { location } = renderApp('/', { table });
    expect(await screen.findByText('HR Workforce')).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('sends a signed-in visitor of /login to /main/home', async () => {
    const user = makeUser();
    signIn(user);
    const { location } = renderApp('/login', { table, user });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(location()).toBe('/main/home');
  });

  it('sends a signed-in visitor of / to /main/home', async () => {
    const user = makeUser();
    signIn(user);
    const { location } = renderApp('/', { table, user });
    await waitFor(() => expect(location()).toBe('/main/home'));
  });

  it('redirects a page whose access key the user lacks to /main (then home)', async () => {
    const user = makeUser({ routes: ['SIGNED_IN'] });
    signIn(user);
    const { location } = renderApp('/main/employees/add', { table, user });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(location()).toBe('/main/home');
    expect(screen.queryByText('Add employee page')).not.toBeInTheDocument();
  });

  it('opens a page whose access key the gateway granted', async () => {
    const user = makeUser({ routes: ['SIGNED_IN', 'EMPLOYEES_ADD'], menuGroups: ['HOME', 'HEADCOUNT'] });
    signIn(user);
    const { location } = renderApp('/main/employees/add', { table, user });
    expect(await screen.findByText('Add employee page')).toBeInTheDocument();
    expect(location()).toBe('/main/employees/add');
  });

  it("shows a titled page's heading over the loading card until the page's code arrives", async () => {
    let arrive: (page: { default: () => React.JSX.Element }) => void = () => undefined;
    const slow: AppRoute = {
      path: 'leaveRequests',
      access: 'SIGNED_IN',
      menu: { group: 'LEAVE_REQUESTS', label: 'Leave Requests' },
      title: 'Leave requests',
      lazy: () => new Promise((resolve) => (arrive = resolve)),
    };
    const user = makeUser();
    signIn(user);
    renderApp('/main/leaveRequests', { table: [...table, slow], user });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leave requests' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    arrive({ default: () => <p>Leave requests page</p> });
    expect(await screen.findByText('Leave requests page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Leave requests' })).not.toBeInTheDocument();
  });

  it('sends unknown paths under /main to /main/home', async () => {
    const user = makeUser();
    signIn(user);
    const { location } = renderApp('/main/not-built-yet', { table, user });
    await waitFor(() => expect(location()).toBe('/main/home'));
  });

  it('shows only menu groups the gateway lists that have a page the user can open', async () => {
    // Headcount is granted but Access Tracker is not listed in menuGroups even though the key is there.
    const user = makeUser({ routes: ['SIGNED_IN', 'EMPLOYEES_ADD', 'ACCESS_GRANT'], menuGroups: ['HOME', 'HEADCOUNT', 'PROFILE'] });
    signIn(user);
    const { view } = renderApp('/main/home', { table, user });
    await screen.findByText('Home page');
    const groups = Array.from(view.container.querySelectorAll('[data-menu-group]')).map((el) => el.getAttribute('data-menu-group'));
    // Profile is listed by the gateway but this table has no Profile page, so it is not shown.
    expect(groups).toEqual(['HOME', 'HEADCOUNT']);
  });
});
