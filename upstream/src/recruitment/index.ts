/** The recruitment domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { recruitmentRoutes } from './routes';
import { recruitmentSchemas } from './schemas';
import { migrations } from './migrations';
import { seedRecruitment } from './seed';
import { extensions } from './extensions';

export const manifest: DomainManifest = {
  name: 'recruitment',
  routes: recruitmentRoutes,
  schemas: recruitmentSchemas,
  migrations,
  seed: seedRecruitment,
  extensions,
};
