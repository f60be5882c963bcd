/** The notifications domain: the notification centre's resolvers (signed in: one's own notifications only). */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'notifications',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { NotificationsResolver } = await import('./resolver');
    return [NotificationsResolver];
  },
  access: [
    // Admins (SPEC §6: CEO or head of HR, as for company settings) set which notifications e-mail everyone by default.
    { key: 'notifications.defaults', routes: [], allowed: ['admin'], holders: ['ceo', 'headofhr'] },
  ],
});
