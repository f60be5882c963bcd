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
  { path: 'employees/salaries', access: 'EMPLOYEES_SALARIES', menu: { group: 'HEADCOUNT', label: 'Salaries' }, lazy: () => import('../features/pay/SalariesPage') },
  { path: 'employees/bonus', access: 'EMPLOYEES_BONUS', menu: { group: 'HEADCOUNT', label: 'Bonus' }, lazy: () => import('../features/pay/BonusPage') },
  { path: 'employees/kpis', access: 'EMPLOYEES_KPIS', menu: { group: 'HEADCOUNT', label: 'KPIs' }, lazy: () => import('../features/pay/KpisPage') },
  { path: 'employees/leads', access: 'SIGNED_IN', menu: { group: 'ATTENDANCE', label: 'Leads' }, lazy: () => import('../features/pay/LeadsPage') },
  { path: 'employees/dailyHours', access: 'HOURS_DAILY', menu: { group: 'ATTENDANCE', label: 'Log daily hours' }, lazy: () => import('../features/pay/DailyHoursPage') },
  { path: 'employees/workedHours', access: 'HOURS_DAILY', menu: { group: 'ATTENDANCE', label: 'View worked hours' }, lazy: () => import('../features/pay/WorkedHoursPage') },
  { path: 'employees/:id', access: 'SIGNED_IN', lazy: () => import('../features/people/EmployeeDetailsPage') },
  { path: 'headcountTracker', access: 'HEADCOUNT_MANAGE', menu: { group: 'HEADCOUNT', label: 'Headcount Tracker' }, lazy: () => import('../features/headcount/HeadcountTrackerPage') },
  { path: 'addHeadcountEmployee', access: 'HEADCOUNT_MANAGE', menu: { group: 'HEADCOUNT', label: 'Add Headcount Employee' }, lazy: () => import('../features/headcount/AddHeadcountEmployeePage') },
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
  { path: 'managerShuffleRequestsTracker', access: 'SHUFFLE_VIEW', menu: { group: 'MANAGER_SHUFFLE_REQUESTS', label: 'Shuffle Request Tracker' }, lazy: () => import('../features/shuffle/ManagerShuffleRequestsTrackerPage') },
  { path: 'managerShuffleRequestDetails/:id', access: 'SHUFFLE_VIEW', lazy: () => import('../features/shuffle/ManagerShuffleRequestDetailsPage') },
  { path: 'addManagerShuffleRequest', access: 'SHUFFLE_ADD', menu: { group: 'MANAGER_SHUFFLE_REQUESTS', label: 'Add Shuffle Request' }, lazy: () => import('../features/shuffle/AddManagerShuffleRequestPage') },
  { path: 'add-attrition', access: 'ATTRITIONS_MANAGE', menu: { group: 'ATTRITIONS', label: 'Add Attrition' }, lazy: () => import('../features/attrition/AddAttritionPage') },
  { path: 'attrition-tracker', access: 'ATTRITIONS_MANAGE', menu: { group: 'ATTRITIONS', label: 'Attrition Tracker' }, lazy: () => import('../features/attrition/AttritionTrackerPage') },
  { path: 'manager-attritions', access: 'ATTRITIONS_TEAM', menu: { group: 'ATTRITIONS', label: 'Team Attritions' }, lazy: () => import('../features/attrition/ManagerAttritionsPage') },
  { path: 'attrition-types', access: 'ATTRITIONS_MANAGE', menu: { group: 'ATTRITIONS', label: 'Attrition Types' }, lazy: () => import('../features/attrition/AttritionTypesPage') },
  { path: 'attritions/:id/exit-interview', access: 'ATTRITIONS_MANAGE', lazy: () => import('../features/attrition/ExitInterviewPage') },
  // Team space (issue 18): teams, goals, kudos, manager permissions.
  { path: 'teams', access: 'SIGNED_IN', menu: { group: 'TEAMS', label: 'Teams' }, lazy: () => import('../features/teams/TeamsPage') },
  { path: 'teams/:id', access: 'SIGNED_IN', lazy: () => import('../features/teams/TeamPage') },
  { path: 'goals', access: 'SIGNED_IN', account: { label: 'Goals' }, lazy: () => import('../features/goals/GoalsPage') },
  { path: 'goals/new', access: 'SIGNED_IN', account: { label: 'New Goal' }, lazy: () => import('../features/goals/NewGoalPage') },
  { path: 'goals/team', access: 'GOALS_MANAGE', account: { label: 'Team Goals' }, lazy: () => import('../features/goals/TeamGoalsPage') },
  { path: 'goals/:id', access: 'SIGNED_IN', lazy: () => import('../features/goals/GoalDetailsPage') },
  { path: 'kudos', access: 'SIGNED_IN', account: { label: 'Kudos' }, lazy: () => import('../features/kudos/KudosPage') },
  { path: 'kudos/:id', access: 'SIGNED_IN', lazy: () => import('../features/kudos/KudosWallPage') },
  { path: 'permissions', access: 'PERMISSIONS_MANAGE', account: { label: 'Permissions' }, lazy: () => import('../features/permissions/PermissionsPage') },
  { path: 'permissions/:id', access: 'PERMISSIONS_VIEW', account: { label: 'My Permissions', to: 'permissions/me' }, lazy: () => import('../features/permissions/MyPermissionsPage') },
  // Workspace (issue 18): account-menu pages of the shared area.
  { path: 'my-assets', access: 'ASSETS_MINE', account: { label: 'My Assets' }, lazy: () => import('../features/assets/MyAssetsPage') },
  { path: 'assets', access: 'ASSETS_MANAGE', account: { label: 'Assets' }, lazy: () => import('../features/assets/AssetsPage') },
  { path: 'documents', access: 'DOCUMENTS_VIEW', account: { label: 'Documents' }, lazy: () => import('../features/documents/DocumentsPage') },
  { path: 'helpdesk-links', access: 'HELPDESK_VIEW', account: { label: 'Help Desk Links' }, lazy: () => import('../features/helpdesk/HelpdeskLinksPage') },
];
