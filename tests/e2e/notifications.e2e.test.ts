/**
 * The notification centre in a real browser: the team leader's bell, open on a page, shows the leave an agent just
 * filed (no reload: opening the popover asks again); the leave is approved and the agent's bell, on a page open all the
 * while, counts the outcome by itself: no reload, no focus, sooner than its polling would (its live stream, decision 0216); clicking it
 * opens the request's page and marks it read; "Mark all as read" empties the count. Axe on the open popover; at 390 px
 * the popover fits the screen, resized to it or opened at it.
 */
import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ApproveLeaveRequestDocument as APPROVE, CreateLeaveRequestDocument as FILE } from '../../web/src/features/leave/leave.generated';
import { MarkAllNotificationsReadDocument as MARK_ALL } from '../../web/src/features/notifications/notifications.generated';
import { POLL_MS, STREAM_URL } from '../../web/src/features/notifications/liveSettings';
import { builders } from '../support/builders';
import { dataOf, demoName, gql, loginAs } from '../support/stack';
import { seriousViolations } from './support/axe';
import { animationsOver } from './support/forms';
import { describeBrowser, useProduct } from './support/browser';
import { eventually } from './support/waitFor';

/** Monday of the week `weeks` ahead (YYYY-MM-DD): a future weekday. */
function monday(weeks: number): string {
  const now = new Date();
  const day = now.getUTCDate() - ((now.getUTCDay() + 6) % 7) + weeks * 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), day)).toISOString().slice(0, 10);
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications: \d+ unread$/ });
const popover = (page: Page) => page.locator('.ant-popover:visible');

describeBrowser('notification centre in the browser', () => {
  const app = useProduct();

  it("the team leader's bell shows the agent's leave; the agent's bell shows its approval without a reload", async () => {
    const stack = app.stack();
    const typeId = String((await (await builders(stack)).leaveType({ yearlyLimit: 30 })).id);
    const start = monday(20);

    // What the day may already hold (a birthday or work anniversary greeting) is read first: the counts below start at 0.
    for (const who of ['agent', 'teamleader'] as const) dataOf(await gql(stack, MARK_ALL, {}, await loginAs(stack, who)));
    const leader = await app.signIn('teamleader');
    await bell(leader).waitFor();
    const agent = await app.signIn('agent');
    const streams: string[] = [];
    agent.on('request', (r) => {
      if (r.url().endsWith(STREAM_URL)) streams.push(r.url());
    });
    await agent.getByRole('button', { name: 'Notifications: 0 unread' }).waitFor();
    await eventually(async () => expect(streams.length).toBeGreaterThan(0));
    // Set on this page: a reload would lose it.
    await agent.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const filed = await gql(stack, FILE, { input: { leaveTypeId: typeId, startDate: start, endDate: start } }, await loginAs(stack, 'agent'));
    const id = dataOf(filed).createLeaveRequest.id;

    await bell(leader).click();
    const item = popover(leader).getByRole('button', { name: `Unread: ${demoName('agent')} requested leave for ${start}` });
    await item.waitFor();
    expect(await seriousViolations(leader)).toEqual([]);
    await app.shot(leader, 'notifications-1366');

    const reviewer = await loginAs(stack, 'head');
    const approvedAt = Date.now();
    dataOf(await gql(stack, APPROVE, { id }, reviewer));
    await agent.getByRole('button', { name: 'Notifications: 1 unread' }).waitFor();
    expect(Date.now() - approvedAt).toBeLessThan(POLL_MS);
    expect(await agent.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    expect(streams).toHaveLength(1);
    await agent.getByRole('button', { name: 'Notifications: 1 unread' }).click();
    // Clicked once the popover has finished opening: a click during its zoom-in can land beside the moving entry.
    const outcome = popover(agent).getByRole('button', { name: `Unread: ${demoName('head')} approved your leave request for ${start}` });
    await outcome.waitFor();
    await animationsOver(outcome, '.ant-popover');
    await outcome.click();
    await agent.waitForURL(`**/main/leaveRequestDetails/${id}`);
    await agent.getByRole('button', { name: 'Notifications: 0 unread' }).waitFor();

    await leader.setViewportSize({ width: 390, height: 844 });
    const markAll = popover(leader).getByRole('button', { name: 'Mark all as read' });
    await animationsOver(markAll, '.ant-popover');
    await markAll.click();
    await leader.getByRole('button', { name: 'Notifications: 0 unread' }).waitFor();
    await popover(leader)
      .getByRole('button', { name: new RegExp(`^${demoName('agent')} requested leave for ${start}`) })
      .waitFor();
    await eventually(async () => {
      const box = await popover(leader).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    });
    expect(await seriousViolations(leader)).toEqual([]);
    await app.shot(leader, 'notifications-390');

    // A page that opens at phone width, not one resized to it: the bell sits mid-header there, and a popover aligned to
    // its right edge began off-screen.
    await agent.setViewportSize({ width: 390, height: 844 });
    await agent.reload();
    await agent.getByRole('button', { name: 'Notifications: 0 unread' }).click();
    const read = popover(agent).getByRole('button', { name: new RegExp(`^${demoName('head')} approved your leave request for ${start}`) });
    await animationsOver(read, '.ant-popover');
    const box = await popover(agent).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }, 120_000);
});
