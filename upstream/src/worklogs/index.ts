/** The worklogs domain's manifest (domain.ts): a person's logged work, their managers' view and the monthly summary. */
import type { DomainManifest } from '../domain';
import { operations } from '../http/extensionRules';
import { migrations } from './migrations';
import { worklogsRoutes } from './routes';
import { worklogsSchemas } from './schemas';

export const manifest: DomainManifest = {
  name: 'worklogs',
  routes: worklogsRoutes,
  schemas: worklogsSchemas,
  migrations,
  extensions: {
    operations: operations(
      'Work logs: SPEC §3 names the Worklog (description, jiraTask, startTime, endTime, duration), §1 the home widget "worklog summary per month" and §2 the account menu\'s "work logs", but SPEC §7 gives them no call.',
      ['GET /worklogs', 'POST /worklogs', 'PUT /worklogs/:id', 'DELETE /worklogs/:id', 'GET /worklogs/summary', 'GET /worklogs/summary/export'],
    ),
  },
};
