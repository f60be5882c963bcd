import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { ManagerShuffleRequestQuery } from '../../generated/graphql';
import { makeUser, renderApp, signIn, signOut } from '../../test/render';

afterEach(() => signOut());

const person = (id: string, name: string) => ({ __typename: 'Employee' as const, id, name });
const request = (over: Partial<ManagerShuffleRequestQuery['managerShuffleRequest']> = {}) => ({
  data: {
    managerShuffleRequest: {
      __typename: 'ManagerShuffleRequest' as const,
      id: '5',
      status: 'PENDING' as const,
      effectiveDate: '2026-12-01',
      createdAt: '2026-11-20T10:00:00.000Z',
      targetEmployee: { ...person('20', 'Mona Zaki'), resId: 'RES-0020' },
      currentManager: person('8', 'Ahmed Samir'),
      proposedManager: person('15', 'Nour El-Din Aziz'),
      requester: person('7', 'Tarek Fathy'),
      requesterId: '70',
      reason: 'Balancing teams',
      hrComment: null,
      reviewedAt: null,
      appliedAt: null,
      updatedAt: '2026-11-20T10:00:00.000Z',
      reviewedBy: null,
      previousManager: null,
      ...over,
    },
  },
});

describe('shuffle request details', () => {
  it('offers HR the review with a comment while pending', async () => {
    const user = makeUser({ routes: ['SIGNED_IN', 'SHUFFLE_VIEW', 'SHUFFLE_REVIEW'] });
    signIn(user);
    renderApp('/main/managerShuffleRequestDetails/5', { user, answers: { ManagerShuffleRequest: () => request() } });
    expect(await screen.findByText('Balancing teams')).toBeInTheDocument();
    expect(screen.getByLabelText('HR comment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it('shows no review to an ACM, nor on a reviewed request, and says when the change took effect', async () => {
    const acm = makeUser({ routes: ['SIGNED_IN', 'SHUFFLE_VIEW', 'SHUFFLE_ADD'] });
    signIn(acm);
    renderApp('/main/managerShuffleRequestDetails/5', {
      user: acm,
      answers: { ManagerShuffleRequest: () => request({ status: 'APPROVED', appliedAt: '2026-12-01T00:05:00.000Z', hrComment: 'Agreed' }) },
    });
    expect(await screen.findByText('Took effect on 01/12/2026')).toBeInTheDocument();
    expect(screen.getByText('Agreed')).toBeInTheDocument();
    expect(screen.queryByLabelText('HR comment')).not.toBeInTheDocument();
  });
});
