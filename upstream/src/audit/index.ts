/** The audit trail's manifest (domain.ts): the append-only log its triggers write, the reads of it, and its retention. */
import type { DomainManifest } from '../domain';
import { PAGING } from '../http/extensionRules';
import { migrations } from './migrations';
import { AUDIT_RETENTION_DUE } from './retention';
import { auditRoutes } from './routes';
import { auditSchemas } from './schemas';

const FILTERS = ['employee_id', 'actor_id', 'entity', 'entity_id', 'field', 'action', 'from', 'to'];

export const manifest: DomainManifest = {
  name: 'audit',
  routes: auditRoutes,
  schemas: auditSchemas,
  migrations,
  jobs: [AUDIT_RETENTION_DUE],
  extensions: {
    operations: [
      { method: 'GET', url: '/audit_log', reason: 'Who changed what and when (an audit trail for HR and admins); SPEC §7 has no history.' },
      { method: 'GET', url: '/audit_log/export', reason: 'The audit trail of a search as a CSV file.' },
      { method: 'GET', url: '/employees/:id/history', reason: "A person's record history on their page." },
    ],
    queryRules: {
      'GET /audit_log': { params: [...PAGING, ...FILTERS] },
      'GET /audit_log/export': { params: FILTERS },
      'GET /employees/:id/history': { params: PAGING },
    },
  },
};
