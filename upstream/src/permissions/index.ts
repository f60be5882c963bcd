/** The permissions domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { permissionsRoutes } from './routes';
import { permissionsSchemas } from './schemas';
import { migrations } from './migrations';
import { seedPermissions } from './seed';

export const manifest: DomainManifest = {
  name: 'permissions',
  routes: permissionsRoutes,
  schemas: permissionsSchemas,
  migrations,
  seed: seedPermissions,
  // The shared area names manager permissions without paths.
  extensions: {
    operations: [
      { method: 'GET', url: '/manager_permissions', reason: 'Manager permission grants (SPEC §3 catalogue, §6 shared area); the shared area gives no path.' },
      { method: 'POST', url: '/manager_permissions', reason: 'Admins grant MANAGE_LEAVE_REQUESTS / MANAGE_GOALS to a manager (SPEC §6 shared area).' },
      { method: 'DELETE', url: '/manager_permissions/:id', reason: 'Admins revoke a manager permission.' },
    ],
  },
};
