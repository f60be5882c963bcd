/**
 * THE table of everything this stand-in offers beyond SPEC §7 ("extensions"), and the `spec` profile that hides them.
 * Each domain lists its own in its manifest (`extensions`, written with http/extensionRules.ts); this file gathers
 * them in the order of domains.ts.
 *
 * The product must work against the company's hosted backend, which serves SPEC §7 only. Every operation or query
 * parameter our upstream adds is listed with the reason it exists, so that
 * - the OpenAPI document marks it (`x-extension: true`, `x-extension-reason`; see openapi.ts), and
 * - `UPSTREAM_PROFILE=spec` (or `buildUpstream({ profile: 'spec' })`) makes this server behave like a foreign one:
 *   extension operations answer 404 (the same body as any unknown route) and extension or unknown query parameters are
 *   dropped before the route sees them, as a server that does not know them would ignore them.
 *
 * Decisions (SPEC §7 names few query parameters):
 * - The paging convention of docs/ARCHITECTURE.md (`page`, `limit` >= 1, `sort_by`, `sort_dir`) and the plain filters
 *   the SPEC §2 screens need (search, month, department, team, status, ...) are taken as the hosted backend's own:
 *   SPEC §7 shows `page`/`limit`/`sortBy`/`status` on the action list and the screens filter and page every table.
 *   What is listed as an extension is what a screen could not rely on elsewhere: batch look-ups (`ids`, comma lists),
 *   "everything at once" (`limit=-1`), inactive rows (`active`), extra operations.
 * - SPEC §7 gives the pending/approved action lists no paths ("pendingActions", "approvedActions"); ours are
 *   `/action_againsts/pending` and `/action_againsts/approved` and count as SPEC operations.
 * - `/healthz` is an extension (a liveness probe); `/openapi.json` is documentation (served in every profile, not an
 *   operation of the API); the test-only `/__faults` and `/__stats` stay outside both (enabled by `faults`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { DOMAINS } from '../domains';
import type { ExtensionOperation, ExtensionParam, QueryRule } from './extensionRules';
import { COMPANY_HEADERS } from '../companies/hook';

export type { ExtensionOperation, ExtensionParam, Method, QueryRule } from './extensionRules';
export type Profile = 'full' | 'spec';

/** The app's own, beside the domains'. */
const APP_OPERATIONS: readonly ExtensionOperation[] = [
  { method: 'GET', url: '/healthz', reason: 'Liveness probe for the gateway health check and container orchestration.' },
];

export const EXTENSION_OPERATIONS: readonly ExtensionOperation[] = [...APP_OPERATIONS, ...DOMAINS.flatMap((d) => d.extensions?.operations ?? [])];

/** Query parameters per SPEC route (`METHOD url`). A route listed here drops everything else in the `spec` profile. */
export const QUERY_RULES: Readonly<Record<string, QueryRule>> = Object.assign({}, ...DOMAINS.map((d) => d.extensions?.queryRules ?? {}));

/**
 * Request headers beyond SPEC §7, per route (`METHOD url`, header names lower-case). The `spec` profile drops them, as a
 * server that does not know them ignores them.
 */
export const EXTENSION_HEADERS: Readonly<Record<string, Readonly<Record<string, ExtensionParam>>>> = Object.assign(
  {},
  ...DOMAINS.map((d) => d.extensions?.headers ?? {}),
);

/** What http/schema.ts marks in the route schemas (and so in the OpenAPI document). */
export const EXTENSION_MARKS = { operations: EXTENSION_OPERATIONS, params: extensionParams, headers: EXTENSION_HEADERS, everyRoute: COMPANY_HEADERS };

const key = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;
const EXTENSION_KEYS = new Set(EXTENSION_OPERATIONS.map((o) => key(o.method, o.url)));

export function isExtensionOperation(method: string, url: string): boolean {
  return EXTENSION_KEYS.has(key(method, url));
}

/** The extension parameters of a route (for the OpenAPI marks). */
export function extensionParams(method: string, url: string): Readonly<Record<string, ExtensionParam>> {
  return QUERY_RULES[key(method, url)]?.extensions ?? {};
}

/** `UPSTREAM_PROFILE` (full | spec); anything else is a configuration error. */
export function profileFromEnv(env: NodeJS.ProcessEnv = process.env): Profile {
  const raw = (env.UPSTREAM_PROFILE ?? 'full').trim().toLowerCase() || 'full';
  if (raw !== 'full' && raw !== 'spec') throw new Error(`UPSTREAM_PROFILE must be full or spec (got ${env.UPSTREAM_PROFILE})`);
  return raw;
}

/** Removes what a SPEC-only server would not understand from `query` (in place). */
export function specQuery(method: string, url: string, query: Record<string, unknown>): void {
  const rule = QUERY_RULES[key(method, url)];
  for (const name of Object.keys(query)) {
    const ext = rule?.extensions?.[name];
    const value = query[name];
    const isExtension = ext && (!ext.when || (Array.isArray(value) ? value : [value]).some((v) => ext.when!(String(v))));
    if (isExtension || !rule || !rule.params.includes(name)) delete query[name];
  }
}

type BodyProperties = { properties?: Record<string, { 'x-extension'?: boolean }> };

/**
 * Drops the body fields a route's body schema marks `x-extension` (flat or wrapped Rails-style), as a SPEC §7 backend
 * would ignore them.
 */
export function specBody(schema: unknown, body: unknown): void {
  if (!schema || typeof schema !== 'object' || !body || typeof body !== 'object') return;
  const s = schema as BodyProperties & { anyOf?: BodyProperties[] };
  const flat = s.anyOf ? s.anyOf[s.anyOf.length - 1] : s;
  const names = Object.entries(flat.properties ?? {}).flatMap(([name, p]) => (p['x-extension'] ? [name] : []));
  const records = [body, ...Object.values(body).filter((v) => v && typeof v === 'object' && !Array.isArray(v))] as Record<string, unknown>[];
  for (const record of records) for (const name of names) delete record[name];
}

/**
 * The `spec` profile: extension operations answer 404 like unknown routes, extension/unknown parameters and extension
 * body fields are dropped.
 */
export function registerSpecProfile(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => specBody(request.routeOptions.schema?.body, request.body));
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    if (!url || url.startsWith('/__') || url === '/openapi.json') return;
    if (isExtensionOperation(request.method, url)) {
      throw new HttpError(404, `Route ${request.method} ${request.url.split('?')[0]} not found`);
    }
    if (request.query && typeof request.query === 'object') specQuery(request.method, url, request.query as Record<string, unknown>);
    for (const name of Object.keys(EXTENSION_HEADERS[key(request.method, url)] ?? {})) delete request.headers[name];
    // A SPEC §7 backend serves one company and reads no X-Company: every request is for the default company.
    for (const name of Object.keys(COMPANY_HEADERS)) delete request.headers[name];
  });
}
