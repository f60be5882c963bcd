/** The home domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { homeRoutes } from './routes';
import { homeSchemas } from './schemas';

export const manifest: DomainManifest = {
  name: 'home',
  routes: homeRoutes,
  schemas: homeSchemas,
  extensions: {
    operations: [
      {
        method: 'GET',
        url: '/home/birthdays',
        reason: 'Birthdays (day and month only) of everyone for the home dashboard; SPEC §7 employee answers redact date_of_birth (personal).',
      },
      {
        method: 'GET',
        url: '/home/summary',
        reason: "The home dashboard's widgets counted in the database for the caller's scope (the gateway composes them from SPEC §7 reads without it).",
      },
    ],
  },
};
