/**
 * A contract-typed route table for a fake upstream: each route answers with a fixture typed by the REST contract
 * (gateway/src/rest/generated/contract.ts, generated from upstream/openapi.json), so a fixture that drifts from the contract
 * fails the typecheck. A route the table lacks answers 404 "Route GET /x not found", as a SPEC §7-only upstream
 * answers an extension it does not have: leaving an extension out is how a test takes the gateway's fallback.
 *
 *   routes({ '/leave_types': { get: () => ({ items: [leaveType], count: 1 }) },
 *            '/leave_requests/{id}': { get: ({ params }) => refuse(404, `Leave request ${params.id} not found`) } })
 */
import type http from 'node:http';
import type { components, paths } from '../../src/rest/generated/contract';
import type { FakeCall } from '../fakeUpstream';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The success answer (200, else 201) of an operation, as the upstream's own JSON. */
export type Answer<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: { 200: infer A } } ? Json<A> : Operation<P, M> extends { responses: { 201: infer A } } ? Json<A> : null;

/** An upstream refusal: its status and the contract's error body. */
export interface Refusal {
  refusal: true;
  status: number;
  body: components['schemas']['Error'];
}

/** The upstream's refusal with `message` (one error with no field, as upstream/src/http/errors.ts answers). */
export const refuse = (status: number, message: string, errors = [{ message, field: null as string | null }]): Refusal => ({
  refusal: true,
  status,
  body: { message, errors },
});

/** The JSON body an operation takes (null when it takes none). */
export type RequestBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | null
      : null;

/** One request as a route sees it: the path's `{params}`, the query and the JSON body (as the contract types it). */
export interface RouteCall<B = unknown> extends FakeCall {
  params: Record<string, string>;
  query: URLSearchParams;
  json: B;
}

type Handler<P extends keyof paths, M extends Method> = (call: RouteCall<RequestBody<P, M>>) => Answer<P, M> | Refusal | Promise<Answer<P, M> | Refusal>;

/** Per contract path, per method, what the fake answers. */
export type RouteTable = { [P in keyof paths]?: { [M in Method]?: Handler<P, M> } };

interface Compiled {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: (call: RouteCall) => unknown;
}

function compile(table: RouteTable): Compiled[] {
  return Object.entries(table).flatMap(([path, methods]) => {
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)')}$`);
    return Object.entries(methods ?? {}).map(([method, handler]) => ({
      method: method.toUpperCase(),
      pattern,
      names,
      handler: handler as Compiled['handler'],
    }));
  });
}

const send = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const isRefusal = (answer: unknown): answer is Refusal => typeof answer === 'object' && answer !== null && 'refusal' in answer;

/** A fake upstream handler answering from `table`; an unknown route is a 404 naming it. */
export function routes(table: RouteTable): (call: FakeCall, res: http.ServerResponse) => void {
  const compiled = compile(table);
  return (call, res) => {
    const url = new URL(call.url, 'http://upstream');
    const route = compiled.find((r) => r.method === call.method && r.pattern.test(url.pathname));
    if (!route) {
      const message = `Route ${call.method} ${url.pathname} not found`;
      return send(res, 404, { message, errors: [{ message, field: null }] });
    }
    const values = route.pattern.exec(url.pathname)!.slice(1);
    const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(values[i])]));
    const json: unknown = call.body && /json/.test(String(call.headers['content-type'])) ? JSON.parse(call.body) : null;
    Promise.resolve(route.handler({ ...call, params, query: url.searchParams, json })).then(
      (answer) => (isRefusal(answer) ? send(res, answer.status, answer.body) : send(res, 200, answer)),
      (error: unknown) => send(res, 500, { message: String(error), errors: [{ message: String(error), field: null }] }),
    );
  };
}
