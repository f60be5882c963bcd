/** The helpdesk domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { helpdeskRoutes } from './routes';
import { helpdeskSchemas } from './schemas';
import { migrations } from './migrations';
import { seedHelpdesk } from './seed';
import { sharedAreaOperations } from '../http/extensionRules';

export const manifest: DomainManifest = {
  name: 'helpdesk',
  routes: helpdeskRoutes,
  schemas: helpdeskSchemas,
  migrations,
  seed: seedHelpdesk,
  extensions: {
    operations: sharedAreaOperations([
      ['GET', '/helpdesk_links', 'Help desk links, listed for everyone.'],
      ['POST', '/helpdesk_links', 'Add a help desk link (admins).'],
      ['GET', '/helpdesk_links/:id', 'One help desk link.'],
      ['PUT', '/helpdesk_links/:id', 'Change a help desk link (admins).'],
      ['DELETE', '/helpdesk_links/:id', 'Delete a help desk link (admins).'],
    ]),
  },
};
