/**
 * THE access table: every route rule of SPEC §6 (ARCHITECTURE "Access keys"), the side-menu groups of
 * SPEC §2, the type-graphql auth checker that enforces `@Authorized('key')`, and `accessFor(roles)` which
 * the web reads as `me.access` so it never re-implements a rule.
 */
import type { AuthCheckerFn } from 'type-graphql';
import type { Context } from '../context';
import { forbidden } from '../errors';
import type { RoleFlag, Roles } from './roles';

/** Everyone who is signed in. */
export const EVERYONE = 'everyone' as const;

/** SPEC §3 "Permission catalogue": what admins grant to managers (upstream/src/permissions/catalogue.ts). */
export const MANAGER_PERMISSIONS = ['MANAGE_LEAVE_REQUESTS', 'MANAGE_GOALS'] as const;
export type ManagerPermission = (typeof MANAGER_PERMISSIONS)[number];
export const isManagerPermission = (v: unknown): v is ManagerPermission =>
  typeof v === 'string' && (MANAGER_PERMISSIONS as readonly string[]).includes(v);

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

/** Whom a rule is checked for: SPEC §6 role flags, the manager permissions held, and the employee id. */
export interface Viewer {
  roles: Roles;
  /** Manager permissions held (GET /current_user_with_manager `manager_permissions`; none from a SPEC-only backend). */
  permissions: readonly ManagerPermission[];
  id: string;
}


export const ACCESS_TABLE = [
  { key: 'employees.add', routes: ['/employees/add'], allowed: ['ceo', 'hr'] },
  { key: 'employees.salaries', routes: ['/employees/salaries'], allowed: ['ceo', 'hr'] },
  { key: 'employees.bonus', routes: ['/employees/bonus'], allowed: ['ceo', 'hr'] },
  { key: 'holidays.manage', routes: ['/holiday'], allowed: ['ceo', 'hr'] },
  { key: 'actionPolicies.manage', routes: ['/actions/new', '/action-types'], allowed: ['ceo', 'hr'] },
  {
    key: 'candidates.manage',
    routes: [
      '/candidates/add',
      '/candidates',
      '/intervieweesTracker',
      '/passedInterviewsTracker',
      '/candidates/:candidateId',
      '/candidates/:candidateId/interviews',
      '/candidates/:candidateId/update',
      '/candidates/:candidateId/interviews/:interviewId',
      '/onboarding-candidates/:type?',
      '/candidate-missing-details/:candidateId/missing_data',
    ],
    allowed: ['ceo', 'hr'],
  },
  {
    key: 'headcount.manage',
    routes: ['/headcountTracker', '/headcountTracker/:id/edit', '/addHeadcountEmployee', '/manageDepartments', '/manageRoles', '/manageEmploymentStatuses'],
    allowed: ['ceo', 'hr'],
  },
  { key: 'leaveTypes.manage', routes: ['/leaveTypes'], allowed: ['ceo', 'hr'] },
  { key: 'employees.remove', routes: ['/employees/remove'], allowed: ['ceo'] },
  // MANAGE_LEAVE_REQUESTS: its holders review and file for their reporting line (the upstream checks whom).
  { key: 'leaves.manage', routes: ['/leaves/manage'], allowed: ['ceo', 'hr', 'head'], link: { requireManagerPermission: 'MANAGE_LEAVE_REQUESTS' } },
  /** Leave CSV import (a button on /leaves/manage): CEO, HR, head only, not holders of MANAGE_LEAVE_REQUESTS. */
  { key: 'leaves.import', routes: [], allowed: ['ceo', 'hr', 'head'] },
  { key: 'employees.kpis', routes: ['/employees/kpis'], allowed: ['ceo', 'hr', 'head'] },
  { key: 'actions.newAgainst', routes: ['/newActionAgainst'], allowed: ['ceo', 'head', 'teamLeader', 'auditor'] },
  {
    key: 'leaveRequests.add',
    routes: ['/addLeaveRequest'],
    allowed: ['ceo', 'head', 'teamLeader', 'auditor'],
    link: { requireManagerPermission: 'MANAGE_LEAVE_REQUESTS' },
  },
  { key: 'leaves.new', routes: ['/leaves/new'], allowed: ['head', 'hr', 'teamLeader', 'auditor'] },
  { key: 'actions.takenDetail', routes: ['/actionsTaken/:id'], allowed: ['hr'] },
  /** Approve / reject / waive actions and write HR comments (no page of its own; /manageActions shows the buttons). */
  { key: 'actions.review', routes: [], allowed: ['hr', 'ceo'] },
  /** Add and change monthly leads (pay; SPEC names no rule): CEO, HR, heads. The leads page is open to all. */
  { key: 'leads.manage', routes: [], allowed: ['ceo', 'hr', 'head'] },
  { key: 'hours.daily', routes: ['/employees/dailyHours', '/employees/workedHours'], allowed: ['teamLeader'] },
  { key: 'teams.adjust', routes: ['/employees/adjust'], allowed: ['coldHeadOrHr'] },
  { key: 'access.grant', routes: ['/grantAccess', '/accessTracker'], allowed: ['admin'] },
  /** The outbox: every e-mail sent or waiting (invitations, password resets); admins, who grant access. */
  { key: 'mail.outbox', routes: ['/outbox'], allowed: ['admin'] },
  {
    key: 'shuffle.view',
    routes: ['/managerShuffleRequestsTracker', '/managerShuffleRequestDetails/:id'],
    allowed: ['acm', 'hr', 'ceo', 'head'],
  },
  { key: 'shuffle.add', routes: ['/addManagerShuffleRequest'], allowed: ['acm', 'ceo', 'head'] },
  /** Approve / reject manager shuffle requests (buttons on /managerShuffleRequestDetails/:id): HR, and the CEO as for actions. */
  { key: 'shuffle.review', routes: [], allowed: ['hr', 'ceo'] },
  { key: 'attritions.team', routes: ['/manager-attritions'], allowed: ['manager'] },
  /** Record attritions, the tracker, exit interviews and attrition types: CEO and HR. */
  {
    key: 'attritions.manage',
    routes: ['/add-attrition', '/attrition-tracker', '/attritions/:id/exit-interview', '/attrition-types'],
    allowed: ['ceo', 'hr'],
  },
  // Attendance writes (no page of their own; the grids are open to everyone): agent grid incl. team leaders (own
  // agents only, checked by the upstream), employee grid without them.
  { key: 'attendance.edit', routes: [], allowed: ['ceo', 'hr', 'head', 'teamLeader'] },
  { key: 'attendance.editEmployees', routes: [], allowed: ['ceo', 'hr', 'head'] },
  // Team space (SPEC §2 shared-area link rule).
  /** Grant and revoke manager permissions: admin links. */
  { key: 'permissions.manage', routes: ['/permissions'], allowed: [], link: { requiresAdminAuth: true } },
  /** One person's permissions: their own (`me` or own id), or anyone's for admins. */
  { key: 'permissions.view', routes: ['/permissions/:id'], allowed: [], link: { currentUserOnly: true, requiresAdminAuth: true } },
  /** Goals of the caller's reporting line to review and set: managers holding MANAGE_GOALS. */
  { key: 'goals.manage', routes: ['/goals/team'], allowed: [], link: { requireManagerPermission: 'MANAGE_GOALS' } },
  /** Pages of any manager holding a permission (the manager's corner of the account menu). */
  { key: 'permissions.held', routes: [], allowed: [], link: { requireManagerPermission: true } },
  // Workspace, shared-area pages of the account menu. Management is HR/admins (documents, assets) or admins
  // only (help desk links); the read pages are everyone's (SPEC §2 link rule: public links inside the signed-in area).
  { key: 'helpdesk.view', routes: ['/helpdesk-links'], allowed: EVERYONE },
  { key: 'helpdesk.manage', routes: [], allowed: ['admin'] },
  { key: 'documents.view', routes: ['/documents'], allowed: EVERYONE },
  { key: 'documents.manage', routes: [], allowed: ['hr', 'admin'] },
  { key: 'assets.mine', routes: ['/my-assets'], allowed: EVERYONE },
  { key: 'assets.manage', routes: ['/assets'], allowed: ['hr', 'admin'] },
  {
    key: 'leaveRequests.view',
    routes: ['/leaveRequests', '/leaveRequestDetails/:id', '/updateLeaveRequest/:id'],
    allowed: EVERYONE,
  },
  {
    key: 'signedIn',
    routes: [
      '/home',
      '/myProfile',
      '/attendance',
      '/attendance/agents',
      '/target',
      '/company/leaves',
      '/manageActions/:id?',
      '/employees/leads',
      '/employees/:id',
      '/teams',
      '/teams/:id',
      '/goals',
      '/goals/new',
      '/goals/:id',
      '/kudos',
      '/kudos/:id',
      '/forbidden',
    ],
    allowed: EVERYONE,
  },
] as const satisfies readonly AccessRule[];

export type AccessKey = (typeof ACCESS_TABLE)[number]['key'];

export const ACCESS_KEYS: readonly AccessKey[] = ACCESS_TABLE.map((rule) => rule.key);

const RULES = new Map<string, AccessRule>(ACCESS_TABLE.map((rule) => [rule.key, rule]));

export const isAccessKey = (key: string): key is AccessKey => RULES.has(key);

/** Side-menu groups of SPEC §2, in menu order, each with the access keys of its pages. */
export const MENU_GROUPS = [
  { name: 'Home', keys: ['signedIn'] },
  /** Shared-area menu label (SPEC §2): the team space's team pages. */
  { name: 'Teams', keys: ['signedIn'] },
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
    ],
  },
  { name: 'Attritions', keys: ['attritions.team', 'attritions.manage'] },
  { name: 'Leave Requests', keys: ['leaveRequests.view', 'leaveRequests.add', 'leaves.new', 'leaves.manage', 'leaveTypes.manage'] },
  { name: 'Manager Shuffle Requests', keys: ['shuffle.view', 'shuffle.add'] },
  { name: 'Access Tracker', keys: ['access.grant', 'mail.outbox'] },
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
  if (!rule) throw new Error(`Unknown access key "${key}" (see gateway/src/access/table.ts)`);
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
