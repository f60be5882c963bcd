/** Route schemas of the task-tracker sync (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import { Entity, Id, NStr, Nullable, Query, Timestamp, type RouteSchemaTable } from '../../http/schema';

export const WorklogSyncStatus = Entity('WorklogSyncStatus', {
  employee_id: Id,
  employee_name: Type.String(),
  requested_at: Nullable(Timestamp('When the person last pressed Sync')),
  finished_at: Nullable(Timestamp('When that Sync had pushed everything it queued (null while it runs)')),
  last_synced_at: Nullable(Timestamp('When an entry of theirs last reached Jira')),
  pending: Type.Integer({ minimum: 0, description: 'Entries (or deletions) queued for Jira' }),
  failed: Type.Integer({ minimum: 0, description: 'Entries (or deletions) whose push failed; retried later' }),
  synced: Type.Integer({ minimum: 0, description: 'Entries Jira holds as they are' }),
  unsynced: Type.Integer({ minimum: 0, description: 'Entries never pushed or changed since their push' }),
  last_error: { ...NStr, description: 'The latest failure, worded "Error occurs while syncing with Jira: <reason>"' },
});

export const WorklogSyncStatusList = Type.Object({ items: Type.Array(WorklogSyncStatus), count: Type.Integer({ minimum: 0 }) });

export const JiraIssue = Entity('JiraIssue', { key: Type.String({ description: 'Issue key, e.g. HR-12' }), summary: Type.String() });

export const JiraIssueList = Type.Object({
  items: Type.Array(JiraIssue),
  error: { ...NStr, description: 'Why Jira could not be asked ("Error occurs while fetching tasks from Jira: <reason>"); items is then empty' },
});

export const TaskSearchQuery = Query({
  search: Type.Optional(Type.String({ maxLength: 100, description: 'A whole issue key finds that issue; other words search the summaries' })),
});

export const worklogSyncSchemas: RouteSchemaTable = {
  'POST /worklogs/sync': {
    summary: "Sync one's work logs with Jira: queues what Jira does not hold (new, changed, failed, deleted) and answers at once; 422 without a connection",
    tags: ['worklogs'],
    response: { 202: WorklogSyncStatus },
  },
  'GET /worklogs/sync': {
    summary: "One's own sync status: last sync, queued, failed, the latest error",
    tags: ['worklogs'],
    response: { 200: WorklogSyncStatus },
  },
  'GET /worklogs/sync/people': {
    summary: 'Admins (CEO, head of HR): the sync status of everyone who has logged work or synced',
    tags: ['worklogs'],
    response: { 200: WorklogSyncStatusList },
  },
  'GET /worklogs/tasks': {
    summary: "Jira issues for the task picker (assigned to the connection's account or updated in 14 days; a key or words narrow them); a short timeout",
    tags: ['worklogs'],
    querystring: TaskSearchQuery,
    response: { 200: JiraIssueList },
  },
};
