/** What the people domain offers beyond SPEC §7 (its manifest's `extensions`). */
import { PAGED, PAGING, type DomainExtensions, type QueryRule } from '../http/extensionRules';

/** The employee lists' filters; headcount's HR list (GET /headcount_employees/hr_employees) is served here too. */
export const EMPLOYEE_LIST: QueryRule = {
  params: [...PAGING, 'role', 'department_id', 'team_id', 'manager_id', 'status_id', 'search', 'head_auditing'],
  extensions: {
    ids: { reason: 'Batch look-up of employees by id (DataLoaders); includes inactive employees so old links resolve.' },
    active: { reason: 'Inactive employees (active=false) or everyone (active=all); lists show active employees otherwise.' },
  },
};

export const extensions: DomainExtensions = {
  operations: [{ method: 'GET', url: '/employees/:id', reason: 'One employee by id (any status): profile pages and links resolve without listing everyone.' }],
  queryRules: {
    'GET /employees': EMPLOYEE_LIST,
    'GET /employees/managers': EMPLOYEE_LIST,
    'GET /employees/agents': EMPLOYEE_LIST,
    'GET /employees/managed_employees': EMPLOYEE_LIST,
    'GET /headcount_employees/hr_employees': EMPLOYEE_LIST,
    'GET /employees/access_employees': { params: [...PAGING, 'search'] },
    'GET /teams': PAGED,
    'GET /departments': PAGED,
    'GET /employment_roles': PAGED,
    'GET /statuses': PAGED,
    'GET /vacations': { params: [...PAGING, 'year'] },
    'GET /targets': { params: [...PAGING, 'month', 'search', 'team_id'] },
  },
};
