/** The profile domain: the full profile, self-service and HR's change requests, and its rule of the access table. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'profile',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { ProfileResolver } = await import('./resolver');
    const { ChangeRequestResolver } = await import('./changeResolver');
    const { PublicProfileResolver } = await import('./publicResolver');
    return [ProfileResolver, ChangeRequestResolver, PublicProfileResolver];
  },
  access: [
    // HR decides the sensitive changes people ask for (payment account, national ID); the CEO too, as for other reviews.
    { key: 'profileChanges.review', routes: ['/profileChangeRequests'], allowed: ['hr', 'ceo'], holders: ['ceo', 'headofhr', 'hr'] },
  ],
});
