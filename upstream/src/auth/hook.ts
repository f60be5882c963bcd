/**
 * The auth hook: every route needs `Authorization: Bearer <token>` except POST /login, POST /password/forgot and /password/set (mail/),
 * POST /companies (registration), GET /calendar_feeds/{token} (its token is the credential), GET /healthz, GET /openapi.json and the
 * test-only /__faults and /__stats endpoints (when enabled). It sets request.user (the signed-in employee) and request.roles (SPEC §6).
 * Decision (the spec is silent): a GET may reuse its session's signed-in employee for UPSTREAM_AUTH_CACHE_MS
 * (2 s on the embedded database, off on PostgreSQL); any write request reads it afresh and empties that cache (signedInCache.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { deriveRoles, type Roles } from './roles';
import { authCacheMsFor, SignedInCache } from './signedInCache';
import { loadSignedInEmployee } from './store';

export const NO_ROLES: Roles = deriveRoles({});

function isPublic(method: string, path: string, faults: boolean): boolean {
  return (
    (method === 'POST' && (path === '/login' || path === '/password/forgot' || path === '/password/set' || path === '/companies')) ||
    (method === 'GET' && (path === '/healthz' || path === '/openapi.json' || path.startsWith('/calendar_feeds/'))) ||
    (faults && (path === '/__faults' || path === '/__stats'))
  );
}

const reads = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * `faults`: the fault/stats endpoints exist and are public (tests only). `authCacheMs`: how long a GET may reuse the
 * signed-in employee of its session (signedInCache.ts; default UPSTREAM_AUTH_CACHE_MS, else by database driver).
 */
export function registerAuthHook(app: FastifyInstance, { faults = false, authCacheMs }: { faults?: boolean; authCacheMs?: number } = {}): void {
  const cache = new SignedInCache(authCacheMs ?? authCacheMsFor(app.db.driver));
  app.decorateRequest('user', null as never);
  app.decorateRequest('roles', null as never);
  app.decorateRequest('permission', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.roles = NO_ROLES;
    const permission = request.headers['x-permission'];
    request.permission = typeof permission === 'string' ? permission : null;
    if (isPublic(request.method, request.url.split('?')[0], faults)) return;

    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new HttpError(401, 'Unauthorized');
    const { employeeId, sessionId, companyId } = app.tokens.verify(match[1]);
    // A token opens the company it was signed in only (companies/hook.ts named the request's).
    if (companyId !== request.companyId) throw new HttpError(401, 'Unauthorized');
    const load = () => loadSignedInEmployee(app.db, employeeId, sessionId);
    // A write may end sessions or change who someone is: it reads afresh and empties the cache (again once done).
    if (cache.enabled && !reads(request.method)) cache.clear();
    const user = cache.enabled && reads(request.method) ? await cache.get(`${companyId}:${employeeId}:${sessionId}`, load) : await load();
    // A valid token whose account was removed (access revoked, employee inactive) or whose session ended opens nothing.
    if (!user) throw new HttpError(401, 'Unauthorized');
    request.user = user;
    request.sessionId = sessionId;
    request.roles = deriveRoles(user);
  });
  if (cache.enabled) {
    app.addHook('onResponse', async (request) => {
      if (!reads(request.method)) cache.clear();
    });
  }
}

/** 403 unless the signed-in user holds at least one of the given roles (SPEC §6 "any matching allowed"). */
export function requireRoles(request: FastifyRequest, ...anyOf: (keyof Roles)[]): void {
  if (!anyOf.some((key) => request.roles[key])) {
    throw new HttpError(403, "You don't have permission to access this resource");
  }
}
