/**
 * Budget: a page of 50 employees with manager, team and department through the gateway vs
 * `GET /employees?limit=50` straight to the upstream (the gateway, as deployed with its user cache, must keep >= 70% of
 * the upstream's req/s; manager/team/department names come with the page, so that is one upstream call per query).
 * The gateway's upstream calls per query are counted once before the run on the counting stack (bench/services.ts;
 * the measured upstream runs without request stats), and printed with the result.
 */
import { graphqlTarget, type BenchCase, type BenchEnv } from '../lib';

const PAGE = `query { employees(limit: 50, sortBy: name) { count items { id name resId roleTitle
  manager { id name } team { id teamName } department { id departmentName } } } }`;

/** The query through the counting stack's gateway (user cache on, warmed once): its upstream calls. */
async function countUpstreamCalls(env: BenchEnv): Promise<string> {
  const { calls, data } = await (await env.counting()).callsOf(process.env.BENCH_ROLE ?? 'hr', PAGE);
  const rows = (data as { employees?: { items: unknown[] } } | undefined)?.employees?.items.length ?? 0;
  return `${rows} employees, ${calls.length} upstream calls per query (${calls.join(', ')})`;
}

export const peopleCase: BenchCase = {
  name: 'employees',
  split: true,
  description: 'page of 50 employees with manager, team, department: GraphQL vs REST GET /employees?limit=50',
  baseline: {
    label: 'upstream GET /employees?limit=50',
    target: (env: BenchEnv) => ({
      url: `${env.upstreamUrl}/employees?limit=50&page=1&sort_by=name`,
      headers: { authorization: `Bearer ${env.token}` },
    }),
  },
  variants: [
    // The budget applies to the gateway as deployed (per-token user cache on, ME_CACHE_TTL_MS default 30 s). With the
    // cache off every query also costs the upstream a /current_user_with_manager call, which the REST baseline skips.
    { label: 'gateway employees+relations (cache on)', target: (env) => graphqlTarget(env.gatewayCachedUrl, env.token, PAGE), budget: 0.7 },
    { label: 'gateway employees+relations (cache off)', target: (env) => graphqlTarget(env.gatewayUrl, env.token, PAGE) },
  ],
  report: async (env) => [await countUpstreamCalls(env)],
};
