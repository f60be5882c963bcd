/**
 * The current user of a token: `GET /current_user_with_manager`, looked up once per token and cached for
 * ME_CACHE_TTL_MS (default 30 s; 0 = off) so resolvers and the auth checker never repeat the call.
 * The cache lives in the gateway's shared state (state/shared.ts): in this process, or in Redis with REDIS_URL
 * so every replica sees a user cached, or dropped, by any other. It is purely an optimisation: a miss (also
 * when Redis is down) only costs one upstream call. Concurrent lookups of one token in this process share one call.
 * Each employee's cached tokens are indexed (a set per employee id) so `forgetCachedEmployee` can drop all of them
 * (fired, role or team changed, password changed) without knowing the tokens.
 */
import { config } from './config';
import { userCacheLookups } from './ops/metrics';
import type { RestClient } from './rest/client';
import type { GetAnswer } from './rest/typed';
import { liveStates } from './state/registry';
import { makeRoom, tokenKey, type KeyValueStore } from './state/store';

/** An employee record as the upstream sends it, camelCased: its type is the contract's (upstream EmployeeSchema). */
export type EmployeeRecord = GetAnswer<'/current_user_with_manager'>;

/** The signed-in employee; `manager` is the direct manager's summary (null when there is none). */
export type CurrentUser = EmployeeRecord;

/** The upstream employee (camelCased) with `manager` always present (null when there is none). */
export const asCurrentUser = (employee: EmployeeRecord): CurrentUser => ({ ...employee, manager: employee.manager ?? null });

async function fetchCurrentUser(rest: RestClient): Promise<CurrentUser> {
  return asCurrentUser(await rest.get('/current_user_with_manager'));
}

const PARSED_MAX = 1_000;

/** A token's cache key, per company: a token answers in its own company only (the upstream refuses it elsewhere). */
const userKey = (token: string, company: string | null | undefined) => (company ? `${tokenKey(token)}@${company}` : tokenKey(token));

/** The per-token user cache over two namespaces of the shared state: users by token, tokens by employee. */
export class CurrentUserCache {
  private readonly inflight = new Map<string, Promise<CurrentUser>>();
  /**
   * The last parse of each cached entry's text: a hit whose text is unchanged reuses it instead of parsing the user
   * again on every request (concurrent requests of a token already share one object through `inflight`).
   */
  private readonly parsed = new Map<string, { text: string; user: CurrentUser }>();

  private parse(key: string, text: string): CurrentUser {
    const last = this.parsed.get(key);
    if (last && last.text === text) return last.user;
    const user = JSON.parse(text) as CurrentUser;
    this.parsed.delete(key);
    makeRoom(this.parsed, PARSED_MAX);
    this.parsed.set(key, { text, user });
    return user;
  }

  constructor(
    private readonly store: KeyValueStore,
    private readonly byEmployee: KeyValueStore,
  ) {}

  private async save(key: string, user: CurrentUser, ttl: number): Promise<void> {
    await Promise.all([this.store.set(key, JSON.stringify(user), ttl), this.byEmployee.addMember(String(user.id), key, ttl)]);
  }

  /** The user of `rest.token` (the caller must check that there is a token). Failures are never cached. */
  load(rest: RestClient): Promise<CurrentUser> {
    const ttl = config.meCacheTtlMs();
    if (ttl <= 0 || !rest.token) return fetchCurrentUser(rest);
    const key = userKey(rest.token, rest.company);
    const pending = this.inflight.get(key);
    if (pending) return pending;
    // Declared apart from its value: the promise's body compares itself with the in-flight entry (after its first
    // await), which TypeScript takes for a use before assignment when the two are one `const`.
    let user!: Promise<CurrentUser>;
    // eslint-disable-next-line prefer-const
    user = (async () => {
      const cached = await this.store.get(key);
      userCacheLookups.inc({ result: cached === undefined ? 'miss' : 'hit' });
      if (cached !== undefined) return this.parse(key, cached);
      const fresh = await fetchCurrentUser(rest);
      // A clear() while the call was out removed this entry from `inflight`: do not store what it dropped.
      if (this.inflight.get(key) === user) await this.save(key, fresh, ttl);
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
  prime(token: string, user: CurrentUser, company?: string | null): Promise<void> {
    const ttl = config.meCacheTtlMs();
    return ttl > 0 ? this.save(userKey(token, company), user, ttl) : Promise.resolve();
  }

  /** Drops the user of `token`, or every cached user. The in-memory part happens before this returns. */
  clear(token?: string, company?: string | null): Promise<void> {
    if (!token) {
      this.inflight.clear();
      this.parsed.clear();
      return Promise.all([this.store.clear(), this.byEmployee.clear()]).then(() => undefined);
    }
    const key = userKey(token, company);
    this.inflight.delete(key);
    this.parsed.delete(key);
    return this.store.delete(key);
  }

  /** Drops every cached token of one employee, on every replica sharing this state. */
  async forgetEmployee(employeeId: string | number): Promise<void> {
    const keys = await this.byEmployee.members(String(employeeId));
    for (const key of keys) {
      this.inflight.delete(key);
      this.parsed.delete(key);
    }
    await Promise.all([...keys.map((key) => this.store.delete(key)), this.byEmployee.delete(String(employeeId))]);
  }
}

/**
 * Empties the cache of every gateway in this process (tests, and after a password change of that token's
 * user); with Redis the entry is gone for every replica. Awaiting is optional in memory mode.
 */
export async function clearCurrentUserCache(token?: string, company?: string | null): Promise<void> {
  await Promise.all([...liveStates].map((state) => state.users.clear(token, company)));
}

/** Forgets every cached session of an employee (fired, role or team changed): their next request asks the upstream. */
export async function forgetCachedEmployee(employeeId: string | number): Promise<void> {
  await Promise.all([...liveStates].map((state) => state.users.forgetEmployee(employeeId)));
}
