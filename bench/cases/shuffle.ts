/**
 * The shuffle tracker page — 25 manager shuffle requests with the requester, the employee and the current
 * and proposed managers — through the gateway (the web's exact `ManagerShuffleRequests` operation) vs
 * `GET /manager_shuffle_requests?limit=25` straight to the upstream; the gateway keeps >= 90% of the upstream's req/s
 * because the rows carry every name (one upstream call per query, counted on a private upstream with request stats
 * and printed). Before measuring, the case files pending requests (as the CEO, proposing the CEO as manager, which
 * can make no reporting loop) until the tracker has at least 25 rows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { graphqlTarget, ROOT, signIn, type BenchCase, type BenchEnv } from '../lib';

const DOCUMENT = readFileSync(path.join(ROOT, 'web/src/features/shuffle/shuffle.graphql'), 'utf8');
const VARIABLES = { page: 1, limit: 25, sortBy: 'createdAt', sortDir: 'DESC' };
const target = (gatewayUrl: string, token: string) => {
  const t = graphqlTarget(gatewayUrl, token, DOCUMENT, VARIABLES);
  return { ...t, body: JSON.stringify({ query: DOCUMENT, operationName: 'ManagerShuffleRequests', variables: VARIABLES }) };
};

/** Files requests until the tracker holds 25 rows (idempotent: people with a pending request are skipped). */
async function fillTracker(upstreamUrl: string): Promise<number> {
  const ceo = await signIn(upstreamUrl, 'ceo');
  const headers = { authorization: `Bearer ${ceo}`, 'content-type': 'application/json' };
  const get = async <T>(p: string) => (await (await fetch(`${upstreamUrl}${p}`, { headers })).json()) as T;
  const page = await get<{ count: number; items: { target_employee_id: number; status: string }[] }>('/manager_shuffle_requests');
  const me = await get<{ id: number }>('/current_user_with_manager');
  const pending = new Set(page.items.filter((r) => r.status === 'pending').map((r) => r.target_employee_id));
  const people = await get<{ items: { id: number; manager_id?: number | null; direct_manager_id?: number | null }[] }>('/employees');
  let count = page.count;
  const effective = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  for (const p of people.items) {
    if (count >= 25) break;
    if (p.id === me.id || pending.has(p.id)) continue;
    const res = await fetch(`${upstreamUrl}/manager_shuffle_requests`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ manager_shuffle_request: { target_employee_id: p.id, proposed_manager_id: me.id, effective_date: effective, reason: 'bench' } }),
    });
    if (res.status === 201) count += 1;
  }
  return count;
}

/** The tracker query through the counting stack's gateway (bench/services.ts), its tracker filled the same way. */
async function countUpstreamCalls(env: BenchEnv): Promise<string> {
  const counting = await env.counting();
  await fillTracker(counting.upstreamUrl);
  const { calls, data } = await counting.callsOf('hr', DOCUMENT, VARIABLES, 'ManagerShuffleRequests');
  const rows = (data as { managerShuffleRequests?: { items: unknown[] } } | undefined)?.managerShuffleRequests?.items.length ?? 0;
  return `${rows} requests, ${calls.length} upstream calls per query (${calls.join(', ')})`;
}

export const shuffleCase: BenchCase = {
  name: 'shuffle',
  split: true,
  description: 'shuffle tracker: 25 requests with requester, employee and managers: GraphQL vs REST GET /manager_shuffle_requests?limit=25',
  baseline: {
    label: 'upstream GET /manager_shuffle_requests?limit=25',
    target: (env: BenchEnv) => ({
      url: `${env.upstreamUrl}/manager_shuffle_requests?limit=25&page=1&sort_by=created_at&sort_dir=desc`,
      headers: { authorization: `Bearer ${env.token}` },
    }),
  },
  variants: [
    { label: 'gateway ManagerShuffleRequests (cache on)', target: (env) => target(env.gatewayCachedUrl, env.token), budget: 0.9 },
    { label: 'gateway ManagerShuffleRequests (cache off)', target: (env) => target(env.gatewayUrl, env.token) },
  ],
  report: async (env) => [`tracker rows: ${await fillTracker(env.upstreamUrl)}`, await countUpstreamCalls(env)],
};
