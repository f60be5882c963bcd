/** What the actions domain offers beyond SPEC §7 (its manifest's `extensions`). */
import { IDEMPOTENT, LIMIT_ALL, PAGING, commaList, type DomainExtensions, type QueryRule } from '../http/extensionRules';

const ACTION_LIST: QueryRule = {
  params: [
    'page',
    'limit',
    'action_search_input',
    'created_start',
    'created_end',
    'approver_name',
    'sortBy',
    'status',
    'sortDesc',
    'include_hr_comment',
    'sort_by',
    'sort_dir',
    'sort_desc',
    'employee_id',
  ],
  extensions: {
    limit: LIMIT_ALL,
    employee_id: { reason: 'A comma list of employee ids: the actions of many employees in one call (DataLoaders).', when: commaList },
    id: { reason: 'One action by id inside the scoped list (without the X-User-UUID header of GET /action_againsts/{id}).' },
  },
};

export const extensions: DomainExtensions = {
  queryRules: {
    'GET /actionpolicies': {
      params: [...PAGING, 'search'],
      extensions: { ids: { reason: 'Batch look-up of action policies by id (DataLoaders).' } },
    },
    'GET /action_againsts': ACTION_LIST,
    'GET /action_againsts/pending': ACTION_LIST,
    'GET /action_againsts/approved': ACTION_LIST,
    'GET /action_againsts/managed_employees': { params: [...PAGING, 'search'] },
  },
  headers: { 'POST /action_againsts/import': IDEMPOTENT },
};
