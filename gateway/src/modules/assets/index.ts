/** The assets domain: its resolvers and its rules of the access table. */
import { DEMO_ROLES, EVERYONE } from '../../access/rule';
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'assets',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { AssetResolver, AssetAssignmentResolver } = await import('./resolver');
    return [AssetResolver, AssetAssignmentResolver];
  },
  access: [
    // Workspace: everyone sees their own assets, HR and admins keep them.
    { key: 'assets.mine', routes: ['/my-assets'], allowed: EVERYONE, holders: DEMO_ROLES },
    { key: 'assets.manage', routes: ['/assets'], allowed: ['hr', 'admin'], holders: ['ceo', 'headofhr', 'hr'] },
  ],
});
