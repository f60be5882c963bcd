/**
 * The pass mark beside the hiring decision: the scorecard and the trackers show "Average 7.8 — pass mark 7:
 * passes" (or "below the pass mark"); HR changes the mark on the passed-interviews tracker with the SPEC §5 rules and a
 * success toast.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, makeUser, renderApp, signIn, signOut } from '../../test/render';
import { passMarkText } from './PassMark';
import { testInterview } from './testInterview';

afterEach(() => signOut());

const SLOW = { timeout: 15000 };
const user = makeUser({ routes: ['SIGNED_IN', 'CANDIDATES_MANAGE'], menuGroups: ['CANDIDATES'] });

const interview = (passMark: number, meetsPassMark: boolean) => testInterview({ passMark, meetsPassMark });

describe('pass mark', () => {
  it('words the verdict', () => {
    expect(passMarkText(7.8, 7)).toBe('Average 7.8 — pass mark 7: passes');
    expect(passMarkText(7, 7)).toBe('Average 7 — pass mark 7: passes');
    expect(passMarkText(6.2, 7)).toBe('Average 6.2 — pass mark 7: below the pass mark');
    expect(passMarkText(null, 7)).toBe('No English scores — pass mark 7');
  });

  it('shows the average and the pass mark beside the decision on the scorecard', async () => {
    signIn(user);
    renderApp('/main/candidates/1/interviews/5', { user, answers: { Interview: () => ({ data: { interview: interview(7, true) } }) } });
    const verdict = await screen.findByTestId('pass-mark-verdict', {}, SLOW);
    await waitFor(() => expect(verdict.textContent).toBe('Average 7.8 — pass mark 7: passes'), SLOW);
  });

  it('lets HR change the pass mark on the passed-interviews tracker (SPEC §5 rules, toast)', async () => {
    signIn(user);
    let mark = 8.5;
    const { client } = renderApp('/main/passedInterviewsTracker', {
      user,
      answers: {
        LatestAcceptedInterviews: () => ({
          data: { latestAcceptedInterviews: { __typename: 'InterviewPage', count: 1, items: [interview(mark, 7.8 >= mark)] } },
        }),
        RecruitmentSettings: () => ({ data: { recruitmentSettings: { __typename: 'RecruitmentSettings', passMark: mark, configurable: true } } }),
        UpdateRecruitmentSettings: (v) => {
          mark = v.passMark;
          return { data: { updateRecruitmentSettings: { __typename: 'RecruitmentSettings', passMark: mark, configurable: true } } };
        },
      },
    });
    expect(await screen.findByText('Average 7.8 — pass mark 8.5: below the pass mark', {}, SLOW)).toBeInTheDocument();
    const input = document.getElementById('passMark') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('8.5'), SLOW);

    fireEvent.change(input, { target: { value: '11' } });
    fireEvent.click(button('Save pass mark'));
    expect(await screen.findByText('Pass mark must be less than or equal to 10', {}, SLOW)).toBeInTheDocument();
    expect(input.value).toBe('11');
    expect(client.calls.some((c) => c.operationName === 'UpdateRecruitmentSettings')).toBe(false);

    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.click(button('Save pass mark'));
    expect(await screen.findByText('Pass mark saved', {}, SLOW)).toBeInTheDocument();
    expect(client.calls.find((c) => c.operationName === 'UpdateRecruitmentSettings')?.variables).toEqual({ passMark: 7 });
    expect(await screen.findByText('Average 7.8 — pass mark 7: passes', {}, SLOW)).toBeInTheDocument();
  }, 60_000);
});
