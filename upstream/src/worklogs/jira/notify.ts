/**
 * A push to Jira that failed tells the entry's owner (decision 0221): "Your work log of <date> could not be sent to
 * Jira: <reason>", linking to their work logs page. Once per failure state: the key names the row's last success
 * (`synced_at`, or never), so the retries of one failure, and a Sync pressed again meanwhile, tell nobody twice,
 * while a failure after a success is told again. A deleted entry's failed removal tells nobody (there is no entry
 * left to name; the sync status shows it).
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db';
import { notify } from '../../notifications/store';

export const SYNC_FAILED = 'worklog.sync_failed';

export async function notifySyncFailed(app: FastifyInstance, tx: Queryable, rowId: number, reason: string): Promise<void> {
  const { rows } = await tx.query<{ worklog_id: number; employee_id: number; work_date: string; synced_at: Date | null }>(
    `SELECT j.worklog_id, w.employee_id, to_char(w.work_date, 'YYYY-MM-DD') AS work_date, j.synced_at
       FROM worklog_jira j JOIN worklogs w ON w.id = j.worklog_id WHERE j.id = $1`,
    [rowId],
  );
  const entry = rows[0];
  if (!entry) return;
  await notify(app, tx, [entry.employee_id], {
    kind: SYNC_FAILED,
    actorId: null,
    entity: 'worklog',
    entityId: entry.worklog_id,
    text: `Your work log of ${entry.work_date} could not be sent to Jira: ${reason}`,
    link: '/main/worklogs',
    eventKey: `worklog_jira:${rowId}:failed:${entry.synced_at ? entry.synced_at.toISOString() : 'never'}`,
  });
}
