/** The shuffle domain: its resolvers and its rules of the access table. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'shuffle',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { ManagerShuffleResolver } = await import('./resolver');
    const { HrInboxResolver } = await import('./inboxResolver');
    return [ManagerShuffleResolver, HrInboxResolver];
  },
  access: [
    {
      key: 'shuffle.view',
      routes: ['/managerShuffleRequestsTracker', '/managerShuffleRequestDetails/:id'],
      allowed: ['acm', 'hr', 'ceo', 'head'],
      holders: ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead', 'acm'],
    },
    {
      key: 'shuffle.add',
      routes: ['/addManagerShuffleRequest'],
      allowed: ['acm', 'ceo', 'head'],
      holders: ['ceo', 'headofhr', 'head', 'headauditing', 'coldhead', 'acm'],
    },
    /** Approve / reject manager shuffle requests (buttons on /managerShuffleRequestDetails/:id): HR, and the CEO as for actions. */
    { key: 'shuffle.review', routes: [], allowed: ['hr', 'ceo'], holders: ['ceo', 'headofhr', 'hr'] },
  ],
});
