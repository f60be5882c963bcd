/** The teams domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { teamsRoutes } from './routes';
import { teamsSchemas } from './schemas';

export const manifest: DomainManifest = {
  name: 'teams',
  routes: teamsRoutes,
  schemas: teamsSchemas,
  extensions: {
    operations: [
      {
        method: 'PATCH',
        url: '/teams/current',
        reason: "The shared area's change current team (SPEC §8 confirmation); SPEC §7 only moves others (adjust_teams).",
      },
    ],
  },
};
