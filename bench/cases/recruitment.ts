/**
 * A page of 25 candidates with their latest interview and referrer, through the gateway (the web's exact
 * `Candidates` operation from web/src/features/recruitment/recruitment.graphql) vs `GET /candidates?limit=25` straight
 * to the upstream (ratio >= 0.9: the referrer and latest interview come with the page, one upstream call per query).
 * The gateway's upstream calls per query are counted once before the run on a private upstream with request stats on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, print, type DefinitionNode } from 'graphql';
import { graphqlTarget, type BenchCase, type BenchEnv } from '../lib';

/** A web operation of recruitment.graphql with the fragments it spreads. */
function webOperation(name: string): string {
  const doc = parse(readFileSync(join(__dirname, '../../web/src/features/recruitment/recruitment.graphql'), 'utf8'));
  const operation = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name)!;
  const text = print(operation);
  const spread = (d: DefinitionNode) => d.kind === Kind.FRAGMENT_DEFINITION && text.includes(`...${d.name.value}`);
  return [text, ...doc.definitions.filter(spread).map((d) => print(d))].join('\n');
}

const PAGE = webOperation('Candidates');
const VARIABLES = { page: 1, limit: 25, sortBy: 'createdAt', sortDir: 'DESC' };

/** The page query through the counting stack's gateway (bench/services.ts): its upstream calls. */
async function countUpstreamCalls(env: BenchEnv): Promise<string> {
  const { calls, data } = await (await env.counting()).callsOf('hr', PAGE, VARIABLES, 'Candidates');
  const rows = (data as { candidates?: { items: unknown[] } } | undefined)?.candidates?.items.length ?? 0;
  return `${rows} candidates, ${calls.length} upstream calls per query (${calls.join(', ')})`;
}

export const recruitmentCase: BenchCase = {
  name: 'candidates',
  split: true,
  description: 'page of 25 candidates with latest interview and referrer: GraphQL (web operation) vs REST GET /candidates?limit=25',
  baseline: {
    label: 'upstream GET /candidates?limit=25',
    target: (env: BenchEnv) => ({
      url: `${env.upstreamUrl}/candidates?limit=25&page=1&sort_by=created_at&sort_dir=desc`,
      headers: { authorization: `Bearer ${env.token}` },
    }),
  },
  variants: [{ label: 'gateway Candidates (cache on)', target: (env) => graphqlTarget(env.gatewayCachedUrl, env.token, PAGE, VARIABLES), budget: 0.9 }],
  report: async (env) => [await countUpstreamCalls(env)],
};
