/**
 * The audit trail's retention (decision 0222): a company that sets `audit_retention_months` (settings) keeps entries
 * that many months back from today (UTC); the due job AUDIT_RETENTION_DUE (on start, every 5 minutes, per company)
 * deletes older ones through `audit_purge`, the one way past the log's append-only guard, which leaves a line saying
 * how many went and from before when. No setting: the trail keeps everything.
 */
import type { DueJob } from '../http/dueJobs';

/** SQL: the first instant the company's trail keeps, for today `$1` and its settings row `s`. */
const CUTOFF = `(($1::date - make_interval(months => s.audit_retention_months)) AT TIME ZONE 'UTC')`;

export const AUDIT_RETENTION_DUE: DueJob = {
  failure: 'deleting audit entries past their retention failed',
  async dueIds(db, today) {
    // One "row" per company: its settings, when its trail holds an entry older than it keeps.
    const { rows } = await db.query<{ id: number }>(
      `SELECT s.company_id AS id FROM company_settings s
        WHERE s.audit_retention_months IS NOT NULL AND EXISTS (SELECT 1 FROM audit_log a WHERE a.at < ${CUTOFF})`,
      [today],
    );
    return rows.map((r) => r.id);
  },
  async applyOne(tx, _company, now) {
    const { rows } = await tx.query<{ removed: number }>(
      `SELECT audit_purge(${CUTOFF}) AS removed FROM company_settings s WHERE s.audit_retention_months IS NOT NULL`,
      [now.toISOString().slice(0, 10)],
    );
    return (rows[0]?.removed ?? 0) > 0;
  },
};
