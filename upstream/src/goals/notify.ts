/**
 * What goals tell people (notifications/store.ts, decisions 0208, 0217), each in the transaction of its change:
 * - a goal a manager sets for someone else reaches its assignee ("X set you a goal: title");
 * - a goal one files for oneself, or edits back to review after a rejection, reaches its reviewer ("X filed a goal
 *   for your review: title"); the reviewer reads the goal, private or not;
 * - its review reaches its assignee ("X approved your goal: title", "X rejected your goal: title").
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db';
import { employeeName, notify } from '../notifications/store';
import type { GoalRow } from './store';

const ENTITY = 'goal';

export async function notifyGoalAssigned(
  app: FastifyInstance,
  tx: Queryable,
  goal: { id: number; title: string; assigneeId: number },
  actorId: number,
): Promise<void> {
  await notify(app, tx, [goal.assigneeId], {
    kind: `${ENTITY}.assigned`,
    actorId,
    entity: ENTITY,
    entityId: goal.id,
    text: `${await employeeName(tx, actorId)} set you a goal: ${goal.title}`,
    link: `/main/goals/${goal.id}`,
    eventKey: `${ENTITY}:${goal.id}:assigned`,
  });
}

/** Keys an event to one version of the goal: each review cycle (filed, rejected, filed again) tells anew. */
const at = (value: Date | string | null) => (value === null ? 'first' : new Date(value).toISOString());

/**
 * A goal awaiting review, to its reviewer (none named and no manager: nobody). `rejectedAt`: the rejection it follows,
 * when the assignee edited a rejected goal back to pending.
 */
export async function notifyGoalSubmitted(
  app: FastifyInstance,
  tx: Queryable,
  goal: { id: number; title: string; assigneeId: number; reviewerId: number | null },
  rejectedAt: Date | string | null,
): Promise<void> {
  if (goal.reviewerId === null) return;
  await notify(app, tx, [goal.reviewerId], {
    kind: `${ENTITY}.submitted`,
    actorId: goal.assigneeId,
    entity: ENTITY,
    entityId: goal.id,
    text: `${await employeeName(tx, goal.assigneeId)} filed a goal for your review: ${goal.title}`,
    link: `/main/goals/${goal.id}`,
    eventKey: `${ENTITY}:${goal.id}:submitted:${at(rejectedAt)}`,
  });
}

/** A goal's review, to its assignee; keyed by the version reviewed (`updated_at` as the reviewer loaded it). */
export async function notifyGoalReviewed(app: FastifyInstance, tx: Queryable, goal: GoalRow, outcome: 'approved' | 'rejected', actorId: number): Promise<void> {
  await notify(app, tx, [goal.assignee_id], {
    kind: `${ENTITY}.${outcome}`,
    actorId,
    entity: ENTITY,
    entityId: goal.id,
    text: `${await employeeName(tx, actorId)} ${outcome} your goal: ${goal.title}`,
    link: `/main/goals/${goal.id}`,
    eventKey: `${ENTITY}:${goal.id}:${outcome}:${at(goal.updated_at)}`,
  });
}
