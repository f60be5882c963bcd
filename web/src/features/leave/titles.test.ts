/** Records are titled by what they are, not by their internal id. */
import { describe, expect, it } from '@jest/globals';
import { leaveTitle } from './titles';
import { actionTitle } from '../actions/labels';
import { formatMonthLabel, formatPeriod } from '../../shared/format';

describe('record titles', () => {
  it('names a leave by employee, kind and dates', () => {
    expect(leaveTitle({ employee: { name: 'Sara Ibrahim' }, leaveType: { leaveName: 'Annual' }, startDate: '2026-11-03', endDate: '2026-11-05' })).toBe(
      'Sara Ibrahim — Annual leave, 03/11/2026 – 05/11/2026',
    );
    expect(leaveTitle({ employee: { name: 'Sara Ibrahim' }, leaveType: { leaveName: 'Sick' }, startDate: '2026-11-03', endDate: '2026-11-03' })).toBe(
      'Sara Ibrahim — Sick leave, 03/11/2026',
    );
  });

  it('names an action by employee, action and date', () => {
    expect(actionTitle({ employee: { name: 'Walid Sherif' }, policy: { actionName: 'Late arrival' }, date: '2026-11-06' })).toBe(
      'Walid Sherif — Late arrival, 06/11/2026',
    );
  });

  it('shows months one way: "November 2026"', () => {
    expect(formatMonthLabel('2026-11-01')).toBe('November 2026');
    expect(formatPeriod('2026-11-01', null)).toBe('01/11/2026');
  });
});
