/**
 * THE way a change tells people about itself: `notify` inserts one row per recipient in the caller's transaction, so
 * a write that fails (and rolls back) leaves no notification, and `event_key` (unique per recipient) makes a repeated
 * event, e.g. a retried write, a no-op instead of a second notification.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db';
import { emailNotified } from './email';
import { deriveRoles } from '../auth/roles';
import { signalChanged } from './live';

export interface NotificationEvent {
  kind: string;
  actorId: number | null;
  entity: string;
  entityId: number;
  /** Who did what, in a sentence: names, dates and statuses only, never pay or personal data. */
  text: string;
  /** The record's page in the web app. */
  link: string;
  /** Names the event, so the same recipient is never told twice (`<entity>:<id>:<what>`). */
  eventKey: string;
}

/**
 * Tells `recipientIds` (never the actor) of `event` in `tx`, and queues the e-mail of those whose preferences ask for
 * it (notifications/email.ts), in the same transaction; `app` gives the mailer and its clock.
 */
export async function notify(app: FastifyInstance, tx: Queryable, recipientIds: readonly number[], event: NotificationEvent): Promise<void> {
  const recipients = [...new Set(recipientIds)].filter((id) => id !== event.actorId);
  if (recipients.length === 0) return;
  const { rows } = await tx.query<{ recipient_id: number }>(
    `INSERT INTO notifications (recipient_id, kind, actor_id, entity, entity_id, text, link, event_key)
     SELECT r, $2, $3, $4, $5, $6, $7, $8 FROM unnest($1::int[]) r
     ON CONFLICT DO NOTHING RETURNING recipient_id`,
    [recipients, event.kind, event.actorId, event.entity, event.entityId, event.text, event.link, event.eventKey],
  );
  // Their bells hear of it at commit (live.ts); only the new rows: a repeated event tells and mails nobody twice.
  await signalChanged(
    tx,
    rows.map((r) => r.recipient_id),
  );
  await emailNotified(
    app,
    tx,
    rows.map((r) => r.recipient_id),
    event.kind,
    event.text,
    event.link,
  );
}

/**
 * Active HR staff and CEOs: who reviews actions and manager shuffle requests (SPEC §6). Their flags come from the
 * title (roleFlags), so the SQL keeps only titles that can hold them and roleFlags decides.
 */
export async function hrAndCeo(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number; role_title: string | null; role: number | null; department_id: number | null }>(
    `SELECT id, role_title, role, department_id FROM employees WHERE active AND (role_title ILIKE '%ceo%' OR role_title ILIKE '%hr%') ORDER BY id`,
  );
  return rows.filter((r) => deriveRoles(r).hr || deriveRoles(r).ceo).map((r) => r.id);
}

/** Removes what was said of a record that is gone (a withdrawn kudos), in the transaction that removes it. */
export async function withdrawNotifications(tx: Queryable, entity: string, entityId: number): Promise<void> {
  const { rows } = await tx.query<{ recipient_id: number }>('DELETE FROM notifications WHERE entity = $1 AND entity_id = $2 RETURNING recipient_id', [
    entity,
    entityId,
  ]);
  await signalChanged(
    tx,
    rows.map((r) => r.recipient_id),
  );
}

/**
 * Active managers above `employeeId` in the reporting line, nearest first (the manager, their manager, ...). It walks
 * past a manager who has left, so the line above them still hears of a request; org's `supervisorChain` is the chain a
 * colleague is shown and stops there, as the org chart puts such a person at the top.
 */
export async function managersAbove(db: Queryable, employeeId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `WITH RECURSIVE up(id, depth) AS (
       SELECT manager_id, 1 FROM employees WHERE id = $1 AND manager_id IS NOT NULL
       UNION
       SELECT e.manager_id, up.depth + 1 FROM employees e JOIN up ON e.id = up.id WHERE e.manager_id IS NOT NULL AND up.depth < 50
     )
     SELECT e.id FROM up JOIN employees e ON e.id = up.id WHERE e.active ORDER BY up.depth`,
    [employeeId],
  );
  return rows.map((r) => r.id);
}

export async function employeeName(db: Queryable, id: number): Promise<string> {
  return (await db.query<{ name: string }>('SELECT name FROM employees WHERE id = $1', [id])).rows[0]?.name ?? 'Someone';
}
