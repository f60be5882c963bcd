/**
 * What manager shuffle requests tell people (notifications/store.ts, decision 0208), in the transaction of the change:
 * - a request filed (pending): its reviewers, HR and the CEO (SPEC §6), not the requester;
 * - its outcome (approved, rejected): the requester, never the reviewer.
 * The text names the people and the outcome; the reason and HR's comment stay on the record.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db';
import { employeeName, hrAndCeo, notify } from '../notifications/store';
import { findRequest } from './store';

const ENTITY = 'shuffle_request';
const link = (id: number) => `/main/managerShuffleRequestDetails/${id}`;

export async function notifyShuffleFiled(app: FastifyInstance, tx: Queryable, id: number, actorId: number): Promise<void> {
  const row = (await findRequest(tx, id))!;
  await notify(app, tx, await hrAndCeo(tx), {
    kind: `${ENTITY}.submitted`,
    actorId,
    entity: ENTITY,
    entityId: id,
    text: `${await employeeName(tx, actorId)} requested moving ${row.target_employee_name} to ${row.proposed_manager_name}`,
    link: link(id),
    eventKey: `${ENTITY}:${id}:submitted`,
  });
}

export async function notifyShuffleOutcome(app: FastifyInstance, tx: Queryable, id: number, outcome: 'approved' | 'rejected', actorId: number): Promise<void> {
  const row = (await findRequest(tx, id))!;
  if (row.requester_id === null) return;
  await notify(app, tx, [row.requester_id], {
    kind: `${ENTITY}.${outcome}`,
    actorId,
    entity: ENTITY,
    entityId: id,
    text: `${await employeeName(tx, actorId)} ${outcome} your request to move ${row.target_employee_name} to ${row.proposed_manager_name}`,
    link: link(id),
    eventKey: `${ENTITY}:${id}:${outcome}`,
  });
}
