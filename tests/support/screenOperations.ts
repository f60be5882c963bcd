/**
 * Every query operation the web sends (`web/src/features/*\/*.graphql`), with the variables and the role a screen
 * sends it with: shared by the N+1 guards (tests/integration/screens.test.ts) and the per-screen benchmark
 * (bench/cases/screens.ts), so both run exactly what a browser runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';

const FEATURES = join(__dirname, '../../web/src/features');

export interface ScreenOperation {
  name: string;
  /** `<domain>/<file>.graphql` */
  source: string;
  /** The whole file (its fragments included). */
  document: string;
}

/** Every query operation of the web, with the text of its file. */
export const screenOperations: ScreenOperation[] = readdirSync(FEATURES).flatMap((dir) =>
  readdirSync(join(FEATURES, dir))
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => {
      const source = readFileSync(join(FEATURES, dir, file), 'utf8');
      return parse(source)
        .definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'query')
        .map((d) => ({ name: d.name!.value, source: `${dir}/${file}`, document: source }));
    }),
);

/** Screens of features that exist only with upstream extensions (no SPEC §7 paths): measured on the full profile only. */
const FULL_ONLY = [
  ...['AttritionExitInterview', 'HelpdeskLinks', 'Documents', 'DocumentDownload', 'Assets', 'MyAssets', 'AssetAssignments'],
  ...['ManagerPermissions', 'ManagerPermissionsOf', 'Goals', 'TeamGoals', 'MyGoals', 'Goal', 'Kudos', 'WeeklyKudos'],
  'MailOutbox',
];

/** Operations that need a record with a file attached (their own tests cover them), or, on a SPEC-only backend, an extension. */
export const skippedOperations = (profile: string): Set<string> =>
  new Set(['LeaveRequestSickNote', 'HeadcountContract', 'GoalSupportingDocument', ...(profile === 'spec' ? FULL_ONLY : [])]);

/** Screens HR cannot open run as the CEO (filing actions, granting access) or a team leader holding MANAGE_GOALS. */
export const OPERATION_ROLE: Record<string, 'ceo' | 'teamleader'> = {
  ActionManagedEmployees: 'ceo', AccessEmployees: 'ceo', LeaveEmployees: 'ceo', TeamAttritions: 'ceo',
  ManagerPermissions: 'ceo', TeamGoals: 'teamleader', GoalAssignees: 'teamleader', // admins; MANAGE_GOALS (team space)
  MailOutbox: 'ceo', // admins
};

/** The variables a screen sends (page size 25 on lists, as the web's PagedTable does). */
export const OPERATION_VARIABLES: Record<string, Record<string, unknown>> = {
  EmployeeDetail: { id: '8' },
  AttendanceGrid: { family: 'AGENTS' },
  AttendanceExport: { family: 'AGENTS' },
  AttendanceTemplate: { family: 'AGENTS' },
  LeaveEmployees: { mine: false },
  Employees: { limit: 25 },
  LeaveRequests: { limit: 25 },
  ActionsTaken: { limit: 25 },
  Salaries: { limit: 25 },
  ...{ Candidates: { limit: 25 }, Candidate: { id: '1' }, CandidateInterviews: { candidateId: '1' }, Interview: { candidateId: '1', id: '1' }, CandidateMissingData: { id: '1' }, OnboardingCandidates: { type: 'pending' } },
  ManagerPermissionsOf: { id: 'me' },
  Goal: { id: '1' },
  Team: { id: '1' },
  TeamMembers: { teamId: '1' },
  ...{ AssetAssignments: { id: '7' }, DocumentDownload: { id: '1' }, Documents: { limit: 25 }, Assets: { limit: 25 } }, // workspace
  ManagerShuffleRequest: { id: '1' },
  ManagerHistory: { employeeId: '30' },
  AttritionExitInterview: { id: '3' }, // Aya Mostafa's, with its exit interview
};

/** A GraphQL call as one demo user (the caller's own transport: a test stack or a benchmark gateway). */
export type CallAs = (query: string, variables?: Record<string, unknown>) => Promise<{ data?: any; errors?: unknown[] }>;

/** Fills the variables that name a seeded record (a leave request, an action) from the demo data. */
export async function prepareOperationVariables(call: CallAs): Promise<Record<string, Record<string, unknown>>> {
  const variables = { ...OPERATION_VARIABLES };
  const leave = await call('{ leaveRequests(limit: 1) { items { id } } }');
  variables.LeaveRequest = { id: leave.data.leaveRequests.items[0].id };
  const action = await call('{ actionsTaken(limit: 1) { items { id } } }');
  variables.ActionTaken = { id: action.data.actionsTaken.items[0].id };
  const headcount = await call('{ headcountEmployees(limit: 1) { items { id } } }');
  variables.HeadcountEmployee = variables.HeadcountContractExport = { id: headcount.data.headcountEmployees.items[0].id };
  return variables;
}
