/**
 * THE route table of the signed-in area (everything under /main), collected from every domain's routes.ts
 * (web/src/features/<domain>/routes.ts, indexed by the generated ../generated/routes.ts). Each domain declares its
 * pages and, where it owns one, its side-menu group (label, icon, order). A page that is not built is not in the
 * table, so the menu never shows a dead link. Nothing but SignedIn.tsx (and tests) imports this module: pages read
 * the table through RouteTableContext and build links with shared/paths.ts.
 */
import { domainRoutes } from '../generated/routes';
import type { AppRoute, MenuGroup, MenuGroupDef } from './routeTypes';

type Domains = typeof domainRoutes;
type Domain = Domains[keyof Domains];

/** The route modules by domain (folder name under features/). */
export const routeModules: Readonly<Record<string, Domain>> = domainRoutes;

export const appRoutes: readonly AppRoute[] = Object.values(routeModules).flatMap((d): readonly AppRoute[] => d.routes);

/** The side-menu groups in display order (SPEC §2; the schema's enum is unordered). */
export const menuGroups: readonly MenuGroupDef[] = Object.values(routeModules)
  .flatMap((d): MenuGroupDef[] => ('menuGroup' in d ? [d.menuGroup] : []))
  .sort((a, b) => a.order - b.order);

export const MENU_GROUPS: readonly MenuGroup[] = menuGroups.map((g) => g.group);

// The paths of the table, as literal types, for the typed path builders (shared/paths.ts): declared here, not imported
// there, so a page importing shared/paths does not import the table (and through it every page).
declare module '../shared/paths' {
  interface RouteRegister {
    path: Domain['routes'][number]['path'];
  }
}
