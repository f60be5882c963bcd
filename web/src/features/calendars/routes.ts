/** The calendars page under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import type { AppRoute } from '../../app/routeTypes';

export const routes = [
  {
    path: 'calendars',
    access: 'SIGNED_IN',
    account: { label: 'Calendars', capability: 'calendars', order: 36 },
    lazy: () => import('./CalendarsPage'),
  },
] as const satisfies readonly AppRoute[];
