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
  {
    path: 'directory',
    access: 'SIGNED_IN',
    account: { label: 'Employees Tracker', capability: 'orgChart', order: 66 },
    title: 'Employees Tracker',
    lazy: () => import('./DirectoryPage'),
  },
] as const satisfies readonly AppRoute[];
