/** The attrition domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { ATTRITIONS_DUE } from './jobs';
import { attritionRoutes } from './routes';
import { attritionSchemas } from './schemas';
import { migrations } from './migrations';
import { seedAttrition } from './seed';
import { PAGING } from '../http/extensionRules';

export const manifest: DomainManifest = {
  name: 'attrition',
  routes: attritionRoutes,
  schemas: attritionSchemas,
  migrations,
  seed: seedAttrition,
  jobs: [ATTRITIONS_DUE],
  extensions: {
    operations: [
      { method: 'GET', url: '/api/attritions', reason: 'The attrition list (tracker, team attritions); SPEC §7 only records and changes attritions.' },
      {
        method: 'GET',
        url: '/api/attritions/analytics',
        reason: 'Attrition analytics on the tracker (beyond the spec): monthly rate over 12 months, by department, type, tenure, top exit reasons.',
      },
      { method: 'GET', url: '/api/attritions/:id', reason: 'One attrition, for the exit interview page and the cancel dialog.' },
      { method: 'GET', url: '/api/attritions/:id/exit_interview', reason: 'The exit interview of an attrition (a form per attrition).' },
      { method: 'PUT', url: '/api/attritions/:id/exit_interview', reason: 'Records or replaces the exit interview of an attrition.' },
    ],
    queryRules: { 'GET /api/attrition_types': { params: [...PAGING, 'per_page'] } },
  },
};
