import { describe, expect, it } from '@jest/globals';
import { deriveRoles, type Roles } from '../src/auth/roles';
import { DEMO_ACCOUNTS } from '../src/seed';
import { DEMO_ROLE_CASES, EDGE_ROLE_CASES, type RoleCase } from './roleCases';

const ALL_FLAGS: (keyof Roles)[] = ['ceo', 'hr', 'head', 'teamLeader', 'auditor', 'acm', 'admin', 'headAuditing', 'coldHead', 'coldHeadOrHr', 'manager'];

const trueFlags = (roles: Roles) => ALL_FLAGS.filter((k) => roles[k]).sort();

describe('deriveRoles for every demo role key', () => {
  it.each(Object.entries(DEMO_ROLE_CASES))('%s', (_key, c: RoleCase) => {
    const roles = deriveRoles(c.input);
    expect(Object.keys(roles).sort()).toEqual([...ALL_FLAGS].sort());
    expect(trueFlags(roles)).toEqual([...c.roles].sort());
  });

  it('covers every demo account with the title it is seeded with', () => {
    expect(Object.keys(DEMO_ROLE_CASES).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.key).sort());
    for (const account of DEMO_ACCOUNTS) expect(DEMO_ROLE_CASES[account.key].input.role_title).toBe(account.roleTitle);
  });
});

describe('deriveRoles rules', () => {
  it.each(EDGE_ROLE_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(trueFlags(deriveRoles(c.input))).toEqual([...c.roles].sort());
  });

  it('accepts numeric strings for role and department (values read from query strings)', () => {
    expect(deriveRoles({ role: '3' as unknown as number, department_id: '4' as unknown as number }).headAuditing).toBe(true);
  });
});
