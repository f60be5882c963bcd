/** The pay domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { payRoutes } from './routes';
import { paySchemas } from './schemas';
import { migrations } from './migrations';
import { seedPay } from './seed';
import { extensions } from './extensions';

export const manifest: DomainManifest = {
  name: 'pay',
  routes: payRoutes,
  schemas: paySchemas,
  migrations,
  seed: seedPay,
  extensions,
};
