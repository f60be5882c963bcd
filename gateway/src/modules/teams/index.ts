/** The teams domain: its resolvers and its rules of the access table. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'teams',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { TeamsResolver } = await import('./resolver');
    return [TeamsResolver];
  },
  access: [],
});
