/**
 * What goals tell people (notifications/store.ts, decision 0208): a goal a manager sets for someone else reaches its
 * assignee, in the filing's transaction ("X set you a goal: title"; the assignee reads the goal, private or not).
 * A goal one files for oneself tells nobody here (its review is left for later).
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db';
import { employeeName, notify } from '../notifications/store';

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
