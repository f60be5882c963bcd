/** The worklogs domain: its resolvers and its rules of the access table (every rule is the signed-in one; the person rules are the resolver's). */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'worklogs',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { WorklogsResolver } = await import('./resolver');
    return [WorklogsResolver];
  },
  access: [],
});
