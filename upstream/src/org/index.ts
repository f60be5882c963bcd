/** The org chart's manifest (domain.ts): supervisor chains, direct reports and the directory, read from the employees. */
import type { DomainManifest } from '../domain';
import { operations } from '../http/extensionRules';
import { orgRoutes } from './routes';
import { orgSchemas } from './schemas';

export const manifest: DomainManifest = {
  name: 'org',
  routes: orgRoutes,
  schemas: orgSchemas,
  extensions: {
    operations: [
      ...operations(
        'The supervisors page and org chart: SPEC §2 lists "supervisors" in the account menu, but SPEC §7 has no call for anyone’s chain of managers or reports.',
        ['GET /org_chart/:id/chain', 'GET /org_chart/reports'],
      ),
      ...operations(
        'The employee directory (employees tracker): SPEC §2 lists "employees tracker" in the account menu, but SPEC §7’s employee lists carry pay and personal data, and none lists everyone with only what colleagues may see.',
        ['GET /org_chart/directory'],
      ),
    ],
  },
};
