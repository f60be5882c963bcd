/** The companies domain: registration of a company on its own subdomain (public; an upstream extension). */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'companies',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { CompaniesResolver } = await import('./resolver');
    return [CompaniesResolver];
  },
  access: [],
});
