/** The files domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { filesRoutes } from './routes';
import { filesSchemas } from './schemas';

export const manifest: DomainManifest = {
  name: 'files',
  routes: filesRoutes,
  schemas: filesSchemas,
  extensions: {
    operations: [
      {
        method: 'POST',
        url: '/files',
        reason: 'Generic file store for the gateway upload plumbing (SPEC shows files only as paths under a storage base URL).',
      },
      { method: 'GET', url: '/files/:id/download', reason: 'Download of a stored file (SPEC prefixes a storage base URL that this stand-in does not have).' },
    ],
  },
};
