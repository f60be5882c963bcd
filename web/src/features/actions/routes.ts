/** The actions pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import { ExceptionOutlined } from '@ant-design/icons';
import type { AppRoute, MenuGroupDef } from '../../app/routeTypes';

/** The side menu's "Actions" group. */
export const menuGroup = { group: 'ACTIONS', label: 'Actions', icon: ExceptionOutlined, order: 30 } satisfies MenuGroupDef;

export const routes = [
  {
    path: 'manageActions',
    access: 'SIGNED_IN',
    menu: { group: 'ACTIONS', label: 'Manage Actions', order: 10 },
    title: 'Manage Actions',
    lazy: () => import('./ManageActionsPage'),
  },
  { path: 'manageActions/:id', access: 'SIGNED_IN', lazy: () => import('./ManageActionsPage') },
  {
    path: 'newActionAgainst',
    access: 'ACTIONS_NEW_AGAINST',
    menu: { group: 'ACTIONS', label: 'New Action Against', order: 20 },
    title: 'New Action Against',
    lazy: () => import('./NewActionAgainstPage'),
  },
  {
    path: 'action-types',
    access: 'ACTION_POLICIES_MANAGE',
    menu: { group: 'ACTIONS', label: 'Action Types', order: 30 },
    title: 'Action Types',
    lazy: () => import('./ActionTypesPage'),
  },
  {
    path: 'actions/new',
    access: 'ACTION_POLICIES_MANAGE',
    menu: { group: 'ACTIONS', label: 'Add Action', order: 40 },
    title: 'Add Action',
    lazy: () => import('./NewActionPolicyPage'),
  },
  { path: 'actionsTaken/:id', access: 'ACTIONS_TAKEN_DETAIL', lazy: () => import('./ActionTakenPage') },
] as const satisfies readonly AppRoute[];
