/**
 * The demo roles of SPEC §6 (as seeded: upstream/src/seed.ts) with the flags each must derive.
 * Shared by the role and access-table tests.
 */
import type { RoleSource, Roles } from '../src/access/roles';

export interface RoleCase {
  key: string;
  user: RoleSource;
  /** Flags that must be true; every other flag must be false. */
  flags: (keyof Roles)[];
}

export const DEMO_ROLE_CASES: RoleCase[] = [
  { key: 'ceo', user: { roleTitle: 'CEO', role: 4, departmentId: 7, canManage: true }, flags: ['ceo', 'admin', 'manager'] },
  {
    key: 'headofhr',
    user: { roleTitle: 'Head of HR', role: 3, departmentId: 1, canManage: true },
    flags: ['hr', 'head', 'admin', 'coldHeadOrHr', 'manager'],
  },
  { key: 'hr', user: { roleTitle: 'HR Specialist', role: 1, departmentId: 1, canManage: false }, flags: ['hr', 'coldHeadOrHr'] },
  { key: 'head', user: { roleTitle: 'Head of Operations', role: 3, departmentId: 2, canManage: true }, flags: ['head', 'manager'] },
  {
    key: 'headauditing',
    user: { roleTitle: 'Head of Auditing', role: 3, departmentId: 4, canManage: true },
    flags: ['head', 'auditor', 'headAuditing', 'manager'],
  },
  {
    key: 'coldhead',
    user: { roleTitle: 'Head of Cold Calling', role: 3, departmentId: 5, canManage: true },
    flags: ['head', 'coldHead', 'coldHeadOrHr', 'manager'],
  },
  { key: 'acm', user: { roleTitle: 'ACM', role: 2, departmentId: 2, canManage: true }, flags: ['acm', 'coldHeadOrHr', 'manager'] },
  {
    key: 'teamleader',
    user: { roleTitle: 'Team Leader', role: 1, departmentId: 2, canManage: true },
    flags: ['teamLeader', 'manager'],
  },
  { key: 'auditor', user: { roleTitle: 'Quality Auditor', role: 1, departmentId: 4, canManage: false }, flags: ['auditor'] },
  { key: 'agent', user: { roleTitle: 'Sales Agent', role: 0, departmentId: 3, canManage: false }, flags: [] },
];
