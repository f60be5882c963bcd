/** The profile pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import { UserOutlined } from '@ant-design/icons';
import type { AppRoute, MenuGroupDef } from '../../app/routeTypes';

/** The side menu's "Profile" group. */
export const menuGroup = { group: 'PROFILE', label: 'Profile', icon: UserOutlined, order: 110 } satisfies MenuGroupDef;

export const routes = [
  { path: 'myProfile', access: 'SIGNED_IN', menu: { group: 'PROFILE', label: 'My Profile', order: 10 }, lazy: () => import('./ProfilePage') },
  {
    path: 'people/:id',
    access: 'SIGNED_IN',
    // SPEC §2's account menu "public profile": one's own, as colleagues see it.
    account: { label: 'Public Profile', to: 'people/me', order: 5 },
    title: 'Profile',
    lazy: () => import('./PublicProfilePage'),
  },
  {
    path: 'profileChangeRequests',
    access: 'PROFILE_CHANGES_REVIEW',
    menu: { group: 'HEADCOUNT', label: 'Change Requests', order: 120, capability: 'profile' },
    title: 'Change requests',
    lazy: () => import('./ChangeRequestsPage'),
  },
] as const satisfies readonly AppRoute[];
