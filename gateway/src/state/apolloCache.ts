/**
 * Apollo Server's cache (automatic persisted queries: `apq:<sha256>` → query text) on a namespace of the
 * shared state, so a query registered through one replica is found by every other. Apollo gives TTLs in seconds.
 */
import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { KeyValueStore } from './store';

export class StoreKeyValueCache implements KeyValueCache<string> {
  constructor(private readonly store: KeyValueStore) {}

  get(key: string): Promise<string | undefined> {
    return this.store.get(key);
  }

  set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    return this.store.set(key, value, options?.ttl ? options.ttl * 1000 : undefined);
  }

  delete(key: string): Promise<void> {
    return this.store.delete(key);
  }
}
