/** The attendance pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import { ScheduleOutlined } from '@ant-design/icons';
import type { AppRoute, MenuGroupDef } from '../../app/routeTypes';

/** The side menu's "Attendance" group. */
export const menuGroup = { group: 'ATTENDANCE', label: 'Attendance', icon: ScheduleOutlined, order: 40 } satisfies MenuGroupDef;

export const routes = [
  { path: 'attendance', access: 'SIGNED_IN', menu: { group: 'ATTENDANCE', label: 'Employees', order: 10 }, lazy: () => import('./EmployeeAttendancePage') },
  { path: 'attendance/agents', access: 'SIGNED_IN', menu: { group: 'ATTENDANCE', label: 'Agents', order: 20 }, lazy: () => import('./AgentAttendancePage') },
] as const satisfies readonly AppRoute[];
