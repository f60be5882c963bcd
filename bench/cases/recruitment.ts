/**
 * Issue 13: a page of 25 candidates with their latest interview and referrer, through the gateway (the web's exact
 * `Candidates` operation from web/src/features/recruitment/recruitment.graphql) vs `GET /candidates?limit=25` straight
 * to the upstream (ratio >= 0.9: the referrer and latest interview come with the page, one upstream call per query).
 * The gateway's upstream calls per query are counted once before the run on a private upstream with request stats on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, print, type DefinitionNode } from 'graphql';
import { freePort, graphqlTarget, signIn, startService, stopService, type BenchCase, type BenchEnv } from '../lib';

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

async function countUpstreamCalls(): Promise<string> {
  const [upPort, gwPort] = [await freePort(), await freePort()];
  const upstreamUrl = `http://127.0.0.1:${upPort}`;
  const upstream = await startService(
    'counting upstream',
    ['upstream/src/main.ts'],
    { UPSTREAM_PORT: String(upPort), DATA_DIR: ':memory:', LOG_LEVEL: 'warn', UPSTREAM_FAULTS: '1' },
    `${upstreamUrl}/healthz`,
  );
  try {
    const gateway = await startService(
      'counting gateway',
      ['--tsconfig', 'gateway/tsconfig.json', 'gateway/src/main.ts'],
      { PORT: String(gwPort), UPSTREAM_URL: upstreamUrl, ME_CACHE_TTL_MS: '30000', WEB_DIST: '/nonexistent' },
      `http://127.0.0.1:${gwPort}/healthz`,
    );
    try {
      const token = await signIn(upstreamUrl, 'hr');
      const target = graphqlTarget(`http://127.0.0.1:${gwPort}`, token, PAGE, VARIABLES);
      await fetch(target.url, { method: 'POST', headers: target.headers, body: target.body }); // warms the user cache
      await fetch(`${upstreamUrl}/__stats`, { method: 'DELETE' });
      const answer = (await (await fetch(target.url, { method: 'POST', headers: target.headers, body: target.body })).json()) as {
        data?: { candidates: { items: unknown[] } };
      };
      const stats = (await (await fetch(`${upstreamUrl}/__stats`)).json()) as { requests: number; by_path: Record<string, number> };
      const paths = Object.entries(stats.by_path).map(([path, n]) => `${path}: ${n}`).join(', ');
      return `${answer.data?.candidates.items.length ?? 0} candidates, ${stats.requests} upstream calls per query (${paths})`;
    } finally {
      await stopService(gateway);
    }
  } finally {
    await stopService(upstream);
  }
}

export const recruitmentCase: BenchCase = {
  name: 'candidates',
  description: 'page of 25 candidates with latest interview and referrer: GraphQL (web operation) vs REST GET /candidates?limit=25',
  baseline: {
    label: 'upstream GET /candidates?limit=25',
    target: (env: BenchEnv) => ({
      url: `${env.upstreamUrl}/candidates?limit=25&page=1&sort_by=created_at&sort_dir=desc`,
      headers: { authorization: `Bearer ${env.token}` },
    }),
  },
  variants: [{ label: 'gateway Candidates (cache on)', target: (env) => graphqlTarget(env.gatewayCachedUrl, env.token, PAGE, VARIABLES), budget: 0.9 }],
  report: async () => [await countUpstreamCalls()],
};
