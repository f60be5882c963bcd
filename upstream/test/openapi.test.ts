/**
 * The OpenAPI contract: every operation is SPEC §7 or a marked extension, every route has a schema, and real answers
 * match the documented response schemas. That the committed upstream/openapi.json is what the code generates is
 * checked with every other generated file (tests/integration/generated.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EXTENSION_OPERATIONS } from '../src/http/extensions';
import { schemaAjv } from '../src/http/schema';
import { DOMAINS } from '../src/domains';
import { startTestUpstream, type TestUpstream } from './harness';

const routeSchemaTables = DOMAINS.map((d) => d.schemas);

/**
 * SPEC §7 "The calls the product makes", transcribed (method + path). Paths SPEC leaves relative are completed under
 * their section's resource; the pending/approved action lists (named only "pendingActions"/"approvedActions") use
 * this stand-in's paths.
 */
const SPEC_OPERATIONS = `
POST /login
PATCH /employees/change_password
GET /current_user_with_manager
GET /api/monthly_attendances
POST /api/monthly_attendances
GET /api/monthly_attendances/export
POST /api/monthly_attendances/bulk
GET /api/agent_attendances
POST /api/agent_attendances
GET /api/agent_attendances/export
POST /api/agent_attendances/bulk
GET /leave_types
POST /leave_types
PUT /leave_types/{id}
DELETE /leave_types/{id}
GET /employees
GET /employees/managers
GET /employees/agents
POST /employees
DELETE /employees/{id}
POST /employees/adjust_teams
POST /employees/give_access
GET /employees/access_employees
GET /employees/managed_employees
PATCH /employees/{id}
GET /headcount_employees/hr_employees
GET /leave_requests
POST /leave_requests
GET /leave_requests/{id}
PUT /leave_requests/{id}
DELETE /leave_requests/{id}
POST /leave_requests/{id}/approve
POST /leave_requests/{id}/reject
POST /leave_requests/import
GET /leave_requests/{id}/download_sick_note
GET /targets
GET /teams
GET /action_againsts/approver_names
GET /action_againsts/managed_employees
GET /action_againsts
POST /action_againsts
GET /action_againsts/{id}
PUT /action_againsts/{id}
DELETE /action_againsts/{id}
POST /action_againsts/{id}/approve
POST /action_againsts/{id}/reject
POST /action_againsts/{id}/waive
POST /action_againsts/import
GET /action_againsts/pending
GET /action_againsts/approved
GET /actionpolicies
POST /actionpolicies
PUT /actionpolicies/{id}
GET /vacations
POST /vacations
GET /leads
POST /leads
GET /dialers
GET /dialer_data
POST /dialer_data
PUT /dialer_data/{id}
GET /vacationworkeds
POST /vacationworkeds
PUT /vacationworkeds/{id}
GET /departments
POST /departments
PATCH /departments/{id}
GET /employment_roles
POST /employment_roles
PATCH /employment_roles/{id}
GET /statuses
POST /statuses
PATCH /statuses/{id}
GET /salaries
POST /salaries/bonus
POST /salaries/kpi
GET /candidates
POST /candidates
GET /candidates/interviewable
GET /candidates/{id}
PATCH /candidates/{id}
GET /candidates/{id}/missing_data
POST /candidates/import
POST /candidates/{id}/onboard
GET /candidates/{id}/interviews
POST /candidates/{id}/interviews
GET /candidates/{id}/interviews/{interview_id}
PATCH /candidates/{id}/interviews/{interview_id}
GET /interviews/latest_accepted_interviews
PATCH /interviews/track_for_onboarding
GET /onboarding_candidates/{type}
DELETE /onboarding_candidates/{type}/{id}
GET /headcount_employees
POST /headcount_employees
GET /headcount_employees/{id}
PUT /headcount_employees/{id}
POST /headcount_employees/add_or_update
POST /headcount_employees/import
GET /headcount_employees/employment_statuses
GET /headcount_employees/download_contract
GET /headcount_employees/export_contract
POST /headcount_employees/upload_template
POST /headcount_employees/{id}/upload_contract
GET /manager_shuffle_requests
POST /manager_shuffle_requests
GET /manager_shuffle_requests/{id}
POST /manager_shuffle_requests/{id}/approve
POST /manager_shuffle_requests/{id}/reject
GET /api/attrition_types
POST /api/attrition_types
PUT /api/attrition_types/{id}
POST /api/attritions
PATCH /api/attritions/{id}
GET /api/headcount_employees
`
  .trim()
  .split('\n')
  .map((l) => l.trim());

type Operation = {
  summary?: string;
  'x-extension'?: boolean;
  'x-extension-reason'?: string;
  parameters?: { in: string; name: string; schema?: { enum?: unknown[] } }[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, op })));
const toOpenApiPath = (url: string) => url.replace(/:([a-z_]+)/gi, '{$1}');

let up: TestUpstream;
let doc: Document;
beforeAll(async () => {
  up = await startTestUpstream();
  doc = (await up.request('GET', '/openapi.json')).body;
});
afterAll(() => up.close());

describe('the OpenAPI document', () => {
  it('is served without a token as OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
  });

  it('lists only SPEC §7 operations and marked extensions', () => {
    const unmarked = operations(doc)
      .filter(({ key, op }) => !SPEC_OPERATIONS.includes(key) && op['x-extension'] !== true)
      .map(({ key }) => key);
    expect(unmarked).toEqual([]);
  });

  it('marks every extension of http/extensions.ts with its reason, and no SPEC operation', () => {
    const marked = operations(doc).filter(({ op }) => op['x-extension']);
    expect(marked.map(({ key }) => key).sort()).toEqual(EXTENSION_OPERATIONS.map((o) => `${o.method} ${toOpenApiPath(o.url)}`).sort());
    for (const { op } of marked) expect(op['x-extension-reason']).toEqual(expect.any(String));
    expect(marked.filter(({ key }) => SPEC_OPERATIONS.includes(key))).toEqual([]);
  });

  it('declares the keys of every sorted list as an enum (PagingBy(XSort)), which GraphQL and the web read', () => {
    const free = operations(doc)
      .filter(({ op }) => (op.parameters ?? []).some((p) => p.in === 'query' && (p.name === 'sort_by' || p.name === 'sortBy') && !p.schema?.enum))
      .map(({ key }) => key);
    expect(free).toEqual([]);
  });

  it('documents every route from a schema table, and every table entry is a route', () => {
    const documented = operations(doc).map(({ key }) => key);
    const tabled = routeSchemaTables
      .flatMap((t) => Object.keys(t))
      .map((k) => {
        const [method, url] = k.split(' ');
        return `${method} ${toOpenApiPath(url)}`;
      });
    expect([...documented].sort()).toEqual([...tabled].sort());
    for (const { key, op } of operations(doc)) expect({ key, summary: op.summary }).toEqual({ key, summary: expect.any(String) });
  });
});

describe('answers match the documented response schemas', () => {
  const ajv = schemaAjv();
  const schemaOf = (method: string, url: string) => routeSchemaTables.find((t) => t[`${method} ${url}`])![`${method} ${url}`];

  it.each([
    ['/current_user_with_manager', '/current_user_with_manager'],
    ['/employees', '/employees?limit=5'],
    ['/employees/:id', '/employees/1'],
    ['/employees/access_employees', '/employees/access_employees'],
    ['/teams', '/teams'],
    ['/departments', '/departments'],
    ['/employment_roles', '/employment_roles'],
    ['/statuses', '/statuses'],
    ['/vacations', '/vacations'],
    ['/targets', '/targets'],
    ['/leave_types', '/leave_types'],
    ['/leave_requests', '/leave_requests'],
    ['/leave_requests/company', '/leave_requests/company'],
    ['/leave_requests/balances', '/leave_requests/balances'],
    ['/api/monthly_attendances', '/api/monthly_attendances?month=2025-03'],
    ['/api/agent_attendances', '/api/agent_attendances?month=2025-03'],
    ['/api/attendance_statuses', '/api/attendance_statuses'],
    ['/actionpolicies', '/actionpolicies'],
    ['/action_againsts', '/action_againsts?limit=-1'],
    ['/action_againsts/approver_names', '/action_againsts/approver_names'],
    ['/action_againsts/managed_employees', '/action_againsts/managed_employees'],
  ])('GET %s', async (url, request) => {
    const token = await up.login('ceo');
    const res = await up.request('GET', request, { token });
    expect(res.status).toBe(200);
    const validate = ajv.compile((schemaOf('GET', url).response as Record<number, object>)[200]);
    validate(res.body);
    expect(validate.errors ?? []).toEqual([]);
  });
});
