/** The notifications domain's manifest (domain.ts): the in-app notification centre, its e-mail preferences and daily digest, and the recipient's calls. */
import type { DomainManifest } from '../domain';
import { operations } from '../http/extensionRules';
import { notificationsRoutes } from './routes';
import { notificationsSchemas } from './schemas';
import { migrations } from './migrations';
import { DIGEST_DUE } from './digest';

export const manifest: DomainManifest = {
  name: 'notifications',
  routes: notificationsRoutes,
  schemas: notificationsSchemas,
  migrations,
  jobs: [DIGEST_DUE],
  extensions: {
    operations: [
      ...operations(
        'The notification centre under the header bell: SPEC §7 has no call telling a reviewer of a request waiting for them or a requester of its outcome.',
        ['GET /notifications', 'GET /notifications/unread_count', 'POST /notifications/:id/read', 'POST /notifications/read_all'],
      ),
      ...operations('The bell updates without a reload (decision 0216): SPEC §7 has no way to hear of a change.', ['GET /notifications/stream']),
      ...operations('Which notifications also e-mail a person, and the company defaults (decision 0208): SPEC §7 sends no e-mail of events.', [
        'GET /notifications/preferences',
        'PUT /notifications/preferences',
        'PUT /notifications/email_defaults',
      ]),
    ],
  },
};
