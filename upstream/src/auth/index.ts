/** The auth domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { authRoutes } from './routes';
import { authSchemas } from './schemas';

export const manifest: DomainManifest = {
  name: 'auth',
  routes: authRoutes,
  schemas: authSchemas,
  extensions: {
    operations: [
      {
        method: 'POST',
        url: '/logout',
        reason:
          'Sign-out that revokes the session at the backend; without it the gateway still refuses the token, but a client calling the backend directly keeps it until it expires.',
      },
    ],
  },
};
