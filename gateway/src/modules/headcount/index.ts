/** The headcount domain: its resolvers and its rules of the access table. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'headcount',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { HeadcountResolver } = await import('./resolver');
    return [HeadcountResolver];
  },
  access: [
    {
      key: 'headcount.manage',
      routes: ['/headcountTracker', '/headcountTracker/:id/edit', '/addHeadcountEmployee', '/manageDepartments', '/manageRoles', '/manageEmploymentStatuses'],
      allowed: ['ceo', 'hr'],
      holders: ['ceo', 'headofhr', 'hr'],
    },
  ],
});
