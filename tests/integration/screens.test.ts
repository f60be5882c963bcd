/**
 * N+1 guards for every screen: each query operation of `web/src/features/*\/*.graphql`, exactly as
 * the web sends it, runs as HR and its upstream calls are counted through the stand-in's `/__stats`. A relation whose
 * fields the list row already carries costs no call (kit/relation.ts), so every screen's query makes no more calls
 * than the distinct resources it needs. Against the spec profile (SPEC §7 only) each screen still answers, through the
 * gateway's fallbacks; its counts are printed, not budgeted.
 *
 * Untyped on purpose: the documents are the web's .graphql files read at run time and sent as text with their
 * operation name (what a browser sends), one loop over every query, and only `errors` is read; a typed answer per
 * operation would add nothing, and the web's typed documents (X.generated.ts) carry Apollo's React hooks. The seeded
 * ids (prepareOperationVariables) come through a string transport shared with the benchmarks (bench/cases/screens.ts).
 *
 * @spec
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, loginAs, PROFILE, startStack, upstreamStats, type Stack } from '../support/stack';
import { OPERATION_ROLE as ROLE, prepareOperationVariables, screenOperations as operations, skippedOperations } from '../support/screenOperations';

const SKIPPED = skippedOperations(PROFILE);

/**
 * Upstream calls per screen query (full profile), the distinct resources each needs: the `budget` of the `# @screen`
 * line above each query in its .graphql file. The detail queries ask for fields the row cannot carry (an employee's
 * role title, the policy's deduction), hence one call per kind.
 */
const BUDGET: Record<string, number | undefined> = Object.fromEntries(operations.map((op) => [op.name, op.budget]));

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
    const missing = operations.map((o) => o.name).filter((name) => BUDGET[name] === undefined && !SKIPPED.has(name));
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
