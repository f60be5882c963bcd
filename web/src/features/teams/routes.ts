/** The teams pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import { TeamOutlined } from '@ant-design/icons';
import type { AppRoute, MenuGroupDef } from '../../app/routeTypes';

/** The side menu's "Teams" group. */
export const menuGroup = { group: 'TEAMS', label: 'Teams', icon: TeamOutlined, order: 20 } satisfies MenuGroupDef;

export const routes = [
  // Team space: teams, goals, kudos, manager permissions.
  { path: 'teams', access: 'SIGNED_IN', menu: { group: 'TEAMS', label: 'Teams', order: 10 }, title: 'Teams', lazy: () => import('./TeamsPage') },
  { path: 'teams/:id', access: 'SIGNED_IN', lazy: () => import('./TeamPage') },
] as const satisfies readonly AppRoute[];
