/** The scorecard says why a decision cannot be saved as it is picked, under the decision (dates frozen by argument). */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import dayjs from 'dayjs';
import { DECISION_TOO_EARLY, decisionRefusal, InterviewForm } from './InterviewForm';

const TODAY = dayjs('2026-11-17');
const scores = { englishFluency: 8, englishPronunciation: 7, englishComprehension: 9, englishVocab: 7, englishGrammar: 8, typingSpeed: 45, typingAccuracy: 92 };

describe('decisionRefusal', () => {
  it('refuses any decision before the interview took place, and Accepted without every score', () => {
    expect(decisionRefusal({ hiringDecision: 2, interviewDate: TODAY.add(1, 'day') }, TODAY)).toBe(DECISION_TOO_EARLY);
    expect(decisionRefusal({ hiringDecision: 0, interviewDate: TODAY.add(1, 'day') }, TODAY)).toBeNull();
    expect(decisionRefusal({ hiringDecision: 1, interviewDate: TODAY, ...scores, typingSpeed: null }, TODAY)).toBe(
      'To accept, fill in every test score (missing: Typing speed (wpm))',
    );
    expect(decisionRefusal({ hiringDecision: 1, interviewDate: TODAY, ...scores }, TODAY)).toBeNull();
    expect(decisionRefusal({ hiringDecision: 2, interviewDate: TODAY }, TODAY)).toBeNull();
  });
});

describe('InterviewForm', () => {
  it('says what Accepted still needs the moment it is picked', async () => {
    render(
      <App>
        <InterviewForm submitText="Save" success="Interview recorded" failure="Failed to save the interview" save={jest.fn(async () => ({}))} />
      </App>,
    );
    const decision = await screen.findByRole('combobox', { name: 'Hiring decision' });
    fireEvent.mouseDown(decision);
    fireEvent.click(await within(document.body).findByTitle('Accepted'));
    expect(await screen.findByText(/^To accept, fill in every test score \(missing: English fluency, /)).toBeInTheDocument();
  });
});
