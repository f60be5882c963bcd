/**
 * Onboarding a candidate who still lacks data (found in a QA walk): the dialog names what is
 * missing and links to the missing-data page, and Onboard stays disabled; a complete candidate gets no warning.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeUser, renderApp, signIn, signOut } from '../../test/render';
import { testInterview } from './testInterview';

afterEach(() => signOut());

const SLOW = { timeout: 15000 };
const user = makeUser({ routes: ['SIGNED_IN', 'CANDIDATES_MANAGE'], menuGroups: ['CANDIDATES'] });

const interview = testInterview({ trackedForOnboarding: true, trackedForOnboardingAt: '2026-01-13T09:00:00Z' });

const missingData = (missing: { field: string; label: string }[]) => () => ({
  data: {
    candidateMissingData: {
      __typename: 'CandidateMissingData' as const,
      candidateId: '1',
      fullName: 'Mona Adel',
      complete: missing.length === 0,
      missing: missing.map((m) => ({ __typename: 'MissingField' as const, ...m })),
    },
  },
});

async function openOnboard(missing: { field: string; label: string }[]) {
  signIn(user);
  renderApp('/main/onboarding-candidates/pending', {
    user,
    answers: {
      OnboardingCandidates: () => ({ data: { onboardingCandidates: { __typename: 'InterviewPage' as const, count: 1, items: [interview] } } }),
      CandidateMissingData: missingData(missing),
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Onboard' }, SLOW));
  return screen.findByRole('dialog', {}, SLOW);
}

describe('onboarding a candidate', () => {
  it('names the missing data, links to its page and holds Onboard back', async () => {
    const dialog = await openOnboard([
      { field: 'nationality', label: 'Nationality' },
      { field: 'city', label: 'City of residence' },
    ]);
    await within(dialog).findByText('This candidate is missing data for onboarding', {}, SLOW);
    expect(within(dialog).getByText(/Nationality, City of residence\./)).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Complete the missing data' });
    expect(link.getAttribute('href')).toBe('/main/candidate-missing-details/1/missing_data');
    fireEvent.change(within(dialog).getByLabelText('RES ID'), { target: { value: 'RES-8123' } });
    fireEvent.change(within(dialog).getByLabelText('Hourly rate'), { target: { value: '60' } });
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Onboard' }) as HTMLButtonElement).disabled).toBe(true), SLOW);
  });

  it('shows no warning for a candidate with every detail', async () => {
    const dialog = await openOnboard([]);
    fireEvent.change(within(dialog).getByLabelText('RES ID'), { target: { value: 'RES-8123' } });
    fireEvent.change(within(dialog).getByLabelText('Hourly rate'), { target: { value: '60' } });
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Onboard' }) as HTMLButtonElement).disabled).toBe(false), SLOW);
    expect(within(dialog).queryByText('This candidate is missing data for onboarding')).toBeNull();
  });
});
