/** What the pay domain offers beyond SPEC §7 (its manifest's `extensions`). */
import { IDEMPOTENT, LIMIT_ALL, PAGED, PAGING, type DomainExtensions } from '../http/extensionRules';

export const extensions: DomainExtensions = {
  operations: [
    {
      method: 'GET',
      url: '/salaries/bonus',
      reason: "A month's bonuses (pay): the bonus screen's history; without it the sheet's bonus column is the record.",
    },
    {
      method: 'GET',
      url: '/salaries/kpi',
      reason: "A month's KPIs with their tiers (pay): the KPI screen's list, also for heads, who may not read the sheet.",
    },
  ],
  queryRules: {
    // The sheet's filters are SPEC's (month, department, team, employee type); the rest are extensions.
    'GET /salaries': {
      params: [...PAGING, 'month', 'department_id', 'team_id', 'employee_type', 'search'],
      extensions: {
        limit: LIMIT_ALL,
        hourly_or_monthly: { reason: 'Filter the sheet by pay type (hourly or monthly).' },
        employee_id: { reason: "One employee's row (the drawer that explains a total)." },
      },
    },
    'GET /leads': { params: [...PAGING, 'month', 'search', 'team_id'], extensions: { limit: LIMIT_ALL } },
    'GET /dialers': PAGED,
    'GET /dialer_data': {
      params: [...PAGING, 'month', 'search', 'employee_id'],
      extensions: {
        limit: LIMIT_ALL,
        start_date: { reason: 'Worked hours of a period (the worked-hours screen), beyond a month.' },
        end_date: { reason: 'Worked hours of a period (the worked-hours screen), beyond a month.' },
        dialer_id: { reason: 'Worked hours of one dialer.' },
      },
    },
    'GET /vacationworkeds': {
      params: [...PAGING, 'month', 'search', 'employee_id'],
      extensions: {
        limit: LIMIT_ALL,
        start_date: { reason: 'Holiday-worked hours of a period.' },
        end_date: { reason: 'Holiday-worked hours of a period.' },
        dialer_id: { reason: 'Holiday-worked hours of one dialer.' },
      },
    },
  },
  headers: { 'POST /salaries/bonus': IDEMPOTENT, 'POST /salaries/kpi': IDEMPOTENT },
};
