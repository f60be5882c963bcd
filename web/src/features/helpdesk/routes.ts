/** The helpdesk pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import type { AppRoute } from '../../app/routeTypes';

export const routes = [
  {
    path: 'helpdesk-links',
    access: 'HELPDESK_VIEW',
    account: { label: 'Help Desk Links', capability: 'teamSpace', order: 100 },
    lazy: () => import('./HelpdeskLinksPage'),
  },
] as const satisfies readonly AppRoute[];
