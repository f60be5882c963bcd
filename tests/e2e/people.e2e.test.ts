/**
 * People in a real browser against the whole product: HR adds an employee and sees it in the list; the CEO
 * fires one after confirming; a team leader cannot open /employees/add (sent to /main); and every people page renders
 * for the roles that may open it (screenshots saved when E2E_SCREENSHOTS is set).
 */
import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { builders } from '../support/builders';
import { seriousViolations } from './support/axe';
import { describeBrowser, useProduct } from './support/browser';
import { choose as pick, confirmWith } from './support/forms';
import { eventually, untilDisabled, untilEnabled } from './support/waitFor';

/** Picks an option of the add-employee form's select labelled `label` (the list below has filters of the same names). */
const choose = (page: Page, label: string, text: string) => pick(page, label, text, true, page.locator('form#addEmployee'));

async function searchTable(page: Page, text: string) {
  const box = page.getByPlaceholder('Search name, RES ID, e-mail or role');
  await box.fill(text);
  await box.press('Enter');
}

describeBrowser('people in the browser', () => {
  const app = useProduct();

  it('HR adds an employee and sees it in the list', async () => {
    const page = await app.signIn('hr', '/main/employees/add');
    const form = page.locator('form#addEmployee');
    const field = (label: string) => form.getByLabel(label, { exact: true });
    const submit = page.getByRole('button', { name: 'Add employee' });
    await submit.waitFor();
    await untilDisabled(submit);

    await field('Name').fill('Yara Browser');
    await field('RES ID').fill('RES-E2E-1');
    await field('Email').fill('not-an-email');
    await page.getByText('Invalid e-mail format').waitFor();
    await field('Email').fill('yara.browser@demo.hr');
    await choose(page, 'Department', 'Operations');
    await choose(page, 'Team', 'Retention');
    await choose(page, 'Role title', 'Customer Support Agent');
    await field('Date joined').fill('01/03/2024');
    await field('Date joined').press('Enter');
    await field('Monthly rate').fill('12000');
    await app.shot(page, 'people-add-employee-form');
    // The form re-validates after each change; the submit button turns on once every rule passes.
    await page.locator('form#addEmployee button[type=submit]:not([disabled])').waitFor();
    await submit.click();
    await page.getByText('Yara Browser added').waitFor();

    await searchTable(page, 'RES-E2E-1');
    const row = page.locator('.ant-table-row').filter({ hasText: 'Yara Browser' });
    await row.waitFor();
    await eventually(async () => expect(await row.textContent()).toContain('Retention'));
    await app.shot(page, 'people-add-employee-listed');
    await page.context().close();
  }, 90_000);

  it('the CEO fires an employee after confirming; they leave the list', async () => {
    const { id, name } = await (await builders(app.stack())).person();
    const page = await app.signIn('ceo', '/main/employees/remove');
    await searchTable(page, name);
    const row = page.locator('.ant-table-row').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('button', { name: 'Fire' }).click();
    await page.locator('.ant-modal-confirm-title').getByText(`Fire ${name}?`).waitFor();
    await app.shot(page, 'people-fire-confirm');
    await confirmWith(page, 'Fire', 'Employee fired successfully');
    await page.getByText("Currently you don't have any employees").waitFor();

    // History kept: the details page still opens, showing the termination.
    await page.goto(app.url(`/main/employees/${id}`));
    await page.getByText('Terminated').first().waitFor();
    await page.getByText('Last working day').waitFor();
    await app.shot(page, 'people-fired-details');
    await page.context().close();
  }, 90_000);

  it('a team leader cannot open /employees/add and is sent to /main', async () => {
    const page = await app.signIn('teamleader', '/main/employees/add');
    await page.waitForURL('**/main/home');
    await eventually(async () => expect(await page.getByRole('button', { name: 'Add employee' }).count()).toBe(0));
    await page.context().close();
  });

  it.each([
    ['headofhr', '/main/manageDepartments', 'Departments'],
    ['hr', '/main/manageRoles', 'Employment roles'],
    ['hr', '/main/manageEmploymentStatuses', 'Employment statuses'],
    ['hr', '/main/holiday', 'Holidays'],
    ['hr', '/main/target', 'Monthly targets'],
    ['agent', '/main/target', 'Monthly targets'],
    ['coldhead', '/main/employees/adjust', 'Adjust teams'],
    ['headofhr', '/main/grantAccess', 'Grant access'],
    ['ceo', '/main/accessTracker', 'Access tracker'],
    ['hr', '/main/employees/8', 'Update role'],
  ] as const)(
    '%s opens %s',
    async (role, path, heading) => {
      const page = await app.signIn(role);
      await page.goto(app.url(path));
      await page.getByText(heading, { exact: true }).first().waitFor();
      await page.locator('.ant-table-row, .ant-descriptions, form').first().waitFor();
      await app.shot(page, `people-${role}-${path.split('/').pop()}`);
      await page.context().close();
    },
    60_000,
  );

  it.each([
    ['/main/manageDepartments', 'Cold Calling'],
    ['/main/manageRoles', 'Head of Auditing'],
    ['/main/manageEmploymentStatuses', 'Resigned'],
  ] as const)(
    'HR sees the seeded rows of %s',
    async (path, seeded) => {
      const page = await app.signIn('hr');
      await page.goto(app.url(path));
      await page.locator('.ant-table-row', { hasText: seeded }).first().waitFor();
      await page.context().close();
    },
    60_000,
  );

  it("HR adds a department (a blank name gets the form's message) and renames it in its row", async () => {
    const page = await app.signIn('hr', '/main/manageDepartments');
    // The add form comes after the page's first paint (NamedLookupForms): the field is there once its code is.
    const name = page.getByRole('textbox', { name: /Department name/ });
    await name.fill('   ');
    await page.getByText('Department name is required').waitFor();
    await untilDisabled(page.getByRole('button', { name: 'Add', exact: true }));
    await name.fill('Audit Desk');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Department name added').waitFor();
    const row = page.locator('.ant-table-row', { hasText: 'Audit Desk' });
    await row.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('New department name').fill('Audit Desk Team');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Department name updated').waitFor();
    await page.locator('.ant-table-row', { hasText: 'Audit Desk Team' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("HR adds a holiday: a multiple of pay over 10 gets the rule's message, then the holiday is in the list", async () => {
    const page = await app.signIn('hr', '/main/holiday');
    // The add form comes after the page's first paint (HolidayForm, its labels and boxes meanwhile): the fields are
    // there once its code is.
    await page.getByRole('textbox', { name: 'Holiday name' }).fill('Founders Day');
    const multiple = page.getByRole('spinbutton', { name: 'Multiple of pay' });
    await multiple.fill('12');
    await page.getByText('Multiple of pay must be less than or equal to 10').waitFor();
    await untilDisabled(page.getByRole('button', { name: 'Add', exact: true }));
    await multiple.fill('3');
    // A fixed date years ahead: the list is sorted by start date, newest first, so the row is on its first page.
    await page.getByPlaceholder('Start date').click();
    await page.getByPlaceholder('Start date').fill('10/12/2031');
    await page.getByPlaceholder('Start date').press('Enter');
    await page.getByPlaceholder('End date').fill('11/12/2031');
    await page.getByPlaceholder('End date').press('Enter');
    const add = page.getByRole('button', { name: 'Add', exact: true });
    await untilEnabled(add);
    await add.click();
    await page.getByText('Holiday added').waitFor();
    const row = page.locator('.ant-table-row', { hasText: 'Founders Day' });
    await row.getByText('10/12/2031').waitFor();
    expect(await row.innerText()).toContain('×3');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('admin grants access: the employee is e-mailed a link to set a password', async () => {
    const { email: address } = await (await builders(app.stack())).person();
    const page = await app.signIn('headofhr', '/main/grantAccess');
    // The box keeps what was typed, spaces included (an e-mail input's own clean-up rewrote it, found in a QA walk);
    // the address goes out without them.
    const email = page.getByLabel("…or the employee's e-mail");
    await email.pressSequentially(` ${address} `);
    await eventually(async () => expect(await email.inputValue()).toBe(` ${address} `));
    await page.getByRole('button', { name: 'Grant access' }).click();
    // The password is the employee's own: no temporary one is shown (a SPEC §7-only server still answers with one).
    await page.getByText(`${address} gets a link to set a password (valid for 72 hours).`).waitFor();
    expect(await page.getByTestId('temporary-password').count()).toBe(0);
    await page.getByLabel("…or the employee's e-mail").fill('ghost@demo.hr');
    await page.getByRole('button', { name: 'Grant access' }).click();
    await page.getByText('Employee not found in database, please add him first').waitFor();
    await app.shot(page, 'people-grant-access');
    await page.context().close();
  }, 60_000);
});
