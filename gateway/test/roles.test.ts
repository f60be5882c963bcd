import { describe, it, expect } from '@jest/globals';
import { deriveRoles, ROLE_FLAGS } from '../src/access/roles';
import { DEMO_ROLE_CASES } from './roleCases';

describe('deriveRoles (SPEC §6)', () => {
  it.each(DEMO_ROLE_CASES.map((c) => [c.key, c] as const))('derives exactly the flags of the %s demo role', (_key, c) => {
    const roles = deriveRoles(c.user);
    for (const flag of ROLE_FLAGS) expect([flag, roles[flag]]).toEqual([flag, c.flags.includes(flag)]);
  });

  it('matches titles case-insensitively', () => {
    expect(deriveRoles({ roleTitle: 'ceo' }).ceo).toBe(true);
    expect(deriveRoles({ roleTitle: 'TEAM LEADER' }).teamLeader).toBe(true);
    expect(deriveRoles({ roleTitle: 'head OF hr' }).admin).toBe(true);
    expect(deriveRoles({ roleTitle: 'Senior Acm' }).acm).toBe(true);
    expect(deriveRoles({ roleTitle: 'AUDITING lead' }).auditor).toBe(true);
  });

  it('treats "hr" as a word, not a substring', () => {
    expect(deriveRoles({ roleTitle: 'HR Manager' }).hr).toBe(true);
    expect(deriveRoles({ roleTitle: 'Chrome Specialist' }).hr).toBe(false);
    expect(deriveRoles({ roleTitle: 'Three Shrubs' }).hr).toBe(false);
  });

  it('admin is CEO or head of HR only', () => {
    expect(deriveRoles({ roleTitle: 'CEO' }).admin).toBe(true);
    expect(deriveRoles({ roleTitle: 'Head of HR' }).admin).toBe(true);
    expect(deriveRoles({ roleTitle: 'HR Specialist' }).admin).toBe(false);
    expect(deriveRoles({ roleTitle: 'Head of Sales' }).admin).toBe(false);
  });

  it('applies the numeric role type rules', () => {
    expect(deriveRoles({ role: 3, departmentId: 4 }).headAuditing).toBe(true);
    expect(deriveRoles({ role: 2, departmentId: 4 }).headAuditing).toBe(false);
    expect(deriveRoles({ role: 3, departmentId: 5 }).coldHead).toBe(true);
    expect(deriveRoles({ role: 3, departmentId: 5 }).coldHeadOrHr).toBe(true);
    expect(deriveRoles({ role: 3, departmentId: 2 }).coldHead).toBe(false);
    expect(deriveRoles({ role: 2, departmentId: 9, roleTitle: 'Operations Manager' }).coldHeadOrHr).toBe(true);
    expect(deriveRoles({ role: 1, roleTitle: 'HR Specialist' }).coldHeadOrHr).toBe(true);
    expect(deriveRoles({ role: 1, roleTitle: 'Team Leader' }).coldHeadOrHr).toBe(false);
    // numbers may arrive as strings (numeric columns)
    expect(deriveRoles({ role: '3', departmentId: '4' }).headAuditing).toBe(true);
  });

  it('manager is can_manage', () => {
    expect(deriveRoles({ canManage: true }).manager).toBe(true);
    expect(deriveRoles({ canManage: false }).manager).toBe(false);
    expect(deriveRoles({}).manager).toBe(false);
  });

  it('gives nothing to a missing user', () => {
    const roles = deriveRoles(null);
    expect(ROLE_FLAGS.filter((f) => roles[f])).toEqual([]);
  });
});
