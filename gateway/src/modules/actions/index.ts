/** The actions domain: its resolvers and its rules of the access table. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'actions',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { ActionPolicyResolver, ActionTakenResolver, EmployeeActionsResolver } = await import('./resolver');
    return [ActionPolicyResolver, ActionTakenResolver, EmployeeActionsResolver];
  },
  access: [
    { key: 'actionPolicies.manage', routes: ['/actions/new', '/action-types'], allowed: ['ceo', 'hr'], holders: ['ceo', 'headofhr', 'hr'] },
    {
      key: 'actions.newAgainst',
      routes: ['/newActionAgainst'],
      allowed: ['ceo', 'head', 'teamLeader', 'auditor'],
      holders: ['ceo', 'headofhr', 'head', 'headauditing', 'coldhead', 'teamleader', 'auditor'],
    },
    { key: 'actions.takenDetail', routes: ['/actionsTaken/:id'], allowed: ['hr'], holders: ['headofhr', 'hr'] },
    /** Approve / reject / waive actions and write HR comments (no page of its own; /manageActions shows the buttons). */
    { key: 'actions.review', routes: [], allowed: ['hr', 'ceo'], holders: ['ceo', 'headofhr', 'hr'] },
  ],
});
