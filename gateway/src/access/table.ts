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

export interface AccessRule {
  key: string;
  /** The web routes (under /main) this key opens. */
  routes: readonly string[];
  /** Role flags of which any one suffices, or everyone signed in. */
  allowed: readonly RoleFlag[] | typeof EVERYONE;
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
    routes: ['/headcountTracker', '/addHeadcountEmployee', '/manageDepartments', '/manageRoles', '/manageEmploymentStatuses'],
    allowed: ['ceo', 'hr'],
  },
  { key: 'leaveTypes.manage', routes: ['/leaveTypes'], allowed: ['ceo', 'hr'] },
  { key: 'employees.remove', routes: ['/employees/remove'], allowed: ['ceo'] },
  { key: 'leaves.manage', routes: ['/leaves/manage'], allowed: ['ceo', 'hr', 'head'] },
  { key: 'employees.kpis', routes: ['/employees/kpis'], allowed: ['ceo', 'hr', 'head'] },
  { key: 'actions.newAgainst', routes: ['/newActionAgainst'], allowed: ['ceo', 'head', 'teamLeader', 'auditor'] },
  { key: 'leaveRequests.add', routes: ['/addLeaveRequest'], allowed: ['ceo', 'head', 'teamLeader', 'auditor'] },
  { key: 'leaves.new', routes: ['/leaves/new'], allowed: ['head', 'hr', 'teamLeader', 'auditor'] },
  { key: 'actions.takenDetail', routes: ['/actionsTaken/:id'], allowed: ['hr'] },
  /** Approve / reject / waive actions and write HR comments (no page of its own; /manageActions shows the buttons). */
  { key: 'actions.review', routes: [], allowed: ['hr', 'ceo'] },
  { key: 'hours.daily', routes: ['/employees/dailyHours', '/employees/workedHours'], allowed: ['teamLeader'] },
  { key: 'teams.adjust', routes: ['/employees/adjust'], allowed: ['coldHeadOrHr'] },
  { key: 'access.grant', routes: ['/grantAccess', '/accessTracker'], allowed: ['admin'] },
  {
    key: 'shuffle.view',
    routes: ['/managerShuffleRequestsTracker', '/managerShuffleRequestDetails/:id'],
    allowed: ['acm', 'hr', 'ceo', 'head'],
  },
  { key: 'shuffle.add', routes: ['/addManagerShuffleRequest'], allowed: ['acm', 'ceo', 'head'] },
  { key: 'attritions.team', routes: ['/manager-attritions'], allowed: ['manager'] },
  // Attendance writes (no page of their own; the grids are open to everyone): agent grid incl. team leaders (own
  // agents only, checked by the upstream), employee grid without them.
  { key: 'attendance.edit', routes: [], allowed: ['ceo', 'hr', 'head', 'teamLeader'] },
  { key: 'attendance.editEmployees', routes: [], allowed: ['ceo', 'hr', 'head'] },
  // Workspace (issue 18), shared-area pages of the account menu. Management is HR/admins (documents, assets) or admins
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
      '/add-attrition',
      '/attrition-tracker',
      '/attritions/:id/exit-interview',
      '/attrition-types',
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
  { name: 'Attritions', keys: ['attritions.team', 'signedIn'] },
  { name: 'Leave Requests', keys: ['leaveRequests.view', 'leaveRequests.add', 'leaves.new', 'leaves.manage', 'leaveTypes.manage'] },
  { name: 'Manager Shuffle Requests', keys: ['shuffle.view', 'shuffle.add'] },
  { name: 'Access Tracker', keys: ['access.grant'] },
  { name: 'Profile', keys: ['signedIn'] },
] as const satisfies readonly { name: string; keys: readonly AccessKey[] }[];

export type MenuGroup = (typeof MENU_GROUPS)[number]['name'];

/** Whether a signed-in user with these roles passes the rule of `key`. Unknown keys are a programming error. */
export function canAccess(roles: Roles, key: AccessKey): boolean {
  const rule = RULES.get(key);
  if (!rule) throw new Error(`Unknown access key "${key}" (see gateway/src/access/table.ts)`);
  return rule.allowed === EVERYONE || rule.allowed.some((flag) => roles[flag]);
}

export interface Access {
  routes: AccessKey[];
  menuGroups: MenuGroup[];
}

/** The keys and menu groups open to these roles (`me.access`). */
export function accessFor(roles: Roles): Access {
  const routes = ACCESS_KEYS.filter((key) => canAccess(roles, key));
  const open = new Set<string>(routes);
  const menuGroups = MENU_GROUPS.filter((group) => group.keys.some((key) => open.has(key))).map((group) => group.name);
  return { routes, menuGroups };
}

/**
 * type-graphql auth checker: `@Authorized()` = signed in, `@Authorized('key')` = the key's rule (any of several keys).
 * Signed out (or a dead token) -> UNAUTHENTICATED (thrown by currentUser); rule failed -> FORBIDDEN with SPEC §8's text.
 */
export const authChecker: AuthCheckerFn<Context, string> = async ({ context }, keys) => {
  const roles = await context.roles();
  if (keys.length === 0) return true;
  for (const key of keys) if (!isAccessKey(key)) throw new Error(`Unknown access key "${key}" in @Authorized`);
  if (keys.some((key) => canAccess(roles, key as AccessKey))) return true;
  throw forbidden();
};
