/**
 * The review of a leave request in part (decision 0213) and the overrides a reviewer reads (decision 0214): a leave
 * manager picks the approved days, confirms a question naming them, and the request shows "Partially approved" with
 * them; the control is hidden for a one-day or half-day request and where the upstream lacks the step. Picking the
 * days in part is driven in the browser (tests/e2e/leave-partial.e2e.test.ts).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LeaveRequestUnit, LeaveStatus } from '../../generated/graphql';
import { capabilitiesAnswer, makeUser, renderApp, signIn, signOut, type Answers } from '../../test/render';
import { leaveRequestDetail, type DetailOverrides } from './leaveRequestFixture';

afterEach(() => signOut());

const hr = makeUser({ routes: ['SIGNED_IN', 'LEAVE_REQUESTS_VIEW', 'LEAVES_MANAGE'], menuGroups: ['LEAVE_REQUESTS'] }, { id: '3' });
const employee = { __typename: 'Employee' as const, id: '12', name: 'Test Agent', resId: 'RES-12', dateJoined: '2020-01-01' };

/** A request of Test Agent's, Monday 4 to Friday 8 March 2030 unless told otherwise. */
const request = (status: LeaveStatus, over: DetailOverrides = {}) =>
  leaveRequestDetail({
    startDate: '2030-03-04',
    endDate: '2030-03-08',
    status,
    leaveDuration: 5,
    unit: 'FULL_DAY' as LeaveRequestUnit,
    createdAt: '2030-01-01T00:00:00Z',
    updatedAt: '2030-01-01T00:00:00Z',
    employee,
    ...over,
  });

function answers(leave: ReturnType<typeof request>, leavePartialApproval = true): Answers {
  return {
    Capabilities: capabilitiesAnswer({ leavePartialApproval }),
    LeaveRequest: () => ({ data: { leaveRequest: leave } }),
    LeaveBalances: () => ({ data: { leaveBalances: [] } }),
    ApproveLeaveRequest: ({ approvedStartDate, approvedEndDate }) => ({
      data: {
        approveLeaveRequest: request('PARTIALLY_APPROVED', { approvedStartDate, approvedEndDate, approvedDuration: 2 }),
      },
    }),
  };
}

describe('approving a leave request in part', () => {
  it('approves the whole request when the box is left unticked', async () => {
    signIn(hr);
    const { client } = renderApp('/main/leaveRequestDetails/5', { user: hr, answers: answers(request('PENDING')) });
    fireEvent.click(await screen.findByText('Approve', { selector: 'form button *' }));
    expect(await screen.findByText('Are you sure you want to approve this leave request?')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Approve', { selector: '.ant-modal-confirm-btns button *' }));
    await waitFor(() => expect(client.calls.find((c) => c.operationName === 'ApproveLeaveRequest')?.variables).toEqual({ id: '5', reviewerComments: null }));
  });

  it.each([
    ['a one-day request', request('PENDING', { endDate: '2030-03-04', leaveDuration: 1 }), true],
    ['a half day', request('PENDING', { endDate: '2030-03-04', unit: 'HALF_DAY_MORNING', leaveDuration: 0.5 }), true],
    ['an upstream without the step', request('PENDING'), false],
  ])('is not offered for %s', async (_what, leave, offered) => {
    signIn(hr);
    renderApp('/main/leaveRequestDetails/5', { user: hr, answers: answers(leave, offered) });
    expect(await screen.findByText('Reviewer comments', { selector: 'label' })).toBeInTheDocument();
    expect(screen.queryByText('Approve only some days')).not.toBeInTheDocument();
  });
});

describe('a partially approved request and its overrides', () => {
  const overridden = request('PARTIALLY_APPROVED', {
    approvedStartDate: '2030-03-05',
    approvedEndDate: '2030-03-06',
    approvedDuration: 2,
    reviewedAt: '2030-01-02T10:00:00Z',
    overrides: [{ __typename: 'LeaveOverride', warning: 'CONSECUTIVE_DAYS', overriddenByName: 'Test Agent', overriddenAt: '2030-01-01T09:30:00Z' }],
  });

  it('shows the approved days under the status, and the reviewer who overrode what', async () => {
    signIn(hr);
    renderApp('/main/leaveRequestDetails/5', { user: hr, answers: answers(overridden) });
    expect(await screen.findByText('Partially approved')).toBeInTheDocument();
    expect(screen.getByText('Approved: 05/03/2030 – 06/03/2030 (2 days)')).toBeInTheDocument();
    expect(screen.getByText(/^More than 3 days in consecutive leaves — by Test Agent, 01\/01\/2030/)).toBeInTheDocument();
    // Reviewed: nothing left to review.
    expect(screen.queryByText('Approve only some days')).not.toBeInTheDocument();
  });

  it('does not show the overrides to the requester', async () => {
    const own = makeUser({ routes: ['SIGNED_IN', 'LEAVE_REQUESTS_VIEW'], menuGroups: ['LEAVE_REQUESTS'] }, { id: '12' });
    signIn(own);
    renderApp('/main/leaveRequestDetails/5', { user: own, answers: answers(overridden) });
    expect(await screen.findByText('Approved: 05/03/2030 – 06/03/2030 (2 days)')).toBeInTheDocument();
    expect(screen.queryByText('Confirmations overridden')).not.toBeInTheDocument();
    cleanup();
  });
});
