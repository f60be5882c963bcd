/**
 * The balance ledger (decision 0220) on My leaves and on a leave request's page: a balance opens its ledger in a
 * drawer (date, what, amount, balance, in the type's unit); HR adjusts a requester's balance with a reason; neither
 * shows where the upstream lacks the ledger.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { capabilitiesAnswer, makeUser, renderApp, signIn, signOut, type Answers } from '../../test/render';
import type { LeaveLedgerKind, LeaveTypeUnit } from '../../generated/graphql';
import { leaveRequestDetail } from './leaveRequestFixture';

afterEach(() => signOut());

const agent = makeUser({ routes: ['SIGNED_IN', 'LEAVE_REQUESTS_VIEW'], menuGroups: ['LEAVE_REQUESTS'] });
const hr = makeUser({ routes: ['SIGNED_IN', 'LEAVE_REQUESTS_VIEW', 'LEAVES_MANAGE', 'LEAVE_BALANCES_ADJUST'], menuGroups: ['LEAVE_REQUESTS'] });
const SLOW = { timeout: 5000 };

const balance = (leaveTypeId: string, leaveType: string, remainingBalance: number, unit: LeaveTypeUnit | null = null) => ({
  __typename: 'LeaveBalance' as const,
  leaveType,
  leaveTypeId,
  remainingBalance,
  approvedLeavesThisYear: 2,
  unit,
  hoursPerDay: 8,
});
const entry = (date: string, kind: LeaveLedgerKind, amount: number, running: number, note: string, more = {}) => ({
  __typename: 'LeaveLedgerEntry' as const,
  date,
  kind,
  amount,
  balance: running,
  note,
  leaveRequestId: null,
  startDate: null,
  endDate: null,
  adjustedByName: null,
  ...more,
});
const ledger = (leaveTypeId: string, unit: LeaveTypeUnit | null) => ({
  data: {
    leaveLedger: {
      __typename: 'LeaveLedger' as const,
      employeeId: '12',
      leaveTypeId,
      year: 2026,
      balance: { __typename: 'LeaveBalance' as const, leaveType: 'Annual', remainingBalance: 20.5, unit, hoursPerDay: 8 },
      entries: [
        entry('2026-01-01', 'CARRIED', 3, 3, 'Carried over from 2025'),
        entry('2026-01-01', 'ACCRUED', 20, 23, 'Yearly allowance'),
        entry('2026-03-02', 'TAKEN', -2, 21, 'Leave request #40', { leaveRequestId: '40', startDate: '2026-03-02', endDate: '2026-03-03' }),
        entry('2026-03-31', 'EXPIRED', -1, 20, 'Unused carry-over lapsed'),
        entry('2026-06-15', 'ADJUSTED', 0.5, 20.5, 'Worked the national day', { adjustedByName: 'Test HR' }),
      ],
    },
  },
});

function answers(leaveLedger = true): Answers {
  return {
    Capabilities: capabilitiesAnswer({ leaveLedger }),
    LeaveBalances: () => ({ data: { leaveBalances: [balance('1', 'Annual', 20.5), balance('2', 'Casual', 1, 'HOURS')] } }),
    MyLeaveRequests: () => ({ data: { myLeaveRequests: { __typename: 'LeaveRequestPage', count: 0, items: [] } } }),
    LeaveLedger: ({ leaveTypeId }) => ledger(String(leaveTypeId), leaveTypeId === '2' ? 'HOURS' : null),
    LeaveTypes: () => ({ data: { leaveTypes: { __typename: 'LeaveTypePage', count: 0, items: [] } } }),
  };
}

describe('the leave ledger', () => {
  it('opens a balance’s ledger from My leaves: every line with its date, what, amount and running balance', async () => {
    signIn(agent);
    const { client } = renderApp('/main/myLeaves', { user: agent, answers: answers() });
    fireEvent.click(await screen.findByRole('button', { name: 'Ledger of Annual' }, SLOW));
    const drawer = await screen.findByRole('dialog', {}, SLOW);
    expect(within(drawer).getByText('Annual: ledger 2026')).toBeInTheDocument();
    const rows = (await within(drawer).findAllByRole('row')).slice(1).map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['01/01/2026', 'Carried over: Carried over from 2025', '+3 days', '3 days'],
      ['01/01/2026', 'Accrued: Yearly allowance', '+20 days', '23 days'],
      ['02/03/2026', 'Taken: 02/03/2026 – 03/03/2026', '−2 days', '21 days'],
      ['31/03/2026', 'Expired: Unused carry-over lapsed', '−1 day', '20 days'],
      ['15/06/2026', 'Adjusted: Worked the national day (by Test HR)', '+0.5 days', '20.5 days'],
    ]);
    expect(client.calls.find((c) => c.operationName === 'LeaveLedger')?.variables).toEqual({ leaveTypeId: '1', employeeId: null, year: null });
    // One's own balances: no adjusting.
    expect(screen.queryByRole('button', { name: /^Adjust balance/ })).not.toBeInTheDocument();
  });

  it('shows an hours type’s ledger in hours', async () => {
    signIn(agent);
    renderApp('/main/myLeaves', { user: agent, answers: answers() });
    fireEvent.click(await screen.findByRole('button', { name: 'Ledger of Casual' }, SLOW));
    const drawer = await screen.findByRole('dialog', {}, SLOW);
    expect(await within(drawer).findByText('−16 h')).toBeInTheDocument();
    expect(within(drawer).getByText('164 h')).toBeInTheDocument();
  });

  it('hides the ledger where the upstream lacks it', async () => {
    signIn(agent);
    renderApp('/main/myLeaves', { user: agent, answers: answers(false) });
    expect(await screen.findByText('20.5 days', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ledger of/ })).not.toBeInTheDocument();
  });

  it("lets HR adjust the requester's balance on a leave request's page, with a reason, in the type's unit", async () => {
    signIn(hr);
    const leaveRequest = leaveRequestDetail({ id: '9', status: 'REJECTED', leaveBalances: [balance('1', 'Annual', 20.5), balance('2', 'Casual', 1, 'HOURS')] });
    const { client } = renderApp('/main/leaveRequestDetails/9', {
      user: hr,
      answers: {
        ...answers(),
        LeaveRequest: () => ({ data: { leaveRequest } }),
        AdjustLeaveBalance: ({ input }) => ({
          data: {
            adjustLeaveBalance: {
              __typename: 'LeaveBalanceAdjustment',
              id: '5',
              employeeId: '12',
              leaveTypeId: '2',
              year: 2026,
              amount: (input as { amount: number }).amount,
              reason: 'Overtime',
              adjustedByName: 'Test HR',
              adjustedAt: '2026-06-15T10:00:00Z',
            },
          },
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust balance of Casual' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.change(await within(dialog).findByLabelText('Amount (hours)', {}, SLOW), { target: { value: '0' } });
    expect(await within(dialog).findByText('Amount must not be zero')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Amount (hours)'), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  Overtime  ' } });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await screen.findByText('Leave balance adjusted')).toBeInTheDocument();
    // 4 hours of an 8-hour day: half a day, the balance's currency.
    expect(client.calls.find((c) => c.operationName === 'AdjustLeaveBalance')?.variables).toEqual({
      input: { employeeId: '12', leaveTypeId: '2', amount: 0.5, reason: 'Overtime', year: null },
    });
  });
});
