/**
 * The push of work logs to Jira as a durable due job (http/dueJobs.ts, `outside`: each row is claimed, pushed, then
 * marked by single statements, so a slow or dead Jira holds no transaction). Per row of the id map: an entry Jira
 * does not hold yet is created, a changed one updated (recreated when Jira lost it; deleted and created again when its
 * task moved to another issue), a deleted one's Jira worklog deleted. A failure leaves the row "failed" with the
 * tracker's reason and a growing delay (mail/store.ts backoffMs, or Jira's longer Retry-After); MAX_ATTEMPTS stops it
 * until the person's next Sync; the owner is notified once per failure state (notify.ts). Decisions 0215, 0221.
 */
import type { FastifyInstance } from 'fastify';
import { currentCompanyId } from '../../companies/context';
import type { Queryable } from '../../db';
import { applyDueLogged, type DueJob } from '../../http/dueJobs';
import { backoffMs } from '../../mail/store';
import { companyJira, JiraError, type JiraConnection } from '../../settings/jira';
import { addWorklog, removeWorklog, updateWorklog, type WorklogPush } from './client';
import { sendQueuedSoon } from '../../notifications/email';
import { notifySyncFailed } from './notify';
import * as store from './store';

/** The row's push in Jira; answers the fingerprint Jira now holds (null: the row is done with and forgotten). */
async function push(db: Queryable, connection: JiraConnection, id: number, row: store.ClaimedPush): Promise<string | null> {
  const entry = row.worklog_id === null ? undefined : await store.entryToPush(db, row.worklog_id);
  if (!entry) {
    if (row.issue_key && row.jira_worklog_id) await removeWorklog(connection, row.issue_key, row.jira_worklog_id);
    await store.forget(db, id);
    return null;
  }
  const work: WorklogPush = {
    workDate: entry.work_date,
    startTime: entry.start_time,
    duration: entry.duration,
    author: entry.author,
    description: entry.description,
  };
  let jiraId = row.jira_worklog_id;
  if (jiraId && row.issue_key && row.issue_key !== entry.jira_task) {
    // A worklog cannot move between issues: the old one goes first, so a failure never leaves two.
    await removeWorklog(connection, row.issue_key, jiraId);
    await store.recordJira(db, id, null, null);
    jiraId = null;
  }
  if (jiraId) {
    try {
      await updateWorklog(connection, entry.jira_task, jiraId, work);
      return entry.fingerprint;
    } catch (error) {
      if (!(error instanceof JiraError && error.status === 404)) throw error;
      // Someone deleted it in Jira: the entry is still the person's work, so it is logged again.
    }
  }
  const created = await addWorklog(connection, entry.jira_task, work);
  await store.recordJira(db, id, entry.jira_task, created);
  return entry.fingerprint;
}

export const JIRA_SYNC_DUE: DueJob = {
  failure: 'pushing work logs to Jira failed',
  outside: true,
  dueIds: (db, _today, now) => store.dueSyncIds(db, now),
  async applyOne(db, id, now, app) {
    const row = await store.claimPush(db, id, now);
    if (!row) return false;
    const attempts = row.attempts + 1;
    try {
      const connection = await companyJira(db, currentCompanyId());
      if ('missing' in connection) throw new JiraError(connection.missing, 0);
      const pushed = await push(db, connection, id, row);
      if (pushed !== null) await store.markSynced(db, id, pushed, now);
      return true;
    } catch (error) {
      const reason = error instanceof JiraError ? error.reason : 'An error has occured!';
      if (!(error instanceof JiraError)) app.log.error({ err: error, worklogJira: id }, 'pushing a work log to Jira failed');
      const wait = Math.max(backoffMs(attempts), error instanceof JiraError ? (error.retryAfterMs ?? 0) : 0);
      // The failed state and its notification (once per failure state: notify.ts) are written together.
      await app.db.transaction(async (tx) => {
        await store.markFailed(tx, id, attempts, reason, attempts >= store.MAX_ATTEMPTS ? null : new Date(now.getTime() + wait));
        await notifySyncFailed(app, tx, id, reason);
      });
      sendQueuedSoon(app);
      return false;
    } finally {
      await store.finishRun(db, row.employee_id, now);
    }
  },
};

/** Pushes what is due now (after a Sync, without the request waiting); a failure is logged, never thrown. */
export const pushDue = (app: FastifyInstance): Promise<void> => applyDueLogged(app, JIRA_SYNC_DUE);
