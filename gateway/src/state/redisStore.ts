/**
 * The Redis backend of the shared state (REDIS_URL), on ioredis. Keys are `<REDIS_PREFIX><namespace>:<key>`
 * (prefix default `hr:`), so several products or test runs can share one Redis.
 *
 * Never failing a request: commands are not queued while disconnected (they fail at once), each has a
 * REDIS_TIMEOUT_MS deadline, and every failure becomes a miss / a dropped write. An outage (or a command past its
 * deadline) is logged once when it starts and once when Redis answers again, not per request. The client
 * reconnects on its own.
 */
import { Redis } from 'ioredis';
import type { KeyValueStore, StateBackend } from './store';

export interface RedisBackendOptions {
  url: string;
  /** Prepended to every key, e.g. `hr:` or `hrtest:1234:`. */
  prefix: string;
  /** Deadline of one command (ms). */
  timeoutMs: number;
  /** Where outage lines go (tests silence them). */
  log?: (line: string) => void;
}

/** compareAndSet in one step on the server: '' stands for an absent key (stored values are never empty). */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1]) or ''
if current ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
return 1`;

/** `*`, `?`, `[`, `]` and `\` are glob syntax in SCAN MATCH. */
const globEscape = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

/** Deletes every key starting with `prefix`, in SCAN batches (never KEYS, which blocks Redis). */
async function unlinkUnder(client: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${globEscape(prefix)}*`, 'COUNT', 500);
    if (keys.length) await client.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/** Removes every key under `prefix` (test and benchmark clean-up); throws when Redis is unreachable. */
export async function deleteKeysUnder(url: string, prefix: string): Promise<void> {
  if (!prefix) throw new Error('refusing to delete every key: give a prefix');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await client.connect();
    await unlinkUnder(client, prefix);
  } finally {
    client.disconnect();
  }
}

export function redisBackend(options: RedisBackendOptions): StateBackend {
  const log = options.log ?? ((line: string) => console.warn(line));
  const where = new URL(options.url).host;
  const client = new Redis(options.url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    enableAutoPipelining: true,
    maxRetriesPerRequest: 1,
    commandTimeout: options.timeoutMs,
    connectTimeout: Math.max(1000, options.timeoutMs * 4),
    // A stream already dead when closing is destroyed after this long (ioredis waits 2 s by default).
    disconnectTimeout: 200,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let down = false;
  let closed = false;
  const failed = (error: unknown) => {
    if (down || closed) return;
    down = true;
    log(`[gateway] Redis at ${where} unavailable (${(error as Error)?.message ?? error}): shared state degrades to cache misses`);
  };
  const recovered = () => {
    if (down && !closed) log(`[gateway] Redis at ${where} answering again`);
    down = false;
  };
  client.on('error', failed);
  client.on('ready', recovered);

  /** Runs a command; any failure (down, timeout, error reply) is logged once per outage and answered with `fallback`. */
  const attempt = async <T>(command: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      const answer = await command();
      if (down) recovered();
      return answer;
    } catch (error) {
      failed(error);
      return fallback;
    }
  };

  const namespace = (name: string): KeyValueStore => {
    const prefix = `${options.prefix}${name}:`;
    return {
      get: (key) => attempt(async () => (await client.get(prefix + key)) ?? undefined, undefined),
      set: (key, value, ttlMs) =>
        attempt(async () => {
          if (ttlMs && ttlMs > 0) await client.set(prefix + key, value, 'PX', Math.ceil(ttlMs));
          else await client.set(prefix + key, value);
        }, undefined),
      delete: (key) => attempt(async () => void (await client.del(prefix + key)), undefined),
      clear: () => attempt(() => unlinkUnder(client, prefix), undefined),
      addMember: (key, member, ttlMs) =>
        attempt(async () => {
          await client
            .multi()
            .sadd(prefix + key, member)
            .pexpire(prefix + key, Math.ceil(ttlMs))
            .exec();
        }, undefined),
      members: (key) => attempt(() => client.smembers(prefix + key), [] as string[]),
      compareAndSet: (key, expected, value, ttlMs) =>
        attempt<boolean | undefined>(
          async () => (await client.eval(COMPARE_AND_SET, 1, prefix + key, expected ?? '', value ?? '', Math.max(1, Math.ceil(ttlMs)))) === 1,
          undefined,
        ),
    };
  };

  return {
    kind: 'redis',
    namespace,
    ready: (timeoutMs) =>
      client.status === 'ready'
        ? Promise.resolve(true)
        : new Promise((resolve) => {
            const timer = setTimeout(() => {
              client.off('ready', onReady);
              resolve(false);
            }, timeoutMs);
            const onReady = () => {
              clearTimeout(timer);
              resolve(true);
            };
            client.once('ready', onReady);
          }),
    close: async () => {
      closed = true;
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
