/**
 * Sign-in in a real browser against the whole product: every demo role lands on /main/home and sees exactly the
 * side-menu groups it may open; a wrong password and an expired session show SPEC §8's messages.
 *
 * Expected menus: each role's access keys are the rules whose manifest names the role a holder (written by hand from
 * the role flags of the seeded titles); a group shows when a page built in the route table (web/src/features/<domain>/routes.ts) belongs to it and the
 * role holds that page's key. So the expectation follows the pages that exist without re-deriving roles.
 */
import { expect, it } from '@jest/globals';
import { DEMO_PASSWORD, type DemoKey } from '../../upstream/src/seed';
import { enumName } from '../../gateway/src/access/enums';
import { DEMO_ROLES } from '../../gateway/src/access/rule';
import { ACCESS_TABLE } from '../../gateway/src/access/table';
import { appRoutes, MENU_GROUPS } from '../../web/src/app/routes';
import type { AccessKey } from '../../web/src/app/routeTypes';
import { demoName, gql } from '../support/stack';
import { demoAccount, describeBrowser, submitLogin, useProduct, visibleMenuGroups } from './support/browser';
import { chooseFromMenu } from './support/forms';
import { eventually } from './support/waitFor';
import { LOGIN_DOCUMENT } from '../../web/src/app/prerendered';

/** Access keys per demo account: the rules whose manifest (gateway/src/modules/<d>/index.ts) names it a holder. */
const roleKeys = (role: DemoKey): AccessKey[] =>
  ACCESS_TABLE.filter((rule) => (rule.holders as readonly string[]).includes(role)).map((rule) => enumName(rule.key) as AccessKey);

function expectedGroups(role: DemoKey): string[] {
  const keys = new Set<AccessKey>(roleKeys(role));
  return MENU_GROUPS.filter((group) => appRoutes.some((r) => r.menu?.group === group && keys.has(r.access)));
}

describeBrowser('sign-in in the browser', () => {
  const app = useProduct();

  it.each([...DEMO_ROLES])('%s lands on /main/home and sees exactly its menu groups', async (role) => {
    const page = await app.signIn(role);
    expect(new URL(page.url()).pathname).toBe('/main/home');
    // The Goals group waits for the server's capabilities (the team space): the menu is judged once it has them.
    await eventually(async () => expect(await visibleMenuGroups(page)).toEqual(expectedGroups(role)));
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

  it('signed-out visitors of a /main page go to /login, and signing in returns them to it', async () => {
    const visitor = await app.newPage();
    await visitor.goto(app.url('/main/leaveRequests?status=pending'));
    await visitor.waitForURL((url) => url.pathname === '/login');
    expect(new URL(visitor.url()).searchParams.get('next')).toBe('/main/leaveRequests?status=pending');
    await submitLogin(visitor, demoAccount('hr').email, DEMO_PASSWORD);
    await visitor.waitForURL((url) => url.pathname + url.search === '/main/leaveRequests?status=pending');
    await visitor.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('the profile shows the manager and the password form', async () => {
    const page = await app.signIn('hr');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My Profile' }).click();
    await page.waitForURL('**/main/myProfile');
    await page.getByText(demoName('headofhr')).first().waitFor(); // HR's manager
    await page.getByText('Change password', { exact: true }).first().waitFor();
    await app.shot(page, 'profile-hr');
  });
});
