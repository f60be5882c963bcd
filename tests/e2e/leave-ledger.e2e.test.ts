/**
 * The balance ledger in a real browser (decision 0220): HR opens an agent's leave request, adjusts the agent's
 * balance of its type with a reason ("Adjust balance" in the requester's balances), and the agent opens that
 * balance's ledger on My leaves and finds the line with the reason, who made it, the amount and the new balance.
 * Axe finds nothing serious on the dialog or the drawer.
 */
import { expect, it } from '@jest/globals';
import { seriousViolations } from './support/axe';
import { animationsOver, clickAndSee } from './support/forms';
import { describeBrowser, useProduct } from './support/browser';
import { dataOf, demoName, gql, loginAs } from '../support/stack';
import { CreateLeaveRequestDocument as FILE, CreateLeaveTypeDocument as CREATE_TYPE } from '../../web/src/features/leave/leave.generated';

describeBrowser('the leave ledger in the browser', () => {
  const app = useProduct();

  it("HR adjusts an agent's balance with a reason; the agent sees the line in the ledger", async () => {
    const stack = app.stack();
    const [hrToken, agentToken] = [await loginAs(stack, 'hr'), await loginAs(stack, 'agent')];
    const leaveName = `Ledger e2e ${process.pid}`;
    const typeId = dataOf(await gql(stack, CREATE_TYPE, { input: { leaveName, yearlyLimit: 10 } }, hrToken)).createLeaveType.id;
    const filed = dataOf(await gql(stack, FILE, { input: { leaveTypeId: typeId, startDate: '2030-03-04', endDate: '2030-03-05' } }, agentToken));

    const hr = await app.signIn('hr', `/main/leaveRequestDetails/${filed.createLeaveRequest.id}`);
    await hr.getByRole('button', { name: `Adjust balance of ${leaveName}` }).click();
    const dialog = hr.getByRole('dialog', { name: `Adjust balance: ${leaveName}` });
    await dialog.getByLabel('Amount (days)').fill('2.5');
    await dialog.getByLabel('Reason').fill('Worked the national day');
    await animationsOver(dialog);
    expect(await seriousViolations(hr)).toEqual([]);
    await clickAndSee(hr, dialog.getByRole('button', { name: 'Save' }), 'Leave balance adjusted');
    await hr.context().close();

    const page = await app.signIn('agent', '/main/myLeaves');
    await page.getByRole('button', { name: `Ledger of ${leaveName}` }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`^${leaveName}: ledger`) });
    const line = drawer.locator('.ant-table-row').filter({ hasText: `Adjusted: Worked the national day (by ${demoName('hr')})` });
    await line.getByText('+2.5 days').waitFor();
    await line.getByText('12.5 days').waitFor();
    await animationsOver(drawer);
    expect(await seriousViolations(page)).toEqual([]);
    await app.shot(page, 'leave-ledger');
    await page.context().close();
  });
});
