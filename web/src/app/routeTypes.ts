/**
 * The shape of the route table and the side-menu groups, apart from the table itself (routes.tsx), so modules that
 * read access (access.ts, guards, pages) never import the pages' module and no import cycle runs through the table.
 * Access keys and menu groups are the schema's enums (`AccessKey`, `MenuGroup`, generated from the gateway's access
 * table), so a key the gateway does not define fails the type-check.
 */
import type { ComponentType } from 'react';
import type { AccessKey, MenuGroup } from '../generated/graphql';

export type { AccessKey, MenuGroup };

/** Side-menu labels of SPEC §2, in display order (the schema's enum is unordered). */
export const MENU_GROUP_LABELS = {
  HOME: 'Home',
  TEAMS: 'Teams',
  ACTIONS: 'Actions',
  ATTENDANCE: 'Attendance',
  CANDIDATES: 'Candidates',
  HEADCOUNT: 'Headcount',
  ATTRITIONS: 'Attritions',
  LEAVE_REQUESTS: 'Leave Requests',
  MANAGER_SHUFFLE_REQUESTS: 'Manager Shuffle Requests',
  ACCESS_TRACKER: 'Access Tracker',
  PROFILE: 'Profile',
} as const satisfies Record<MenuGroup, string>;

/** The menu groups in display order. */
export const MENU_GROUPS = Object.keys(MENU_GROUP_LABELS) as MenuGroup[];

export interface AppRoute {
  /** Relative to /main (e.g. 'employees/:id'). */
  path: string;
  /** The page opens iff this key is in `me.access.routes` (SIGNED_IN: everyone signed in). */
  access: AccessKey;
  /** Where the page appears in the side menu; omit for detail pages. */
  menu?: { group: MenuGroup; label: string };
  /**
   * An entry of the account (avatar) menu (SPEC §2 "The account menu offers ..."), shown iff the page opens for the
   * user; `to` fills the route's parameters (e.g. 'permissions/me' for 'permissions/:id').
   */
  account?: { label: string; to?: string; capability?: 'teamSpace' | 'mailOutbox' };
  /** The page's heading when it is its card's title: shown over the loading card while the page's code loads. */
  title?: string;
  /** The page module (default export), loaded on first visit. */
  lazy: () => Promise<{ default: ComponentType }>;
}
