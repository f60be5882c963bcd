/**
 * The gateway's shared state: the per-token user cache, the revoked sessions, the reference-data cache
 * (reference.ts), the sign-in throttle (signInThrottle.ts) and Apollo's persisted-query cache. Without REDIS_URL it lives in this process (as a single replica always did, and Apollo keeps its own
 * bounded in-memory cache); with REDIS_URL in Redis under REDIS_PREFIX, so replicas behind a load balancer agree.
 *
 * createGateway() uses `sharedStateFromEnv()` (one per process) unless it is handed a state; tests hand each
 * gateway its own to play separate replicas.
 */
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { config } from '../config';
import { CurrentUserCache, type CurrentUser } from '../currentUser';
import type { RestClient } from '../rest/client';
import { StoreKeyValueCache } from './apolloCache';
import { redisBackend } from './redisStore';
import { ReferenceCache } from './reference';
import { liveStates } from './registry';
import { RevokedSessions } from './sessions';
import { SignInThrottle } from './signInThrottle';
import { memoryBackend, type StateBackend } from './store';

export interface SharedState {
  readonly kind: StateBackend['kind'];
  readonly users: CurrentUserCache;
  readonly sessions: RevokedSessions;
  /** Reference data every caller sees alike, briefly (reference.ts). */
  readonly reference: ReferenceCache;
  /** Failed sign-ins per account and address (signInThrottle.ts). */
  readonly signIns: SignInThrottle;
  /** For ApolloServer's `cache`; undefined = Apollo's default in-memory cache. */
  readonly apolloCache: KeyValueCache<string> | undefined;
  /** The user of `rest.token`, refused (rejects with `refused()`) when the token was revoked. */
  currentUser(rest: RestClient, refused: () => Error): Promise<CurrentUser>;
  /** Resolves whether the backend answered within `timeoutMs`. */
  ready(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface SharedStateOptions {
  /** redis://host:port[/db]; omitted = in this process. */
  redisUrl?: string;
  /** Key prefix in Redis (default REDIS_PREFIX, else `hr:`). */
  prefix?: string;
  /** Per-command deadline in ms (default REDIS_TIMEOUT_MS, else 250). */
  timeoutMs?: number;
  log?: (line: string) => void;
  /** The sign-in throttle's clock (tests drive it). */
  now?: () => number;
}

export function createSharedState(options: SharedStateOptions = {}): SharedState {
  const backend = options.redisUrl
    ? redisBackend({
        url: options.redisUrl,
        prefix: options.prefix ?? config.redisPrefix(),
        timeoutMs: options.timeoutMs ?? config.redisTimeoutMs(),
        log: options.log,
      })
    : memoryBackend();
  const users = new CurrentUserCache(backend.namespace('user', { maxEntries: 10_000 }), backend.namespace('employee', { maxEntries: 10_000 }));
  const sessions = new RevokedSessions(backend.namespace('revoked', { maxEntries: 100_000 }));
  const state: SharedState = {
    kind: backend.kind,
    users,
    sessions,
    reference: new ReferenceCache(backend.namespace('reference', { maxEntries: 1_000 })),
    signIns: new SignInThrottle(backend.namespace('signin', { maxEntries: 100_000 }), options.now),
    apolloCache: backend.kind === 'redis' ? new StoreKeyValueCache(backend.namespace('apollo')) : undefined,
    async currentUser(rest, refused) {
      const token = rest.token as string;
      // Both lookups go out together (one round trip with Redis auto-pipelining).
      const [revoked, user] = await Promise.all([sessions.isRevoked(token), users.load(rest)]);
      if (revoked) throw refused();
      return user;
    },
    ready: (timeoutMs) => backend.ready(timeoutMs),
    async close() {
      liveStates.delete(state);
      await backend.close();
    },
  };
  liveStates.add(state);
  return state;
}

let fromEnv: SharedState | undefined;

/** The process's state as REDIS_URL says, created on first use and kept for the life of the process. */
export function sharedStateFromEnv(): SharedState {
  fromEnv ??= createSharedState({ redisUrl: config.redisUrl() });
  return fromEnv;
}
