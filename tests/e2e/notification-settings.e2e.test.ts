/**
 * Notification settings in a real browser: the agent opens them from the bell's popover, turns e-mail on for the
 * outcome of their leave requests, chooses the daily digest instead of e-mail at once, and after a reload the page
 * still shows both (saved upstream). Axe on the page.
 */
import { expect, it } from '@jest/globals';
import { seriousViolations } from './support/axe';
import { animationsOver, clickAndSee } from './support/forms';
import { describeBrowser, useProduct } from './support/browser';

const LEAVE_OUTCOME = 'E-mail me: My leave request is approved, rejected or canceled';
const DIGEST = 'One e-mail a day with what I have not read';

describeBrowser('notification settings in the browser', () => {
  const app = useProduct();

  it('the agent turns e-mail on for leave outcomes; the page shows it after a reload', async () => {
    const page = await app.signIn('agent');
    await page.getByRole('button', { name: /^Notifications: \d+ unread$/ }).click();
    const settings = page.locator('.ant-popover:visible').getByRole('button', { name: 'Notification settings' });
    await settings.waitFor();
    await animationsOver(settings, '.ant-popover'); // a click during the zoom-in can miss the moving button
    await settings.click();
    await page.waitForURL('**/main/notificationSettings');

    const toggle = page.getByRole('switch', { name: LEAVE_OUTCOME });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await page.getByText('E-mail on: My leave request is approved, rejected or canceled').waitFor();
    const choices = page.getByRole('radiogroup', { name: 'How e-mail reaches me' });
    await choices.locator('input[type="radio"][value="IMMEDIATE"]:checked').waitFor({ state: 'attached' });
    await clickAndSee(page, choices.getByRole('radio', { name: DIGEST }), `Saved: ${DIGEST}`);
    await choices.locator('input[type="radio"][value="DIGEST"]:checked').waitFor({ state: 'attached' });
    expect(await seriousViolations(page)).toEqual([]);
    await app.shot(page, 'notification-settings-1366');

    await page.reload();
    await page.locator(`button[role="switch"][aria-label="${LEAVE_OUTCOME}"][aria-checked="true"]`).waitFor();
    expect(await page.getByRole('switch', { name: 'E-mail me: Someone gives me kudos' }).getAttribute('aria-checked')).toBe('false');
    await page.locator('input[type="radio"][value="DIGEST"]:checked').waitFor({ state: 'attached' });
    expect(await page.locator('input[type="radio"]:checked').count()).toBe(1);
  }, 120_000);
});
