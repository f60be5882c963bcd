/** The org chart domain: supervisor chains and direct reports, open to every signed-in person (no rule of its own). */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'org',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { OrgChartResolver } = await import('./resolver');
    return [OrgChartResolver];
  },
  access: [],
});
