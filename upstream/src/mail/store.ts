/** SQL of the outbox and of the one-time password links. */
import { createHash, randomBytes } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { Db, Tx } from '../db';
import { Filters, paged, type Page } from '../http/paging';
import { entityTable, type Row } from '../http/entity';
import type { SortKey } from '../http/schema';
import { OutboxMail, type OutboxListQuery, type OutboxSort } from './schemas';
import type { MailMessage } from './transport';

type Q = Pick<Db, 'query'>;

/** Retry delay after `attempts` failed sends: 1, 2, 4 ... minutes, at most an hour. */
export const backoffMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

export async function enqueueMail(db: Q, message: MailMessage, now: Date, keep: boolean): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO mail_outbox (to_address, subject, body, status, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id',
    [message.to, message.subject, message.text, keep ? 'kept' : 'queued', now],
  );
  return rows[0].id;
}

export async function dueMailIds(db: Q, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>("SELECT id FROM mail_outbox WHERE status = 'queued' AND next_attempt_at <= $1 ORDER BY id LIMIT 100", [now]);
  return rows.map((r) => r.id);
}

/** How long a claimed message stays with its sender before another run may try it (a sender that died mid-send). */
export const SEND_LEASE_MS = 10 * 60_000;

/**
 * Claims a due queued message for this send (compare-and-set: its next attempt moves past the lease); undefined when
 * another process claimed it first or it is no longer due.
 */
export async function claimMail(db: Q, id: number, now: Date): Promise<(MailMessage & { attempts: number }) | undefined> {
  const { rows } = await db.query<{ to_address: string; subject: string; body: string; attempts: number }>(
    "UPDATE mail_outbox SET next_attempt_at = $3 WHERE id = $1 AND status = 'queued' AND next_attempt_at <= $2 RETURNING to_address, subject, body, attempts",
    [id, now, new Date(now.getTime() + SEND_LEASE_MS)],
  );
  const row = rows[0];
  return row && { to: row.to_address, subject: row.subject, text: row.body, attempts: row.attempts };
}

export async function markSent(tx: Q, id: number, now: Date): Promise<void> {
  await tx.query("UPDATE mail_outbox SET status = 'sent', sent_at = $2, attempts = attempts + 1, last_error = NULL WHERE id = $1", [id, now]);
}

export async function markFailed(tx: Q, id: number, attempts: number, now: Date, error: string): Promise<void> {
  await tx.query('UPDATE mail_outbox SET attempts = $2, next_attempt_at = $3, last_error = $4 WHERE id = $1', [
    id,
    attempts,
    new Date(now.getTime() + backoffMs(attempts)),
    error.slice(0, 500),
  ]);
}

const OUTBOX_COLUMNS = entityTable(OutboxMail, 'mail_outbox', '').select;
const OUTBOX_SORTABLE: Record<SortKey<typeof OutboxSort>, string> = { created_at: 'created_at', status: 'status', to_address: 'to_address' };

export function listOutbox(db: Db, query: Static<typeof OutboxListQuery>): Promise<Page<Row<typeof OutboxMail>>> {
  const f = new Filters();
  if (query.status) f.add(`status = ${f.param(query.status)}`);
  return paged<Row<typeof OutboxMail>>(
    db,
    {
      select: OUTBOX_COLUMNS,
      from: 'mail_outbox',
      where: f.where,
      params: f.params,
      sortable: OUTBOX_SORTABLE,
      defaultSort: 'created_at desc',
      tiebreak: 'id DESC',
    },
    query,
  );
}

// ---- one-time links ----------------------------------------------------------------------------------------------

export type LinkPurpose = 'invitation' | 'reset';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link for the account; only its hash is stored. Earlier unused links of the account stop working. */
export async function createLink(db: Q, userId: number, purpose: LinkPurpose, now: Date, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('UPDATE password_links SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
  await db.query('INSERT INTO password_links (user_id, token_hash, purpose, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)', [
    userId,
    hashToken(token),
    purpose,
    new Date(now.getTime() + ttlMs),
    now,
  ]);
  return token;
}

/** Uses the link once: the account's id, or undefined when unknown, used or expired (guarded, so a race uses it once). */
export async function consumeLink(tx: Tx, token: string, now: Date): Promise<number | undefined> {
  const { rows } = await tx.query<{ user_id: number }>(
    'UPDATE password_links SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id',
    [hashToken(token), now],
  );
  return rows[0]?.user_id;
}

export async function accountByEmail(db: Q, email: string): Promise<{ id: number; email: string } | undefined> {
  const { rows } = await db.query<{ id: number; email: string }>('SELECT id, email FROM users WHERE lower(email) = lower($1)', [email]);
  return rows[0];
}

export async function setAccountPassword(tx: Tx, userId: number, passwordHash: string): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}
