/** Recruitment's pure readers (over the field-checked bodies): interview scores (ranges, whole numbers, required to accept), dates, missing data. */
import { describe, expect, it } from '@jest/globals';
import { HttpError } from '../src/http/errors';
import { checkFields } from '../src/http/schema';
import { missingData, readInterview as readChecked } from '../src/recruitment/input';
import { InterviewInput } from '../src/recruitment/schemas';
import type { CandidateRow, InterviewRow } from '../src/recruitment/store';

const TODAY = '2026-05-10';
const SCORES = {
  english_fluency: 8,
  english_pronunciation: 7,
  english_comprehension: 9,
  english_vocab: 7,
  english_grammar: 8,
  typing_speed: 45,
  typing_accuracy: 92,
};

/** The route's path: the body's field check (InterviewInput), then the interview rules. */
const readInterview = (body: Record<string, unknown>, current: InterviewRow | undefined, today: string) =>
  readChecked(checkFields(InterviewInput, body, { today }), current, today);

function fieldErrors(fn: () => unknown) {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    return (e as HttpError).errors;
  }
  throw new Error('no error');
}

describe('readInterview', () => {
  it('reads an accepted interview with its scores (snake or camel case)', () => {
    const input = readInterview(
      { interview_date: TODAY, hiring_decision: 1, employment_type: 'Full_Time', interview_type_specific: { ...SCORES, englishFluency: undefined } },
      undefined,
      TODAY,
    );
    expect(input).toMatchObject({ interview_date: TODAY, hiring_decision: 1, employment_type: 'full_time', interview_type_specific: SCORES });
    const camel = readInterview({ interview_date: TODAY, interview_type_specific: { englishPrononcuation: 6, typingSpeed: 50 } }, undefined, TODAY);
    expect(camel.interview_type_specific).toEqual({ english_pronunciation: 6, typing_speed: 50 });
  });

  it('names every bad score with the SPEC §5 messages and requires all seven to accept', () => {
    const errors = fieldErrors(() =>
      readInterview(
        {
          interview_date: TODAY,
          hiring_decision: 1,
          interview_type_specific: { ...SCORES, english_vocab: 7.5, english_grammar: -1, typing_accuracy: 101, typing_speed: null },
        },
        undefined,
        TODAY,
      ),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'interview_type_specific.english_vocab', message: 'Vocabulary must be a whole number' },
        { field: 'interview_type_specific.english_grammar', message: 'Grammar must be a positive number.' },
        { field: 'interview_type_specific.typing_accuracy', message: 'Typing accuracy must be at most 100' },
        { field: 'interview_type_specific.typing_speed', message: 'Typing speed is required' },
      ]),
    );
  });

  it('refuses a decision before the interview took place and an unknown decision', () => {
    const errors = fieldErrors(() => readInterview({ interview_date: '2026-05-11', hiring_decision: 2 }, undefined, TODAY));
    expect(errors).toEqual([{ field: 'hiring_decision', message: 'A decision can only be recorded once the interview has taken place' }]);
    expect(fieldErrors(() => readInterview({ interview_date: TODAY, hiring_decision: 4 }, undefined, TODAY))[0].field).toBe('hiring_decision');
    expect(readInterview({ interview_date: '2026-05-11' }, undefined, TODAY).hiring_decision).toBe(0);
  });
});

describe('missingData', () => {
  const complete = {
    national_id: '29901011234567',
    contact_number: '+20 10 1234 5678',
    contact_email: 'a@b.co',
    nationality: 'Egyptian',
    city_of_residence: 'Cairo',
    military_status: 'Completed',
    educational_status: 'Graduate',
    marital_status: 'Single',
  } as unknown as CandidateRow;
  const tracked = { employment_type: 'full_time', ticket_number: 'T-1' } as InterviewRow;

  it('is empty for a complete candidate with a tracked interview', () => {
    expect(missingData(complete, tracked)).toEqual([]);
  });

  it('lists the blank fields, then what the interview lacks', () => {
    expect(missingData({ ...complete, national_id: null, marital_status: ' ' } as CandidateRow, { ...tracked, ticket_number: null })).toEqual([
      { field: 'national_id', label: 'National ID' },
      { field: 'marital_status', label: 'Marital status' },
      { field: 'ticket_number', label: 'Ticket number (interview)' },
    ]);
    expect(missingData(complete, undefined)).toEqual([{ field: 'tracked_interview', label: 'Accepted interview tracked for onboarding' }]);
  });
});
