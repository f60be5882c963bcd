/**
 * SPEC §6 role derivation cases, shared by the upstream's and the gateway's roles tests (same rules in both services).
 * `roles` lists exactly the flags that must be true; every other flag must be false.
 */
import type { RoleSource, Roles } from '../src/auth/roles';

export interface RoleCase {
  name: string;
  input: RoleSource;
  roles: (keyof Roles)[];
}

/** One case per demo account (seed.ts), keyed by the demo role key. */
export const DEMO_ROLE_CASES: Record<string, RoleCase> = {
  ceo: { name: 'CEO', input: { role_title: 'CEO', role: 4, department_id: 7, can_manage: true }, roles: ['ceo', 'admin', 'manager'] },
  headofhr: {
    name: 'Head of HR',
    input: { role_title: 'Head of HR', role: 3, department_id: 1, can_manage: true },
    roles: ['hr', 'head', 'admin', 'coldHeadOrHr', 'manager'],
  },
  hr: { name: 'HR Specialist', input: { role_title: 'HR Specialist', role: 1, department_id: 1, can_manage: false }, roles: ['hr', 'coldHeadOrHr'] },
  head: {
    name: 'Head of Operations',
    input: { role_title: 'Head of Operations', role: 3, department_id: 2, can_manage: true },
    roles: ['head', 'manager'],
  },
  headauditing: {
    name: 'Head of Auditing',
    input: { role_title: 'Head of Auditing', role: 3, department_id: 4, can_manage: true },
    roles: ['head', 'auditor', 'headAuditing', 'manager'],
  },
  coldhead: {
    name: 'Head of Cold Calling',
    input: { role_title: 'Head of Cold Calling', role: 3, department_id: 5, can_manage: true },
    roles: ['head', 'coldHead', 'coldHeadOrHr', 'manager'],
  },
  teamleader: {
    name: 'Team Leader',
    input: { role_title: 'Team Leader', role: 1, department_id: 2, can_manage: true },
    roles: ['teamLeader', 'manager'],
  },
  auditor: { name: 'Quality Auditor', input: { role_title: 'Quality Auditor', role: 1, department_id: 4, can_manage: false }, roles: ['auditor'] },
  acm: { name: 'ACM', input: { role_title: 'ACM', role: 2, department_id: 2, can_manage: true }, roles: ['acm', 'coldHeadOrHr', 'manager'] },
  agent: { name: 'Sales Agent', input: { role_title: 'Sales Agent', role: 0, department_id: 3, can_manage: false }, roles: [] },
};

/** Edge cases of the matching rules. */
export const EDGE_ROLE_CASES: RoleCase[] = [
  { name: 'title match ignores case', input: { role_title: 'tEAM lEADER', role: 1 }, roles: ['teamLeader'] },
  { name: "'hr' must be a whole word", input: { role_title: 'Chrome Shrink HRM specialist', role: 1 }, roles: [] },
  { name: "'HR' at the end of a title", input: { role_title: 'Senior HR', role: 1 }, roles: ['hr', 'coldHeadOrHr'] },
  { name: "'head of hr' in any case is admin", input: { role_title: 'HEAD OF HR', role: 3, department_id: 1 }, roles: ['hr', 'head', 'admin', 'coldHeadOrHr'] },
  { name: 'type 3 in department 4 is head auditing whatever the title', input: { role_title: 'Director', role: 3, department_id: 4 }, roles: ['headAuditing'] },
  {
    name: 'type 3 in department 5 is cold head whatever the title',
    input: { role_title: 'Director', role: 3, department_id: 5 },
    roles: ['coldHead', 'coldHeadOrHr'],
  },
  { name: 'type 2 passes the cold-head-or-HR check', input: { role_title: 'Operations Manager', role: 2, department_id: 2 }, roles: ['coldHeadOrHr'] },
  { name: 'type 2 in department 4 is not head auditing', input: { role_title: 'Supervisor', role: 2, department_id: 4 }, roles: ['coldHeadOrHr'] },
  { name: 'manager comes from can_manage only', input: { role_title: 'Sales Agent', role: 0, can_manage: true }, roles: ['manager'] },
  { name: "'audit' anywhere in the title", input: { role_title: 'Auditor', role: 1 }, roles: ['auditor'] },
  { name: "'acm' anywhere in the title", input: { role_title: 'Senior ACM', role: 2 }, roles: ['acm', 'coldHeadOrHr'] },
  { name: 'missing title and numbers give no role', input: { role_title: null, role: null, department_id: null, can_manage: null }, roles: [] },
];
