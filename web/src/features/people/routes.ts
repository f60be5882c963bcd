/** The people pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import { KeyOutlined } from '@ant-design/icons';
import type { AppRoute, MenuGroupDef } from '../../app/routeTypes';

/** The side menu's "Access Tracker" group. */
export const menuGroup = { group: 'ACCESS_TRACKER', label: 'Access Tracker', icon: KeyOutlined, order: 100 } satisfies MenuGroupDef;

export const routes = [
  {
    path: 'employees/add',
    access: 'EMPLOYEES_ADD',
    menu: { group: 'HEADCOUNT', label: 'Add Employee', order: 10 },
    title: 'Add employee',
    lazy: () => import('./AddEmployeePage'),
  },
  {
    path: 'employees/remove',
    access: 'EMPLOYEES_REMOVE',
    menu: { group: 'HEADCOUNT', label: 'Remove Employee', order: 20 },
    title: 'Remove employee',
    lazy: () => import('./RemoveEmployeePage'),
  },
  {
    path: 'employees/adjust',
    access: 'TEAMS_ADJUST',
    menu: { group: 'HEADCOUNT', label: 'Adjust Teams', order: 30 },
    title: 'Adjust teams',
    lazy: () => import('./AdjustTeamsPage'),
  },
  { path: 'employees/:id', access: 'SIGNED_IN', lazy: () => import('./EmployeeDetailsPage') },
  {
    path: 'manageDepartments',
    access: 'HEADCOUNT_MANAGE',
    menu: { group: 'HEADCOUNT', label: 'Departments', order: 90 },
    lazy: () => import('./ManageDepartmentsPage'),
  },
  {
    path: 'manageRoles',
    access: 'HEADCOUNT_MANAGE',
    menu: { group: 'HEADCOUNT', label: 'Employment Roles', order: 100 },
    lazy: () => import('./ManageRolesPage'),
  },
  {
    path: 'manageEmploymentStatuses',
    access: 'HEADCOUNT_MANAGE',
    menu: { group: 'HEADCOUNT', label: 'Employment Statuses', order: 110 },
    lazy: () => import('./ManageStatusesPage'),
  },
  {
    path: 'holiday',
    access: 'HOLIDAYS_MANAGE',
    menu: { group: 'ATTENDANCE', label: 'Holidays', order: 60 },
    title: 'Holidays',
    lazy: () => import('./HolidayPage'),
  },
  {
    path: 'target',
    access: 'SIGNED_IN',
    menu: { group: 'ATTENDANCE', label: 'Target', order: 70 },
    title: 'Monthly targets',
    lazy: () => import('./TargetPage'),
  },
  {
    path: 'grantAccess',
    access: 'ACCESS_GRANT',
    menu: { group: 'ACCESS_TRACKER', label: 'Grant Access', order: 10 },
    title: 'Grant access',
    lazy: () => import('./GrantAccessPage'),
  },
  {
    path: 'accessTracker',
    access: 'ACCESS_GRANT',
    menu: { group: 'ACCESS_TRACKER', label: 'Access Tracker', order: 20 },
    title: 'Access tracker',
    lazy: () => import('./AccessTrackerPage'),
  },
] as const satisfies readonly AppRoute[];
