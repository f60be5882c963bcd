/** The goals pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import type { AppRoute } from '../../app/routeTypes';

export const routes = [
  { path: 'goals', access: 'SIGNED_IN', account: { label: 'Goals', capability: 'teamSpace', order: 10 }, lazy: () => import('./GoalsPage') },
  { path: 'goals/new', access: 'SIGNED_IN', account: { label: 'New Goal', capability: 'teamSpace', order: 20 }, lazy: () => import('./NewGoalPage') },
  { path: 'goals/team', access: 'GOALS_MANAGE', account: { label: 'Team Goals', capability: 'teamSpace', order: 30 }, lazy: () => import('./TeamGoalsPage') },
  { path: 'goals/:id', access: 'SIGNED_IN', lazy: () => import('./GoalDetailsPage') },
] as const satisfies readonly AppRoute[];
