/**
 * The whole backend for integration tests: an upstream (faults on) on a fresh database of its own — PGlite in memory,
 * or PostgreSQL with TEST_DB=postgres (upstream/test/testDb.ts) — and a gateway against it, both on free ports in
 * this process.
 *
 *   const stack = await startStack();
 *   const token = await loginAs(stack, 'hr');
 *   const res = await gql(stack, graphql(`query MeName { me { name } }`), {}, token);   // typed: res.data?.me.name
 *   expect(dataOf(res).me.name).toBe(demoName('hr'));
 *   await upstreamFault(stack, { path: '^/employees$', status: 500 });   // test-only fault injection
 *   await stack.close();
 *
 * Profiles: `UPSTREAM_PROFILE=spec` (npm test runs the suite a second time with it) makes the upstream serve
 * SPEC §7 only, so every screen is tested through the gateway's fallbacks. Tests of what only the full upstream offers
 * use `itFull`. Every REST call the gateway makes is recorded, and `close()` fails when one is not an operation of
 * upstream/openapi.json (the contract test).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from '@jest/globals';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import { clearCurrentUserCache } from '../../gateway/src/currentUser';
import { observeUpstreamCalls } from '../../gateway/src/ops/upstreamCalls';
import { createGateway, type Gateway, type GatewayOptions } from '../../gateway/src/server';
import type { SharedState } from '../../gateway/src/state/shared';
import type { RunningUpstream, StartUpstreamOptions } from '../../upstream/src/index';
import { DEMO_ACCOUNTS, type DemoKey } from '../../upstream/src/seed';
import { startTestDbUpstream } from '../../upstream/test/testDb';
import { graphql } from '../generated';
import { unknownOperations } from './contract';
import { checkedOperation } from './operations';

/** The upstream profile of this run: `spec` (SPEC §7 only) or `full` (with the stand-in's extensions). */
export const PROFILE: 'full' | 'spec' = process.env.UPSTREAM_PROFILE?.trim().toLowerCase() === 'spec' ? 'spec' : 'full';
/** A test of behaviour only the full upstream offers (skipped in the spec profile). */
export const itFull: typeof it = PROFILE === 'full' ? it : (it.skip as typeof it);
/** A group of tests of what only the full upstream offers (skipped in the spec profile). */
export const describeFull: typeof describe = PROFILE === 'full' ? describe : (describe.skip as typeof describe);
/** A test of a fallback: runs against the spec profile only. */
export const itSpec: typeof it = PROFILE === 'spec' ? it : (it.skip as typeof it);

/** Every `METHOD path` the gateway sent upstream in this test file (query strings stripped). */
export const restCalls = new Set<string>();
observeUpstreamCalls((call) => restCalls.add(`${String(call.method).toUpperCase()} ${call.path.split('?')[0]}`));

export interface Stack {
  /** Gateway base URL, e.g. http://127.0.0.1:53211 (GraphQL at `${url}/graphql`). */
  url: string;
  upstream: RunningUpstream;
  gateway: Gateway;
  close(): Promise<void>;
}

export interface StackOptions {
  upstream?: StartUpstreamOptions;
  webDist?: string;
  /** The gateway's shared state (default: the process's, in memory unless REDIS_URL is set). */
  state?: SharedState;
  /** The health of an upstream the gateway supervises (main.ts passes the embedded upstream's). */
  supervised?: GatewayOptions['supervised'];
}

/** One gateway listening on a free port; several over one upstream play replicas. */
export interface GatewayReplica {
  url: string;
  gateway: Gateway;
  close(): Promise<void>;
}

export async function startReplica(upstreamUrl: string, options: Omit<StackOptions, 'upstream'> = {}): Promise<GatewayReplica> {
  const gateway = await createGateway({ upstreamUrl, webDist: options.webDist, state: options.state, supervised: options.supervised });
  const server = http.createServer(gateway.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    gateway,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
    },
  };
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const upstream = await startTestDbUpstream({ profile: PROFILE, ...options.upstream });
  const replica = await startReplica(upstream.url, options);
  return {
    url: replica.url,
    upstream,
    gateway: replica.gateway,
    async close() {
      await replica.close();
      // The gateway's pooled undici connections may include one it opened for a request that was aborted (a timeout)
      // before anything was sent: Node counts such a socket as awaiting headers, not idle, so a plain close would wait
      // for its 60 s headers timeout. The test is over: every connection can go.
      upstream.app.server.closeAllConnections();
      await upstream.close();
      clearCurrentUserCache();
      const unknown = unknownOperations(restCalls);
      if (unknown.length) throw new Error(`REST calls that are not operations of upstream/openapi.json: ${unknown.join(', ')}`);
    },
  };
}

export interface GqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

export interface GqlResult<T> {
  /** HTTP status of the GraphQL answer. */
  status: number;
  data?: T | null;
  errors?: GqlError[];
}

/** The variables of a document: typed for a generated document, loose for a string. */
type Variables = Record<string, unknown>;

/**
 * POSTs one GraphQL operation (JSON); `token` goes into the Authorization header. A typed document (`graphql(...)`
 * from tests/generated, written by `npm run generate`) gives typed variables and a typed answer; a string answers
 * `any` (the files not converted yet). The operation is first validated against schema.graphql (operations.ts);
 * `unchecked` skips that for tests of the server's own refusals.
 */
export function gql<TData, TVars extends Variables>(
  stack: Pick<Stack, 'url'>,
  document: TypedDocumentNode<TData, TVars>,
  variables?: TVars,
  token?: string | null,
  headers?: Record<string, string>,
): Promise<GqlResult<TData>>;
export function gql<T = any>(
  stack: Pick<Stack, 'url'>,
  query: string,
  variables?: Variables,
  token?: string | null,
  headers?: Record<string, string>,
  unchecked?: boolean,
): Promise<GqlResult<T>>;
export async function gql<T>(
  stack: Pick<Stack, 'url'>,
  query: string | DocumentNode,
  variables: Variables = {},
  token?: string | null,
  headers: Record<string, string> = {},
  unchecked = false,
): Promise<GqlResult<T>> {
  if (!unchecked) checkedOperation(query);
  const document = typeof query === 'string' ? query : print(query);
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query: document, variables }),
  });
  const body = (await res.json()) as { data?: T | null; errors?: GqlError[] };
  return { status: res.status, data: body.data, errors: body.errors };
}

/** The answer's data, or a failure naming its errors: for the steps of a test that must succeed. */
export function dataOf<T>(result: GqlResult<T>): T {
  if (result.errors?.length || result.data == null) throw new Error(`GraphQL answered errors: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** `value`, or a failure saying what was missing: for a row a test goes on to read (`rows.find(...)`). */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value == null) throw new Error(`missing: ${what}`);
  return value;
}

/** One file of a GraphQL multipart request. */
export interface UploadPart {
  name: string;
  type: string;
  content: string | Buffer;
}

/**
 * A GraphQL multipart request (graphql-upload spec, with the CSRF preflight header the gateway requires): one file
 * per variable in `files`, the other variables as given.
 */
export function gqlUpload<TData, TVars extends Variables, F extends keyof TVars & string>(
  stack: Pick<Stack, 'url'>,
  document: TypedDocumentNode<TData, TVars>,
  variables: Omit<TVars, F>,
  files: Record<F, UploadPart>,
  token: string | null,
  headers?: Record<string, string>,
): Promise<GqlResult<TData>>;
export function gqlUpload<T = any>(
  stack: Pick<Stack, 'url'>,
  query: string,
  variables: Variables,
  files: Record<string, UploadPart>,
  token: string | null,
  headers?: Record<string, string>,
): Promise<GqlResult<T>>;
export async function gqlUpload<T>(
  stack: Pick<Stack, 'url'>,
  query: string | DocumentNode,
  variables: Variables,
  files: Record<string, UploadPart>,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<GqlResult<T>> {
  const body = new FormData();
  const vars: Record<string, unknown> = { ...variables };
  const map: Record<string, string[]> = {};
  Object.keys(files).forEach((variable, i) => {
    vars[variable] = null;
    map[String(i)] = [`variables.${variable}`];
  });
  body.append('operations', JSON.stringify({ query: typeof query === 'string' ? query : print(checkedOperation(query)), variables: vars }));
  body.append('map', JSON.stringify(map));
  Object.values(files).forEach((f, i) =>
    body.append(String(i), new Blob([typeof f.content === 'string' ? f.content : new Uint8Array(f.content)], { type: f.type }), f.name),
  );
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'apollo-require-preflight': 'true', ...headers },
    body,
  });
  const answer = (await res.json()) as { data?: T | null; errors?: GqlError[] };
  return { status: res.status, data: answer.data, errors: answer.errors };
}

/** Fetches a download link (`/files/<ticket>`) as the web does: with the session's token, the one the link is bound to. */
export function download(stack: Pick<Stack, 'url'>, url: string, token: string | null): Promise<Response> {
  return fetch(`${stack.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

const LOGIN = graphql(`
  mutation StackLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
    }
  }
`);

/** The name of a demo sign-in account's person (whom a `loginAs(stack, key)` token acts as). */
export function demoName(key: DemoKey): string {
  return present(
    DEMO_ACCOUNTS.find((a) => a.key === key),
    `demo account ${key}`,
  ).name;
}

/** Signs a demo account in through GraphQL (`login`) and returns its token. */
export async function loginAs(stack: Pick<Stack, 'url'>, role: DemoKey): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.key === role);
  if (!account) throw new Error(`No demo account for role ${role}`);
  const res = await gql(stack, LOGIN, { email: account.email, password: account.password });
  if (!res.data?.login.token) throw new Error(`login as ${role} failed: ${JSON.stringify(res.errors)}`);
  return res.data.login.token;
}

/** Adds an upstream fault (see upstream/src/http/faults.ts); `clearUpstreamFaults` removes them all. */
export async function upstreamFault(
  stack: Stack,
  fault: { path: string; method?: string; delay_ms?: number; status?: number; message?: string; drop?: boolean; times?: number },
): Promise<void> {
  const res = await fetch(`${stack.upstream.url}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (res.status !== 201) throw new Error(`fault refused: ${res.status} ${await res.text()}`);
}

export async function clearUpstreamFaults(stack: Stack): Promise<void> {
  await fetch(`${stack.upstream.url}/__faults`, { method: 'DELETE' });
}

/** Upstream request counters since the last reset (N+1 guards): `{ requests, by_path }`. */
export async function upstreamStats(stack: Stack, reset = false): Promise<{ requests: number; by_path: Record<string, number> }> {
  const stats = (await (await fetch(`${stack.upstream.url}/__stats`)).json()) as { requests: number; by_path: Record<string, number> };
  if (reset) await fetch(`${stack.upstream.url}/__stats`, { method: 'DELETE' });
  return stats;
}
