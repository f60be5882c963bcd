import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { makeUser, renderApp, signIn, signOut } from '../../test/render';

afterEach(() => signOut());

const admin = makeUser({ routes: ['SIGNED_IN', 'PERMISSIONS_MANAGE'] });
const grant = {
  __typename: 'ManagerPermissionGrant' as const,
  id: '3',
  employeeId: '5',
  resId: 'RES-5',
  canManage: true,
  permission: 'MANAGE_GOALS' as const,
  grantedByName: 'Test Admin',
  grantedAt: '2026-03-02T10:00:00Z',
  employee: { __typename: 'Employee' as const, id: '5', name: 'Test Lead' },
};

describe('Manager permissions', () => {
  it('lists the grants and offers the grant form once it has loaded, its Grant disabled until a manager and a permission are chosen', async () => {
    signIn(admin);
    renderApp('/main/permissions', {
      user: admin,
      answers: { ManagerPermissions: () => ({ data: { managerPermissions: { __typename: 'ManagerPermissionGrantPage', count: 1, items: [grant] } } }) },
    });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Test Lead')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Revoke Manage goals from Test Lead' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Grant' })).toBeDisabled();
    expect(screen.getByText('Choose a manager')).toBeInTheDocument();
    expect(screen.getByText('Choose a permission')).toBeInTheDocument();
  });
});
