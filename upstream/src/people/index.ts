/** The people domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { peopleRoutes } from './routes';
import { peopleSchemas } from './schemas';
import { migrations } from './migrations';
import { seedPeople } from './seed';
import { extensions } from './extensions';
import { GREETINGS_DUE } from './greetings';

export const manifest: DomainManifest = {
  name: 'people',
  routes: peopleRoutes,
  schemas: peopleSchemas,
  migrations,
  seed: seedPeople,
  jobs: [GREETINGS_DUE],
  extensions,
};
