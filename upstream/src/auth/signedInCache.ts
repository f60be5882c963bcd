/**
 * A short, bounded cache of the signed-in employee per session: the auth hook's user query (employee,
 * manager, team, department, status, account and live session, one five-join read) was a fifth of the database work
 * of a list page. Reads (GET) within UPSTREAM_AUTH_CACHE_MS of the last lookup of the same session reuse its answer.
 *
 * Never stale after a change made through this process: every write request (any method but GET/HEAD) reads the user
 * afresh and empties the cache when it starts and when it ends, so a sign-out, a password change, a firing, a role or
 * team change or revoked access applies to the very next request. A lookup that overlapped a write is not stored.
 * Only found users are cached (a 401 is always re-checked). Bounded to MAX_ENTRIES sessions (oldest dropped).
 *
 * Default: on (2 s) with the embedded database, which one process owns; off with a PostgreSQL server, where several
 * upstream processes may share the database and a sign-out through one must close the session on all at once. Set
 * UPSTREAM_AUTH_CACHE_MS > 0 there only when one process serves the database.
 */
import type { EmployeeDetail } from './store';

export const DEFAULT_AUTH_CACHE_MS = 2000;
const MAX_ENTRIES = 10_000;

/** The cache time from UPSTREAM_AUTH_CACHE_MS, else the driver's default (see above). */
export function authCacheMsFor(driver: 'pglite' | 'postgres'): number {
  const raw = process.env.UPSTREAM_AUTH_CACHE_MS?.trim();
  if (raw && Number.isFinite(Number(raw))) return Math.max(0, Number(raw));
  return driver === 'pglite' ? DEFAULT_AUTH_CACHE_MS : 0;
}

export class SignedInCache {
  private readonly entries = new Map<string, { user: EmployeeDetail; expires: number }>();
  /** Moves on every clear: a lookup that began before it does not store its (maybe stale) answer. */
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cached user of `key`, else `load()`'s answer (stored when found and no write began meanwhile). */
  async get(key: string, load: () => Promise<EmployeeDetail | undefined>): Promise<EmployeeDetail | undefined> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.user;
    if (hit) this.entries.delete(key);
    const generation = this.generation;
    const user = await load();
    if (user && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { user, expires: Date.now() + this.ttlMs });
    }
    return user;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
