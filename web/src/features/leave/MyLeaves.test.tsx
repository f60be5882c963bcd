import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeUser, renderApp, signIn, signOut, type Answers } from '../../test/render';
import type { LeaveStatus } from '../../generated/graphql';
import { mayCancel } from './MyLeavesPage';

afterEach(() => signOut());

/** Everyone signed in, with no leave rule of the main area (an agent). */
const user = makeUser({ routes: ['SIGNED_IN', 'LEAVE_REQUESTS_VIEW'], menuGroups: ['LEAVE_REQUESTS'] });

const row = (id: string, status: LeaveStatus, startDate: string, canceledBy: string | null = null) => ({
  __typename: 'LeaveRequest' as const,
  id,
  employeeId: '12',
  employee: { __typename: 'Employee' as const, id: '12', name: 'Test Agent', resId: 'RES-12' },
  leaveTypeId: '1',
  leaveType: { __typename: 'LeaveType' as const, id: '1', leaveName: 'Annual' },
  startDate,
  endDate: startDate,
  status,
  leaveDuration: 1,
  submittedBy: null,
  reviewedBy: null,
  createdAt: '2026-01-01T00:00:00Z',
  canceledAt: canceledBy ? '2026-01-02T00:00:00Z' : null,
  canceledBy: canceledBy ? { __typename: 'Employee' as const, id: canceledBy === 'Test Agent' ? '12' : '15', name: canceledBy } : null,
});

const capabilities =
  (leaveCancel: boolean): Answers['Capabilities'] =>
  () => ({
    data: {
      capabilities: {
        __typename: 'UpstreamCapabilities',
        attendanceTemplate: true,
        attendanceErrorFile: true,
        formerEmployees: true,
        sickNoteDownload: true,
        leaveCancel,
        fileUpload: true,
        teamSpace: true,
        mailOutbox: true,
        notifications: true,
        companySettings: true,
        orgChart: true,
      },
    },
  });

function answers(leaveCancel: boolean): Answers {
  return {
    Capabilities: capabilities(leaveCancel),
    LeaveBalances: () => ({
      data: { leaveBalances: [{ __typename: 'LeaveBalance', leaveType: 'Annual', leaveTypeId: '1', remainingBalance: 9.5, approvedLeavesThisYear: 2 }] },
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
    expect(await screen.findByText('9.5')).toBeInTheDocument();
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
    const canceled = {
      ...row('8', 'CANCELED', '2099-03-09', 'Test Lead'),
      canceledAt: '2099-03-01T10:00:00Z',
      notes: null,
      submittedById: null,
      managerEmail: null,
      reviewedById: null,
      reviewerComments: null,
      updatedAt: '2099-03-02T10:00:00Z',
      sickNoteFilename: null,
      workedDaysThisYear: 10,
      passedProbation: true,
      leaveBalances: [],
      employee: { __typename: 'Employee' as const, id: '12', name: 'Test Agent', resId: 'RES-12', dateJoined: '2020-01-01' },
    };
    renderApp('/main/leaveRequestDetails/8', { user, answers: { ...answers(true), LeaveRequest: () => ({ data: { leaveRequest: canceled } }) } });
    expect(await screen.findByText('Canceled by')).toBeInTheDocument();
    expect(screen.getByText('Test Lead')).toBeInTheDocument();
    expect(screen.getByText('01/03/2099')).toBeInTheDocument();
  });
});
