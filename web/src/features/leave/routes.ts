/** The leave pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import { CalendarOutlined } from '@ant-design/icons';
import type { AppRoute, MenuGroupDef } from '../../app/routeTypes';

/** The side menu's "Leave Requests" group. */
export const menuGroup = { group: 'LEAVE_REQUESTS', label: 'Leave Requests', icon: CalendarOutlined, order: 80 } satisfies MenuGroupDef;

export const routes = [
  {
    path: 'leaveRequests',
    access: 'LEAVE_REQUESTS_VIEW',
    menu: { group: 'LEAVE_REQUESTS', label: 'Leave Requests', order: 10 },
    title: 'Leave requests',
    lazy: () => import('./LeaveRequestsPage'),
  },
  { path: 'leaveRequestDetails/:id', access: 'LEAVE_REQUESTS_VIEW', lazy: () => import('./LeaveRequestDetailsPage') },
  { path: 'updateLeaveRequest/:id', access: 'LEAVE_REQUESTS_VIEW', lazy: () => import('./UpdateLeaveRequestPage') },
  {
    path: 'addLeaveRequest',
    access: 'LEAVE_REQUESTS_ADD',
    menu: { group: 'LEAVE_REQUESTS', label: 'Add Leave Request', order: 20 },
    title: 'Add leave request',
    lazy: () => import('./AddLeaveRequestPage'),
  },
  {
    path: 'leaves/new',
    access: 'LEAVES_NEW',
    menu: { group: 'LEAVE_REQUESTS', label: 'New Leave', order: 30 },
    title: 'New leave',
    lazy: () => import('./NewLeavePage'),
  },
  {
    path: 'leaves/manage',
    access: 'LEAVES_MANAGE',
    menu: { group: 'LEAVE_REQUESTS', label: 'Manage Leaves', order: 40 },
    title: 'Manage leaves',
    lazy: () => import('./ManageLeavesPage'),
  },
  {
    path: 'company/leaves',
    access: 'SIGNED_IN',
    menu: { group: 'LEAVE_REQUESTS', label: 'Company Leaves', order: 50 },
    title: 'Company leaves',
    lazy: () => import('./CompanyLeavesPage'),
  },
  // The shared area's "my leaves" (SPEC §2 account menu): everyone's own requests and "new leave", beside the gated
  // main-area /leaves/new.
  { path: 'myLeaves', access: 'SIGNED_IN', account: { label: 'My leaves', order: 30 }, title: 'My leaves', lazy: () => import('./MyLeavesPage') },
  {
    path: 'leaveTypes',
    access: 'LEAVE_TYPES_MANAGE',
    menu: { group: 'LEAVE_REQUESTS', label: 'Leave Types', order: 60 },
    title: 'Leave types',
    lazy: () => import('./LeaveTypesPage'),
  },
] as const satisfies readonly AppRoute[];
