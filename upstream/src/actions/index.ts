/** The actions domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { actionsRoutes } from './routes';
import { actionsSchemas } from './schemas';
import { migrations } from './migrations';
import { seedActionPolicies, seedActions } from './seed';
import { extensions } from './extensions';

export const manifest: DomainManifest = {
  name: 'actions',
  routes: actionsRoutes,
  schemas: actionsSchemas,
  migrations,
  seed: seedActions,
  newCompany: async (tx) => void (await seedActionPolicies(tx)),
  extensions,
};
