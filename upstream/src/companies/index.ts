/**
 * The companies domain's manifest (domain.ts): registration. The companies table, its migrations (listed first in
 * migrations.ts, before every table that names a company) and the row-level security that keeps each company's rows
 * its own (scope.ts, context.ts, hook.ts) are the machinery every domain runs on.
 */
import type { DomainManifest } from '../domain';
import { companiesRoutes } from './routes';
import { companiesSchemas } from './schemas';

export const manifest: DomainManifest = {
  name: 'companies',
  routes: companiesRoutes,
  schemas: companiesSchemas,
  extensions: {
    operations: [
      {
        method: 'POST',
        url: '/companies',
        reason: 'Company registration with a subdomain (SPEC §1, §3 Company, §8 "Domain is already taken"); SPEC §7 serves one company and gives it no call.',
      },
    ],
  },
};
