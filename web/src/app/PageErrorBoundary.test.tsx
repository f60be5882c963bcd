import { describe, it, expect, afterEach, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { makeUser, renderApp, signIn, signOut } from '../test/render';
import type { AppRoute } from './routeTypes';

afterEach(() => signOut());

describe('page error boundary', () => {
  it('shows a recoverable message and keeps the menu when a page fails to load', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const table: AppRoute[] = [
      {
        path: 'home',
        access: 'SIGNED_IN',
        menu: { group: 'HOME', label: 'Home' },
        lazy: async () => {
          throw new Error('chunk gone');
        },
      },
    ];
    const user = makeUser();
    signIn(user);
    renderApp('/main/home', { table, user });
    expect(await screen.findByText('Failed to load this page')).toBeInTheDocument();
    expect(screen.getByText('Reload')).toBeInTheDocument();
    expect(screen.getAllByText('Home').length).toBeGreaterThan(0);
    quiet.mockRestore();
  });
});
