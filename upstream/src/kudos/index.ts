/** The kudos domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { kudosRoutes } from './routes';
import { kudosSchemas } from './schemas';
import { migrations } from './migrations';
import { seedKudos } from './seed';

export const manifest: DomainManifest = {
  name: 'kudos',
  routes: kudosRoutes,
  schemas: kudosSchemas,
  migrations,
  seed: seedKudos,
  extensions: {
    operations: [
      { method: 'GET', url: '/kudos', reason: 'Kudos walls and the weekly kudos of home (SPEC §1, §3 personalKudos); the shared area gives no path.' },
      { method: 'POST', url: '/kudos', reason: 'Give kudos to a colleague with a message (SPEC §3 personalKudos).' },
      { method: 'DELETE', url: '/kudos/:id', reason: 'Withdraw kudos (the giver or an admin).' },
    ],
  },
};
