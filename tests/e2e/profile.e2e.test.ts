/**
 * The profile's self-service in a real browser: a person fixes a phone number the SPEC §5 rule refused, saves their
 * personal details (their time zone, which the header's clock then follows, also after a reload) and a picture (previewed at every avatar size first), and asks for a payment-account change, which
 * HR approves from the change-requests list; the person then sees the new account. No serious axe violation.
 */
import { expect, it } from '@jest/globals';
import { demoName } from '../support/stack';
import { seriousViolations } from './support/axe';
import { describeBrowser, useProduct } from './support/browser';
import { choose, clickAndSee } from './support/forms';
import { eventually } from './support/waitFor';

/** A real 1×1 PNG, so the browser decodes and crops it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const ACCOUNT = 'e2e.account@payoneer.example';

/** The header clock's "Sun 29/11/2026 06:" (to the hour) in `zone` now. */
function clockIn(zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', hour12: true })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day}/${parts.month}/${parts.year} ${parts.hour}:`;
}

describeBrowser('profile self-service in the browser', () => {
  const app = useProduct();

  it('a person edits their details and uploads a photo', async () => {
    const page = await app.signIn('agent', '/main/myProfile');
    const form = page.locator('form#personal-details');
    await form.waitFor();
    await form.getByLabel('Phone number', { exact: true }).fill('12ab');
    await form.getByText('Invalid Phone Number').waitFor();
    await form.getByLabel('Phone number', { exact: true }).fill('202 555 0143');
    await form.getByLabel('Bio').fill('Closing deals since 2020');
    await form.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/e2e-person');
    // UTC+14, a day ahead of the browser's UTC for ten hours a day: the header's clock follows the person's zone.
    await choose(page, 'Time zone', 'Pacific/Kiritimati'.replace('_', ' '), true, form);
    await clickAndSee(page, form.getByRole('button', { name: 'Save details' }), 'Personal details saved');
    await page.getByText('Closing deals since 2020').first().waitFor();
    await page.getByRole('link', { name: 'LinkedIn' }).waitFor();
    const clock = page.locator('header time').first();
    await eventually(async () => expect((await clock.textContent())?.slice(0, 18)).toBe(clockIn('Pacific/Kiritimati')));
    await page.reload();
    await eventually(async () => expect((await clock.textContent())?.slice(0, 18)).toBe(clockIn('Pacific/Kiritimati')));

    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const preview = page.getByRole('group', { name: 'Picture preview' });
    await preview.getByRole('img').nth(4).waitFor();
    await clickAndSee(page, page.getByRole('button', { name: 'Save picture' }), 'Picture saved');
    await page.getByRole('button', { name: 'Remove picture' }).waitFor();
    // The header's avatar now draws the saved picture instead of initials.
    await page
      .getByRole('img', { name: demoName('agent') })
      .first()
      .locator('img')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await app.shot(page, 'profile-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await app.shot(page, 'profile-390');
  }, 120_000);

  it('HR approves a payment-account change the person asked for', async () => {
    const person = await app.signIn('agent', '/main/myProfile');
    const request = person.locator('form#change-request');
    await request.waitFor();
    await choose(person, 'Change', 'Payment account', false, request);
    await request.getByLabel('New value').fill(ACCOUNT);
    await clickAndSee(person, request.getByRole('button', { name: 'Request change' }), 'Change request sent to HR');
    await person.getByText('My requests').waitFor();

    const hr = await app.signIn('hr', '/main/profileChangeRequests');
    await hr.getByRole('heading', { name: 'Change requests', level: 1 }).waitFor();
    const row = hr.getByRole('row').filter({ hasText: ACCOUNT });
    await clickAndSee(hr, row.getByRole('button', { name: `Approve Payment account of ${demoName('agent')}` }), 'Change approved');
    await row.getByText('Approved').waitFor();
    expect(await seriousViolations(hr)).toEqual([]);
    await app.shot(hr, 'change-requests-1366');

    await person.reload();
    await person.getByText(ACCOUNT).first().waitFor();
  }, 120_000);
});
