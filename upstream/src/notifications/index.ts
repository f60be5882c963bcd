/** The notifications domain's manifest (domain.ts): the in-app notification centre's table and the recipient's calls. */
import type { DomainManifest } from '../domain';
import { operations } from '../http/extensionRules';
import { notificationsRoutes } from './routes';
import { notificationsSchemas } from './schemas';
import { migrations } from './migrations';

export const manifest: DomainManifest = {
  name: 'notifications',
  routes: notificationsRoutes,
  schemas: notificationsSchemas,
  migrations,
  extensions: {
    operations: operations(
      'The notification centre under the header bell: SPEC §7 has no call telling a reviewer of a request waiting for them or a requester of its outcome.',
      ['GET /notifications', 'GET /notifications/unread_count', 'POST /notifications/:id/read', 'POST /notifications/read_all'],
    ),
  },
};
