/**
 * SPEC §2 shared-area link rule (gateway/src/access/table.ts `linkPermitted`), table-driven: a link is permitted when
 * the user is admin and it needs admin; it needs a manager permission (any, or the named one) and the user holds it;
 * it is current-user-only and the id is `me` or the user's own; or it needs no authentication.
 */
import { describe, it, expect } from '@jest/globals';
import { deriveRoles } from '../src/access/roles';
import { accessFor, canAccess, linkPermitted, viewerOf, type AccessRule, type ManagerPermission, type Viewer } from '../src/access/table';

const roles = (roleTitle: string, canManage = false) => deriveRoles({ roleTitle, canManage });
const viewer = (roleTitle: string, permissions: ManagerPermission[] = [], id = '7'): Viewer => ({
  roles: roles(roleTitle, permissions.length > 0),
  permissions,
  id,
});

const admin = viewer('CEO');
const headOfHr = viewer('Head of HR');
const agent = viewer('Sales Agent');
const goalsManager = viewer('Team Leader', ['MANAGE_GOALS']);
const leaveManager = viewer('ACM', ['MANAGE_LEAVE_REQUESTS']);
const bothManager = viewer('Operations Manager', ['MANAGE_GOALS', 'MANAGE_LEAVE_REQUESTS']);
const plainManager = viewer('Operations Manager');

const rule = (link: AccessRule['link'], allowed: AccessRule['allowed'] = []): AccessRule => ({ key: 'x', routes: [], allowed, link });
const ADMIN = rule({ requiresAdminAuth: true });
const ANY_PERMISSION = rule({ requireManagerPermission: true });
const GOALS = rule({ requireManagerPermission: 'MANAGE_GOALS' });
const LEAVES = rule({ requireManagerPermission: 'MANAGE_LEAVE_REQUESTS' });
const OWN = rule({ currentUserOnly: true });
const PUBLIC = rule({ requireAuth: false });
const SIGNED_IN = rule(undefined, 'everyone');
const HR_ROLE = rule(undefined, ['hr']);

const CASES: [string, AccessRule, Viewer | null, { id?: string }, boolean][] = [
  ['admin link, CEO', ADMIN, admin, {}, true],
  ['admin link, head of HR', ADMIN, headOfHr, {}, true],
  ['admin link, agent', ADMIN, agent, {}, false],
  ['admin link, manager with every permission', ADMIN, bothManager, {}, false],
  ['any permission, MANAGE_GOALS holder', ANY_PERMISSION, goalsManager, {}, true],
  ['any permission, MANAGE_LEAVE_REQUESTS holder', ANY_PERMISSION, leaveManager, {}, true],
  ['any permission, manager holding none', ANY_PERMISSION, plainManager, {}, false],
  ['any permission, admin holding none', ANY_PERMISSION, admin, {}, false],
  ['MANAGE_GOALS link, its holder', GOALS, goalsManager, {}, true],
  ['MANAGE_GOALS link, MANAGE_LEAVE_REQUESTS holder', GOALS, leaveManager, {}, false],
  ['MANAGE_GOALS link, both', GOALS, bothManager, {}, true],
  ['MANAGE_LEAVE_REQUESTS link, its holder', LEAVES, leaveManager, {}, true],
  ['MANAGE_LEAVE_REQUESTS link, MANAGE_GOALS holder', LEAVES, goalsManager, {}, false],
  ['current-user-only, id me', OWN, agent, { id: 'me' }, true],
  ['current-user-only, own id', OWN, agent, { id: '7' }, true],
  ['current-user-only, another id', OWN, agent, { id: '8' }, false],
  ['current-user-only, no id', OWN, agent, {}, false],
  ['current-user-only, admin on another id', OWN, admin, { id: '8' }, false],
  ['public link, signed out', PUBLIC, null, {}, true],
  ['public link, signed in', PUBLIC, agent, {}, true],
  ['signed-in link, signed out', SIGNED_IN, null, {}, false],
  ['signed-in link, agent', SIGNED_IN, agent, {}, true],
  ['role rule, HR', HR_ROLE, viewer('HR Specialist'), {}, true],
  ['role rule, agent', HR_ROLE, agent, {}, false],
  ['admin or own: admin on another id', rule({ requiresAdminAuth: true, currentUserOnly: true }), admin, { id: '8' }, true],
  ['admin or own: agent on own', rule({ requiresAdminAuth: true, currentUserOnly: true }), agent, { id: 'me' }, true],
  ['admin or own: agent on another', rule({ requiresAdminAuth: true, currentUserOnly: true }), agent, { id: '8' }, false],
];

describe('linkPermitted (SPEC §2 shared-area link rule)', () => {
  it.each(CASES)('%s', (_name, r, v, params, expected) => {
    expect(linkPermitted(r, v, params)).toBe(expected);
  });
});

describe('the table keys of the team space', () => {
  it('opens goal management with MANAGE_GOALS only, leave management also with MANAGE_LEAVE_REQUESTS', () => {
    expect(canAccess(goalsManager, 'goals.manage')).toBe(true);
    expect(canAccess(leaveManager, 'goals.manage')).toBe(false);
    expect(canAccess(leaveManager, 'leaves.manage')).toBe(true);
    expect(canAccess(leaveManager, 'leaveRequests.add')).toBe(true);
    expect(canAccess(leaveManager, 'leaves.import')).toBe(false);
    expect(canAccess(plainManager, 'leaves.manage')).toBe(false);
  });

  it('lists current-user-only keys in ownOnly for non-admins', () => {
    expect(accessFor(agent).ownOnly).toEqual(['permissions.view']);
    expect(accessFor(admin).ownOnly).toEqual([]);
    expect(accessFor(admin).routes).toContain('permissions.manage');
    expect(accessFor(goalsManager).routes).toEqual(expect.arrayContaining(['goals.manage', 'permissions.held']));
  });

  it('reads the permissions a current user record holds, ignoring unknown names', () => {
    const v = viewerOf({ id: 3, managerPermissions: ['MANAGE_GOALS', 'SOMETHING_ELSE'] }, roles('Team Leader', true));
    expect(v).toEqual({ roles: roles('Team Leader', true), permissions: ['MANAGE_GOALS'], id: '3' });
    expect(viewerOf({ id: 3 }, roles('Team Leader', true)).permissions).toEqual([]);
  });
});
