/** The mail domain's manifest (domain.ts): the outbox, its sending job and the one-time password links. */
import type { DomainManifest } from '../domain';
import { PAGING } from '../http/extensionRules';
import { MAIL_DUE } from './mailer';
import { migrations } from './migrations';
import { mailRoutes } from './routes';
import { mailSchemas } from './schemas';

export const manifest: DomainManifest = {
  name: 'mail',
  routes: mailRoutes,
  schemas: mailSchemas,
  migrations,
  jobs: [MAIL_DUE],
  extensions: {
    operations: [
      { method: 'POST', url: '/password/forgot', reason: 'Forgot password: a reset link by e-mail (SPEC §8 "check email to reset password").' },
      { method: 'POST', url: '/password/set', reason: 'Set a password through an invitation or reset link (SPEC §8 "invitation sent").' },
      { method: 'GET', url: '/mail/outbox', reason: 'Admins read sent and queued mail (and all mail when no SMTP server is configured).' },
    ],
    queryRules: { 'GET /mail/outbox': { params: [...PAGING, 'status'] } },
  },
};
