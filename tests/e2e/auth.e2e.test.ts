/**
 * Sign-in in a real browser against the whole product: every demo role lands on /main/home and sees exactly the
 * side-menu groups it may open; a wrong password and an expired session show SPEC §8's messages.
 *
 * Expected menus: each role's access keys are listed explicitly below from the ARCHITECTURE access table (role
 * flags of the seeded titles); a group shows when a page built in the route table (web/src/features/<domain>/routes.ts) belongs to it and the
 * role holds that page's key. So the expectation follows the pages that exist without re-deriving roles.
 */
import { expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { appRoutes, MENU_GROUPS } from '../../web/src/app/routes';
import type { AccessKey } from '../../web/src/app/routeTypes';
import { gql } from '../support/stack';
import { describeBrowser, submitLogin, useProduct, visibleMenuGroups } from './support/browser';
import { chooseFromMenu } from './support/forms';
import { LOGIN_DOCUMENT } from '../../web/src/app/prerendered';

const HEAD_KEYS: AccessKey[] = ['LEAVES_MANAGE', 'EMPLOYEES_KPIS', 'ACTIONS_NEW_AGAINST', 'LEAVE_REQUESTS_ADD', 'LEAVES_NEW', 'SHUFFLE_VIEW', 'SHUFFLE_ADD', 'ATTRITIONS_TEAM'];
const CEO_HR_KEYS: AccessKey[] = [
  'EMPLOYEES_ADD', 'EMPLOYEES_SALARIES', 'EMPLOYEES_BONUS', 'HOLIDAYS_MANAGE', 'ACTION_POLICIES_MANAGE',
  'CANDIDATES_MANAGE', 'HEADCOUNT_MANAGE', 'LEAVE_TYPES_MANAGE', 'LEAVES_MANAGE', 'EMPLOYEES_KPIS', 'SHUFFLE_VIEW', 'ATTRITIONS_MANAGE',
];

/** Access keys per demo account (besides SIGNED_IN and LEAVE_REQUESTS_VIEW, which everyone holds). */
const ROLE_KEYS: Record<DemoKey, AccessKey[]> = {
  // CEO: ceo, admin, manager
  ceo: [...CEO_HR_KEYS, 'EMPLOYEES_REMOVE', 'ACTIONS_NEW_AGAINST', 'LEAVE_REQUESTS_ADD', 'ACCESS_GRANT', 'SHUFFLE_ADD', 'ATTRITIONS_TEAM'],
  // Head of HR: hr, head, admin, manager, coldHeadOrHr
  headofhr: [...CEO_HR_KEYS, ...HEAD_KEYS, 'ACTIONS_TAKEN_DETAIL', 'TEAMS_ADJUST', 'ACCESS_GRANT'],
  // HR Specialist: hr, coldHeadOrHr
  hr: [...CEO_HR_KEYS, 'LEAVES_NEW', 'ACTIONS_TAKEN_DETAIL', 'TEAMS_ADJUST'],
  // Head of Operations: head, manager
  head: HEAD_KEYS,
  // Head of Auditing: head, auditor, headAuditing, manager
  headauditing: HEAD_KEYS,
  // Head of Cold Calling: head, coldHead, coldHeadOrHr, manager
  coldhead: [...HEAD_KEYS, 'TEAMS_ADJUST'],
  // Team Leader: teamLeader, manager
  teamleader: ['ACTIONS_NEW_AGAINST', 'LEAVE_REQUESTS_ADD', 'LEAVES_NEW', 'HOURS_DAILY', 'ATTRITIONS_TEAM'],
  // Quality Auditor: auditor
  auditor: ['ACTIONS_NEW_AGAINST', 'LEAVE_REQUESTS_ADD', 'LEAVES_NEW'],
  // ACM: acm, coldHeadOrHr (type 2), manager
  acm: ['TEAMS_ADJUST', 'SHUFFLE_VIEW', 'SHUFFLE_ADD', 'ATTRITIONS_TEAM'],
  // Sales Agent: nothing beyond everyone's
  agent: [],
};

function expectedGroups(role: DemoKey): string[] {
  const keys = new Set<AccessKey>(['SIGNED_IN', 'LEAVE_REQUESTS_VIEW', ...ROLE_KEYS[role]]);
  return MENU_GROUPS.filter((group) => appRoutes.some((r) => r.menu?.group === group && keys.has(r.access)));
}

describeBrowser('sign-in in the browser', () => {
  const app = useProduct();

  it.each(Object.keys(ROLE_KEYS) as DemoKey[])('%s lands on /main/home and sees exactly its menu groups', async (role) => {
    const page = await app.signIn(role);
    expect(new URL(page.url()).pathname).toBe('/main/home');
    expect(await visibleMenuGroups(page)).toEqual(expectedGroups(role));
    // Signed in from /login's prerendered document, the app reloads as index.html: the whole antd stylesheet is linked.
    expect(await page.locator(`meta[name="${LOGIN_DOCUMENT}"]`).count()).toBe(0);
    expect(await page.locator('link[rel="stylesheet"][href^="/assets/antd-"]').count()).toBe(1);
    if (role === 'ceo') {
      await page.getByText(/^Good (morning|afternoon|evening), Omar$/).waitFor();
      await app.shot(page, 'home-ceo');
    }
    await page.context().close();
  });

  it('a wrong password shows "Please enter correct email and password"', async () => {
    const page = await app.newPage();
    await page.goto(app.url('/login'));
    await app.shot(page, 'login');
    await submitLogin(page, 'hr@demo.hr', 'not-the-password');
    await page.getByText('Please enter correct email and password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await app.shot(page, 'login-failed');
  });

  it('an expired session returns to /login with "Your login session has expired, please login again."', async () => {
    const page = await app.signIn('hr');
    await page.evaluate(() => localStorage.setItem('hr.token', 'corrupted.token.value'));
    await page.reload();
    await page.getByText('Your login session has expired, please login again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('hr.token'))).toBeNull();
    await app.shot(page, 'login-session-expired');
  });

  it('"Sign out" revokes the token at the server, not only in the browser', async () => {
    const page = await app.signIn('agent');
    const token = await page.evaluate(() => localStorage.getItem('hr.token'));
    expect(token).toEqual(expect.any(String));
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/graphql') && /mutation Logout/.test(r.request().postData() ?? ''));
    await chooseFromMenu(page, page.getByRole('button', { name: 'Account menu' }), 'Sign out');
    await page.waitForURL('**/login');
    expect((await (await loggedOut).json()).data.logout.message).toBe('Signed out successfully');
    const reuse = await gql(app.stack(), '{ me { name } }', {}, token);
    expect(reuse.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('signed-out visitors of a /main page go to /login; the profile shows the manager and the password form', async () => {
    const visitor = await app.newPage();
    await visitor.goto(app.url('/main/myProfile'));
    await visitor.waitForURL('**/login');

    const page = await app.signIn('hr');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My Profile' }).click();
    await page.waitForURL('**/main/myProfile');
    await page.getByText('Laila Mansour').first().waitFor();
    await page.getByText('Change password', { exact: true }).first().waitFor();
    await app.shot(page, 'profile-hr');
  });
});
