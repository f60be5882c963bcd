/**
 * What actions tell people (notifications/store.ts, decision 0208), in the transaction of the change:
 * - an action filed (pending): those who review actions, HR and the CEO (SPEC §6), but not the person it is against
 *   (nobody reviews an action against themself) nor the filer;
 * - its outcome (approved, rejected, waived): the person who filed it and the person it is against (both see it:
 *   actions/rules.ts scopeCondition), never the reviewer.
 * The text names people, the date and the outcome: never the deduction (pay) nor the details or HR's comment.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db';
import { employeeName, hrAndCeo, notify } from '../notifications/store';
import { findAction } from './store';

const ENTITY = 'action';
/** The actions page opened on this one (every signed-in user; the server scopes what each sees). */
const link = (id: number) => `/main/manageActions/${id}`;

export async function notifyActionFiled(app: FastifyInstance, tx: Queryable, id: number, actorId: number): Promise<void> {
  const row = (await findAction(tx, id))!;
  const reviewers = (await hrAndCeo(tx)).filter((r) => r !== row.employee_id);
  await notify(app, tx, reviewers, {
    kind: `${ENTITY}.submitted`,
    actorId,
    entity: ENTITY,
    entityId: id,
    text: `${await employeeName(tx, actorId)} filed an action against ${row.employee_name} of ${row.date}`,
    link: link(id),
    eventKey: `${ENTITY}:${id}:submitted`,
  });
}

export type ActionOutcome = 'approved' | 'rejected' | 'waived';

export async function notifyActionOutcome(app: FastifyInstance, tx: Queryable, id: number, outcome: ActionOutcome, actorId: number): Promise<void> {
  const row = (await findAction(tx, id))!;
  const actor = await employeeName(tx, actorId);
  const event = { kind: `${ENTITY}.${outcome}`, actorId, entity: ENTITY, entityId: id, link: link(id), eventKey: `${ENTITY}:${id}:${outcome}` };
  // Each is told in their own words; one event key, so neither is told twice.
  await notify(app, tx, [row.employee_id], { ...event, text: `${actor} ${outcome} the action against you of ${row.date}` });
  if (row.auditor_ID !== null && row.auditor_ID !== row.employee_id) {
    await notify(app, tx, [row.auditor_ID], { ...event, text: `${actor} ${outcome} your action against ${row.employee_name} of ${row.date}` });
  }
}
