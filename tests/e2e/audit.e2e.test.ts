/**
 * The audit trail in a real browser: HR changes an employee's role on their page, opens "Audit log" from the side
 * menu, finds the change by its field, and sees it again in the employee's History; no serious axe violation.
 */
import { expect, it } from '@jest/globals';
import { builders } from '../support/builders';
import { seriousViolations } from './support/axe';
import { describeBrowser, useProduct } from './support/browser';
import { choose } from './support/forms';

describeBrowser('audit log in the browser', () => {
  const app = useProduct();

  it('HR changes a role, finds it in the Audit log and in the employee’s history', async () => {
    const person = await (await builders(app.stack())).person();
    const change = `role_title: ${person.role_title} → Team Leader`;
    const page = await app.signIn('hr', `/main/employees/${person.id}`);
    await page.getByRole('button', { name: 'Update role' }).waitFor();
    await choose(page, 'Role title', 'Team Leader');
    await page.getByRole('button', { name: 'Update role' }).click();
    await page.getByText('Role updated').waitFor();

    const menu = page.locator('nav[aria-label="Main menu"]');
    await menu.getByText('Headcount', { exact: true }).click();
    await menu.getByText('Audit log', { exact: true }).click();
    await page.waitForURL('**/main/auditLog');
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    const field = page.getByLabel('Field', { exact: true });
    await field.fill('role_title');
    await field.press('Enter');
    const row = page.locator('.ant-table-row').filter({ hasText: person.name }).filter({ hasText: change });
    await row.waitFor();
    expect(await row.textContent()).toContain('HR Specialist');
    await page.getByRole('button', { name: /Export CSV/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await app.shot(page, 'audit-log-1366');

    await page.goto(app.url(`/main/employees/${person.id}`));
    const history = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'History' }) });
    await history.locator('.ant-table-row').filter({ hasText: change }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await app.shot(page, 'audit-history-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await app.shot(page, 'audit-history-390');
  }, 120_000);
});
