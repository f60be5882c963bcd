/** The worklogs domain: its resolvers and its rules of the access table (the person rules are the resolver's; admins read everyone's sync status). */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'worklogs',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { WorklogsResolver } = await import('./resolver');
    return [WorklogsResolver];
  },
  access: [
    // Admins (SPEC §6: CEO or head of HR, who keep the company's Jira connection) see everyone's sync status; each
    // person syncs and reads their own (the resolver's rule, signed in).
    { key: 'worklogs.syncStatusAll', routes: [], allowed: ['admin'], holders: ['ceo', 'headofhr'] },
  ],
});
