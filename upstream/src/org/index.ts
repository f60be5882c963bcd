/** The org chart's manifest (domain.ts): supervisor chains and direct reports, read from the employees' manager links. */
import type { DomainManifest } from '../domain';
import { operations } from '../http/extensionRules';
import { orgRoutes } from './routes';
import { orgSchemas } from './schemas';

export const manifest: DomainManifest = {
  name: 'org',
  routes: orgRoutes,
  schemas: orgSchemas,
  extensions: {
    operations: operations(
      'The supervisors page and org chart: SPEC §2 lists "supervisors" in the account menu, but SPEC §7 has no call for anyone’s chain of managers or reports.',
      ['GET /org_chart/:id/chain', 'GET /org_chart/reports'],
    ),
  },
};
