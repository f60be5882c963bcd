/** The notifications domain: the notification centre's resolvers (signed in: one's own notifications only). */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'notifications',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { NotificationsResolver } = await import('./resolver');
    return [NotificationsResolver];
  },
  access: [],
});
