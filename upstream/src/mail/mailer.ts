/**
 * Durable sending: a message is first a row of the outbox (in the caller's transaction, so it exists exactly when the
 * change that caused it does); MAIL_DUE sends queued rows and, when the SMTP server fails, leaves them queued with a
 * growing delay (store.backoffMs), so an outage delays mail and loses none. It runs with the other due jobs (every
 * 5 minutes), right after a message is queued, and before the outbox is read.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { applyDueLogged, type DueJob } from '../http/dueJobs';
import { claimMail, dueMailIds, enqueueMail, markFailed, markSent } from './store';
import type { MailMessage } from './transport';

export const MAIL_DUE: DueJob = {
  failure: 'sending queued mail failed',
  outside: true,
  dueIds: (db, _today, now) => dueMailIds(db, now),
  // Claimed, sent, then marked by single statements: a slow or silent SMTP server holds no lock and no connection.
  async applyOne(db, id, now, app) {
    const send = app.mailTransport.send;
    const message = send && (await claimMail(db, id, now));
    if (!send || !message) return false;
    try {
      await send(message);
      await markSent(db, id, now);
      return true;
    } catch (error) {
      await markFailed(db, id, message.attempts + 1, now, error instanceof Error ? error.message : String(error));
      app.log.warn({ err: error, mail: id }, 'sending mail failed; it stays queued for a retry');
      return false;
    }
  },
};

/** Queues a message in `tx` (kept, not queued, when no SMTP server is configured). */
export function queueMail(app: FastifyInstance, tx: Pick<Db, 'query'>, message: MailMessage): Promise<number> {
  return enqueueMail(tx, message, app.today(), !app.mailTransport.send);
}

/** Sends what is due now; a failure is logged, never thrown (the message stays queued). */
export const sendDueMail = (app: FastifyInstance): Promise<void> => applyDueLogged(app, MAIL_DUE);
