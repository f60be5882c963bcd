/** The documents domain: its resolvers and its rules of the access table. */
import { DEMO_ROLES, EVERYONE } from '../../access/rule';
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'documents',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { DocumentResolver } = await import('./resolver');
    return [DocumentResolver];
  },
  access: [
    // Workspace: reading is everyone's, documents are kept by HR and admins.
    { key: 'documents.view', routes: ['/documents'], allowed: EVERYONE, holders: DEMO_ROLES },
    { key: 'documents.manage', routes: [], allowed: ['hr', 'admin'], holders: ['ceo', 'headofhr', 'hr'] },
  ],
});
