/** The attrition pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import { LogoutOutlined } from '@ant-design/icons';
import type { AppRoute, MenuGroupDef } from '../../app/routeTypes';

/** The side menu's "Attritions" group. */
export const menuGroup = { group: 'ATTRITIONS', label: 'Attritions', icon: LogoutOutlined, order: 70 } satisfies MenuGroupDef;

export const routes = [
  {
    path: 'add-attrition',
    access: 'ATTRITIONS_MANAGE',
    menu: { group: 'ATTRITIONS', label: 'Add Attrition', order: 10 },
    title: 'Record attrition',
    lazy: () => import('./AddAttritionPage'),
  },
  {
    path: 'attrition-tracker',
    access: 'ATTRITIONS_MANAGE',
    menu: { group: 'ATTRITIONS', label: 'Attrition Tracker', order: 20 },
    title: 'Attrition tracker',
    lazy: () => import('./AttritionTrackerPage'),
  },
  {
    path: 'manager-attritions',
    access: 'ATTRITIONS_TEAM',
    menu: { group: 'ATTRITIONS', label: 'Team Attritions', order: 30 },
    title: 'Team attritions',
    lazy: () => import('./ManagerAttritionsPage'),
  },
  {
    path: 'attrition-types',
    access: 'ATTRITIONS_MANAGE',
    menu: { group: 'ATTRITIONS', label: 'Attrition Types', order: 40 },
    title: 'Attrition types',
    lazy: () => import('./AttritionTypesPage'),
  },
  { path: 'attritions/:id/exit-interview', access: 'ATTRITIONS_MANAGE', lazy: () => import('./ExitInterviewPage') },
] as const satisfies readonly AppRoute[];
