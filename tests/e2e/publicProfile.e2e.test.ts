/**
 * The public profile and HR's work info in a real browser: an agent opens a colleague's public profile from the
 * directory and sees their supervisor chain and kudos wall and none of their personal data; HR updates someone's work
 * info, confirming the working-hours question (SPEC §8), and the record shows the new hours. No serious axe violation.
 */
import { expect, it } from '@jest/globals';
import { GiveKudosDocument } from '../../web/src/features/kudos/kudos.generated';
import { builders } from '../support/builders';
import { dataOf, demoName, gql, loginAs } from '../support/stack';
import { seriousViolations } from './support/axe';
import { describeBrowser, useProduct } from './support/browser';
import { choose, chooseFromMenu, confirmWith } from './support/forms';
import { untilEnabled } from './support/waitFor';

describeBrowser('public profile and work info in the browser', () => {
  const app = useProduct();

  it("an agent opens a colleague's public profile from the directory: kudos wall, no personal data", async () => {
    const stack = app.stack();
    const seed = await builders(stack);
    const lead = await seed.person({ role: 'teamleader', department: 'Sales' });
    const member = await seed.person({ manager: lead, fields: { phone: '+20 100 555 0177', national_ID: '29901019876543' } });
    dataOf(await gql(stack, GiveKudosDocument, { receiverId: String(member.id), message: 'Saved the day on the night shift' }, await loginAs(stack, 'ceo')));

    const page = await app.signIn('agent');
    await chooseFromMenu(page, page.getByRole('button', { name: /account menu/ }), 'Employees Tracker');
    await page.waitForURL('**/main/directory');
    const search = page.getByPlaceholder('Search name or RES ID');
    await search.fill(member.RES_ID);
    await search.press('Enter');
    await page.locator('.ant-table-row').filter({ hasText: member.name }).getByRole('link', { name: member.name }).click();
    await page.waitForURL(`**/main/people/${member.id}`);
    await page.getByRole('heading', { name: member.name, level: 1 }).waitFor();

    await page.getByRole('navigation', { name: 'Supervisor chain' }).getByRole('link', { name: lead.name }).waitFor();
    const kudos = page.locator('.ant-table-row').filter({ hasText: 'Saved the day on the night shift' });
    await kudos.waitFor();
    // Who gave them: the CEO's name on the row.
    expect(await kudos.textContent()).toContain(demoName('ceo'));
    const text = (await page.locator('main').textContent()) ?? '';
    for (const secret of ['555 0177', '29901019876543', 'Hourly rate', 'National ID', 'Phone']) expect(text).not.toContain(secret);
    expect(await page.getByRole('link', { name: /Employee record/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await app.shot(page, 'public-profile-1366');
  }, 120_000);

  it("HR updates someone's work info, confirming that working hours affect leaves and requests", async () => {
    const seed = await builders(app.stack());
    const member = await seed.person();

    const page = await app.signIn('hr', `/main/employees/${member.id}`);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Update work info' }) });
    await form.getByRole('combobox', { name: 'Supervisor' }).waitFor();
    await choose(page, 'Job type', 'Part Time', false, form);
    await form.getByLabel('Working hours per day').fill('6');
    const submit = form.getByRole('button', { name: 'Update work info' });
    await untilEnabled(submit);
    await submit.click();
    await page.locator('.ant-modal-confirm').getByText('Changing working hours affects leaves and requests.').waitFor();
    await confirmWith(page, 'Change', 'Work info updated');
    await page.locator('.ant-descriptions tr').filter({ hasText: 'Working hours per day' }).filter({ hasText: '6:00' }).waitFor();
    await page.locator('.ant-descriptions tr').filter({ hasText: 'Employee type' }).filter({ hasText: 'Part Time' }).waitFor();
    // Checked once the save is over: the submit button spins (a faded colour) while the question is open.
    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);
});
