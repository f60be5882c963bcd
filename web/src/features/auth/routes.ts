/** The auth pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import type { AppRoute } from '../../app/routeTypes';

export const routes = [{ path: 'forbidden', access: 'SIGNED_IN', lazy: () => import('./ForbiddenPage') }] as const satisfies readonly AppRoute[];
