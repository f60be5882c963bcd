/** The assets pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import type { AppRoute } from '../../app/routeTypes';

export const routes = [
  // Workspace: account-menu pages of the shared area (hidden, like the rest of the team space, on a SPEC §7-only backend).
  { path: 'my-assets', access: 'ASSETS_MINE', account: { label: 'My Assets', capability: 'teamSpace', order: 70 }, lazy: () => import('./MyAssetsPage') },
  { path: 'assets', access: 'ASSETS_MANAGE', account: { label: 'Assets', capability: 'teamSpace', order: 80 }, lazy: () => import('./AssetsPage') },
] as const satisfies readonly AppRoute[];
