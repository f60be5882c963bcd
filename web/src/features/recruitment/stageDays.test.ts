import { describe, expect, it } from '@jest/globals';
import dayjs from 'dayjs';
import { daysInStage, daysText } from './stageDays';

const today = dayjs('2026-03-10T15:00:00');

describe('days in stage', () => {
  it('counts a new or contacted candidate from being added', () => {
    expect(daysInStage({ stage: 'new', createdAt: '2026-03-01T09:00:00Z' }, today)).toBe(9);
    expect(daysInStage({ stage: 'contacted', createdAt: '2026-03-10T01:00:00Z', latestInterview: { interviewDate: '2026-01-01' } }, today)).toBe(0);
  });

  it('counts the later stages from the latest interview, and nothing without one', () => {
    expect(daysInStage({ stage: 'accepted', createdAt: '2026-01-01', latestInterview: { interviewDate: '2026-03-09' } }, today)).toBe(1);
    expect(daysInStage({ stage: 'rejected', createdAt: '2026-01-01', latestInterview: null }, today)).toBeNull();
    expect(daysText(1)).toBe('1 day in stage');
    expect(daysText(4)).toBe('4 days in stage');
  });
});
