/**
 * The current user of a token: `GET /current_user_with_manager`, looked up once per token and cached for
 * ME_CACHE_TTL_MS (default 30 s; 0 = off) so resolvers and the auth checker never repeat the call.
 * The cache lives in the gateway's shared state (state/shared.ts): in this process, or in Redis with REDIS_URL
 * so every replica sees a user cached, or dropped, by any other. It is purely an optimisation: a miss (also
 * when Redis is down) only costs one upstream call. Concurrent lookups of one token in this process share one call.
 * Entries end early when the session ends or the user changes (issue 19): sign-out and password change drop the
 * token, any 401 drops the token that got it, and firing / a role change / a team move drop every entry of that
 * employee (`forgetCachedEmployee`, through a per-employee index of token keys kept in the same store).
 */
import { config } from './config';
import { userCacheLookups } from './ops/metrics';
import type { RestClient } from './rest/client';
import { liveStates } from './state/registry';
import { tokenKey, type KeyValueStore } from './state/store';

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

/** The upstream employee (camelCased) with `manager` always present (null when there is none). */
export const asCurrentUser = (employee: EmployeeRecord): CurrentUser => ({
  ...employee,
  manager: (employee.manager as EmployeeRecord | null | undefined) ?? null,
});

async function fetchCurrentUser(rest: RestClient): Promise<CurrentUser> {
  return asCurrentUser(await rest.get<EmployeeRecord>('/current_user_with_manager'));
}

/** The per-token user cache over one namespace of the shared state. */
export class CurrentUserCache {
  private readonly inflight = new Map<string, Promise<CurrentUser>>();

  constructor(private readonly store: KeyValueStore) {}

  /** The user of `rest.token` (the caller must check that there is a token). Failures are never cached. */
  load(rest: RestClient): Promise<CurrentUser> {
    const ttl = config.meCacheTtlMs();
    if (ttl <= 0 || !rest.token) return fetchCurrentUser(rest);
    const key = tokenKey(rest.token);
    const pending = this.inflight.get(key);
    if (pending) return pending;
    let user!: Promise<CurrentUser>;
    user = (async () => {
      const cached = await this.store.get(key);
      userCacheLookups.inc({ result: cached === undefined ? 'miss' : 'hit' });
      if (cached !== undefined) return JSON.parse(cached) as CurrentUser;
      const fresh = await fetchCurrentUser(rest);
      // A clear() while the call was out removed this entry from `inflight`: do not store what it dropped.
      if (this.inflight.get(key) === user) await this.remember(key, fresh, ttl);
      return fresh;
    })();
    this.inflight.set(key, user);
    const settle = () => {
      if (this.inflight.get(key) === user) this.inflight.delete(key);
    };
    user.then(settle, settle);
    return user;
  }

  /** Remembers the user a fresh token belongs to (the login answer carries it), when the cache is on. */
  prime(token: string, user: CurrentUser): Promise<void> {
    const ttl = config.meCacheTtlMs();
    return ttl > 0 ? this.remember(tokenKey(token), user, ttl) : Promise.resolve();
  }

  /** Stores the user under the token's key and adds that key to the employee's index. */
  private async remember(key: string, user: CurrentUser, ttl: number): Promise<void> {
    await this.store.set(key, JSON.stringify(user), ttl);
    const index = `emp:${String(user.id)}`;
    const keys = new Set<string>(JSON.parse((await this.store.get(index)) ?? '[]') as string[]);
    keys.add(key);
    await this.store.set(index, JSON.stringify([...keys]), ttl);
  }

  /** Drops every cached session of an employee (fired, role or team changed). */
  async forgetEmployee(employeeId: string | number): Promise<void> {
    const index = `emp:${String(employeeId)}`;
    const keys = JSON.parse((await this.store.get(index)) ?? '[]') as string[];
    for (const key of keys) {
      this.inflight.delete(key);
      await this.store.delete(key);
    }
    await this.store.delete(index);
  }

  /** Drops the user of `token`, or every cached user. The in-memory part happens before this returns. */
  clear(token?: string): Promise<void> {
    if (!token) {
      this.inflight.clear();
      return this.store.clear();
    }
    const key = tokenKey(token);
    this.inflight.delete(key);
    return this.store.delete(key);
  }
}

/**
 * Empties the cache of every gateway in this process (tests, and after a password change of that token's
 * user); with Redis the entry is gone for every replica. Awaiting is optional in memory mode.
 */
export async function clearCurrentUserCache(token?: string): Promise<void> {
  await Promise.all([...liveStates].map((state) => state.users.clear(token)));
}

/** Forgets every cached session of an employee (fired, role or team changed): their next request asks the upstream. */
export async function forgetCachedEmployee(employeeId: string | number): Promise<void> {
  await Promise.all([...liveStates].map((state) => state.users.forgetEmployee(employeeId)));
}
