import { describe, it, expect } from '@jest/globals';
import { accountMenu, canOpen, visibleMenu } from './access';
import { appRoutes, MENU_GROUPS, menuGroups } from './routes';
import type { AppRoute } from './routeTypes';

const appTable = { routes: appRoutes, groups: menuGroups };

const page = async () => ({ default: () => null });

describe('access rules over the route table', () => {
  it('lets every signed-in user open signedIn pages and only granted keys otherwise', () => {
    expect(canOpen({ routes: [], menuGroups: [] }, 'SIGNED_IN')).toBe(true);
    expect(canOpen({ routes: ['SIGNED_IN'], menuGroups: [] }, 'EMPLOYEES_ADD')).toBe(false);
    expect(canOpen({ routes: ['EMPLOYEES_ADD'], menuGroups: [] }, 'EMPLOYEES_ADD')).toBe(true);
    expect(canOpen(null, 'EMPLOYEES_ADD')).toBe(false);
  });

  it('orders menu groups as SPEC §2 lists them, whatever order the gateway sends', () => {
    const table: AppRoute[] = MENU_GROUPS.map((group, i) => ({ path: `p${i}`, access: 'SIGNED_IN', menu: { group, label: group }, lazy: page }));
    const menu = visibleMenu({ routes: table, groups: menuGroups }, { routes: [], menuGroups: [...MENU_GROUPS].reverse() });
    expect(menu.map((s) => s.group)).toEqual([...MENU_GROUPS]);
  });

  it('keeps detail pages (no menu entry) out of the menu', () => {
    const menu = visibleMenu(appTable, { routes: ['SIGNED_IN'], menuGroups: [...MENU_GROUPS] });
    expect(menu.flatMap((s) => s.entries.map((e) => e.path))).not.toContain('/main/forbidden');
  });

  it('has the foundation pages: home and profile in their groups, forbidden without a menu entry', () => {
    const byPath = Object.fromEntries(appRoutes.map((r) => [r.path, r]));
    expect(byPath.home?.menu?.group).toBe('HOME');
    expect(byPath.myProfile?.menu?.group).toBe('PROFILE');
    expect(byPath.forbidden?.menu).toBeUndefined();
  });

  it('puts Goals in the side menu as a group (Team Goals for goal managers only), shown where the server has the team space', () => {
    const everyone = { routes: ['SIGNED_IN'] as const, menuGroups: [...MENU_GROUPS] };
    const goals = (access: Parameters<typeof visibleMenu>[1], teamSpace = true) =>
      visibleMenu(appTable, access, () => teamSpace)
        .find((s) => s.group === 'GOALS')
        ?.entries.map((e) => e.label);
    expect(goals({ ...everyone, routes: ['SIGNED_IN'] })).toEqual(['Goals', 'New Goal']);
    expect(goals({ ...everyone, routes: ['SIGNED_IN', 'GOALS_MANAGE'] })).toEqual(['Goals', 'New Goal', 'Team Goals']);
    expect(goals({ ...everyone, routes: ['SIGNED_IN', 'GOALS_MANAGE'] }, false)).toBeUndefined();
    // SPEC §2's account menu offers "goals" and "new goal" as well.
    const account = accountMenu(appRoutes, { routes: ['SIGNED_IN', 'GOALS_MANAGE'], menuGroups: [] }).map((e) => e.label);
    expect(account).toEqual(expect.arrayContaining(['Goals', 'New Goal']));
    expect(account).not.toContain('Team Goals');
  });

  it('lists the account-menu pages the user may open (workspace: assets, documents, help desk links)', () => {
    const agent = accountMenu(appRoutes, { routes: ['SIGNED_IN', 'ASSETS_MINE', 'DOCUMENTS_VIEW', 'HELPDESK_VIEW'], menuGroups: [] });
    expect(agent.map((e) => e.label)).toEqual(expect.arrayContaining(['My Assets', 'Documents', 'Help Desk Links']));
    expect(agent.map((e) => e.label)).not.toContain('Assets');
    const hr = accountMenu(appRoutes, { routes: ['SIGNED_IN', 'ASSETS_MINE', 'ASSETS_MANAGE', 'DOCUMENTS_VIEW', 'HELPDESK_VIEW'], menuGroups: [] });
    expect(hr).toContainEqual({ path: '/main/assets', label: 'Assets' });
    expect(accountMenu(appRoutes, null)).toEqual([]);
  });
});
