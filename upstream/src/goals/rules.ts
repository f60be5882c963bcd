/**
 * The goal rules as pure functions (SPEC §4 leaves the moves open; these are the decisions, also in routes.ts):
 *
 * status (the review):  pending -> approved | rejected   (approve / reject, by a manager holding MANAGE_GOALS)
 *                       rejected -> pending              (the assignee edits and so resubmits the goal)
 *                       approved is final.
 * state (the work):     created -> in_progress | achieved;  in_progress -> achieved;  achieved is final.
 *                       Only an approved goal moves; `achieved` needs progress 100. Progress above 0 on a created goal
 *                       starts it (created -> in_progress).
 * Deadline: SPEC §9 warns when fewer than 10 days are left (end date today or within the next 9 days) on a goal
 * not achieved yet: `Less than 10 days left for this goal!` (SPEC §8).
 */
export const GOAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const GOAL_STATES = ['created', 'in_progress', 'achieved'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];
export type GoalState = (typeof GOAL_STATES)[number];

export const STATUS_MOVES: Readonly<Record<GoalStatus, readonly GoalStatus[]>> = {
  pending: ['approved', 'rejected'],
  rejected: ['pending'],
  approved: [],
};
export const STATE_MOVES: Readonly<Record<GoalState, readonly GoalState[]>> = {
  created: ['in_progress', 'achieved'],
  in_progress: ['achieved'],
  achieved: [],
};

export const canMoveStatus = (from: GoalStatus, to: GoalStatus) => STATUS_MOVES[from].includes(to);
export const canMoveState = (from: GoalState, to: GoalState) => from === to || STATE_MOVES[from].includes(to);

export const DEADLINE_WARNING_DAYS = 10;
export const DEADLINE_WARNING = 'Less than 10 days left for this goal!';
const DAY_MS = 86_400_000;

/** Whole days from `today` to `end` (negative once past). */
export const daysLeft = (end: string, today: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

export function deadlineWarning(goal: { end_date: string; state: GoalState }, today: string): string | null {
  if (goal.state === 'achieved') return null;
  const left = daysLeft(goal.end_date, today);
  return left >= 0 && left < DEADLINE_WARNING_DAYS ? DEADLINE_WARNING : null;
}

/** Days from start to end, both included (SPEC §3 `duration`). */
export const durationDays = (start: string, end: string) => daysLeft(end, start) + 1;

/**
 * The next state after a progress update: the asked state when the move is allowed, else an error text.
 * Without an asked state, progress above 0 starts a created goal.
 */
export function nextState(current: GoalState, progress: number, asked: GoalState | null): GoalState | { error: string } {
  if (current === 'achieved') return { error: 'An achieved goal can no longer change' };
  const target = asked ?? (current === 'created' && progress > 0 ? 'in_progress' : current);
  if (!canMoveState(current, target)) return { error: `A goal cannot move from ${current} to ${target}` };
  if (target === 'achieved' && progress !== 100) return { error: 'Progress must be 100 to mark the goal achieved' };
  return target;
}
