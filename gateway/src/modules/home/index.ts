/** The home domain: its resolvers and its rules of the access table. */
import { DEMO_ROLES, EVERYONE } from '../../access/rule';
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'home',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { HomeResolver } = await import('./resolver');
    return [HomeResolver];
  },
  access: [
    /** Every page open to everyone signed in, whichever domain serves it. */
    {
      key: 'signedIn',
      routes: [
        '/home',
        '/myProfile',
        '/people/:id',
        '/attendance',
        '/attendance/agents',
        '/target',
        '/company/leaves',
        '/myLeaves',
        '/manageActions/:id?',
        '/employees/leads',
        '/employees/:id',
        '/teams',
        '/teams/:id',
        '/goals',
        '/goals/new',
        '/goals/:id',
        '/kudos',
        '/kudos/:id',
        '/supervisors',
        '/directory',
        '/worklogs',
        '/notificationSettings',
        '/calendars',
        '/forbidden',
      ],
      allowed: EVERYONE,
      holders: DEMO_ROLES,
    },
  ],
});
