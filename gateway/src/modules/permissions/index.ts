/** The permissions domain: its resolvers and its rules of the access table. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'permissions',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { PermissionsResolver, MePermissionsResolver } = await import('./resolver');
    return [PermissionsResolver, MePermissionsResolver];
  },
  access: [
    // Team space (SPEC §2 shared-area link rule).
    /** Grant and revoke manager permissions: admin links. */
    { key: 'permissions.manage', routes: ['/permissions'], allowed: [], link: { requiresAdminAuth: true }, holders: ['ceo', 'headofhr'] },
    /** One person's permissions: their own (`me` or own id), or anyone's for admins. */
    {
      key: 'permissions.view',
      routes: ['/permissions/:id'],
      allowed: [],
      link: { currentUserOnly: true, requiresAdminAuth: true },
      holders: ['ceo', 'headofhr'],
    },
    /** Pages of any manager holding a permission (the manager's corner of the account menu). */
    { key: 'permissions.held', routes: [], allowed: [], link: { requireManagerPermission: true }, holders: [] },
  ],
});
