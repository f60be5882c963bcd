/**
 * THE table of everything this stand-in offers beyond SPEC §7 ("extensions"), and the `spec` profile that hides them.
 *
 * The product must work against the company's hosted backend, which serves SPEC §7 only. Every operation or query
 * parameter our upstream adds is listed here with the reason it exists, so that
 * - the OpenAPI document marks it (`x-extension: true`, `x-extension-reason`; see openapi.ts), and
 * - `UPSTREAM_PROFILE=spec` (or `buildUpstream({ profile: 'spec' })`) makes this server behave like a foreign one:
 *   extension operations answer 404 (the same body as any unknown route) and extension or unknown query parameters are
 *   dropped before the route sees them, as a server that does not know them would ignore them.
 *
 * Decisions (SPEC §7 names few query parameters):
 * - The paging convention of docs/ARCHITECTURE.md (`page`, `limit` >= 1, `sort_by`, `sort_dir`) and the plain filters
 *   the SPEC §2 screens need (search, month, department, team, status, ...) are taken as the hosted backend's own:
 *   SPEC §7 shows `page`/`limit`/`sortBy`/`status` on the action list and the screens filter and page every table.
 *   What is listed as an extension is what a screen could not rely on elsewhere: batch look-ups (`ids`, comma lists),
 *   "everything at once" (`limit=-1`), inactive rows (`active`), extra operations.
 * - SPEC §7 gives the pending/approved action lists no paths ("pendingActions", "approvedActions"); ours are
 *   `/action_againsts/pending` and `/action_againsts/approved` and count as SPEC operations.
 * - `/healthz` is an extension (a liveness probe); `/openapi.json` is documentation (served in every profile, not an
 *   operation of the API); the test-only `/__faults` and `/__stats` stay outside both (enabled by `faults`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { HEADCOUNT_EXTENSIONS, HEADCOUNT_QUERY_RULES } from '../headcount/extensions';
import { RECRUITMENT_SETTINGS_EXTENSIONS } from '../recruitment/settings';

export type Profile = 'full' | 'spec';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ExtensionOperation {
  method: Method;
  /** Fastify route url, e.g. `/employees/:id`. */
  url: string;
  reason: string;
}

/**
 * Workspace: help desk links, documents and assets. SPEC §1/§3 name these shared-area features without
 * HTTP paths, so every call of theirs is ours (designed in the §7 style: snake_case, paged lists, multipart files).
 */
const SHARED_AREA = 'SPEC §1/§3 name this shared-area feature but §7 gives it no path.';
const WORKSPACE_OPERATIONS: readonly ExtensionOperation[] = (
  [
    ['GET', '/helpdesk_links', 'Help desk links, listed for everyone.'],
    ['POST', '/helpdesk_links', 'Add a help desk link (admins).'],
    ['GET', '/helpdesk_links/:id', 'One help desk link.'],
    ['PUT', '/helpdesk_links/:id', 'Change a help desk link (admins).'],
    ['DELETE', '/helpdesk_links/:id', 'Delete a help desk link (admins).'],
    ['GET', '/documents', 'Documents: company-wide and per employee.'],
    ['POST', '/documents', 'Upload a document (HR, admins).'],
    ['GET', '/documents/:id', 'One document.'],
    ['PUT', '/documents/:id', 'Change or replace a document (HR, admins).'],
    ['DELETE', '/documents/:id', 'Delete a document (HR, admins).'],
    ['GET', '/documents/:id/download', 'Where to download a document (as download_sick_note).'],
    ['GET', '/documents/:id/file', 'The document bytes.'],
    ['GET', '/assets', 'Company assets (HR, admins).'],
    ['GET', '/assets/mine', "The caller's assets (My assets)."],
    ['POST', '/assets', 'Add an asset (HR, admins).'],
    ['GET', '/assets/:id', 'One asset.'],
    ['PUT', '/assets/:id', 'Change an asset (HR, admins).'],
    ['DELETE', '/assets/:id', 'Delete an asset (HR, admins).'],
    ['POST', '/assets/:id/assign', 'Hand an asset over to an employee (HR, admins).'],
    ['POST', '/assets/:id/return', 'Take an asset back (HR, admins).'],
    ['GET', '/assets/:id/assignments', 'Hand-over history of an asset (HR, admins).'],
  ] as const
).map(([method, url, what]) => ({ method, url, reason: `${what} ${SHARED_AREA}` }));

export const EXTENSION_OPERATIONS: readonly ExtensionOperation[] = [
  { method: 'GET', url: '/healthz', reason: 'Liveness probe for the gateway health check and container orchestration.' },
  { method: 'GET', url: '/employees/:id', reason: 'One employee by id (any status): profile pages and links resolve without listing everyone.' },
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
  { method: 'GET', url: '/leave_requests/:id/sick_note', reason: 'The sick-note bytes behind the url that download_sick_note answers.' },
  { method: 'GET', url: '/api/attendance_statuses', reason: 'The attendance statuses with their hour shares, so clients need not hard-code them.' },
  { method: 'GET', url: '/api/monthly_attendances/template', reason: 'A CSV template prefilled with the employees the caller may mark.' },
  { method: 'GET', url: '/api/agent_attendances/template', reason: 'A CSV template prefilled with the agents the caller may mark.' },
  { method: 'POST', url: '/files', reason: 'Generic file store for the gateway upload plumbing (SPEC shows files only as paths under a storage base URL).' },
  {
    method: 'POST',
    url: '/logout',
    reason: 'Sign-out that revokes the session at the backend; without it the gateway still refuses the token, but a client calling the backend directly keeps it until it expires.',
  },
  { method: 'GET', url: '/api/attritions', reason: 'The attrition list (tracker, team attritions); SPEC §7 only records and changes attritions.' },
  { method: 'GET', url: '/api/attritions/analytics', reason: 'Attrition analytics on the tracker (beyond the spec): monthly rate over 12 months, by department, type, tenure, top exit reasons.' },
  { method: 'GET', url: '/api/attritions/:id', reason: 'One attrition, for the exit interview page and the cancel dialog.' },
  { method: 'GET', url: '/api/attritions/:id/exit_interview', reason: 'The exit interview of an attrition (a form per attrition).' },
  { method: 'PUT', url: '/api/attritions/:id/exit_interview', reason: 'Records or replaces the exit interview of an attrition.' },
  { method: 'GET', url: '/home/birthdays', reason: 'Birthdays (day and month only) of everyone for the home dashboard; SPEC §7 employee answers redact date_of_birth (personal).' },
  // teamspace: the shared area names manager permissions, goals, teams' members and kudos without paths.
  { method: 'GET', url: '/manager_permissions', reason: 'Manager permission grants (SPEC §3 catalogue, §6 shared area); the shared area gives no path.' },
  { method: 'POST', url: '/manager_permissions', reason: 'Admins grant MANAGE_LEAVE_REQUESTS / MANAGE_GOALS to a manager (SPEC §6 shared area).' },
  { method: 'DELETE', url: '/manager_permissions/:id', reason: 'Admins revoke a manager permission.' },
  ...['GET /goals', 'POST /goals', 'GET /goals/:id', 'PUT /goals/:id', 'DELETE /goals/:id', 'POST /goals/:id/approve', 'POST /goals/:id/reject',
    'PATCH /goals/:id/progress', 'GET /goals/:id/download_supporting_document', 'GET /goals/:id/supporting_document'].map((op) => ({
    method: op.split(' ')[0] as Method,
    url: op.split(' ')[1],
    reason: 'Goals (SPEC §3, §4 shared area: review by MANAGE_GOALS holders, progress, supporting document); the shared area gives no paths.',
  })),
  { method: 'GET', url: '/kudos', reason: 'Kudos walls and the weekly kudos of home (SPEC §1, §3 personalKudos); the shared area gives no path.' },
  { method: 'POST', url: '/kudos', reason: 'Give kudos to a colleague with a message (SPEC §3 personalKudos).' },
  { method: 'DELETE', url: '/kudos/:id', reason: 'Withdraw kudos (the giver or an admin).' },
  { method: 'PATCH', url: '/teams/current', reason: "The shared area's change current team (SPEC §8 confirmation); SPEC §7 only moves others (adjust_teams)." },
  { method: 'GET', url: '/files/:id/download', reason: 'Download of a stored file (SPEC prefixes a storage base URL that this stand-in does not have).' },
  { method: 'GET', url: '/salaries/bonus', reason: "A month's bonuses (pay): the bonus screen's history; without it the sheet's bonus column is the record." },
  { method: 'GET', url: '/salaries/kpi', reason: "A month's KPIs with their tiers (pay): the KPI screen's list, also for heads, who may not read the sheet." },
  ...HEADCOUNT_EXTENSIONS,
  ...WORKSPACE_OPERATIONS,
  ...RECRUITMENT_SETTINGS_EXTENSIONS,
];

export interface ExtensionParam {
  reason: string;
  /** Only these values are the extension (e.g. `limit=-1`); without it any value is. */
  when?: (value: string) => boolean;
}

export interface QueryRule {
  /** Parameters a SPEC server is assumed to take on this route (SPEC §7 or the paging/filter convention above). */
  params: readonly string[];
  /** Parameters (or values) only this stand-in understands. */
  extensions?: Readonly<Record<string, ExtensionParam>>;
}

// `fields` and `head_auditing` are SPEC §3 list query fields, taken as the hosted backend's own like month or team_id.
const PAGING = ['page', 'limit', 'sort_by', 'sort_dir', 'fields'] as const;
const commaList = (v: string) => v.includes(',');
const EMPLOYEE_LIST: QueryRule = {
  params: [...PAGING, 'role', 'department_id', 'team_id', 'manager_id', 'status_id', 'search', 'head_auditing'],
  extensions: {
    ids: { reason: 'Batch look-up of employees by id (DataLoaders); includes inactive employees so old links resolve.' },
    active: { reason: 'Inactive employees (active=false) or everyone (active=all); lists show active employees otherwise.' },
  },
};
const LIMIT_ALL: ExtensionParam = { reason: 'limit=-1 answers every row in one call.', when: (v) => v.trim() === '-1' };
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
const CANDIDATE_LIST: QueryRule = {
  params: [...PAGING, 'search', 'type', 'source', 'is_contacted', 'vn_evaluation_feedback', 'created_start', 'created_end'],
  extensions: {
    stage: { reason: 'Pipeline stage filter (derived from the latest interview and onboarding), for the candidate pipeline.' },
    ids: { reason: 'Batch look-up of candidates by id (DataLoaders: interview -> candidate).' }, limit: LIMIT_ALL },
};
const RECRUITMENT_QUERY_RULES: Readonly<Record<string, QueryRule>> = {
  'GET /candidates': CANDIDATE_LIST,
  'GET /candidates/interviewable': CANDIDATE_LIST,
  'GET /candidates/:id/interviews': { params: [...PAGING] },
  'GET /interviews/latest_accepted_interviews': { params: [...PAGING, 'search', 'tracked'] },
  'GET /onboarding_candidates/:type': { params: [...PAGING, 'search', 'ticket_number'] },
};
const ATTENDANCE: QueryRule = { params: ['month', 'search', 'exclude_resigned'] };
const PAGED: QueryRule = { params: PAGING };

/** Query parameters per SPEC route (`METHOD url`). A route listed here drops everything else in the `spec` profile. */
export const QUERY_RULES: Readonly<Record<string, QueryRule>> = {
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
  'GET /leave_types': PAGED,
  'GET /leave_requests': {
    params: [...PAGING, 'status', 'employee_id', 'leave_type_id', 'start_date', 'end_date', 'month', 'search'],
  },
  'GET /api/monthly_attendances': ATTENDANCE,
  'GET /api/monthly_attendances/export': ATTENDANCE,
  'GET /api/agent_attendances': ATTENDANCE,
  'GET /api/agent_attendances/export': ATTENDANCE,
  'GET /actionpolicies': {
    params: [...PAGING, 'search'],
    extensions: { ids: { reason: 'Batch look-up of action policies by id (DataLoaders).' } },
  },
  'GET /action_againsts': ACTION_LIST,
  'GET /action_againsts/pending': ACTION_LIST,
  'GET /action_againsts/approved': ACTION_LIST,
  'GET /action_againsts/managed_employees': { params: [...PAGING, 'search'] },
  'GET /api/attrition_types': { params: [...PAGING, 'per_page'] },
  'GET /manager_shuffle_requests': { params: [...PAGING, 'status', 'employee_id', 'manager_id', 'requester_id', 'start_date', 'end_date', 'search'] },
  // pay: the sheet's filters are SPEC's (month, department, team, employee type); the rest are extensions.
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
  ...HEADCOUNT_QUERY_RULES,
  ...RECRUITMENT_QUERY_RULES,
};

/**
 * Request headers beyond SPEC §7, per route (`METHOD url`, header names lower-case). The `spec` profile drops them, as a
 * server that does not know them ignores them.
 */
const IDEMPOTENT = {
  'idempotency-key': {
    reason:
      'A client-chosen key (1-255 visible characters) naming this money write: a retry with the same key answers the first ' +
      'answer again (header Idempotent-Replayed: true) and pays nothing twice; another body with the same key: 422; while the ' +
      'first is still running: 409. Kept 24 hours per caller and route (http/idempotency.ts).',
  },
};
export const EXTENSION_HEADERS: Readonly<Record<string, Readonly<Record<string, ExtensionParam>>>> = {
  'POST /salaries/bonus': IDEMPOTENT,
  'POST /salaries/kpi': IDEMPOTENT,
  'POST /action_againsts/import': IDEMPOTENT,
};

const key = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;
const EXTENSION_KEYS = new Set(EXTENSION_OPERATIONS.map((o) => key(o.method, o.url)));

export function isExtensionOperation(method: string, url: string): boolean {
  return EXTENSION_KEYS.has(key(method, url));
}

/** The extension parameters of a route (for the OpenAPI marks). */
export function extensionParams(method: string, url: string): Readonly<Record<string, ExtensionParam>> {
  return QUERY_RULES[key(method, url)]?.extensions ?? {};
}

/** `UPSTREAM_PROFILE` (full | spec); anything else is a configuration error. */
export function profileFromEnv(env: NodeJS.ProcessEnv = process.env): Profile {
  const raw = (env.UPSTREAM_PROFILE ?? 'full').trim().toLowerCase() || 'full';
  if (raw !== 'full' && raw !== 'spec') throw new Error(`UPSTREAM_PROFILE must be full or spec (got ${env.UPSTREAM_PROFILE})`);
  return raw;
}

/** Removes what a SPEC-only server would not understand from `query` (in place). */
export function specQuery(method: string, url: string, query: Record<string, unknown>): void {
  const rule = QUERY_RULES[key(method, url)];
  for (const name of Object.keys(query)) {
    const ext = rule?.extensions?.[name];
    const value = query[name];
    const isExtension = ext && (!ext.when || (Array.isArray(value) ? value : [value]).some((v) => ext.when!(String(v))));
    if (isExtension || !rule || !rule.params.includes(name)) delete query[name];
  }
}

/** The `spec` profile: extension operations answer 404 like unknown routes, extension/unknown parameters are dropped. */
export function registerSpecProfile(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    if (!url || url.startsWith('/__') || url === '/openapi.json') return;
    if (isExtensionOperation(request.method, url)) {
      throw new HttpError(404, `Route ${request.method} ${request.url.split('?')[0]} not found`);
    }
    if (request.query && typeof request.query === 'object') specQuery(request.method, url, request.query as Record<string, unknown>);
    for (const name of Object.keys(EXTENSION_HEADERS[key(request.method, url)] ?? {})) delete request.headers[name];
  });
}
