/** The settings domain's manifest (domain.ts): the company's name, logo, colours, copyright line, task tracker and first-run checklist. */
import type { DomainManifest } from '../domain';
import { operations } from '../http/extensionRules';
import { migrations } from './migrations';
import { settingsRoutes } from './routes';
import { settingsSchemas } from './schemas';

export const manifest: DomainManifest = {
  name: 'settings',
  routes: settingsRoutes,
  schemas: settingsSchemas,
  migrations,
  extensions: {
    operations: operations(
      "Company settings: SPEC §3 names the Company's fields and the Theme's saved colours and SPEC §9 the text catalogue's company name and copyright, but SPEC §7 gives them no call.",
      [
        'GET /company/settings/branding',
        'GET /company/settings',
        'PUT /company/settings',
        'PUT /company/settings/logo',
        'DELETE /company/settings/logo',
        'POST /company/settings/jira_test',
        'GET /company/settings/checklist',
        'PUT /company/settings/checklist',
      ],
    ),
  },
};
