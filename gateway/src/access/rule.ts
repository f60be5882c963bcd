/**
 * The shape of one access rule, apart from the table (table.ts) that assembles every domain's rules, so a domain
 * manifest (modules/<d>/index.ts) can declare its rules without loading the table.
 */
import type { RoleFlag } from './roles';

/** Everyone who is signed in. */
export const EVERYONE = 'everyone' as const;

/** SPEC §3 "Permission catalogue": what admins grant to managers (upstream/src/permissions/catalogue.ts). */
export const MANAGER_PERMISSIONS = ['MANAGE_LEAVE_REQUESTS', 'MANAGE_GOALS'] as const;
export type ManagerPermission = (typeof MANAGER_PERMISSIONS)[number];

/**
 * SPEC §2 shared-area link flags (`requiresAdminAuth`, `requireManagerPermission`, `currentUserOnly`, and
 * `requireAuth: false` for public links). Each flag set is one more way to be permitted, beside `allowed`.
 */
export interface LinkFlags {
  /** Permitted to admins (CEO or head of HR). */
  requiresAdminAuth?: boolean;
  /** Permitted to a manager holding a manager permission: `true` = any, or the named one. */
  requireManagerPermission?: true | ManagerPermission;
  /** Permitted when the route's `:id` is `me` or the user's own id. */
  currentUserOnly?: boolean;
  /** `false`: a public link, permitted without signing in. */
  requireAuth?: boolean;
}

export interface AccessRule {
  key: string;
  /** The web routes (under /main) this key opens. */
  routes: readonly string[];
  /** Role flags of which any one suffices, or everyone signed in. */
  allowed: readonly RoleFlag[] | typeof EVERYONE;
  /** The shared-area link rule (SPEC §2), permitting beside `allowed`. */
  link?: LinkFlags;
}

/** The seeded demo accounts (upstream/src/seed.ts), by sign-in key. */
export const DEMO_ROLES = ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead', 'acm', 'teamleader', 'auditor', 'agent'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

/**
 * A rule as a domain declares it: with the demo accounts expected to pass it on their role flags alone (no manager
 * permission, no route id), written by hand from `allowed` so the access tests check the code against it.
 */
export interface DomainRule extends AccessRule {
  holders: readonly DemoRole[];
}
