/** The org chart's pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import type { AppRoute } from '../../app/routeTypes';

export const routes = [
  {
    path: 'supervisors',
    access: 'SIGNED_IN',
    account: { label: 'Supervisors', capability: 'orgChart', order: 65 },
    title: 'Supervisors',
    lazy: () => import('./SupervisorsPage'),
  },
] as const satisfies readonly AppRoute[];
