/** The auth domain: its resolvers and its rules of the access table. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'auth',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { AuthResolver } = await import('./resolver');
    return [AuthResolver];
  },
  access: [],
});
