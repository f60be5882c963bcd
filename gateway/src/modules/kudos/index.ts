/** The kudos domain: its resolvers and its rules of the access table. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'kudos',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { KudosResolver } = await import('./resolver');
    return [KudosResolver];
  },
  access: [],
});
