/**
 * The daily digest (decision 0221): a person who chose `delivery: digest` gets no notification e-mail at once
 * (email.ts) but one e-mail a day, from the first run of DIGEST_DUE after DIGEST_HOUR_UTC, listing their unread
 * notifications of the event types that e-mail them, created since they chose the digest and in no earlier digest.
 * Nothing unread: no e-mail, and the day is done all the same (one digest a day, at a predictable hour).
 * - Once a day: `notification_delivery.last_digest_on` is set by a guarded UPDATE, so restarts and several upstream
 *   processes send the day's digest once.
 * - Once per notification: a listed notification gets `digest_sent_at`, and a digest lists only those without it.
 * The mail goes through the outbox in the same transaction, so the marks and the mail exist together.
 */
import type { DueJob } from '../http/dueJobs';
import { todayIso } from '../http/values';
import { queueMail } from '../mail/mailer';
import { currentCompanyAddress } from '../companies/address';
import { ADDRESS_SELECT, digestMail, sendQueuedSoon } from './email';
import { kindsOfTypes } from './events';
import { preferencesOf } from './preferences';

/** The day's digest goes out at the first run from this hour (UTC, the app's clock like every date rule). */
export const DIGEST_HOUR_UTC = 7;

export const DIGEST_DUE: DueJob = {
  failure: 'sending the daily notification digests failed',
  // Not a wait on the outside world: `outside` lets applyOne commit its own transaction, then send the mail at once.
  outside: true,
  async dueIds(db, today, now) {
    if (now.getUTCHours() < DIGEST_HOUR_UTC) return [];
    const { rows } = await db.query<{ employee_id: number }>(
      'SELECT employee_id FROM notification_delivery WHERE digest AND (last_digest_on IS NULL OR last_digest_on < $1) ORDER BY employee_id',
      [today],
    );
    return rows.map((r) => r.employee_id);
  },
  async applyOne(_db, id, now, app) {
    const today = todayIso(now);
    const mailed = await app.db.transaction(async (tx) => {
      const claimed = await tx.query<{ digest_since: Date }>(
        `UPDATE notification_delivery SET last_digest_on = $2
          WHERE employee_id = $1 AND digest AND (last_digest_on IS NULL OR last_digest_on < $2) RETURNING digest_since`,
        [id, today],
      );
      const since = claimed.rows[0]?.digest_since;
      if (!since) return null;
      const person = await tx.query<{ email: string | null }>(`SELECT ${ADDRESS_SELECT} WHERE e.id = $1 AND e.active`, [id]);
      const to = person.rows[0]?.email;
      if (!to) return false;
      const emailed = (await preferencesOf(tx, id)).items.filter((p) => p.email).map((p) => p.event_type);
      const { rows } = await tx.query<{ id: number; text: string; link: string; created_at: Date }>(
        `UPDATE notifications SET digest_sent_at = $4
          WHERE recipient_id = $1 AND read_at IS NULL AND digest_sent_at IS NULL AND created_at >= $2 AND kind = ANY($3::text[])
          RETURNING id, text, link, created_at`,
        [id, since, kindsOfTypes(emailed), now],
      );
      if (rows.length === 0) return false;
      rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id);
      await queueMail(app, tx, { to, ...digestMail(rows, await currentCompanyAddress(tx)) });
      return true;
    });
    if (mailed) sendQueuedSoon(app);
    return mailed !== null;
  },
};
