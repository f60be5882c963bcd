/** What the headcount domain offers beyond SPEC §7 (its manifest's `extensions`). */
import { LIMIT_ALL, type DomainExtensions, type QueryRule } from '../http/extensionRules';

const LIST: QueryRule = {
  params: [
    'page',
    'limit',
    'sort_by',
    'sort_dir',
    'search',
    'status_id',
    'status',
    'department_id',
    'role',
    'employment_type',
    'manager_id',
    'hired_from',
    'hired_to',
    'missing_document',
    'active',
  ],
  extensions: {
    expiring: { reason: 'Expiry alerts: contracts or national IDs expired or expiring within 30 days.' },
    ids: { reason: 'Batch look-up of headcount records by id (DataLoaders).' },
    limit: LIMIT_ALL,
  },
};

export const extensions: DomainExtensions = {
  operations: [
    { method: 'GET', url: '/headcount_employees/import_template', reason: 'The headcount import CSV template (header and an example row).' },
    {
      method: 'GET',
      url: '/headcount_employees/stats',
      reason: 'Headcount charts (by department, status, type, gender, 12 months) and expiry-alert counts for the home page.',
    },
    { method: 'GET', url: '/headcount_employees/contract_template', reason: 'Download of the current DOCX contract template (or the default one).' },
  ],
  queryRules: {
    'GET /headcount_employees': LIST,
    'GET /api/headcount_employees': LIST,
    'GET /headcount_employees/download_contract': { params: ['id', 'employee_id'] },
    'GET /headcount_employees/export_contract': { params: ['id', 'employee_id'] },
  },
};
