/** The goals pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import { AimOutlined } from '@ant-design/icons';
import type { AppRoute, MenuGroupDef } from '../../app/routeTypes';

/** The side menu's "Goals" group, after Teams (docs/decisions/0155). */
export const menuGroup = { group: 'GOALS', label: 'Goals', icon: AimOutlined, order: 25 } satisfies MenuGroupDef;

// Goals have a side-menu group; SPEC §2's account menu keeps "goals" and "new goal" too.
export const routes = [
  {
    path: 'goals',
    access: 'SIGNED_IN',
    menu: { group: 'GOALS', label: 'Goals', capability: 'teamSpace', order: 10 },
    account: { label: 'Goals', capability: 'teamSpace', order: 10 },
    lazy: () => import('./GoalsPage'),
  },
  {
    path: 'goals/new',
    access: 'SIGNED_IN',
    menu: { group: 'GOALS', label: 'New Goal', capability: 'teamSpace', order: 20 },
    account: { label: 'New Goal', capability: 'teamSpace', order: 20 },
    lazy: () => import('./NewGoalPage'),
  },
  {
    path: 'goals/team',
    access: 'GOALS_MANAGE',
    menu: { group: 'GOALS', label: 'Team Goals', capability: 'teamSpace', order: 30 },
    lazy: () => import('./TeamGoalsPage'),
  },
  { path: 'goals/:id', access: 'SIGNED_IN', lazy: () => import('./GoalDetailsPage') },
] as const satisfies readonly AppRoute[];
