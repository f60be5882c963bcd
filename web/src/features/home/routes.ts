/** The home pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import { HomeOutlined } from '@ant-design/icons';
import type { AppRoute, MenuGroupDef } from '../../app/routeTypes';

/** The side menu's "Home" group. */
export const menuGroup = { group: 'HOME', label: 'Home', icon: HomeOutlined, order: 10 } satisfies MenuGroupDef;

export const routes = [
  { path: 'home', access: 'SIGNED_IN', menu: { group: 'HOME', label: 'Home', order: 10 }, lazy: () => import('./HomePage') },
] as const satisfies readonly AppRoute[];
