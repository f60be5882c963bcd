/**
 * The goal page and the current-user-only link in jsdom: the deadline warning and the buttons follow the server's
 * `viewerCan`; /permissions/:id opens for `me` or one's own id and sends others to /main (SPEC §2).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { makeUser, renderApp, signIn, signOut } from '../../test/render';
import { accountMenu, canOpen } from '../../app/access';

afterEach(() => signOut());

const goal = (over: Record<string, unknown> = {}) => ({
  data: {
    goal: {
      __typename: 'Goal' as const,
      id: '3',
      title: 'Reach 95% first-call resolution',
      description: null,
      startDate: '2026-11-01',
      endDate: '2026-11-28',
      duration: 28,
      daysLeft: 5,
      deadlineWarning: 'Less than 10 days left for this goal!',
      isPrivate: false,
      progress: 70,
      status: 'APPROVED' as const,
      state: 'IN_PROGRESS' as const,
      supportingDocumentFilename: null,
      createdByName: 'Ahmed Samir',
      reviewedByName: 'Ahmed Samir',
      reviewedAt: '2026-11-01T09:00:00Z',
      assignee: { __typename: 'Employee' as const, id: '20', name: 'Mona Zaki' },
      reviewer: { __typename: 'Employee' as const, id: '8', name: 'Ahmed Samir' },
      viewerCan: { __typename: 'GoalPermissions' as const, edit: false, review: false, progress: true, delete: false },
      ...over,
    },
  },
});

describe('goal page', () => {
  it('shows the deadline warning and the progress slider to who may update it, without review buttons', async () => {
    const user = makeUser();
    signIn(user);
    renderApp('/main/goals/3', { user, answers: { Goal: () => goal() } });
    expect(await screen.findByText('Less than 10 days left for this goal!')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '70');
    expect(screen.getByRole('button', { name: 'Save progress' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('offers approve and reject to a manager who may review it', async () => {
    const user = makeUser();
    signIn(user);
    renderApp('/main/goals/3', {
      user,
      answers: {
        Goal: () =>
          goal({
            status: 'PENDING',
            state: 'CREATED',
            deadlineWarning: null,
            viewerCan: { __typename: 'GoalPermissions', edit: true, review: true, progress: false, delete: true },
          }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.getByText('Progress starts once the goal is approved.')).toBeInTheDocument();
    expect(screen.queryByText('Less than 10 days left for this goal!')).not.toBeInTheDocument();
  });
});

describe('current-user-only links (me.access.ownOnly)', () => {
  const access = { routes: ['SIGNED_IN', 'PERMISSIONS_VIEW'] as const, menuGroups: ['HOME'] as const, ownOnly: ['PERMISSIONS_VIEW'] as const };
  it.each([
    ['me', true],
    ['7', true],
    ['8', false],
  ])('/permissions/%s opens: %s', (id, open) => {
    expect(
      canOpen({ ...access, routes: [...access.routes], menuGroups: [...access.menuGroups], ownOnly: [...access.ownOnly] }, 'PERMISSIONS_VIEW', {
        id,
        self: '7',
      }),
    ).toBe(open);
  });

  it("sends another person's permissions page to /main", async () => {
    const user = makeUser({ routes: ['SIGNED_IN', 'PERMISSIONS_VIEW'], ownOnly: ['PERMISSIONS_VIEW'] });
    signIn(user);
    const { location } = renderApp('/main/permissions/99', { user });
    await waitFor(() => expect(location()).toBe('/main/home'));
  });

  it('lists the account entries the user may open, own-only ones with `me`', () => {
    const routes = [
      { path: 'goals', access: 'SIGNED_IN' as const, account: { label: 'Goals' }, lazy: async () => ({ default: () => null }) },
      { path: 'permissions', access: 'PERMISSIONS_MANAGE' as const, account: { label: 'Permissions' }, lazy: async () => ({ default: () => null }) },
      {
        path: 'permissions/:id',
        access: 'PERMISSIONS_VIEW' as const,
        account: { label: 'My Permissions', to: 'permissions/me' },
        lazy: async () => ({ default: () => null }),
      },
    ];
    expect(accountMenu(routes, { routes: ['SIGNED_IN', 'PERMISSIONS_VIEW'], menuGroups: [], ownOnly: ['PERMISSIONS_VIEW'] })).toEqual([
      { path: '/main/goals', label: 'Goals' },
      { path: '/main/permissions/me', label: 'My Permissions' },
    ]);
  });
});
