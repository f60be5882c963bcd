/** The settings domain: its resolvers and its rule of the access table. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'settings',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { SettingsResolver } = await import('./resolver');
    return [SettingsResolver];
  },
  access: [
    // Admins (SPEC §6: CEO or head of HR, who grant access) keep the company's settings and its first-run checklist.
    { key: 'settings.manage', routes: ['/companySettings'], allowed: ['admin'], holders: ['ceo', 'headofhr'] },
  ],
});
