/** The shuffle pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import { SwapOutlined } from '@ant-design/icons';
import type { AppRoute, MenuGroupDef } from '../../app/routeTypes';

/** The side menu's "Manager Shuffle Requests" group. */
export const menuGroup = { group: 'MANAGER_SHUFFLE_REQUESTS', label: 'Manager Shuffle Requests', icon: SwapOutlined, order: 90 } satisfies MenuGroupDef;

export const routes = [
  {
    path: 'managerShuffleRequestsTracker',
    access: 'SHUFFLE_VIEW',
    menu: { group: 'MANAGER_SHUFFLE_REQUESTS', label: 'Shuffle Request Tracker', order: 10 },
    title: 'Manager shuffle requests',
    lazy: () => import('./ManagerShuffleRequestsTrackerPage'),
  },
  { path: 'managerShuffleRequestDetails/:id', access: 'SHUFFLE_VIEW', lazy: () => import('./ManagerShuffleRequestDetailsPage') },
  {
    path: 'addManagerShuffleRequest',
    access: 'SHUFFLE_ADD',
    menu: { group: 'MANAGER_SHUFFLE_REQUESTS', label: 'Add Shuffle Request', order: 20 },
    title: 'Add shuffle request',
    lazy: () => import('./AddManagerShuffleRequestPage'),
  },
] as const satisfies readonly AppRoute[];
