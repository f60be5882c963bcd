/**
 * Team space in a real browser: a team leader holding MANAGE_GOALS sets a goal for his agent, who opens it
 * and moves the progress slider; the team leader gives the agent kudos, which appear on her profile. axe runs on the
 * goal, kudos and profile pages; the kudos also show in the home page's weekly kudos (critical/serious violations fail).
 */
import { expect, it } from '@jest/globals';
import { demoName } from '../support/stack';
import { seriousViolations } from './support/axe';
import { choose, chooseFromMenu, pickDate } from './support/forms';
import { describeBrowser, useProduct } from './support/browser';
import { eventually, untilEnabled } from './support/waitFor';

/** DD/MM/YYYY of today plus `plus` days. */
const ddmmyyyy = (plus: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + plus)).toISOString().slice(0, 10).split('-').reverse().join('/');
};

describeBrowser('team space in the browser', () => {
  const app = useProduct();
  const title = 'Handle 55 calls a day';
  let goalPath = '';

  it('a manager with MANAGE_GOALS sets a goal for a report, who updates its progress', async () => {
    const tl = await app.signIn('teamleader');
    await chooseFromMenu(tl, tl.getByRole('button', { name: demoName('teamleader') }), 'New Goal');
    await tl.waitForURL('**/main/goals/new');
    await choose(tl, 'Assignee', demoName('agent'));
    await tl.getByLabel('Title', { exact: true }).fill(title);
    await pickDate(tl, 'Start date', ddmmyyyy(0));
    await pickDate(tl, 'End date', ddmmyyyy(7));
    const create = tl.getByRole('button', { name: 'Create goal' });
    await untilEnabled(create);
    await create.click();
    await tl.waitForURL(/\/main\/goals\/\d+$/);
    goalPath = new URL(tl.url()).pathname;
    await tl.getByText('Less than 10 days left for this goal!').waitFor();
    await tl.getByText('Approved', { exact: true }).first().waitFor();
    expect(await seriousViolations(tl)).toEqual([]);

    const sara = await app.signIn('agent');
    await sara.goto(app.url(goalPath));
    await sara.getByRole('heading', { name: title }).waitFor();
    const handle = sara.getByRole('slider', { name: 'Progress' });
    await handle.focus();
    for (let i = 0; i < 30; i++) await handle.press('ArrowRight');
    await sara.getByText('30%', { exact: true }).waitFor();
    await sara.getByRole('button', { name: 'Save progress' }).click();
    await sara.getByText('Progress updated').waitFor();
    await sara.getByText('In progress', { exact: true }).first().waitFor();
    expect(await seriousViolations(sara)).toEqual([]);

    // The manager sees the new progress in the team list.
    await tl.goto(app.url('/main/goals/team'));
    const row = tl.locator('.ant-table-row').filter({ hasText: title });
    await eventually(async () => expect(await row.innerText()).toContain('30%'));
  });

  it('kudos appear on the recipient’s profile and in the home page’s weekly kudos', async () => {
    const tl = await app.signIn('teamleader', '/main/kudos');
    await choose(tl, 'Colleague', demoName('agent'));
    await tl.getByLabel('Message').fill('Thanks for the great week!');
    const give = tl.getByRole('button', { name: 'Give kudos' });
    await untilEnabled(give);
    await give.click();
    await tl.getByText('Kudos sent').waitFor();
    expect(await seriousViolations(tl)).toEqual([]);

    const sara = await app.signIn('agent', '/main/myProfile');
    const wall = sara.locator('.ant-table-row').filter({ hasText: 'Thanks for the great week!' });
    await eventually(async () => expect(await wall.innerText()).toContain(demoName('teamleader')));
    expect(await seriousViolations(sara)).toEqual([]);

    // Home shows this week's kudos to everyone.
    await sara.goto(app.url('/main/home'));
    const weekly = sara.locator('.ant-card').filter({ has: sara.getByRole('heading', { name: 'Weekly kudos' }) });
    await weekly.getByText('Thanks for the great week!').waitFor();
    await eventually(async () => expect(await weekly.innerText()).toContain(`from ${demoName('teamleader')}`));
  });

  it('Goals has its own side-menu group: Goals and New Goal for everyone, Team Goals for managers with MANAGE_GOALS', async () => {
    const entries = async (page: import('playwright-core').Page) => {
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await nav.getByRole('button', { name: 'Goals' }).click();
      const list = nav.locator('#nav-menu-GOALS');
      await list.waitFor();
      return list.getByRole('link').allTextContents();
    };
    const tl = await app.signIn('teamleader');
    expect(await entries(tl)).toEqual(['Goals', 'New Goal', 'Team Goals']);
    await tl.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Team Goals' }).click();
    await tl.waitForURL('**/main/goals/team');
    await tl.context().close();
    const agent = await app.signIn('agent');
    expect(await entries(agent)).toEqual(['Goals', 'New Goal']);
    await agent.context().close();
  });
});
