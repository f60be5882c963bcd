/**
 * THE access table: every route rule of SPEC §6 (ARCHITECTURE "Access keys"), assembled from the domain manifests
 * (modules/<d>/index.ts, collected in modules/manifests.generated.ts), the side-menu groups of
 * SPEC §2, the type-graphql auth checker that enforces `@Authorized('key')`, and `accessFor(roles)` which
 * the web reads as `me.access` so it never re-implements a rule.
 */
import type { AuthCheckerFn } from 'type-graphql';
import type { Context } from '../context';
import { forbidden } from '../errors';
import { manifests } from '../modules/manifests.generated';
import { EVERYONE, MANAGER_PERMISSIONS, type AccessRule, type ManagerPermission } from './rule';
import type { Roles } from './roles';

export { EVERYONE, MANAGER_PERMISSIONS, type AccessRule, type LinkFlags, type ManagerPermission } from './rule';

export const isManagerPermission = (v: unknown): v is ManagerPermission => typeof v === 'string' && (MANAGER_PERMISSIONS as readonly string[]).includes(v);

/** Whom a rule is checked for: SPEC §6 role flags, the manager permissions held, and the employee id. */
export interface Viewer {
  roles: Roles;
  /** Manager permissions held (GET /current_user_with_manager `manager_permissions`; none from a SPEC-only backend). */
  permissions: readonly ManagerPermission[];
  id: string;
}

/** One rule of a domain's manifest (modules/<d>/index.ts). */
type ManifestRule = (typeof manifests)[number]['access'][number];

/** Every domain's rules, domain by domain (folder name order). */
export const ACCESS_TABLE: readonly ManifestRule[] = manifests.flatMap((manifest): readonly ManifestRule[] => manifest.access);

export type AccessKey = ManifestRule['key'];

export const ACCESS_KEYS: readonly AccessKey[] = ACCESS_TABLE.map((rule) => rule.key);

const RULES = new Map<string, AccessRule>(ACCESS_TABLE.map((rule) => [rule.key, rule]));

export const isAccessKey = (key: string): key is AccessKey => RULES.has(key);

/** Side-menu groups of SPEC §2, in menu order, each with the access keys of its pages. */
export const MENU_GROUPS = [
  { name: 'Home', keys: ['signedIn'] },
  /** Shared-area menu label (SPEC §2): the team space's team pages. */
  { name: 'Teams', keys: ['signedIn'] },
  /** The team space's goals: everyone's own, and a manager's team goals (docs/decisions/0155). */
  { name: 'Goals', keys: ['signedIn', 'goals.manage'] },
  { name: 'Actions', keys: ['actions.newAgainst', 'actionPolicies.manage', 'actions.takenDetail', 'signedIn'] },
  { name: 'Attendance', keys: ['signedIn', 'hours.daily', 'holidays.manage'] },
  { name: 'Candidates', keys: ['candidates.manage'] },
  {
    name: 'Headcount',
    keys: [
      'headcount.manage',
      'employees.add',
      'employees.remove',
      'employees.salaries',
      'employees.bonus',
      'employees.kpis',
      'teams.adjust',
      'profileChanges.review',
      'audit.log',
    ],
  },
  { name: 'Attritions', keys: ['attritions.team', 'attritions.manage'] },
  { name: 'Leave Requests', keys: ['leaveRequests.view', 'leaveRequests.add', 'leaves.new', 'leaves.manage', 'leaveTypes.manage'] },
  { name: 'Manager Shuffle Requests', keys: ['shuffle.view', 'shuffle.add'] },
  { name: 'Access Tracker', keys: ['access.grant'] },
  { name: 'Profile', keys: ['signedIn'] },
] as const satisfies readonly { name: string; keys: readonly AccessKey[] }[];

export type MenuGroup = (typeof MENU_GROUPS)[number]['name'];

/**
 * THE rule of one link (SPEC §2 shared area, and the §6 role rules): permitted when any holds —
 * a public link; the user holds one of the rule's role flags (or the rule is for everyone signed in); the link needs
 * admin and the user is admin; the link needs a manager permission and the user holds it (any one when none is named);
 * the link is current-user-only and its `id` is `me` or the user's own id (without an id: not decided here, see
 * `ownOnly` in `accessFor`).
 */
export function linkPermitted(rule: AccessRule, viewer: Viewer | null, params: { id?: string | null } = {}): boolean {
  const link = rule.link ?? {};
  if (link.requireAuth === false) return true;
  if (!viewer) return false;
  if (rule.allowed === EVERYONE || rule.allowed.some((flag) => viewer.roles[flag])) return true;
  if (link.requiresAdminAuth && viewer.roles.admin) return true;
  const wanted = link.requireManagerPermission;
  if (wanted && (wanted === true ? viewer.permissions.length > 0 : viewer.permissions.includes(wanted))) return true;
  if (link.currentUserOnly && params.id != null && (params.id === 'me' || params.id === viewer.id)) return true;
  return false;
}

/** A viewer with no manager permission and no id (for role-only checks and tests). */
export const viewerOfRoles = (roles: Roles): Viewer => ({ roles, permissions: [], id: '' });

/** The viewer of a current user record (camelCased `GET /current_user_with_manager`). */
export function viewerOf(user: { id: number | string; managerPermissions?: unknown }, roles: Roles): Viewer {
  const held = Array.isArray(user.managerPermissions) ? user.managerPermissions.filter(isManagerPermission) : [];
  return { roles, permissions: held, id: String(user.id) };
}

const asViewer = (who: Roles | Viewer): Viewer => ('roles' in who ? who : viewerOfRoles(who));

/** Whether a signed-in user passes the rule of `key` (see linkPermitted). Unknown keys are a programming error. */
export function canAccess(who: Roles | Viewer, key: AccessKey, params: { id?: string | null } = {}): boolean {
  const rule = RULES.get(key);
  if (!rule) throw new Error(`Unknown access key "${key}" (see the manifests in gateway/src/modules)`);
  return linkPermitted(rule, asViewer(who), params);
}

export interface Access {
  routes: AccessKey[];
  menuGroups: MenuGroup[];
  /** Keys among `routes` that open only when the route's `:id` is `me` or the user's own id (currentUserOnly). */
  ownOnly: AccessKey[];
}

/** The keys and menu groups open to this user (`me.access`). */
export function accessFor(who: Roles | Viewer): Access {
  const viewer = asViewer(who);
  const own = { id: 'me' };
  const routes = ACCESS_KEYS.filter((key) => canAccess(viewer, key, own));
  const ownOnly = routes.filter((key) => !canAccess(viewer, key));
  const open = new Set<string>(routes);
  const menuGroups = MENU_GROUPS.filter((group) => group.keys.some((key) => open.has(key))).map((group) => group.name);
  return { routes, menuGroups, ownOnly };
}

/** The viewer of this request (roles, manager permissions, id); throws UNAUTHENTICATED like currentUser. */
export async function viewerFor(context: Context): Promise<Viewer> {
  const [user, roles] = await Promise.all([context.currentUser(), context.roles()]);
  return viewerOf(user, roles);
}

/**
 * type-graphql auth checker: `@Authorized()` = signed in, `@Authorized('key')` = the key's rule (any of several keys).
 * Signed out (or a dead token) -> UNAUTHENTICATED (thrown by currentUser); rule failed -> FORBIDDEN with SPEC §8's text.
 */
export const authChecker: AuthCheckerFn<Context, string> = async ({ context, args }, keys) => {
  const viewer = await viewerFor(context);
  if (keys.length === 0) return true;
  for (const key of keys) if (!isAccessKey(key)) throw new Error(`Unknown access key "${key}" in @Authorized`);
  // A current-user-only rule is decided on the field's `id` argument (`me` or the caller's own id).
  const id = typeof args?.id === 'string' ? args.id : null;
  if (keys.some((key) => canAccess(viewer, key as AccessKey, { id }))) return true;
  throw forbidden();
};
