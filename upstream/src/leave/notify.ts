/**
 * What leave requests tell people (notifications/store.ts), in the transaction of the change:
 * - a request waiting for review: the requester's managers up the reporting line (they see it and, holding
 *   MANAGE_LEAVE_REQUESTS or a reviewing role, decide it), but not whoever filed it;
 * - its outcome (approved, rejected, canceled by someone else): the requester.
 * The text names people, dates and the outcome only: the leave type (a sick leave says something of health) and the
 * comments stay on the record, behind its own access rules.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db';
import { employeeName, managersAbove, notify } from '../notifications/store';
import { findRequestRow } from './store';

const ENTITY = 'leave_request';
/** The web app's page of the request (its route table lives under /main). */
const link = (id: number) => `/main/leaveRequestDetails/${id}`;
const period = (start: string, end: string) => (start === end ? start : `${start} to ${end}`);

/** After filing: the reviewers learn of a pending request (one approved as filed needs nobody). */
export async function notifyFiled(app: FastifyInstance, tx: Queryable, id: number, actorId: number): Promise<void> {
  const row = (await findRequestRow(tx, id))!;
  if (row.status !== 'pending') return;
  const actor = await employeeName(tx, actorId);
  const when = period(row.start_date, row.end_date);
  const text =
    row.employee_id === actorId
      ? `${actor} requested leave for ${when}`
      : `${actor} requested leave for ${await employeeName(tx, row.employee_id)} for ${when}`;
  await notify(app, tx, await managersAbove(tx, row.employee_id), {
    kind: `${ENTITY}.submitted`,
    actorId,
    entity: ENTITY,
    entityId: id,
    text,
    link: link(id),
    eventKey: `${ENTITY}:${id}:submitted`,
  });
}

/** After a review or a cancel: the requester learns the outcome (not when they canceled it themself). */
export async function notifyOutcome(
  app: FastifyInstance,
  tx: Queryable,
  id: number,
  outcome: 'approved' | 'partially_approved' | 'rejected' | 'canceled',
  actorId: number,
): Promise<void> {
  const row = (await findRequestRow(tx, id))!;
  const actor = await employeeName(tx, actorId);
  await notify(app, tx, [row.employee_id], {
    kind: `${ENTITY}.${outcome}`,
    actorId,
    entity: ENTITY,
    entityId: id,
    text: `${actor} ${outcome.replace('_', ' ')} your leave request for ${period(row.start_date, row.end_date)}`,
    link: link(id),
    eventKey: `${ENTITY}:${id}:${outcome}`,
  });
}
