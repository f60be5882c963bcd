/**
 * What onboarding needs is known before anyone tries: Add Candidate notes each field onboarding requires (the
 * upstream's list), and the candidate page names what is still missing.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { makeUser, renderApp, signIn, signOut } from '../../test/render';
import { ONBOARDING_FIELDS as RULES_FIELDS } from '@hr/rules';
import { NEEDED_TO_ONBOARD, ONBOARDING_FIELDS } from './labels';

afterEach(() => signOut());

const SLOW = { timeout: 15000 };
const user = makeUser({ routes: ['SIGNED_IN', 'CANDIDATES_MANAGE'], menuGroups: ['CANDIDATES'] });
const camel = (snake: string) => snake.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

const candidate = {
  __typename: 'Candidate' as const,
  id: '1',
  fullName: 'Mona Adel',
  nationalId: '29001011234567',
  contactNumber: null,
  contactEmail: 'mona@example.com',
  nationality: null,
  cityOfResidence: 'Cairo',
  militaryStatus: 'exempted',
  educationalStatus: 'graduate',
  maritalStatus: 'single',
  isContacted: 'yes',
  vnEvaluationFeedback: 'pending',
  type: 'cold calling specialist',
  source: 'referral',
  externalSource: null,
  stage: 'new',
  interviewsCount: 0,
  createdAt: '2026-01-10T09:00:00Z',
  referrer: null,
  sourcer: null,
  latestInterview: null,
  onboardedAt: null,
  employee: null,
};

describe('onboarding needs, before onboarding', () => {
  it("marks the upstream's onboarding fields on Add Candidate", async () => {
    expect(ONBOARDING_FIELDS).toEqual(RULES_FIELDS.map(([field]) => camel(field)));
    signIn(user);
    renderApp('/main/candidates/add', { user });
    await screen.findByLabelText('Full name', {}, SLOW);
    expect(await screen.findAllByText(NEEDED_TO_ONBOARD)).toHaveLength(ONBOARDING_FIELDS.length);
    // Each note belongs to its own field (antd ties `extra` to the input).
    expect(screen.getByLabelText('Nationality').getAttribute('aria-describedby')).toMatch(/_extra/);
  });

  it('names what the candidate still lacks on their page', async () => {
    signIn(user);
    renderApp('/main/candidates/1', {
      user,
      answers: {
        Candidate: () => ({ data: { candidate } }),
        CandidateInterviews: () => ({ data: { candidateInterviews: { __typename: 'InterviewPage' as const, count: 0, items: [] } } }),
        CandidateMissingData: () => ({
          data: {
            candidateMissingData: {
              __typename: 'CandidateMissingData' as const,
              candidateId: '1',
              fullName: 'Mona Adel',
              complete: false,
              missing: [
                { __typename: 'MissingField' as const, field: 'contact_number', label: 'Contact number' },
                { __typename: 'MissingField' as const, field: 'nationality', label: 'Nationality' },
              ],
            },
          },
        }),
      },
    });
    expect(await screen.findByText('Missing for onboarding: Contact number, Nationality', {}, SLOW)).toBeInTheDocument();
  });
});
