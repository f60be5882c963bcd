/**
 * THE route table of the signed-in area (everything under /main). One entry per built page:
 *   path   – relative to /main (e.g. 'employees/:id')
 *   access – the gateway access key (ARCHITECTURE.md table); the page opens iff the key is in `me.access.routes`
 *   menu   – where the page appears in the side menu (group of SPEC §2 + label); omit for detail pages
 *   lazy   – the page module (default export), loaded on first visit
 * A page that is not built is not in the table, so the menu never shows a dead link.
 */
import type { ComponentType } from 'react';

/** Side menu groups of SPEC §2, in display order (the gateway's `me.access.menuGroups` uses these names). */
export const MENU_GROUPS = [
  'Home',
  'Actions',
  'Attendance',
  'Candidates',
  'Headcount',
  'Attritions',
  'Leave Requests',
  'Manager Shuffle Requests',
  'Access Tracker',
  'Profile',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** The gateway's access keys (gateway/src/access/table.ts). `signedIn` = any signed-in user. */
export type AccessKey =
  | 'signedIn'
  | 'employees.add'
  | 'employees.salaries'
  | 'employees.bonus'
  | 'holidays.manage'
  | 'actionPolicies.manage'
  | 'candidates.manage'
  | 'headcount.manage'
  | 'leaveTypes.manage'
  | 'employees.remove'
  | 'leaves.manage'
  | 'employees.kpis'
  | 'actions.newAgainst'
  | 'leaveRequests.add'
  | 'leaves.new'
  | 'actions.takenDetail'
  | 'hours.daily'
  | 'teams.adjust'
  | 'access.grant'
  | 'shuffle.view'
  | 'shuffle.add'
  | 'attritions.team'
  | 'leaveRequests.view';

export interface AppRoute {
  path: string;
  access: AccessKey;
  menu?: { group: MenuGroup; label: string };
  lazy: () => Promise<{ default: ComponentType }>;
}

export const appRoutes: AppRoute[] = [
  {
    path: 'home',
    access: 'signedIn',
    menu: { group: 'Home', label: 'Home' },
    lazy: () => import('../features/home/HomePage'),
  },
  {
    path: 'myProfile',
    access: 'signedIn',
    menu: { group: 'Profile', label: 'My Profile' },
    lazy: () => import('../features/profile/ProfilePage'),
  },
  { path: 'forbidden', access: 'signedIn', lazy: () => import('../features/auth/ForbiddenPage') },
  { path: 'attendance', access: 'signedIn', menu: { group: 'Attendance', label: 'Employees' }, lazy: () => import('../features/attendance/EmployeeAttendancePage') },
  { path: 'attendance/agents', access: 'signedIn', menu: { group: 'Attendance', label: 'Agents' }, lazy: () => import('../features/attendance/AgentAttendancePage') },
  { path: 'employees/add', access: 'employees.add', menu: { group: 'Headcount', label: 'Add Employee' }, lazy: () => import('../features/people/AddEmployeePage') },
  { path: 'employees/remove', access: 'employees.remove', menu: { group: 'Headcount', label: 'Remove Employee' }, lazy: () => import('../features/people/RemoveEmployeePage') },
  { path: 'employees/adjust', access: 'teams.adjust', menu: { group: 'Headcount', label: 'Adjust Teams' }, lazy: () => import('../features/people/AdjustTeamsPage') },
  { path: 'employees/:id', access: 'signedIn', lazy: () => import('../features/people/EmployeeDetailsPage') },
  { path: 'manageDepartments', access: 'headcount.manage', menu: { group: 'Headcount', label: 'Departments' }, lazy: () => import('../features/people/ManageDepartmentsPage') },
  { path: 'manageRoles', access: 'headcount.manage', menu: { group: 'Headcount', label: 'Employment Roles' }, lazy: () => import('../features/people/ManageRolesPage') },
  { path: 'manageEmploymentStatuses', access: 'headcount.manage', menu: { group: 'Headcount', label: 'Employment Statuses' }, lazy: () => import('../features/people/ManageStatusesPage') },
  { path: 'holiday', access: 'holidays.manage', menu: { group: 'Attendance', label: 'Holidays' }, lazy: () => import('../features/people/HolidayPage') },
  { path: 'target', access: 'signedIn', menu: { group: 'Attendance', label: 'Target' }, lazy: () => import('../features/people/TargetPage') },
  { path: 'grantAccess', access: 'access.grant', menu: { group: 'Access Tracker', label: 'Grant Access' }, lazy: () => import('../features/people/GrantAccessPage') },
  { path: 'accessTracker', access: 'access.grant', menu: { group: 'Access Tracker', label: 'Access Tracker' }, lazy: () => import('../features/people/AccessTrackerPage') },
  { path: 'leaveRequests', access: 'leaveRequests.view', menu: { group: 'Leave Requests', label: 'Leave Requests' }, lazy: () => import('../features/leave/LeaveRequestsPage') },
  { path: 'leaveRequestDetails/:id', access: 'leaveRequests.view', lazy: () => import('../features/leave/LeaveRequestDetailsPage') },
  { path: 'updateLeaveRequest/:id', access: 'leaveRequests.view', lazy: () => import('../features/leave/UpdateLeaveRequestPage') },
  { path: 'addLeaveRequest', access: 'leaveRequests.add', menu: { group: 'Leave Requests', label: 'Add Leave Request' }, lazy: () => import('../features/leave/AddLeaveRequestPage') },
  { path: 'leaves/new', access: 'leaves.new', menu: { group: 'Leave Requests', label: 'New Leave' }, lazy: () => import('../features/leave/NewLeavePage') },
  { path: 'leaves/manage', access: 'leaves.manage', menu: { group: 'Leave Requests', label: 'Manage Leaves' }, lazy: () => import('../features/leave/ManageLeavesPage') },
  { path: 'company/leaves', access: 'signedIn', menu: { group: 'Leave Requests', label: 'Company Leaves' }, lazy: () => import('../features/leave/CompanyLeavesPage') },
  { path: 'leaveTypes', access: 'leaveTypes.manage', menu: { group: 'Leave Requests', label: 'Leave Types' }, lazy: () => import('../features/leave/LeaveTypesPage') },
  { path: 'manageActions', access: 'signedIn', menu: { group: 'Actions', label: 'Manage Actions' }, lazy: () => import('../features/actions/ManageActionsPage') },
  { path: 'manageActions/:id', access: 'signedIn', lazy: () => import('../features/actions/ManageActionsPage') },
  { path: 'newActionAgainst', access: 'actions.newAgainst', menu: { group: 'Actions', label: 'New Action Against' }, lazy: () => import('../features/actions/NewActionAgainstPage') },
  { path: 'action-types', access: 'actionPolicies.manage', menu: { group: 'Actions', label: 'Action Types' }, lazy: () => import('../features/actions/ActionTypesPage') },
  { path: 'actions/new', access: 'actionPolicies.manage', menu: { group: 'Actions', label: 'Add Action' }, lazy: () => import('../features/actions/NewActionPolicyPage') },
  { path: 'actionsTaken/:id', access: 'actions.takenDetail', lazy: () => import('../features/actions/ActionTakenPage') },
];
