/**
 * SQL of the task-tracker sync (decision 0215): the id map `worklog_jira` (entry -> Jira worklog, with what was pushed
 * and the push's state) and `worklog_sync_runs` (a person's last Sync). Sealed to the company like every table.
 */
import type { Queryable } from '../../db';

/** What Jira holds of an entry: a new fingerprint means the entry changed since its push. */
export const FINGERPRINT = `md5(concat_ws('|', w.jira_task, w.work_date::text, w.start_time::text, w.end_time::text, coalesce(w.description, '')))`;

/**
 * An entry's sync state for the Worklog answer (joined as `j`): synced (Jira holds this version), pending (queued),
 * not_synced (never pushed, changed since, or the push failed: sync_error says why).
 */
export const SYNC_COLUMNS = `CASE WHEN j.state = 'pending' THEN 'pending' WHEN j.state = 'synced' AND j.pushed = ${FINGERPRINT} THEN 'synced' ELSE 'not_synced' END AS sync_state,
  CASE WHEN j.state = 'failed' THEN j.error WHEN j.state = 'synced' AND j.pushed <> ${FINGERPRINT} THEN 'Changed since the last sync' END AS sync_error`;
export const SYNC_JOIN = 'LEFT JOIN worklog_jira j ON j.worklog_id = w.id';

/** After this many failed pushes a row waits for the person's next Sync (a deleted issue should not be tried forever). */
export const MAX_ATTEMPTS = 10;

/**
 * Queues the person's entries that Jira does not hold as they are (never pushed, changed, failed) and their deleted
 * entries whose Jira worklog still exists; deleted entries never pushed are forgotten. Answers how many are queued.
 */
export async function queuePerson(tx: Queryable, employeeId: number, now: Date): Promise<number> {
  await tx.query('DELETE FROM worklog_jira WHERE employee_id = $1 AND worklog_id IS NULL AND jira_worklog_id IS NULL', [employeeId]);
  await tx.query(
    `INSERT INTO worklog_jira (worklog_id, employee_id, state, next_attempt_at)
       SELECT w.id, w.employee_id, 'pending', $2 FROM worklogs w
        WHERE w.employee_id = $1 AND NOT EXISTS (SELECT 1 FROM worklog_jira x WHERE x.worklog_id = w.id)`,
    [employeeId, now],
  );
  await tx.query(
    `UPDATE worklog_jira j SET state = 'pending', attempts = 0, next_attempt_at = $2
       FROM worklogs w WHERE w.id = j.worklog_id AND j.employee_id = $1 AND (j.state <> 'synced' OR j.pushed IS DISTINCT FROM ${FINGERPRINT})`,
    [employeeId, now],
  );
  await tx.query("UPDATE worklog_jira SET state = 'pending', attempts = 0, next_attempt_at = $2 WHERE employee_id = $1 AND worklog_id IS NULL", [
    employeeId,
    now,
  ]);
  const { rows } = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM worklog_jira WHERE employee_id = $1 AND state = 'pending'", [employeeId]);
  const queued = rows[0].n;
  await tx.query(
    `INSERT INTO worklog_sync_runs (employee_id, requested_at, finished_at) VALUES ($1, $2, $3)
       ON CONFLICT (employee_id) DO UPDATE SET requested_at = EXCLUDED.requested_at, finished_at = EXCLUDED.finished_at`,
    [employeeId, now, queued === 0 ? now : null],
  );
  return queued;
}

export async function dueSyncIds(db: Queryable, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>("SELECT id FROM worklog_jira WHERE state <> 'synced' AND next_attempt_at <= $1 ORDER BY id LIMIT 200", [now]);
  return rows.map((r) => r.id);
}

/** How long a claimed row stays with its pusher before another run may try it (a pusher that died mid-call). */
export const PUSH_LEASE_MS = 5 * 60_000;

export interface ClaimedPush {
  worklog_id: number | null;
  employee_id: number;
  issue_key: string | null;
  jira_worklog_id: string | null;
  attempts: number;
}

/** Claims a due row (compare-and-set of its next attempt); undefined when another run has it or it is not due. */
export async function claimPush(db: Queryable, id: number, now: Date): Promise<ClaimedPush | undefined> {
  const { rows } = await db.query<ClaimedPush>(
    `UPDATE worklog_jira SET next_attempt_at = $3 WHERE id = $1 AND state <> 'synced' AND next_attempt_at <= $2
      RETURNING worklog_id, employee_id, issue_key, jira_worklog_id, attempts`,
    [id, now, new Date(now.getTime() + PUSH_LEASE_MS)],
  );
  return rows[0];
}

export interface EntryToPush {
  work_date: string;
  start_time: string;
  duration: number;
  jira_task: string;
  description: string | null;
  author: string;
  fingerprint: string;
}

export async function entryToPush(db: Queryable, worklogId: number): Promise<EntryToPush | undefined> {
  const { rows } = await db.query<EntryToPush>(
    `SELECT to_char(w.work_date, 'YYYY-MM-DD') AS work_date, to_char(w.start_time, 'HH24:MI') AS start_time,
            (EXTRACT(EPOCH FROM w.end_time - w.start_time) / 60)::int AS duration, w.jira_task, w.description, e.name AS author,
            ${FINGERPRINT} AS fingerprint
       FROM worklogs w JOIN employees e ON e.id = w.employee_id WHERE w.id = $1`,
    [worklogId],
  );
  return rows[0];
}

/** Records that Jira holds the row's worklog as `fingerprint` says (or, moving to another issue, none yet). */
export async function recordJira(db: Queryable, id: number, issueKey: string | null, jiraId: string | null): Promise<void> {
  await db.query('UPDATE worklog_jira SET issue_key = $2, jira_worklog_id = $3 WHERE id = $1', [id, issueKey, jiraId]);
}

export async function markSynced(db: Queryable, id: number, pushed: string, now: Date): Promise<void> {
  await db.query("UPDATE worklog_jira SET state = 'synced', pushed = $2, error = NULL, attempts = 0, synced_at = $3 WHERE id = $1", [id, pushed, now]);
}

export async function forget(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM worklog_jira WHERE id = $1', [id]);
}

/** A failed push: not synced with the reason, tried again at `retryAt` (never again without a Sync: null). */
export async function markFailed(db: Queryable, id: number, attempts: number, reason: string, retryAt: Date | null): Promise<void> {
  await db.query("UPDATE worklog_jira SET state = 'failed', attempts = $2, error = $3, next_attempt_at = coalesce($4, 'infinity'::timestamptz) WHERE id = $1", [
    id,
    attempts,
    reason.slice(0, 500),
    retryAt,
  ]);
}

/** Closes the person's run once nothing of theirs waits for its first push. */
export async function finishRun(db: Queryable, employeeId: number, now: Date): Promise<void> {
  await db.query(
    `UPDATE worklog_sync_runs SET finished_at = $2 WHERE employee_id = $1 AND finished_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM worklog_jira WHERE employee_id = $1 AND state = 'pending')`,
    [employeeId, now],
  );
}

export interface SyncStatusRow {
  employee_id: number;
  employee_name: string;
  requested_at: Date | null;
  finished_at: Date | null;
  last_synced_at: Date | null;
  pending: number;
  failed: number;
  synced: number;
  unsynced: number;
  last_error: string | null;
}

/** Sync status per person: one person's, or everyone who has logged work or synced (`employeeId` null). */
export async function syncStatuses(db: Queryable, employeeId: number | null): Promise<SyncStatusRow[]> {
  const { rows } = await db.query<SyncStatusRow>(
    `WITH people AS (
       SELECT id FROM employees WHERE $1::int IS NOT NULL AND id = $1
       UNION SELECT employee_id FROM worklog_sync_runs WHERE $1::int IS NULL
       UNION SELECT employee_id FROM worklog_jira WHERE $1::int IS NULL)
     SELECT e.id AS employee_id, e.name AS employee_name, r.requested_at, r.finished_at,
            (SELECT max(synced_at) FROM worklog_jira WHERE employee_id = e.id) AS last_synced_at,
            (SELECT count(*)::int FROM worklog_jira WHERE employee_id = e.id AND state = 'pending') AS pending,
            (SELECT count(*)::int FROM worklog_jira WHERE employee_id = e.id AND state = 'failed') AS failed,
            (SELECT count(*)::int FROM worklogs w JOIN worklog_jira j ON j.worklog_id = w.id
              WHERE w.employee_id = e.id AND j.state = 'synced' AND j.pushed = ${FINGERPRINT}) AS synced,
            (SELECT count(*)::int FROM worklogs w LEFT JOIN worklog_jira j ON j.worklog_id = w.id
              WHERE w.employee_id = e.id AND (j.id IS NULL OR (j.state = 'synced' AND j.pushed <> ${FINGERPRINT}))) AS unsynced,
            (SELECT error FROM worklog_jira WHERE employee_id = e.id AND state = 'failed' ORDER BY next_attempt_at DESC, id DESC LIMIT 1) AS last_error
       FROM people p JOIN employees e ON e.id = p.id
       LEFT JOIN worklog_sync_runs r ON r.employee_id = e.id
      ORDER BY e.name, e.id`,
    [employeeId],
  );
  return rows;
}
