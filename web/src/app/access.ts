/**
 * Pure rules over the route table and the user's `me.access`: which routes open and which menu entries show.
 * The web never re-implements a role rule; it only reads the keys and groups the gateway computed.
 */
import { MENU_GROUPS, type AccessKey, type AppRoute, type MenuGroup } from './routeTypes';

export interface AccessLike {
  routes: readonly AccessKey[];
  menuGroups: readonly MenuGroup[];
}

/** `SIGNED_IN` pages open for every signed-in user; other keys must be granted by the gateway. */
export function canOpen(access: AccessLike | null | undefined, key: AccessKey): boolean {
  if (key === 'SIGNED_IN') return true;
  return Boolean(access?.routes.includes(key));
}

export interface MenuEntry {
  path: string;
  label: string;
}
export interface MenuSection {
  group: MenuGroup;
  entries: MenuEntry[];
}

/** The account (avatar) menu entries the user may open, in route-table order. */
export function visibleAccountMenu(routes: readonly AppRoute[], access: AccessLike | null | undefined): MenuEntry[] {
  if (!access) return [];
  return routes.filter((r) => r.account && canOpen(access, r.access)).map((r) => ({ path: `/main/${r.path}`, label: r.account!.label }));
}

/**
 * The side menu: SPEC §2 groups in order, each shown iff the gateway lists it in `menuGroups` AND at least one built
 * page of that group opens for the user.
 */
export function visibleMenu(routes: readonly AppRoute[], access: AccessLike | null | undefined): MenuSection[] {
  if (!access) return [];
  return MENU_GROUPS.filter((group) => access.menuGroups.includes(group))
    .map((group) => ({
      group,
      entries: routes
        .filter((r) => r.menu?.group === group && canOpen(access, r.access))
        .map((r) => ({ path: `/main/${r.path}`, label: r.menu!.label })),
    }))
    .filter((section) => section.entries.length > 0);
}
