/**
 * A gateway over a fake upstream, for tests of the gateway's own logic (mapping, guards, fallbacks) that run in
 * milliseconds: the fake answers per route from a contract-typed table (routes.ts), and a bearer token names the
 * caller's role (`Bearer hr` signs in as an HR specialist: fixtures.ts `userRow`).
 *
 *   const gw = await startFakeGateway({ '/leave_types': { get: () => ({ items: [], count: 0 }) } });
 *   const res = await gw.query(graphql(`query LeaveTypesFake { leaveTypes { count } }`), {}, 'agent');
 *   expect(gw.calls.map((c) => c.url)).toContain('/leave_types');
 *   await gw.close();
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { clearCurrentUserCache } from '../../src/currentUser';
import { resetCapabilities } from '../../src/kit/capabilities';
import { createGateway } from '../../src/server';
import { startFakeUpstream, type FakeCall } from '../fakeUpstream';
import { ROLE_ROWS, userRow, type FixtureRole } from './fixtures';
import { routes, type RouteTable } from './routes';

export interface GqlAnswer<T> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

export interface FakeGateway {
  /** Every request the gateway sent the fake upstream (its own `me` look-ups included). */
  calls: FakeCall[];
  /** The REST calls other than the current-user look-up, as `METHOD /path?query`. */
  restCalls(): string[];
  /** Replaces the route table (the signed-in user stays). */
  use(table: RouteTable): void;
  query<T, V extends Record<string, unknown>>(document: TypedDocumentNode<T, V>, variables: V, role?: FixtureRole | null): Promise<GqlAnswer<T>>;
  close(): Promise<void>;
}

const ME = '/current_user_with_manager';
const isRole = (role: string): role is FixtureRole => role in ROLE_ROWS;

/** Answers the signed-in user from the token (`Bearer <role>`), then the table. */
function withUser(table: RouteTable): RouteTable {
  return {
    [ME]: {
      get: ({ headers }) => {
        const role = String(headers.authorization ?? '').replace(/^Bearer /, '');
        return userRow(isRole(role) ? role : 'agent');
      },
    },
    ...table,
  };
}

export async function startFakeGateway(table: RouteTable = {}): Promise<FakeGateway> {
  clearCurrentUserCache();
  resetCapabilities();
  const upstream = await startFakeUpstream(routes(withUser(table)));
  const gateway = await createGateway({ upstreamUrl: upstream.url });
  const server = http.createServer(gateway.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  return {
    calls: upstream.calls,
    restCalls: () => upstream.calls.filter((c) => c.url !== ME).map((c) => `${c.method} ${c.url}`),
    use: (next) => upstream.handle(routes(withUser(next))),
    async query<T, V extends Record<string, unknown>>(
      document: TypedDocumentNode<T, V>,
      variables: V,
      role: FixtureRole | null = 'agent',
    ): Promise<GqlAnswer<T>> {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(role ? { authorization: `Bearer ${role}` } : {}) },
        body: JSON.stringify({ query: print(document), variables }),
      });
      const body = (await res.json()) as Omit<GqlAnswer<T>, 'status'>;
      return { status: res.status, ...body };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
      await upstream.close();
      clearCurrentUserCache();
    },
  };
}
