/** The attendance domain: its resolvers and its rules of the access table. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'attendance',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { AttendanceResolver } = await import('./resolver');
    return [AttendanceResolver];
  },
  access: [
    // Attendance writes (no page of their own; the grids are open to everyone): agent grid incl. team leaders (own
    // agents only, checked by the upstream), employee grid without them.,
    {
      key: 'attendance.edit',
      routes: [],
      allowed: ['ceo', 'hr', 'head', 'teamLeader'],
      holders: ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead', 'teamleader'],
    },
    { key: 'attendance.editEmployees', routes: [], allowed: ['ceo', 'hr', 'head'], holders: ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead'] },
  ],
});
