/** The permissions pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import type { AppRoute } from '../../app/routeTypes';

export const routes = [
  {
    path: 'permissions',
    access: 'PERMISSIONS_MANAGE',
    account: { label: 'Permissions', capability: 'teamSpace', order: 50 },
    lazy: () => import('./PermissionsPage'),
  },
  {
    path: 'permissions/:id',
    access: 'PERMISSIONS_VIEW',
    account: { label: 'My Permissions', to: 'permissions/me', capability: 'teamSpace', order: 60 },
    lazy: () => import('./MyPermissionsPage'),
  },
] as const satisfies readonly AppRoute[];
