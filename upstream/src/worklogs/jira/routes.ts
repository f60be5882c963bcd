/**
 * The task-tracker sync of work logs (decision 0215; extensions: SPEC §3 "worklogs synced with a task tracker", §9
 * "worklogs synced" and the tracker's sync and fetch errors; SPEC §7 has no call).
 *   POST /worklogs/sync          one's own entries that Jira does not hold are queued; the push runs as a job
 *                                (job.ts), never in the request: 202 with the status at once
 *   GET  /worklogs/sync          one's own status (last sync, queued, failed, the latest error)
 *   GET  /worklogs/sync/people   admins: everyone's status
 *   GET  /worklogs/tasks?search  the task picker's issues, asked of Jira with a short timeout; when Jira cannot be
 *                                asked the answer says why in `error` (the picker still takes a typed key)
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { requireRoles } from '../../auth/hook';
import { HttpError } from '../../http/errors';
import { companyJira, JiraError, NO_JIRA_MESSAGE } from '../../settings/jira';
import { searchIssues } from './client';
import { pushDue } from './job';
import type { TaskSearchQuery } from './schemas';
import * as store from './store';

export const SYNC_MESSAGES = {
  synced: 'worklogs synced',
  syncError: (reason: string) => `Error occurs while syncing with Jira: ${reason}`,
  fetchError: (reason: string) => `Error occurs while fetching tasks from Jira: ${reason}`,
  /** What a person (not the admin who can fix it) reads when the company has no connection. */
  notConnected: 'the company has no Jira connection (an admin saves its URL, username and API token in Company Settings)',
} as const;

/** The picker waits at most this long for Jira (a page never stalls on a slow or dead tracker). */
const TASKS_TIMEOUT_MS = 4_000;

export const worklogSyncRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const worded = (row: store.SyncStatusRow) => ({ ...row, last_error: row.last_error && SYNC_MESSAGES.syncError(row.last_error) });
  const statusOf = async (employeeId: number) => worded((await store.syncStatuses(db, employeeId))[0]);
  const missingWords = (missing: string) => (missing === NO_JIRA_MESSAGE ? SYNC_MESSAGES.notConnected : missing);

  app.post('/worklogs/sync', async (request, reply) => {
    const connection = await companyJira(db, request.companyId);
    if ('missing' in connection) throw new HttpError(422, SYNC_MESSAGES.syncError(missingWords(connection.missing)));
    const me = request.user.id;
    const queued = await db.transaction((tx) => store.queuePerson(tx, me, app.today()));
    // Not awaited: the answer never waits on Jira. The schedule (every 5 minutes) retries what fails.
    if (queued > 0) void pushDue(app);
    reply.code(202);
    return statusOf(me);
  });

  app.get('/worklogs/sync', async (request) => statusOf(request.user.id));

  app.get('/worklogs/sync/people', async (request) => {
    requireRoles(request, 'admin');
    const items = (await store.syncStatuses(db, null)).map(worded);
    return { items, count: items.length };
  });

  app.get<{ Querystring: Static<typeof TaskSearchQuery> }>('/worklogs/tasks', async (request) => {
    const connection = await companyJira(db, request.companyId);
    if ('missing' in connection) return { items: [], error: SYNC_MESSAGES.fetchError(missingWords(connection.missing)) };
    try {
      const items = await searchIssues(connection, request.query.search ?? '', { timeoutMs: TASKS_TIMEOUT_MS, retries: 1, maxWaitMs: 1_000 });
      return { items, error: null };
    } catch (error) {
      if (!(error instanceof JiraError)) throw error;
      return { items: [], error: SYNC_MESSAGES.fetchError(error.reason) };
    }
  });
};
