/**
 * The reference-data cache: upstream answers that are the same for every signed-in caller (leave types,
 * teams, departments, employment roles, statuses, action policies, holidays) kept for REFERENCE_CACHE_TTL_MS (default 5 s;
 * 0 = off), so a busy page does not ask the upstream for the same small list on every request. Nothing role-scoped
 * or personal may go in here: the kit only offers it to reads the upstream answers alike for everyone (kit/reference.ts).
 *
 * Invalidation: every write the gateway sends upstream (any non-GET but sign-in) moves the cache to a new version,
 * before the call and again once it answered, so the next read after a write, by anyone, asks the upstream. All of it,
 * not only the written resource, because reference rows carry figures other writes change (a team's member count
 * moves with an employee's team; renaming a role renames titles). Entries live in the shared state's store: with
 * REDIS_URL the version key and the entries are in Redis, so a write through one replica is seen by every other at
 * once; writes made elsewhere (straight to the upstream) show within the TTL. Failures are never cached.
 */
import { randomUUID } from 'node:crypto';
import { config } from '../config';
import { liveStates } from './registry';
import type { KeyValueStore } from './store';

const VERSION = 'version';

export class ReferenceCache {
  /** Reads of this process waiting for the same upstream answer (one call for a burst of misses). */
  private readonly inflight = new Map<string, Promise<string>>();
  /** The version this process last saw or set (concurrent first reads share it). */
  private current: string = randomUUID();

  constructor(private readonly store: KeyValueStore) {}

  /** The cached JSON of `key`, else `fetch()`'s answer (stored when no write began meanwhile). Each caller gets its own copy. */
  async read<T>(key: string, fetch: () => Promise<T>): Promise<T> {
    const ttl = config.referenceCacheTtlMs();
    if (ttl <= 0) return fetch();
    const entry = `${await this.version()}:${key}`;
    const cached = await this.store.get(entry);
    if (cached !== undefined) return JSON.parse(cached) as T;
    let text = this.inflight.get(entry);
    if (!text) {
      const pending = fetch().then(async (value) => {
        const json = JSON.stringify(value);
        // An entry under an old version is never read again, so a read that overlapped a write stores harmlessly.
        await this.store.set(entry, json, ttl);
        return json;
      });
      text = pending;
      this.inflight.set(entry, pending);
      const settle = () => {
        if (this.inflight.get(entry) === pending) this.inflight.delete(entry);
      };
      pending.then(settle, settle);
    }
    return JSON.parse(await text) as T;
  }

  /** Starts a new version: every later read asks the upstream again (on every replica sharing the store). */
  async invalidate(): Promise<void> {
    this.inflight.clear();
    this.current = randomUUID();
    await this.store.set(VERSION, this.current);
  }

  /**
   * The store's version; when it has none (first read, evicted, Redis restarted) the last one this process saw or set,
   * stored again: entries under it are still valid, since every write moves the version on.
   */
  private async version(): Promise<string> {
    const stored = await this.store.get(VERSION);
    if (stored !== undefined) return (this.current = stored);
    await this.store.set(VERSION, this.current);
    return this.current;
  }
}

/** A write went upstream: every gateway of this process (and, with Redis, every replica) reads reference data afresh. */
export async function invalidateReferenceData(): Promise<void> {
  await Promise.all([...liveStates].map((state) => state.reference.invalidate()));
}
