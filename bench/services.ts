/**
 * The services a benchmark case may ask for besides the measured ones, each started once on first use and stopped with
 * the rest: a counting stack (an upstream with request stats on and its own gateway, so counting never touches the
 * measured upstream) and the bare Fastify ceiling (bench/ceiling.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { freePort, signIn, startGateway, startService, type BenchEnv, type CountingStack } from './lib';

/**
 * Where the measured upstream keeps its data: PGlite in memory, or the PostgreSQL database of BENCH_DATABASE_URL
 * (give it a database of its own, e.g. `createdb hr_bench`: the upstream migrates and seeds it on first start).
 */
export function upstreamDatabaseEnv(): Record<string, string> {
  const url = process.env.BENCH_DATABASE_URL?.trim();
  return url ? { DATABASE_URL: url } : { DATA_DIR: ':memory:' };
}

const once = <T>(start: () => Promise<T>): (() => Promise<T>) => {
  let started: Promise<T> | undefined;
  return () => (started ??= start());
};

/** Tokens by role at one upstream, each signed in once. */
export function tokenCache(upstreamUrl: string): (role: string) => Promise<string> {
  const tokens = new Map<string, Promise<string>>();
  return (role) => {
    let token = tokens.get(role);
    if (!token) tokens.set(role, (token = signIn(upstreamUrl, role)));
    return token;
  };
}

export function lazyServices(children: ChildProcess[]): Pick<BenchEnv, 'counting' | 'ceiling'> {
  const counting = once(async (): Promise<CountingStack> => {
    const [upPort, gwPort] = [await freePort(), await freePort()];
    const upstreamUrl = `http://127.0.0.1:${upPort}`;
    const gatewayUrl = `http://127.0.0.1:${gwPort}`;
    children.push(
      await startService(
        'counting upstream',
        ['upstream/src/main.ts'],
        { UPSTREAM_PORT: String(upPort), DATA_DIR: ':memory:', LOG_LEVEL: 'warn', UPSTREAM_FAULTS: '1' },
        `${upstreamUrl}/healthz`,
      ),
    );
    children.push(
      await startGateway(
        'counting gateway',
        // Reference cache off: it records every REST call the screen needs (a browser has no cache shared between
        // callers), so a read the measured gateway answers from its reference cache still counts on the direct side.
        { PORT: String(gwPort), UPSTREAM_URL: upstreamUrl, ME_CACHE_TTL_MS: '30000', REFERENCE_CACHE_TTL_MS: '0', WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn' },
        `${gatewayUrl}/healthz`,
      ),
    );
    const tokenOf = tokenCache(upstreamUrl);
    const post = async (role: string, query: string, variables: Record<string, unknown>, operationName?: string) => {
      const res = await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf(role)}` },
        body: JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) }),
      });
      return (await res.json()) as { data: unknown; errors?: unknown[] };
    };
    return {
      upstreamUrl,
      gatewayUrl,
      tokenOf,
      async callsOf(role, query, variables = {}, operationName) {
        await post(role, query, variables, operationName); // warms the user cache, as a deployed gateway is
        await fetch(`${upstreamUrl}/__stats`, { method: 'DELETE' });
        const answer = await post(role, query, variables, operationName);
        const stats = (await (await fetch(`${upstreamUrl}/__stats`)).json()) as { calls: string[] };
        return { calls: stats.calls, data: answer.data, errors: answer.errors };
      },
    };
  });

  const ceiling = once(async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    children.push(await startService('ceiling', ['bench/ceiling.ts'], { CEILING_PORT: String(port) }, `${url}/healthz`, { side: 'upstream' }));
    return {
      url,
      async load(answers: Record<string, { status: number; body: string }>) {
        const res = await fetch(`${url}/__answers`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(answers) });
        if (!res.ok) throw new Error(`ceiling refused the answers: ${res.status}`);
      },
    };
  });
  return { counting, ceiling };
}
