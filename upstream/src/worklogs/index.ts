/** The worklogs domain's manifest (domain.ts): a person's logged work, their managers' view, the monthly summary and the sync with Jira. */
import type { DomainManifest } from '../domain';
import { operations } from '../http/extensionRules';
import { JIRA_SYNC_DUE } from './jira/job';
import { worklogSyncSchemas } from './jira/schemas';
import { migrations } from './migrations';
import { worklogsRoutes } from './routes';
import { worklogsSchemas } from './schemas';

export const manifest: DomainManifest = {
  name: 'worklogs',
  routes: worklogsRoutes,
  schemas: { ...worklogsSchemas, ...worklogSyncSchemas },
  migrations,
  jobs: [JIRA_SYNC_DUE],
  extensions: {
    operations: [
      ...operations(
        'Work logs: SPEC §3 names the Worklog (description, jiraTask, startTime, endTime, duration), §1 the home widget "worklog summary per month" and §2 the account menu\'s "work logs", but SPEC §7 gives them no call.',
        ['GET /worklogs', 'POST /worklogs', 'PUT /worklogs/:id', 'DELETE /worklogs/:id', 'GET /worklogs/summary', 'GET /worklogs/summary/export'],
      ),
      ...operations(
        'The task-tracker sync: SPEC §3 "worklogs synced with a task tracker" and §9 "worklogs synced" and the sync and fetch errors, with no SPEC §7 call (decision 0215).',
        ['POST /worklogs/sync', 'GET /worklogs/sync', 'GET /worklogs/sync/people', 'GET /worklogs/tasks'],
      ),
    ],
  },
};
