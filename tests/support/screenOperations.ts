/**
 * Every query operation the web sends (`web/src/features/*\/*.graphql`), with the variables and the role a screen
 * sends it with and its upstream-call budget, each written beside the operation as a `# @screen {...}` line:
 * shared by the N+1 guards (tests/integration/screens.test.ts) and the per-screen benchmark
 * (bench/cases/screens.ts), so both run exactly what a browser runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';

const FEATURES = join(__dirname, '../../web/src/features');

/** What the line `# @screen {...}` just above a query says about its screen. */
export interface ScreenSpec {
  /** Upstream calls the query makes on the full profile (the distinct resources it needs). */
  budget?: number;
  /** The variables the screen sends (page size 25 on lists, as the web's PagedTable does). */
  variables?: Record<string, unknown>;
  /** A seeded record whose id is the screen's `id` variable, looked up at run time (prepareOperationVariables). */
  seeded?: 'leaveRequest' | 'actionTaken' | 'headcountEmployee';
  /** A screen HR cannot open runs as the CEO (filing actions, granting access) or a team leader holding MANAGE_GOALS. */
  role?: 'ceo' | 'teamleader';
  /** A feature that exists only with upstream extensions (no SPEC §7 paths): measured on the full profile only. */
  fullOnly?: boolean;
  /** Needs a record with a file attached: its own tests cover it. */
  needsFile?: boolean;
}

export interface ScreenOperation extends ScreenSpec {
  name: string;
  /** `<domain>/<file>.graphql` */
  source: string;
  /** The whole file (its fragments included). */
  document: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `# @screen {...}` line above `query <name>` (the comment lines right above it), or none. */
function specOf(source: string, name: string, file: string): ScreenSpec {
  const lines = source.split('\n');
  const at = lines.findIndex((line) => new RegExp(`^query ${name}\\b`).test(line));
  for (let i = at - 1; i >= 0 && lines[i].startsWith('#'); i--) {
    const match = /^# @screen (\{.*\})$/.exec(lines[i]);
    if (!match) continue;
    const spec: unknown = JSON.parse(match[1]);
    if (!isRecord(spec)) throw new Error(`${file}: the @screen line of ${name} is not an object`);
    const { budget, variables, seeded, role, fullOnly, needsFile } = spec;
    return {
      budget: typeof budget === 'number' ? budget : undefined,
      variables: isRecord(variables) ? variables : undefined,
      seeded: seeded === 'leaveRequest' || seeded === 'actionTaken' || seeded === 'headcountEmployee' ? seeded : undefined,
      role: role === 'ceo' || role === 'teamleader' ? role : undefined,
      fullOnly: fullOnly === true,
      needsFile: needsFile === true,
    };
  }
  return {};
}

/** Every query operation of the web, with the text of its file and what its screen sends. */
export const screenOperations: ScreenOperation[] = readdirSync(FEATURES).flatMap((dir) =>
  readdirSync(join(FEATURES, dir))
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => {
      const source = readFileSync(join(FEATURES, dir, file), 'utf8');
      return parse(source)
        .definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'query')
        .map((d) => {
          const name = d.name!.value;
          return { name, source: `${dir}/${file}`, document: source, ...specOf(source, name, `${dir}/${file}`) };
        });
    }),
);

/** Operations that need a record with a file attached (their own tests cover them), or, on a SPEC-only backend, an extension. */
export const skippedOperations = (profile: string): Set<string> =>
  new Set(screenOperations.filter((op) => op.needsFile || (profile === 'spec' && op.fullOnly)).map((op) => op.name));

/** The role each screen HR cannot open runs as. */
export const OPERATION_ROLE: Record<string, 'ceo' | 'teamleader'> = Object.fromEntries(screenOperations.flatMap((op) => (op.role ? [[op.name, op.role]] : [])));

/** The variables each screen sends, where it sends any known before the run. */
export const OPERATION_VARIABLES: Record<string, Record<string, unknown>> = Object.fromEntries(
  screenOperations.flatMap((op) => (op.variables ? [[op.name, op.variables]] : [])),
);

/** A GraphQL call as one demo user (the caller's own transport: a test stack or a benchmark gateway). */
export type CallAs = (query: string, variables?: Record<string, unknown>) => Promise<{ data?: any; errors?: unknown[] }>;

/** Fills the variables that name a seeded record (a leave request, an action) from the demo data. */
export async function prepareOperationVariables(call: CallAs): Promise<Record<string, Record<string, unknown>>> {
  const variables = { ...OPERATION_VARIABLES };
  const leave = await call('{ leaveRequests(limit: 1) { items { id } } }');
  const action = await call('{ actionsTaken(limit: 1) { items { id } } }');
  const headcount = await call('{ headcountEmployees(limit: 1) { items { id } } }');
  const seeded = {
    leaveRequest: leave.data.leaveRequests.items[0].id,
    actionTaken: action.data.actionsTaken.items[0].id,
    headcountEmployee: headcount.data.headcountEmployees.items[0].id,
  };
  for (const op of screenOperations) if (op.seeded) variables[op.name] = { id: seeded[op.seeded] };
  return variables;
}
