import { describe, it, expect } from '@jest/globals';
import { deriveRoles } from '../src/access/roles';
import { ACCESS_KEYS, ACCESS_TABLE, accessFor, canAccess, MENU_GROUPS, type AccessKey } from '../src/access/table';
import { mayViewField } from '../src/access/fieldAccess';
import { AccessKeyEnum, enumName, MenuGroupEnum } from '../src/access/enums';
import { DEMO_ROLE_CASES } from './roleCases';

/**
 * ARCHITECTURE.md's access table restated as "which demo roles pass", independently of the code:
 * derived by hand from the allowed column and the role flags of each demo account.
 */
const ALL = DEMO_ROLE_CASES.map((c) => c.key);
const EXPECTED: Record<AccessKey, string[]> = {
  'employees.add': ['ceo', 'headofhr', 'hr'],
  'employees.salaries': ['ceo', 'headofhr', 'hr'],
  'employees.bonus': ['ceo', 'headofhr', 'hr'],
  'holidays.manage': ['ceo', 'headofhr', 'hr'],
  'actionPolicies.manage': ['ceo', 'headofhr', 'hr'],
  'candidates.manage': ['ceo', 'headofhr', 'hr'],
  'headcount.manage': ['ceo', 'headofhr', 'hr'],
  'leaveTypes.manage': ['ceo', 'headofhr', 'hr'],
  'employees.remove': ['ceo'],
  'leaves.manage': ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead'],
  'employees.kpis': ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead'],
  'actions.newAgainst': ['ceo', 'headofhr', 'head', 'headauditing', 'coldhead', 'teamleader', 'auditor'],
  'leaveRequests.add': ['ceo', 'headofhr', 'head', 'headauditing', 'coldhead', 'teamleader', 'auditor'],
  'leaves.new': ['headofhr', 'hr', 'head', 'headauditing', 'coldhead', 'teamleader', 'auditor'],
  'actions.takenDetail': ['headofhr', 'hr'],
  'actions.review': ['ceo', 'headofhr', 'hr'],
  'leads.manage': ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead'],
  'hours.daily': ['teamleader'],
  'teams.adjust': ['headofhr', 'hr', 'coldhead', 'acm'],
  'access.grant': ['ceo', 'headofhr'],
  'mail.outbox': ['ceo', 'headofhr'],
  'shuffle.view': ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead', 'acm'],
  'shuffle.add': ['ceo', 'headofhr', 'head', 'headauditing', 'coldhead', 'acm'],
  'shuffle.review': ['ceo', 'headofhr', 'hr'],
  'attritions.manage': ['ceo', 'headofhr', 'hr'],
  'attritions.team': ['ceo', 'headofhr', 'head', 'headauditing', 'coldhead', 'acm', 'teamleader'],
  'attendance.edit': ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead', 'teamleader'],
  'attendance.editEmployees': ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead'],
  'leaves.import': ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead'],
  // Team space: role flags alone (no manager permission, no route id); see linkRule.test.ts.
  'permissions.manage': ['ceo', 'headofhr'],
  'permissions.view': ['ceo', 'headofhr'],
  'goals.manage': [],
  'permissions.held': [],
  'leaveRequests.view': ALL,
  signedIn: ALL,
  // Workspace: reading is everyone's; help desk links are kept by admins, documents and assets by HR and admins.
  'helpdesk.view': ALL,
  'helpdesk.manage': ['ceo', 'headofhr'],
  'documents.view': ALL,
  'documents.manage': ['ceo', 'headofhr', 'hr'],
  'assets.mine': ALL,
  'assets.manage': ['ceo', 'headofhr', 'hr'],
};

describe('access table (every role x every rule)', () => {
  it('holds exactly the rows of ARCHITECTURE.md', () => {
    expect([...ACCESS_KEYS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  const matrix = DEMO_ROLE_CASES.flatMap((c) => ACCESS_KEYS.map((key) => [c.key, key, c] as const));
  it.each(matrix)('%s on %s', (role, key, c) => {
    expect(canAccess(deriveRoles(c.user), key)).toBe(EXPECTED[key].includes(role));
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
    expect(agent.routes).toEqual(['permissions.view', 'helpdesk.view', 'documents.view', 'assets.mine', 'leaveRequests.view', 'signedIn']);
    expect(agent.ownOnly).toEqual(['permissions.view']);
    expect(agent.menuGroups).toEqual(['Home', 'Teams', 'Actions', 'Attendance', 'Leave Requests', 'Profile']); // Attritions: managers, CEO and HR only

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
