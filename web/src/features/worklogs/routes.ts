/** The work logs page under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import type { AppRoute } from '../../app/routeTypes';

export const routes = [
  {
    path: 'worklogs',
    access: 'SIGNED_IN',
    account: { label: 'Work logs', capability: 'worklogs', order: 35 },
    title: 'Work logs',
    lazy: () => import('./WorklogsPage'),
  },
] as const satisfies readonly AppRoute[];
