/**
 * N+1 guards for every screen: each query operation of `web/src/features/*\/*.graphql`, exactly as
 * the web sends it, runs as HR and its upstream calls are counted through the stand-in's `/__stats`. A relation whose
 * fields the list row already carries costs no call (kit/relation.ts), so every screen's query makes no more calls
 * than the distinct resources it needs. Against the spec profile (SPEC §7 only) each screen still answers, through the
 * gateway's fallbacks; its counts are printed, not budgeted.
 *
 * @spec
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, loginAs, PROFILE, startStack, upstreamStats, type Stack } from '../support/stack';
import { OPERATION_ROLE as ROLE, prepareOperationVariables, screenOperations as operations, skippedOperations } from '../support/screenOperations';

const SKIPPED = skippedOperations(PROFILE);

/**
 * Upstream calls per screen query (full profile), the distinct resources each needs. The detail queries ask for fields
 * the row cannot carry (an employee's role title, the policy's deduction), hence one call per kind.
 */
const BUDGET: Record<string, number> = {
  Me: 0, // the signed-in user is cached per token
  Employees: 1,
  EmployeeOptions: 1, // the kit's employee picker
  Agents: 1,
  EmployeeDetail: 1,
  PeopleLookups: 5, // teams, departments, roles, statuses, managers: five lists
  Departments: 1,
  EmploymentRoles: 1,
  Statuses: 1,
  Holidays: 1,
  Targets: 1,
  AccessEmployees: 1,
  LeaveTypes: 1,
  LeaveRequests: 1, // the rows carry the employee's name and RES_ID
  LeaveRequest: 2, // the request + employee { resId dateJoined }
  CompanyLeaves: 1,
  LeaveEmployees: 1,
  AdjustableAgents: 1,
  LeaveBalances: 1,
  ActionPolicies: 1,
  ActionsTaken: 1,
  ActionTaken: 3, // the action + employee { roleTitle } + policy { deduction }
  ActionApproverNames: 1,
  ActionManagedEmployees: 1,
  AttendanceGrid: 2, // the grid + the statuses (legend, cell menu) it is drawn with
  AttendanceExport: 0, // a signed link
  AttendanceTemplate: 0, // a signed link
  ManagerShuffleRequests: 1, ManagerShuffleRequest: 1, ManagerHistory: 1, ShuffleOptions: 1, // shuffle: rows carry every name
  AttritionTypes: 1, Attritions: 1, TeamAttritions: 1, AttritionExitInterview: 2, AttritionEmployees: 1, AttritionAnalytics: 1, // attrition: the row + its exit interview
  HrInbox: 2, // pending shuffle requests + upcoming attritions, one row each
  Salaries: 1,
  SalaryTotals: 1, // the whole sheet of the filter, summed here
  PaymentSheet: 1,
  SalariesXlsx: 0, // a signed link; the workbook is built when the link is opened
  Bonuses: 1,
  Kpis: 1,
  Leads: 1,
  Dialers: 1,
  WorkedHours: 1,
  PayEmployees: 1,
  MyAgents: 1,
  PayHolidays: 1,
  // Team space: rows carry the names of their people.
  ManagerPermissions: 1, ManagerPermissionsOf: 1, PermissionManagers: 1, Goals: 1, TeamGoals: 1, MyGoals: 1, Goal: 1, GoalAssignees: 1,
  Kudos: 1, WeeklyKudos: 1, KudosColleagues: 1, TeamList: 1, Team: 2, TeamMembers: 1, // Team: the team list + its members (leader, manager)
  ...{ HelpdeskLinks: 1, Documents: 1, DocumentDownload: 1, Assets: 1, MyAssets: 1, AssetTypes: 0, AssetAssignments: 1 }, // workspace
  MailOutbox: 1, // the outbox page
  PasswordReset: 1, // the probe of the password links (then remembered per process)
  HeadcountEmployees: 1, // the rows (manager, department and status { id name } come from the row)
  HeadcountEmployee: 1,
  HeadcountStats: 1,
  HeadcountContract: 1, // the record (file name), then a signed link
  HeadcountContractExport: 1,
  HeadcountImportTemplate: 0, // a signed link
  Home: 9, // employees, birthdays, company leaves, leave requests, holidays, actions, the two attendance grids, headcount stats (expiry alerts, CEO/HR)
  ...{ Candidates: 1, InterviewableCandidates: 1, Candidate: 1, CandidateInterviews: 1, Interview: 1, CandidateMissingData: 1, LatestAcceptedInterviews: 1, OnboardingCandidates: 1, CandidatePipeline: 1, RecruitmentSettings: 1 }, // recruitment: relations carried by the rows; the pass mark setting
};

let stack: Stack;
let hr: string;
/** A token per role a screen runs as (OPERATION_ROLE; HR otherwise). */
const tokens: Record<string, string> = {};
let variables: Record<string, Record<string, unknown>> = {};
const counts: string[] = [];

beforeAll(async () => {
  // The budgets count what a query needs, so the reference cache (which answers repeats with no call) is off here;
  // referenceCache.test.ts checks the cached side.
  process.env.REFERENCE_CACHE_TTL_MS = '0';
  stack = await startStack();
  hr = await loginAs(stack, 'hr');
  for (const role of new Set(Object.values(ROLE))) tokens[role] = await loginAs(stack, role);
  variables = await prepareOperationVariables((query, vars) => gql(stack, query, vars ?? {}, hr));
}, 60_000);
afterAll(async () => {
  console.log(`upstream calls per screen query (${PROFILE} profile):\n${counts.join('\n')}`);
  delete process.env.REFERENCE_CACHE_TTL_MS;
  await stack.close();
});

describe(`every screen query of the web (${PROFILE} profile)`, () => {
  it('covers every query operation with a budget', () => {
    const missing = operations.map((o) => o.name).filter((name) => !(name in BUDGET) && !SKIPPED.has(name));
    expect(missing).toEqual([]);
  });

  for (const op of operations.filter((o) => !SKIPPED.has(o.name))) {
    it(`${op.name} (${op.source}) answers within its upstream-call budget`, async () => {
      await upstreamStats(stack, true);
      const res = await fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ROLE[op.name] ? tokens[ROLE[op.name]] : hr}` },
        body: JSON.stringify({ query: op.document, operationName: op.name, variables: variables[op.name] ?? {} }),
      });
      const body = (await res.json()) as { errors?: unknown[] };
      expect(body.errors).toBeUndefined();
      const stats = await upstreamStats(stack, true);
      counts.push(`  ${op.name.padEnd(24)} ${stats.requests}  ${JSON.stringify(stats.by_path)}`);
      if (PROFILE === 'full') expect({ op: op.name, calls: stats.requests }).toEqual({ op: op.name, calls: BUDGET[op.name] });
    });
  }
});
