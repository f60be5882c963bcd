/**
 * THE route table of the signed-in area (everything under /main). One entry per built page:
 *   path   – relative to /main (e.g. 'employees/:id')
 *   access – the schema's `AccessKey` (gateway access table); the page opens iff the key is in `me.access.routes`
 *   menu   – where the page appears in the side menu (`MenuGroup` of SPEC §2 + label); omit for detail pages
 *   lazy   – the page module (default export), loaded on first visit
 * A page that is not built is not in the table, so the menu never shows a dead link.
 */
import type { AppRoute } from './routeTypes';

export const appRoutes: AppRoute[] = [
  {
    path: 'home',
    access: 'SIGNED_IN',
    menu: { group: 'HOME', label: 'Home' },
    lazy: () => import('../features/home/HomePage'),
  },
  {
    path: 'myProfile',
    access: 'SIGNED_IN',
    menu: { group: 'PROFILE', label: 'My Profile' },
    lazy: () => import('../features/profile/ProfilePage'),
  },
  { path: 'forbidden', access: 'SIGNED_IN', lazy: () => import('../features/auth/ForbiddenPage') },
  { path: 'attendance', access: 'SIGNED_IN', menu: { group: 'ATTENDANCE', label: 'Employees' }, lazy: () => import('../features/attendance/EmployeeAttendancePage') },
  { path: 'attendance/agents', access: 'SIGNED_IN', menu: { group: 'ATTENDANCE', label: 'Agents' }, lazy: () => import('../features/attendance/AgentAttendancePage') },
  { path: 'employees/add', access: 'EMPLOYEES_ADD', menu: { group: 'HEADCOUNT', label: 'Add Employee' }, lazy: () => import('../features/people/AddEmployeePage') },
  { path: 'employees/remove', access: 'EMPLOYEES_REMOVE', menu: { group: 'HEADCOUNT', label: 'Remove Employee' }, lazy: () => import('../features/people/RemoveEmployeePage') },
  { path: 'employees/adjust', access: 'TEAMS_ADJUST', menu: { group: 'HEADCOUNT', label: 'Adjust Teams' }, lazy: () => import('../features/people/AdjustTeamsPage') },
  { path: 'employees/:id', access: 'SIGNED_IN', lazy: () => import('../features/people/EmployeeDetailsPage') },
  { path: 'manageDepartments', access: 'HEADCOUNT_MANAGE', menu: { group: 'HEADCOUNT', label: 'Departments' }, lazy: () => import('../features/people/ManageDepartmentsPage') },
  { path: 'manageRoles', access: 'HEADCOUNT_MANAGE', menu: { group: 'HEADCOUNT', label: 'Employment Roles' }, lazy: () => import('../features/people/ManageRolesPage') },
  { path: 'manageEmploymentStatuses', access: 'HEADCOUNT_MANAGE', menu: { group: 'HEADCOUNT', label: 'Employment Statuses' }, lazy: () => import('../features/people/ManageStatusesPage') },
  { path: 'holiday', access: 'HOLIDAYS_MANAGE', menu: { group: 'ATTENDANCE', label: 'Holidays' }, lazy: () => import('../features/people/HolidayPage') },
  { path: 'target', access: 'SIGNED_IN', menu: { group: 'ATTENDANCE', label: 'Target' }, lazy: () => import('../features/people/TargetPage') },
  { path: 'grantAccess', access: 'ACCESS_GRANT', menu: { group: 'ACCESS_TRACKER', label: 'Grant Access' }, lazy: () => import('../features/people/GrantAccessPage') },
  { path: 'accessTracker', access: 'ACCESS_GRANT', menu: { group: 'ACCESS_TRACKER', label: 'Access Tracker' }, lazy: () => import('../features/people/AccessTrackerPage') },
  { path: 'leaveRequests', access: 'LEAVE_REQUESTS_VIEW', menu: { group: 'LEAVE_REQUESTS', label: 'Leave Requests' }, lazy: () => import('../features/leave/LeaveRequestsPage') },
  { path: 'leaveRequestDetails/:id', access: 'LEAVE_REQUESTS_VIEW', lazy: () => import('../features/leave/LeaveRequestDetailsPage') },
  { path: 'updateLeaveRequest/:id', access: 'LEAVE_REQUESTS_VIEW', lazy: () => import('../features/leave/UpdateLeaveRequestPage') },
  { path: 'addLeaveRequest', access: 'LEAVE_REQUESTS_ADD', menu: { group: 'LEAVE_REQUESTS', label: 'Add Leave Request' }, lazy: () => import('../features/leave/AddLeaveRequestPage') },
  { path: 'leaves/new', access: 'LEAVES_NEW', menu: { group: 'LEAVE_REQUESTS', label: 'New Leave' }, lazy: () => import('../features/leave/NewLeavePage') },
  { path: 'leaves/manage', access: 'LEAVES_MANAGE', menu: { group: 'LEAVE_REQUESTS', label: 'Manage Leaves' }, lazy: () => import('../features/leave/ManageLeavesPage') },
  { path: 'company/leaves', access: 'SIGNED_IN', menu: { group: 'LEAVE_REQUESTS', label: 'Company Leaves' }, lazy: () => import('../features/leave/CompanyLeavesPage') },
  { path: 'leaveTypes', access: 'LEAVE_TYPES_MANAGE', menu: { group: 'LEAVE_REQUESTS', label: 'Leave Types' }, lazy: () => import('../features/leave/LeaveTypesPage') },
  { path: 'manageActions', access: 'SIGNED_IN', menu: { group: 'ACTIONS', label: 'Manage Actions' }, lazy: () => import('../features/actions/ManageActionsPage') },
  { path: 'manageActions/:id', access: 'SIGNED_IN', lazy: () => import('../features/actions/ManageActionsPage') },
  { path: 'newActionAgainst', access: 'ACTIONS_NEW_AGAINST', menu: { group: 'ACTIONS', label: 'New Action Against' }, lazy: () => import('../features/actions/NewActionAgainstPage') },
  { path: 'action-types', access: 'ACTION_POLICIES_MANAGE', menu: { group: 'ACTIONS', label: 'Action Types' }, lazy: () => import('../features/actions/ActionTypesPage') },
  { path: 'actions/new', access: 'ACTION_POLICIES_MANAGE', menu: { group: 'ACTIONS', label: 'Add Action' }, lazy: () => import('../features/actions/NewActionPolicyPage') },
  { path: 'actionsTaken/:id', access: 'ACTIONS_TAKEN_DETAIL', lazy: () => import('../features/actions/ActionTakenPage') },
  // Team space (issue 18): teams, goals, kudos, manager permissions.
  { path: 'teams', access: 'SIGNED_IN', menu: { group: 'TEAMS', label: 'Teams' }, lazy: () => import('../features/teams/TeamsPage') },
  { path: 'teams/:id', access: 'SIGNED_IN', lazy: () => import('../features/teams/TeamPage') },
  { path: 'goals', access: 'SIGNED_IN', account: { label: 'Goals', capability: 'teamSpace' }, lazy: () => import('../features/goals/GoalsPage') },
  { path: 'goals/new', access: 'SIGNED_IN', account: { label: 'New Goal', capability: 'teamSpace' }, lazy: () => import('../features/goals/NewGoalPage') },
  { path: 'goals/team', access: 'GOALS_MANAGE', account: { label: 'Team Goals', capability: 'teamSpace' }, lazy: () => import('../features/goals/TeamGoalsPage') },
  { path: 'goals/:id', access: 'SIGNED_IN', lazy: () => import('../features/goals/GoalDetailsPage') },
  { path: 'kudos', access: 'SIGNED_IN', account: { label: 'Kudos', capability: 'teamSpace' }, lazy: () => import('../features/kudos/KudosPage') },
  { path: 'kudos/:id', access: 'SIGNED_IN', lazy: () => import('../features/kudos/KudosWallPage') },
  { path: 'permissions', access: 'PERMISSIONS_MANAGE', account: { label: 'Permissions', capability: 'teamSpace' }, lazy: () => import('../features/permissions/PermissionsPage') },
  { path: 'permissions/:id', access: 'PERMISSIONS_VIEW', account: { label: 'My Permissions', to: 'permissions/me', capability: 'teamSpace' }, lazy: () => import('../features/permissions/MyPermissionsPage') },
];
