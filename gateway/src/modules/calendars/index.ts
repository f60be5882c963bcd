/** The calendars domain: its resolvers and its rules of the access table (every rule is the signed-in one; who sees a private calendar is the upstream's). */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'calendars',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { CalendarsResolver } = await import('./resolver');
    return [CalendarsResolver];
  },
  access: [],
});
