/**
 * The gateway's shared state sits behind one small key-value interface with two backends: in memory (one
 * replica, the default) and Redis (REDIS_URL: every replica sees the same entries). A backend hands out
 * namespaces (`user:`, `revoked:`, `apq:`), each a KeyValueStore of string values with a per-entry TTL.
 *
 * Contract: a store never throws and never makes a request wait long. A backend that is slow or down answers
 * a miss (get → undefined) and drops writes, logging the outage once; the gateway then behaves like a replica
 * with a cold cache.
 */
import { createHash } from 'node:crypto';

/** Makes room for one more entry under `max` by dropping the oldest (first inserted) ones: the bound of every in-process cache here. */
export function makeRoom<K, V>(map: Map<K, V>, max: number): void {
  while (map.size >= max) map.delete(map.keys().next().value as K);
}

export interface KeyValueStore {
  /** The value, or undefined when absent, expired or the backend is unreachable. */
  get(key: string): Promise<string | undefined>;
  /** Stores `value`; `ttlMs` > 0 makes it expire (omitted = kept until deleted or evicted). */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes every key of this namespace. */
  clear(): Promise<void>;
  /** Adds `member` to the set stored at `key`; the set expires `ttlMs` after its last addition. */
  addMember(key: string, member: string, ttlMs: number): Promise<void>;
  /** The members of the set at `key` ([] when absent, expired or unreachable). */
  members(key: string): Promise<string[]>;
  /**
   * Atomically: when `key` holds `expected` (undefined = absent), stores `value` for `ttlMs` (undefined = deletes it).
   * True when it did, false when the key held something else, undefined when the backend is unreachable.
   */
  compareAndSet(key: string, expected: string | undefined, value: string | undefined, ttlMs: number): Promise<boolean | undefined>;
}

export interface StateBackend {
  readonly kind: 'memory' | 'redis';
  /** A namespace of this backend; `maxEntries` bounds the memory backend (Redis evicts by its own policy). */
  namespace(name: string, options?: { maxEntries?: number }): KeyValueStore;
  /** Resolves true once the backend answers (memory: at once), false after `timeoutMs`. */
  ready(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * One namespace in process memory: a Map in insertion order, expired entries dropped on read, the oldest
 * evicted past `maxEntries`. Every operation takes effect synchronously (callers that do not await still see it).
 */
export class MemoryStore implements KeyValueStore {
  private readonly entries = new Map<string, { value: string; expires: number }>();

  constructor(private readonly maxEntries = 10_000) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Promise<string | undefined> {
    const entry = this.entries.get(key);
    if (entry && entry.expires <= Date.now()) this.entries.delete(key);
    return Promise.resolve(entry && entry.expires > Date.now() ? entry.value : undefined);
  }

  set(key: string, value: string, ttlMs?: number): Promise<void> {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.evict();
    this.entries.set(key, { value, expires: ttlMs && ttlMs > 0 ? Date.now() + ttlMs : Infinity });
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }

  clear(): Promise<void> {
    this.entries.clear();
    return Promise.resolve();
  }

  /** Sets are JSON arrays here: one process, so read-modify-write cannot interleave. */
  addMember(key: string, member: string, ttlMs: number): Promise<void> {
    const members = new Set(this.read(key));
    return this.set(key, JSON.stringify([...members.add(member)]), ttlMs);
  }

  members(key: string): Promise<string[]> {
    return Promise.resolve(this.read(key));
  }

  async compareAndSet(key: string, expected: string | undefined, value: string | undefined, ttlMs: number): Promise<boolean> {
    const entry = this.entries.get(key);
    const current = entry && entry.expires > Date.now() ? entry.value : undefined;
    if (current !== expected) return false;
    if (value === undefined) this.entries.delete(key);
    else void this.set(key, value, ttlMs);
    return true;
  }

  private read(key: string): string[] {
    const entry = this.entries.get(key);
    return entry && entry.expires > Date.now() ? (JSON.parse(entry.value) as string[]) : [];
  }

  /** Drops expired entries; when none were, the oldest one. */
  private evict(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    makeRoom(this.entries, this.maxEntries);
  }
}

export const memoryBackend = (): StateBackend => ({
  kind: 'memory',
  namespace: (_name, options) => new MemoryStore(options?.maxEntries),
  ready: async () => true,
  close: async () => undefined,
});

const tokenKeys = new Map<string, string>();
const TOKEN_KEYS_MAX = 1_000;

/**
 * Tokens are never stored as such: entries are keyed by their SHA-256. Every request hashes its token twice (user
 * cache, revoked list), so the last tokens' keys are remembered in this process (bounded, oldest dropped first).
 */
export function tokenKey(token: string): string {
  let key = tokenKeys.get(token);
  if (key === undefined) {
    key = createHash('sha256').update(token).digest('base64url');
    makeRoom(tokenKeys, TOKEN_KEYS_MAX);
    tokenKeys.set(token, key);
  }
  return key;
}
