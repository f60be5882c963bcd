/** The attendance domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { attendanceRoutes } from './routes';
import { attendanceSchemas } from './schemas';
import { migrations } from './migrations';
import { seedAttendance } from './seed';
import type { QueryRule } from '../http/extensionRules';

const ATTENDANCE: QueryRule = { params: ['month', 'search', 'exclude_resigned'] };
/** SPEC §7 names the grid's parameters and they include no page: paging it is ours (decision 0210). */
const GRID: QueryRule = {
  params: ATTENDANCE.params,
  extensions: {
    page: { reason: 'Pages the grid (1-based, with limit); `count` stays every matching row.' },
    limit: { reason: 'Rows per page of the grid, in name then id order (SPEC §7 answers every row; -1 or none: every row too).' },
  },
};

export const manifest: DomainManifest = {
  name: 'attendance',
  routes: attendanceRoutes,
  schemas: attendanceSchemas,
  migrations,
  seed: seedAttendance,
  extensions: {
    operations: [
      { method: 'GET', url: '/api/attendance_statuses', reason: 'The attendance statuses with their hour shares, so clients need not hard-code them.' },
      { method: 'GET', url: '/api/monthly_attendances/template', reason: 'A CSV template prefilled with the employees the caller may mark.' },
      { method: 'GET', url: '/api/agent_attendances/template', reason: 'A CSV template prefilled with the agents the caller may mark.' },
    ],
    queryRules: {
      'GET /api/monthly_attendances': GRID,
      'GET /api/monthly_attendances/export': ATTENDANCE,
      'GET /api/agent_attendances': GRID,
      'GET /api/agent_attendances/export': ATTENDANCE,
    },
  },
};
