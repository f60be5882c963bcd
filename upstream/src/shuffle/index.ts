/** The shuffle domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { SHUFFLES_DUE } from './jobs';
import { shuffleRoutes } from './routes';
import { shuffleSchemas } from './schemas';
import { migrations } from './migrations';
import { seedShuffle } from './seed';
import { PAGING } from '../http/extensionRules';

export const manifest: DomainManifest = {
  name: 'shuffle',
  routes: shuffleRoutes,
  schemas: shuffleSchemas,
  migrations,
  seed: seedShuffle,
  jobs: [SHUFFLES_DUE],
  extensions: {
    queryRules: {
      'GET /manager_shuffle_requests': { params: [...PAGING, 'status', 'employee_id', 'manager_id', 'requester_id', 'start_date', 'end_date', 'search'] },
    },
  },
};
