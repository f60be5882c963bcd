/** The capabilities domain: its resolvers and its rules of the access table. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'capabilities',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { CapabilitiesResolver } = await import('./resolver');
    return [CapabilitiesResolver];
  },
  access: [],
});
