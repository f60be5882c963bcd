/**
 * The current user of a token: `GET /current_user_with_manager`, looked up once per token and cached for
 * ME_CACHE_TTL_MS (default 30 s; 0 = off) so resolvers and the auth checker never repeat the call.
 * The cache is per replica and purely an optimisation: a miss only costs one upstream call.
 */
import { createHash } from 'node:crypto';
import { config } from './config';
import { userCacheLookups } from './ops/metrics';
import type { RestClient } from './rest/client';

/** An employee record as the upstream sends it, camelCased (see modules/people/types.ts for the GraphQL type). */
export interface EmployeeRecord {
  id: number | string;
  resId?: string | null;
  name?: string | null;
  email?: string | null;
  roleTitle?: string | null;
  role?: number | null;
  departmentId?: number | null;
  canManage?: boolean | null;
  [field: string]: unknown;
}

export interface CurrentUser extends EmployeeRecord {
  manager: EmployeeRecord | null;
}

const MAX_ENTRIES = 10_000;
const cache = new Map<string, { expires: number; user: Promise<CurrentUser> }>();

const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Empties the cache (tests, and after a password change of that token's user). */
export function clearCurrentUserCache(token?: string): void {
  if (token) cache.delete(keyOf(token));
  else cache.clear();
}

/** The upstream employee (camelCased) with `manager` always present (null when there is none). */
export const asCurrentUser = (employee: EmployeeRecord): CurrentUser => ({
  ...employee,
  manager: (employee.manager as EmployeeRecord | null | undefined) ?? null,
});

async function fetchCurrentUser(rest: RestClient): Promise<CurrentUser> {
  return asCurrentUser(await rest.get<EmployeeRecord>('/current_user_with_manager'));
}

/** Remembers the user a fresh token belongs to (the login answer carries it), when the cache is on. */
export function primeCurrentUser(token: string, user: CurrentUser): void {
  const ttl = config.meCacheTtlMs();
  if (ttl > 0) cache.set(keyOf(token), { expires: Date.now() + ttl, user: Promise.resolve(user) });
}

/** The user of `rest.token` (the caller must check that there is a token). Failures are never cached. */
export function loadCurrentUser(rest: RestClient): Promise<CurrentUser> {
  const ttl = config.meCacheTtlMs();
  if (ttl <= 0 || !rest.token) return fetchCurrentUser(rest);
  const key = keyOf(rest.token);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) {
    userCacheLookups.inc({ result: 'hit' });
    return hit.user;
  }
  userCacheLookups.inc({ result: 'miss' });
  const user = fetchCurrentUser(rest);
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { expires: now + ttl, user });
  user.catch(() => {
    if (cache.get(key)?.user === user) cache.delete(key);
  });
  return user;
}
