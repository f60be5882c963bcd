import { describe, it, expect } from '@jest/globals';
import { deriveRoles } from '../src/access/roles';
import { ACCESS_KEYS, ACCESS_TABLE, accessFor, canAccess, MENU_GROUPS, type AccessKey } from '../src/access/table';
import { mayViewField } from '../src/access/fieldAccess';
import { AccessKeyEnum, enumName, MenuGroupEnum } from '../src/access/enums';
import { DEMO_ROLE_CASES } from './roleCases';
import { DEMO_ROLES } from '../src/access/rule';

/**
 * ARCHITECTURE.md's access table restated as "which demo roles pass", independently of the code: each rule's
 * `holders` in its domain manifest (modules/<d>/index.ts), written by hand from the allowed column and the role
 * flags of each demo account.
 */
const EXPECTED = new Map<AccessKey, readonly string[]>(ACCESS_TABLE.map((rule) => [rule.key, rule.holders]));

describe('access table (every role x every rule)', () => {
  it('holds exactly the rows of ARCHITECTURE.md, each key once', () => {
    expect(new Set(ACCESS_KEYS).size).toBe(ACCESS_KEYS.length);
    expect([...ACCESS_KEYS].sort()).toEqual([...EXPECTED.keys()].sort());
  });

  it('names the seeded demo accounts as holders', () => {
    expect([...DEMO_ROLES]).toEqual(DEMO_ROLE_CASES.map((c) => c.key));
  });

  const matrix = DEMO_ROLE_CASES.flatMap((c) => ACCESS_KEYS.map((key) => [c.key, key, c] as const));
  it.each(matrix)('%s on %s', (role, key, c) => {
    expect(canAccess(deriveRoles(c.user), key)).toBe((EXPECTED.get(key) ?? []).includes(role));
  });

  it('lists every route of SPEC §2 under exactly one key', () => {
    const routes = ACCESS_TABLE.flatMap((rule) => [...rule.routes]);
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of ['/home', '/employees/add', '/grantAccess', '/accessTracker', '/manager-attritions', '/leaveRequests']) {
      expect(routes).toContain(route);
    }
  });

  it('exposes the passed keys and the menu groups with at least one open key', () => {
    const agent = accessFor(deriveRoles(DEMO_ROLE_CASES.find((c) => c.key === 'agent')!.user));
    expect(agent.routes).toEqual(['assets.mine', 'documents.view', 'helpdesk.view', 'signedIn', 'leaveRequests.view', 'permissions.view']);
    expect(agent.ownOnly).toEqual(['permissions.view']);
    expect(agent.menuGroups).toEqual(['Home', 'Teams', 'Goals', 'Actions', 'Attendance', 'Leave Requests', 'Profile']); // Attritions: managers, CEO and HR only

    const ceo = accessFor(deriveRoles(DEMO_ROLE_CASES.find((c) => c.key === 'ceo')!.user));
    expect(ceo.menuGroups).toEqual(MENU_GROUPS.map((g) => g.name));

    const hr = accessFor(deriveRoles(DEMO_ROLE_CASES.find((c) => c.key === 'hr')!.user));
    expect(hr.menuGroups).not.toContain('Access Tracker');
    expect(hr.menuGroups).toContain('Manager Shuffle Requests');
  });

  it('shows Access Tracker to admins only', () => {
    for (const c of DEMO_ROLE_CASES) {
      const groups = accessFor(deriveRoles(c.user)).menuGroups;
      expect([c.key, groups.includes('Access Tracker')]).toEqual([c.key, ['ceo', 'headofhr'].includes(c.key)]);
    }
  });

  it('rejects unknown keys loudly', () => {
    expect(() => canAccess(deriveRoles(null), 'nope' as AccessKey)).toThrow('Unknown access key');
  });

  it('lets CEO/HR see personal fields, and CEO/HR/admin see pay fields', () => {
    const who = (key: string) => deriveRoles(DEMO_ROLE_CASES.find((c) => c.key === key)!.user);
    expect(mayViewField(who('hr'), 'personal')).toBe(true);
    expect(mayViewField(who('ceo'), 'pay')).toBe(true);
    expect(mayViewField(who('headofhr'), 'pay')).toBe(true);
    expect(mayViewField(who('teamleader'), 'pay')).toBe(false);
    expect(mayViewField(who('agent'), 'personal')).toBe(false);
  });
});

describe('access enums of the schema', () => {
  it('names every key and menu group in SCREAMING_SNAKE_CASE, one name per value', () => {
    expect(enumName('actionPolicies.manage')).toBe('ACTION_POLICIES_MANAGE');
    expect(enumName('signedIn')).toBe('SIGNED_IN');
    expect(enumName('Manager Shuffle Requests')).toBe('MANAGER_SHUFFLE_REQUESTS');
    expect(Object.values(AccessKeyEnum)).toEqual(ACCESS_KEYS);
    expect(Object.values(MenuGroupEnum)).toEqual(MENU_GROUPS.map((g) => g.name));
  });
});
