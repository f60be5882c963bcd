/** The helpdesk domain: its resolvers and its rules of the access table. */
import { DEMO_ROLES, EVERYONE } from '../../access/rule';
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'helpdesk',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { HelpdeskLinkResolver } = await import('./resolver');
    return [HelpdeskLinkResolver];
  },
  access: [
    // Workspace, shared-area pages of the account menu: reading is everyone's, help desk links are kept by admins.
    { key: 'helpdesk.view', routes: ['/helpdesk-links'], allowed: EVERYONE, holders: DEMO_ROLES },
    { key: 'helpdesk.manage', routes: [], allowed: ['admin'], holders: ['ceo', 'headofhr'] },
  ],
});
