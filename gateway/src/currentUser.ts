/**
 * The current user of a token: `GET /current_user_with_manager`, looked up once per token and cached for
 * ME_CACHE_TTL_MS (default 30 s; 0 = off) so resolvers and the auth checker never repeat the call.
 * The cache is per replica and purely an optimisation: a miss only costs one upstream call.
 * Entries end early when the session ends or the user changes (issue 19): sign-out and password change drop the
 * token, any 401 drops the token that got it, and firing / a role change / a team move drop every entry of that
 * employee (`forgetCachedEmployee`), so a fired or demoted user never keeps a stale `me` on this replica.
 */
import { createHash } from 'node:crypto';
import { config } from './config';
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
/** employee id -> cache keys of their tokens, so one employee's entries can be dropped without knowing the tokens. */
const keysByEmployee = new Map<string, Set<string>>();
const employeeOfKey = new Map<string, string>();

const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

function remember(key: string, expires: number, user: Promise<CurrentUser>): void {
  drop(key);
  if (cache.size >= MAX_ENTRIES) drop(cache.keys().next().value as string);
  cache.set(key, { expires, user });
  user.then(
    (u) => {
      if (cache.get(key)?.user !== user) return;
      const id = String(u.id);
      employeeOfKey.set(key, id);
      keysByEmployee.set(id, (keysByEmployee.get(id) ?? new Set()).add(key));
    },
    () => {
      if (cache.get(key)?.user === user) drop(key);
    },
  );
}

function drop(key: string): void {
  cache.delete(key);
  const id = employeeOfKey.get(key);
  if (id === undefined) return;
  employeeOfKey.delete(key);
  const keys = keysByEmployee.get(id);
  keys?.delete(key);
  if (keys && !keys.size) keysByEmployee.delete(id);
}

/** Empties the cache, or forgets one token (sign-out, password change, a 401 for it). */
export function clearCurrentUserCache(token?: string): void {
  if (token) return drop(keyOf(token));
  cache.clear();
  keysByEmployee.clear();
  employeeOfKey.clear();
}

/** Forgets every cached session of an employee (fired, role or team changed): their next request asks the upstream. */
export function forgetCachedEmployee(employeeId: string | number): void {
  for (const key of [...(keysByEmployee.get(String(employeeId)) ?? [])]) drop(key);
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
  if (ttl > 0) remember(keyOf(token), Date.now() + ttl, Promise.resolve(user));
}

/** The user of `rest.token` (the caller must check that there is a token). Failures are never cached. */
export function loadCurrentUser(rest: RestClient): Promise<CurrentUser> {
  const ttl = config.meCacheTtlMs();
  if (ttl <= 0 || !rest.token) return fetchCurrentUser(rest);
  const key = keyOf(rest.token);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.user;
  const user = fetchCurrentUser(rest);
  remember(key, now + ttl, user);
  return user;
}
