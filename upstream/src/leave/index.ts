/** The leave domain's manifest (domain.ts): everything the upstream needs to know of it. */
import type { DomainManifest } from '../domain';
import { leaveRoutes } from './routes';
import { leaveSchemas } from './schemas';
import { migrations } from './migrations';
import { seedLeave, seedLeaveTypes } from './seed';
import { PAGED, PAGING } from '../http/extensionRules';

export const manifest: DomainManifest = {
  name: 'leave',
  routes: leaveRoutes,
  schemas: leaveSchemas,
  migrations,
  seed: seedLeave,
  newCompany: seedLeaveTypes,
  extensions: {
    operations: [
      {
        method: 'GET',
        url: '/leave_requests/company',
        reason: 'Approved leaves of everyone, names and dates only ("who is off"), for the company calendar; SPEC §7 only lists requests the caller may see.',
      },
      {
        method: 'GET',
        url: '/leave_requests/balances',
        reason: "This year's leave balances of one employee before any request exists (SPEC §7 only shows balances on a request).",
      },
      {
        method: 'POST',
        url: '/leave_requests/:id/cancel',
        reason:
          'The shared area\'s "canceled" step of a leave request (SPEC §4): the requester takes it back before it starts, a manager or HR at any time, and its days return to the balance; SPEC §7 has no call for it.',
      },
      {
        method: 'GET',
        url: '/leave_balances/ledger',
        reason:
          'The balance ledger (decision 0220): accrued, carried, expired, taken and adjusted days of one person, type and year, summing to the remaining balance; SPEC §7 only shows the remaining balance.',
      },
      {
        method: 'POST',
        url: '/leave_balances/adjustments',
        reason: "HR's adjustments of a leave balance with a reason (decision 0220); SPEC §7 balances are computed from requests only.",
      },
      { method: 'GET', url: '/leave_requests/:id/sick_note', reason: 'The sick-note bytes behind the url that download_sick_note answers.' },
    ],
    queryRules: {
      'GET /leave_types': PAGED,
      'GET /leave_requests': {
        params: [...PAGING, 'status', 'employee_id', 'leave_type_id', 'start_date', 'end_date', 'month', 'search'],
      },
    },
  },
};
