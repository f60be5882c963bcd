/** The goals domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { goalsRoutes } from './routes';
import { goalsSchemas } from './schemas';
import { migrations } from './migrations';
import { seedGoals } from './seed';
import { operations } from '../http/extensionRules';

export const manifest: DomainManifest = {
  name: 'goals',
  routes: goalsRoutes,
  schemas: goalsSchemas,
  migrations,
  seed: seedGoals,
  extensions: {
    operations: operations('Goals (SPEC §3, §4 shared area: review by MANAGE_GOALS holders, progress, supporting document); the shared area gives no paths.', [
      'GET /goals',
      'POST /goals',
      'GET /goals/:id',
      'PUT /goals/:id',
      'DELETE /goals/:id',
      'POST /goals/:id/approve',
      'POST /goals/:id/reject',
      'PATCH /goals/:id/progress',
      'GET /goals/:id/download_supporting_document',
      'GET /goals/:id/supporting_document',
    ]),
  },
};
