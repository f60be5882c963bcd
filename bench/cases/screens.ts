/**
 * One case per web screen query: every query operation of `web/src/features/*\/*.graphql`, exactly as the
 * page sends it (tests/support/screenOperations.ts, shared with the N+1 guards), through the gateway as deployed
 * (user cache on) vs the REST calls a browser would make for the same screen straight to the upstream (the calls the
 * gateway itself made with its reference cache off, recorded once on a counting upstream), plus a ceiling: the same
 * JSON answered from memory by a bare Fastify route (bench/ceiling.ts). Each prints screens/s, p99, upstream calls per query, gateway/direct (budget
 * 0.9) and direct/ceiling (budget 0.25 on lists of 25 rows or more).
 * Operations that make no upstream call (the cached `me`, signed download links) have no direct side and are skipped.
 */
import { OPERATION_ROLE, prepareOperationVariables, screenOperations, skippedOperations, type ScreenOperation } from '../../tests/support/screenOperations';
import { graphqlTarget, type BenchCase, type BenchEnv, type BenchTarget } from '../lib';

interface Recorded {
  calls: { method: 'GET' | 'POST'; path: string }[];
  token: string;
  /** What a browser sends on every call: the token, and the caller's employee id as X-User-UUID (SPEC §7 asks for it on /action_againsts/{id}). */
  headers: Record<string, string>;
  variables: Record<string, unknown>;
  ceilingUrl: string;
  rows: number;
}

let variablesOnce: Promise<Record<string, Record<string, unknown>>> | undefined;
const variablesFor = async (env: BenchEnv, op: ScreenOperation) => {
  const counting = await env.counting();
  variablesOnce ??= counting
    .tokenOf('hr')
    .then(() => prepareOperationVariables(async (query, variables) => (await counting.callsOf('hr', query, variables)) as { data?: any }));
  return (await variablesOnce)[op.name] ?? {};
};

/** The largest `items` list in an answer (how many rows the screen shows). */
const rowsIn = (data: unknown): number =>
  data && typeof data === 'object' ? Math.max(0, ...Object.entries(data).map(([k, v]) => (k === 'items' && Array.isArray(v) ? v.length : rowsIn(v)))) : 0;

function screenCase(op: ScreenOperation): BenchCase {
  const role = OPERATION_ROLE[op.name] ?? 'hr';
  let recorded: Recorded | undefined;
  const sequence = (base: string, r: Recorded): BenchTarget => ({
    url: base,
    headers: r.headers,
    sequence: r.calls.map((c) => ({ method: c.method, path: c.path, headers: r.headers })),
  });
  const need = () => {
    if (!recorded) throw new Error(`${op.name}: not recorded`);
    return recorded;
  };
  return {
    name: `screen:${op.name}`,
    split: true,
    description: `${op.source} ${op.name} as ${role}: the page's query vs its REST calls vs a bare ceiling`,
    async report(env) {
      const variables = await variablesFor(env, op);
      const counting = await env.counting();
      const { calls, data, errors } = await counting.callsOf(role, op.document, variables, op.name);
      if (errors?.length) throw new Error(`${op.name}: ${JSON.stringify(errors).slice(0, 300)}`);
      const token = await env.tokenOf(role);
      const me = await fetch(`${env.upstreamUrl}/current_user_with_manager`, { headers: { authorization: `Bearer ${token}` } });
      const headers = { authorization: `Bearer ${token}`, 'x-user-uuid': String(((await me.json()) as { id: number }).id) };
      const parsed = calls.map((c) => {
        const [method, path] = c.split(' ') as ['GET' | 'POST', string];
        return { method, path };
      });
      const answers: Record<string, { status: number; body: string }> = {};
      for (const call of parsed.filter((c) => c.method === 'GET')) {
        const res = await fetch(`${env.upstreamUrl}${call.path}`, { headers });
        answers[call.path] = { status: res.status, body: await res.text() };
      }
      const ceiling = await env.ceiling();
      await ceiling.load(answers);
      recorded = { calls: parsed, token, headers, variables, ceilingUrl: ceiling.url, rows: rowsIn(data) };
      return [`${calls.length} upstream calls per query: ${calls.join(', ') || 'none'}`, `${recorded.rows} rows on screen`];
    },
    skipped: () =>
      need().calls.length === 0 ? 'no upstream call (nothing to compare)' : need().calls.some((c) => c.method !== 'GET') ? 'not a read' : undefined,
    baseline: { label: 'direct REST (the same calls)', target: (env) => sequence(env.upstreamUrl, need()) },
    variants: [
      {
        label: 'gateway, the page query (cache on)',
        target: (env) => graphqlTarget(env.gatewayCachedUrl, need().token, op.document, need().variables, op.name),
        budget: 0.9,
      },
      {
        label: 'ceiling: bare Fastify, same JSON',
        target: () => sequence(need().ceilingUrl, need()),
        ceiling: true,
        get budget() {
          return recorded && recorded.rows >= 25 ? 0.25 : undefined;
        },
      },
    ],
  };
}

/** One case per screen query, named `screen:<Operation>` (BENCH_CASES=screen:* runs them all). */
export const screenCases: BenchCase[] = screenOperations.filter((op) => !skippedOperations('full').has(op.name)).map(screenCase);
