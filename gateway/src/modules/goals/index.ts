/** The goals domain: its resolvers and its rules of the access table. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'goals',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { GoalsResolver } = await import('./resolver');
    return [GoalsResolver];
  },
  access: [
    /** Goals of the caller's reporting line to review and set: managers holding MANAGE_GOALS. */
    { key: 'goals.manage', routes: ['/goals/team'], allowed: [], link: { requireManagerPermission: 'MANAGE_GOALS' }, holders: [] },
  ],
});
