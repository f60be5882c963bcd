/**
 * Partial approval in a real browser (decision 0213): an agent's Monday-to-Friday leave (filed through GraphQL), HR
 * ticks "Approve only some days" on its page, picks Tuesday to Wednesday, confirms the question that names them; the
 * agent's My leaves shows "Partially approved" with "Approved: 05/03/2030 – 06/03/2030 (2 days)". Axe finds nothing
 * serious on either page.
 */
import { expect, it } from '@jest/globals';
import { seriousViolations } from './support/axe';
import { confirmWith } from './support/forms';
import { describeBrowser, useProduct } from './support/browser';
import { dataOf, gql, loginAs } from '../support/stack';
import { CreateLeaveRequestDocument as FILE, CreateLeaveTypeDocument as CREATE_TYPE } from '../../web/src/features/leave/leave.generated';

describeBrowser('partial approval in the browser', () => {
  const app = useProduct();

  it("HR approves two days of an agent's week; the agent sees them as partially approved", async () => {
    const stack = app.stack();
    const [hrToken, agentToken] = [await loginAs(stack, 'hr'), await loginAs(stack, 'agent')];
    const input = { leaveName: `Partial e2e ${process.pid}`, yearlyLimit: 10 };
    const typeId = dataOf(await gql(stack, CREATE_TYPE, { input }, hrToken)).createLeaveType.id;
    const filed = dataOf(await gql(stack, FILE, { input: { leaveTypeId: typeId, startDate: '2030-03-04', endDate: '2030-03-08' } }, agentToken));

    const hr = await app.signIn('hr', `/main/leaveRequestDetails/${filed.createLeaveRequest.id}`);
    await hr.getByText('Approve only some days').click();
    const range = hr.locator('.ant-picker-range');
    await range.locator('input').first().click();
    await hr.locator('td[title="2030-03-05"]').first().click();
    await hr.locator('td[title="2030-03-06"]').first().click();
    await expect(range.locator('input').first().inputValue()).resolves.toBe('05/03/2030');
    expect(await seriousViolations(hr)).toEqual([]);
    await hr.locator('form').getByRole('button', { name: 'Approve', exact: true }).click();
    await hr.getByText('Are you sure you want to approve 05/03/2030 – 06/03/2030 only? The other days of this leave request are refused.').waitFor();
    await confirmWith(hr, 'Approve', 'Leave request partially approved');
    await hr.context().close();

    const page = await app.signIn('agent', '/main/myLeaves');
    const row = page.locator('.ant-table-row').filter({ hasText: '04/03/2030' });
    await row.locator('.ant-tag').filter({ hasText: 'Partially approved' }).waitFor();
    await row.getByText('Approved: 05/03/2030 – 06/03/2030 (2 days)').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await app.shot(page, 'my-leaves-partially-approved');
    await page.context().close();
  });
});
