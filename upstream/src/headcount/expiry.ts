/**
 * Approaching expiries, told (decision 0218): when an active person's contract or national ID expires within
 * ALERT_DAYS, the people who see the expiry alerts on home (HR and the CEO) are notified once for that date, by the
 * due job EXPIRY_ALERTS_DUE (on start, every 5 minutes, per company). `headcount_expiry_alerts` keeps the date last
 * told of per person and kind, so a renewed contract (a new date) is told of again when it comes near, and nothing is
 * told twice.
 */
import type { Tx } from '../db';
import type { DueJob } from '../http/dueJobs';
import { addDays } from '../http/values';
import { hrAndCeo, notify } from '../notifications/store';
import { ALERT_DAYS } from './store';

const KINDS = [
  { kind: 'contract.expiring', key: 'contract', date: 'contract_expiration_date', what: 'contract' },
  { kind: 'national_id.expiring', key: 'national_id', date: 'national_id_expiration_date', what: 'national ID' },
] as const;

/** SQL: the kind's date falls within the window and was not told of. */
const due = (k: (typeof KINDS)[number]) =>
  `(h.${k.date} BETWEEN $1::date AND $2::date AND NOT EXISTS (
     SELECT 1 FROM headcount_expiry_alerts a WHERE a.employee_id = h.employee_id AND a.kind = '${k.key}' AND a.expiry_date = h.${k.date}))`;

export const EXPIRY_ALERTS_DUE: DueJob = {
  failure: 'telling of expiring contracts and national IDs failed',
  async dueIds(db, today) {
    const { rows } = await db.query<{ id: number }>(
      `SELECT h.employee_id AS id FROM headcount_details h JOIN employees e ON e.id = h.employee_id
        WHERE e.active AND (${KINDS.map(due).join(' OR ')}) ORDER BY h.employee_id`,
      [today, addDays(today, ALERT_DAYS)],
    );
    return rows.map((r) => r.id);
  },
  async applyOne(tx: Tx, id, now, app) {
    const today = now.toISOString().slice(0, 10);
    // Per kind: whether it is due (aliased by kind) and its date (aliased by its column).
    const { rows } = await tx.query<Record<string, string | boolean | null> & { name: string }>(
      `SELECT e.name, ${KINDS.map((k) => `${due(k)} AS "${k.kind}", h.${k.date}::text AS ${k.date}`).join(', ')}
         FROM headcount_details h JOIN employees e ON e.id = h.employee_id
        WHERE h.employee_id = $3 AND e.active FOR UPDATE OF h`,
      [today, addDays(today, ALERT_DAYS), id],
    );
    const row = rows[0];
    const told = KINDS.filter((k) => row?.[k.kind] === true);
    if (!row || told.length === 0) return false;
    const recipients = await hrAndCeo(tx);
    for (const k of told) {
      const date = String(row[k.date]);
      await notify(app, tx, recipients, {
        kind: k.kind,
        actorId: null,
        entity: 'employee',
        entityId: id,
        text: `The ${k.what} of ${row.name} expires on ${date}`,
        link: `/main/headcountTracker/${id}/edit`,
        eventKey: `employee:${id}:${k.kind}:${date}`,
      });
      await tx.query(
        `INSERT INTO headcount_expiry_alerts (employee_id, kind, expiry_date) VALUES ($1, $2, $3)
         ON CONFLICT (employee_id, kind) DO UPDATE SET expiry_date = EXCLUDED.expiry_date, told_at = now()`,
        [id, k.key, date],
      );
    }
    return true;
  },
};
