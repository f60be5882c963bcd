/** The mail pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import type { AppRoute } from '../../app/routeTypes';

export const routes = [
  {
    path: 'outbox',
    access: 'MAIL_OUTBOX',
    account: { label: 'Outbox', capability: 'mailOutbox', order: 110 },
    title: 'Outbox',
    lazy: () => import('./OutboxPage'),
  },
] as const satisfies readonly AppRoute[];
