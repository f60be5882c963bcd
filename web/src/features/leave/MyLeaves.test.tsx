import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { capabilitiesAnswer, makeUser, renderApp, signIn, signOut, type Answers } from '../../test/render';
import type { LeaveStatus } from '../../generated/graphql';
import { mayCancel } from './cancelLeave';
import { leaveRequestDetail, leaveRequestRow } from './leaveRequestFixture';

afterEach(() => signOut());

/** Everyone signed in, with no leave rule of the main area (an agent). */
const user = makeUser({ routes: ['SIGNED_IN', 'LEAVE_REQUESTS_VIEW'], menuGroups: ['LEAVE_REQUESTS'] });

const row = (id: string, status: LeaveStatus, startDate: string, canceledBy: string | null = null) => ({
  ...leaveRequestRow({ id, status, startDate, endDate: startDate }),
  canceledAt: canceledBy ? '2026-01-02T00:00:00Z' : null,
  canceledBy: canceledBy ? { __typename: 'Employee' as const, id: canceledBy === 'Test Agent' ? '12' : '15', name: canceledBy } : null,
});

/** A request as its own page reads it. */
const detail = (id: string, status: LeaveStatus, startDate: string, canceledBy: string | null = null) =>
  leaveRequestDetail({ ...row(id, status, startDate, canceledBy), updatedAt: '2099-03-02T10:00:00Z' });

function answers(leaveCancel: boolean): Answers {
  return {
    Capabilities: capabilitiesAnswer({ leaveCancel }),
    LeaveBalances: () => ({
      data: {
        leaveBalances: [
          { __typename: 'LeaveBalance', leaveType: 'Annual', leaveTypeId: '1', remainingBalance: 9.5, approvedLeavesThisYear: 2, unit: null, hoursPerDay: 8 },
        ],
      },
    }),
    MyLeaveRequests: () => ({
      data: {
        myLeaveRequests: {
          __typename: 'LeaveRequestPage',
          count: 3,
          items: [row('7', 'PENDING', '2099-03-02'), row('8', 'CANCELED', '2099-03-09', 'Test Agent'), row('9', 'APPROVED', '2020-01-06')],
        },
      },
    }),
    CancelLeaveRequest: ({ id }) => ({ data: { cancelLeaveRequest: row(id, 'CANCELED', '2099-03-02', 'Test Agent') } }),
    LeaveTypes: () => ({ data: { leaveTypes: { __typename: 'LeaveTypePage', count: 0, items: [] } } }),
  };
}

describe('My leaves', () => {
  it('shows the balances and own requests; Cancel only on those not started, after a confirmation', async () => {
    signIn(user);
    const { client } = renderApp('/main/myLeaves', { user, answers: answers(true) });
    expect(await screen.findByText('9.5 days')).toBeInTheDocument();
    const table = (await screen.findAllByRole('table')).find((t) => within(t).queryByText('Canceled by'))!;
    expect(await within(table).findByText('Pending')).toBeInTheDocument();
    expect(within(table).getByText('Canceled')).toBeInTheDocument();
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    // The pending leave in the future only: the canceled one is done, the approved one has started.
    expect(screen.getAllByRole('button', { name: /^Cancel leave of/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel leave of 02/03/2099' }));
    expect(await screen.findByText('Are you sure you want to cancel your Annual leave (02/03/2099)?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel leave' }));
    expect(await screen.findByText('Leave request canceled')).toBeInTheDocument();
    expect(client.calls.find((c) => c.operationName === 'CancelLeaveRequest')?.variables).toEqual({ id: '7' });
    await waitFor(() => expect(client.calls.filter((c) => c.operationName === 'LeaveBalances').length).toBeGreaterThan(1));
  });

  it('hides Cancel where the upstream has no cancel step', async () => {
    signIn(user);
    renderApp('/main/myLeaves', { user, answers: answers(false) });
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel leave of/ })).not.toBeInTheDocument();
  });

  it('opens the leave form for oneself, with no employee picker', async () => {
    signIn(user);
    renderApp('/main/myLeaves', { user, answers: answers(true) });
    fireEvent.click(await screen.findByRole('button', { name: 'New leave' }));
    expect(await screen.findByLabelText('Leave type')).toBeInTheDocument();
    expect(screen.queryByLabelText('Employee')).not.toBeInTheDocument();
  });

  it('lets the requester cancel pending or approved leaves before their first day only', () => {
    expect(mayCancel({ status: 'PENDING', startDate: '2026-03-03' }, '2026-03-02')).toBe(true);
    expect(mayCancel({ status: 'APPROVED', startDate: '2026-03-03' }, '2026-03-02')).toBe(true);
    expect(mayCancel({ status: 'APPROVED', startDate: '2026-03-02' }, '2026-03-02')).toBe(false);
    expect(mayCancel({ status: 'REJECTED', startDate: '2026-03-03' }, '2026-03-02')).toBe(false);
    expect(mayCancel({ status: 'CANCELED', startDate: '2026-03-03' }, '2026-03-02')).toBe(false);
  });

  it("shows who canceled a request, and when, on the request's details", async () => {
    signIn(user);
    const canceled = { ...detail('8', 'CANCELED', '2099-03-09', 'Test Lead'), canceledAt: '2099-03-01T10:00:00Z' };
    renderApp('/main/leaveRequestDetails/8', { user, answers: { ...answers(true), LeaveRequest: () => ({ data: { leaveRequest: canceled } }) } });
    expect(await screen.findByText('Canceled by')).toBeInTheDocument();
    expect(screen.getByText('Test Lead')).toBeInTheDocument();
    expect(screen.getByText('01/03/2099')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
  });

  it("offers a leave manager Cancel on someone's approved leave, started or not, after a confirmation", async () => {
    const hr = makeUser({ routes: ['SIGNED_IN', 'LEAVE_REQUESTS_VIEW', 'LEAVES_MANAGE'], menuGroups: ['LEAVE_REQUESTS'] });
    signIn(hr);
    const approved = detail('9', 'APPROVED', '2020-01-06');
    const { client } = renderApp('/main/leaveRequestDetails/9', {
      user: hr,
      answers: { ...answers(true), LeaveRequest: () => ({ data: { leaveRequest: approved } }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText("Are you sure you want to cancel Test Agent's Annual leave (06/01/2020)?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel leave' }));
    expect(await screen.findByText('Leave request canceled')).toBeInTheDocument();
    expect(client.calls.find((c) => c.operationName === 'CancelLeaveRequest')?.variables).toEqual({ id: '9' });
  });

  it('offers the requester Cancel on their own request only before its first day, and nobody where the upstream lacks the step', async () => {
    const own = makeUser({ routes: ['SIGNED_IN', 'LEAVE_REQUESTS_VIEW'], menuGroups: ['LEAVE_REQUESTS'] }, { id: '12' });
    signIn(own);
    const started = detail('9', 'APPROVED', '2020-01-06');
    renderApp('/main/leaveRequestDetails/9', { user: own, answers: { ...answers(true), LeaveRequest: () => ({ data: { leaveRequest: started } }) } });
    expect(await screen.findByText('Leave duration')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
    cleanup();

    const coming = detail('7', 'PENDING', '2099-03-02');
    renderApp('/main/leaveRequestDetails/7', { user: own, answers: { ...answers(true), LeaveRequest: () => ({ data: { leaveRequest: coming } }) } });
    expect(await screen.findByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    cleanup();

    renderApp('/main/leaveRequestDetails/7', { user: own, answers: { ...answers(false), LeaveRequest: () => ({ data: { leaveRequest: coming } }) } });
    expect(await screen.findByText('Leave duration')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
  });
});
