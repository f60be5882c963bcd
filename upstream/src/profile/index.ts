/** The profile domain's manifest (domain.ts): the full profile, the picture, self-service and change requests. */
import type { DomainManifest } from '../domain';
import { PAGING } from '../http/extensionRules';
import { migrations } from './migrations';
import { profileRoutes } from './routes';
import { profileSchemas } from './schemas';

const WHY = 'The full profile of SPEC §3 shared-area User (no SPEC §7 call reads or writes it)';

export const manifest: DomainManifest = {
  name: 'profile',
  routes: profileRoutes,
  schemas: profileSchemas,
  migrations,
  extensions: {
    operations: [
      { method: 'GET', url: '/employees/:id/profile', reason: `${WHY}: bio, time zone, links, picture; personal fields by role.` },
      { method: 'PATCH', url: '/employees/:id/profile', reason: `${WHY}: the person edits their personal details, HR the work info.` },
      { method: 'PUT', url: '/employees/:id/avatar', reason: `${WHY}: the picture (SPEC §3 avatar).` },
      { method: 'DELETE', url: '/employees/:id/avatar', reason: `${WHY}: removing the picture (initials show).` },
      { method: 'GET', url: '/profile_change_requests', reason: 'Sensitive changes (payment account, national ID) asked of HR.' },
      { method: 'POST', url: '/profile_change_requests', reason: 'A person asks HR to change their payment account or national ID.' },
      { method: 'POST', url: '/profile_change_requests/:id/approve', reason: 'HR applies a requested change.' },
      { method: 'POST', url: '/profile_change_requests/:id/reject', reason: 'HR refuses a requested change.' },
    ],
    queryRules: { 'GET /profile_change_requests': { params: [...PAGING, 'status', 'employee_id'] } },
  },
};
