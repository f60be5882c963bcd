/** The kudos pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import type { AppRoute } from '../../app/routeTypes';

export const routes = [
  { path: 'kudos', access: 'SIGNED_IN', account: { label: 'Kudos', capability: 'teamSpace', order: 40 }, lazy: () => import('./KudosPage') },
  { path: 'kudos/:id', access: 'SIGNED_IN', lazy: () => import('./KudosWallPage') },
] as const satisfies readonly AppRoute[];
