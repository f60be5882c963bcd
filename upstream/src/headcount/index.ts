/** The headcount domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { headcountRoutes } from './routes';
import { headcountSchemas } from './schemas';
import { migrations } from './migrations';
import { seedHeadcount } from './seed';
import { extensions } from './extensions';
import { EXPIRY_ALERTS_DUE } from './expiry';

export const manifest: DomainManifest = {
  name: 'headcount',
  routes: headcountRoutes,
  schemas: headcountSchemas,
  migrations,
  seed: seedHeadcount,
  jobs: [EXPIRY_ALERTS_DUE],
  extensions,
};
