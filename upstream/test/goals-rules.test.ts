/** The goal moves and the deadline warning (upstream/src/goals/rules.ts), table-driven; today is passed in. */
import { describe, expect, it } from '@jest/globals';
import { canMoveStatus, deadlineWarning, DEADLINE_WARNING, durationDays, nextState, type GoalState, type GoalStatus } from '../src/goals/rules';
import { weekStart } from '../src/kudos/routes';

describe('goal status moves (the documented table)', () => {
  const cases: [GoalStatus, GoalStatus, boolean][] = [
    ['pending', 'approved', true],
    ['pending', 'rejected', true],
    ['rejected', 'pending', true],
    ['rejected', 'approved', false],
    ['approved', 'rejected', false],
    ['approved', 'pending', false],
  ];
  it.each(cases)('%s -> %s: %s', (from, to, ok) => expect(canMoveStatus(from, to)).toBe(ok));
});

describe('goal state after a progress update', () => {
  const cases: [GoalState, number, GoalState | null, GoalState | string][] = [
    ['created', 0, null, 'created'],
    ['created', 10, null, 'in_progress'],
    ['created', 100, 'achieved', 'achieved'],
    ['created', 90, 'achieved', 'Progress must be 100 to mark the goal achieved'],
    ['in_progress', 100, 'achieved', 'achieved'],
    ['in_progress', 50, 'created', 'A goal cannot move from in_progress to created'],
    ['achieved', 100, null, 'An achieved goal can no longer change'],
  ];
  it.each(cases)('%s at %d%% asked %s -> %s', (from, progress, asked, expected) => {
    const next = nextState(from, progress, asked);
    expect(typeof next === 'string' ? next : next.error).toBe(expected);
  });
});

describe('deadline warning (SPEC §9: 10 days)', () => {
  const today = '2026-11-23';
  it.each([
    ['2026-11-23', 'in_progress', DEADLINE_WARNING],
    ['2026-12-02', 'created', DEADLINE_WARNING],
    ['2026-12-03', 'created', null],
    ['2026-11-22', 'in_progress', null],
    ['2026-11-25', 'achieved', null],
  ] as const)('ends %s, %s', (end, state, expected) => expect(deadlineWarning({ end_date: end, state }, today)).toBe(expected));
  it('counts both ends of the period', () => expect(durationDays('2026-11-23', '2026-11-29')).toBe(7));
  it('weeks start on Monday (weekly kudos)', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
  });
});
