/** SPEC §8's "{entity} is not found!" on main-area record pages, as on the team-space ones. */
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { gqlError, makeUser, renderApp, signIn, signOut } from '../test/render';

afterEach(() => signOut());

const SLOW = { timeout: 15000 };

describe('a record page for a record that does not exist', () => {
  it('says "Employee is not found!"', async () => {
    const user = makeUser({ routes: ['SIGNED_IN'] });
    signIn(user);
    renderApp('/main/employees/999', { user, answers: { EmployeeDetail: () => gqlError('Employee not found', 'NOT_FOUND') } });
    expect(await screen.findByText('Employee is not found!', {}, SLOW)).toBeInTheDocument();
  });

  it('says "Candidate is not found!"', async () => {
    const user = makeUser({ routes: ['SIGNED_IN', 'CANDIDATES_MANAGE'], menuGroups: ['CANDIDATES'] });
    signIn(user);
    renderApp('/main/candidates/999', {
      user,
      answers: {
        Candidate: () => gqlError('Candidate not found', 'NOT_FOUND'),
        CandidateInterviews: () => ({ data: { candidateInterviews: { __typename: 'InterviewPage' as const, count: 0, items: [] } } }),
      },
    });
    expect(await screen.findByText('Candidate is not found!', {}, SLOW)).toBeInTheDocument();
  });
});
