/**
 * Pure rules over the route table and the user's `me.access`: which routes open and which menu entries show.
 * The web never re-implements a role rule; it only reads the keys and groups the gateway computed.
 */
import type { ComponentType } from 'react';
import type { AccessKey, AppRoute, MenuGroup, RouteTable } from './routeTypes';
import type { Capability } from '../shared/capabilities';
import { MAIN } from '../shared/paths';

export interface AccessLike {
  routes: readonly AccessKey[];
  menuGroups: readonly MenuGroup[];
  /** Keys opening only for the user's own record (`:id` = `me` or their id). */
  ownOnly?: readonly AccessKey[];
}

/**
 * `SIGNED_IN` pages open for every signed-in user; other keys must be granted by the gateway. A key the gateway lists
 * in `ownOnly` (SPEC §2 current-user-only links, decided by gateway/src/access/table.ts) opens only for the route's
 * `id` given: `me` or the user's own id (`self`).
 */
export function canOpen(access: AccessLike | null | undefined, key: AccessKey, route?: { id?: string; self?: string }): boolean {
  if (key === 'SIGNED_IN') return true;
  if (!access?.routes.includes(key)) return false;
  if (!route || !access.ownOnly?.includes(key)) return true;
  return route.id === 'me' || (route.id !== undefined && route.id === route.self);
}

/** The account-menu entries of the route table that open for this user, in their `order`. */
export function accountMenu(
  routes: readonly AppRoute[],
  access: AccessLike | null | undefined,
  has: (capability: Capability) => boolean = () => true,
): MenuEntry[] {
  if (!access) return [];
  return routes
    .filter((r) => r.account && canOpen(access, r.access, r.account.to ? { id: 'me' } : undefined) && (!r.account.capability || has(r.account.capability)))
    .sort((a, b) => (a.account!.order ?? 0) - (b.account!.order ?? 0))
    .map((r) => ({ path: `${MAIN}/${r.account!.to ?? r.path}`, label: r.account!.label }));
}

export interface MenuEntry {
  path: string;
  label: string;
}
export interface MenuSection {
  group: MenuGroup;
  label: string;
  icon: ComponentType;
  entries: MenuEntry[];
}

/**
 * The side menu: SPEC §2 groups in their `order`, each shown iff the gateway lists it in `menuGroups` AND at least one
 * built page of that group opens for the user (and, for an entry needing an upstream extension, the server offers it);
 * a group's pages in their `order`.
 */
export function visibleMenu(
  { routes, groups }: RouteTable,
  access: AccessLike | null | undefined,
  has: (capability: Capability) => boolean = () => true,
): MenuSection[] {
  if (!access) return [];
  return [...groups]
    .sort((a, b) => a.order - b.order)
    .filter(({ group }) => access.menuGroups.includes(group))
    .map(({ group, label, icon }) => ({
      group,
      label,
      icon,
      entries: routes
        .filter((r) => r.menu?.group === group && canOpen(access, r.access) && (!r.menu.capability || has(r.menu.capability)))
        .sort((a, b) => (a.menu!.order ?? 0) - (b.menu!.order ?? 0))
        .map((r) => ({ path: `${MAIN}/${r.path}`, label: r.menu!.label })),
    }))
    .filter((section) => section.entries.length > 0);
}
