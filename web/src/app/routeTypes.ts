/**
 * The shape of a domain's routes (web/src/features/<domain>/routes.ts) and of the side-menu groups, apart from the
 * collected table (routes.ts), so modules that read access (access.ts, guards, pages) never import the pages' modules
 * and no import cycle runs through the table. Access keys and menu groups are the schema's enums (`AccessKey`,
 * `MenuGroup`, generated from the gateway's access table), so a key the gateway does not define fails the type-check.
 */
import type { ComponentType } from 'react';
import type { AccessKey, MenuGroup } from '../generated/graphql';
import type { Capability } from '../shared/capabilities';

export type { AccessKey, MenuGroup };

/** A side-menu group (SPEC §2), declared by the one domain that owns it; `order` places it among the groups. */
export interface MenuGroupDef {
  group: MenuGroup;
  label: string;
  icon: ComponentType;
  order: number;
}

export interface AppRoute {
  /** Relative to /main (e.g. 'employees/:id'). */
  path: string;
  /** The page opens iff this key is in `me.access.routes` (SIGNED_IN: everyone signed in). */
  access: AccessKey;
  /**
   * Where the page appears in the side menu; omit for detail pages. `order` places it within its group, whichever
   * domain declares it (a group lists pages of several domains); every entry of the app's table has one
   * (routeTable.test.ts), a test's small table may leave it to the table's order. `capability`: shown only where the
   * server offers it.
   */
  menu?: { group: MenuGroup; label: string; order?: number; capability?: Capability };
  /**
   * An entry of the account (avatar) menu (SPEC §2 "The account menu offers ..."), shown iff the page opens for the
   * user; `to` fills the route's parameters (e.g. 'permissions/me' for 'permissions/:id'); `order` places it in the
   * menu, as for `menu`.
   */
  account?: { label: string; to?: string; capability?: Capability; order?: number };
  /** The page's heading when it is its card's title: shown over the loading card while the page's code loads. */
  title?: string;
  /** The page module (default export), loaded on first visit. */
  lazy: () => Promise<{ default: ComponentType }>;
}

/** What the menus read: the routes and the groups they fall in. */
export interface RouteTable {
  routes: readonly AppRoute[];
  groups: readonly MenuGroupDef[];
}
