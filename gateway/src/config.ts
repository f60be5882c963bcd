/**
 * Gateway settings from the environment, read at call time so tests (and each replica) can set them
 * before creating a gateway. Every variable is documented in docs/operations.md.
 */
import { randomBytes } from 'node:crypto';

const num = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) ? value : fallback;
};

/** Random per process when GATEWAY_SECRET is unset: links then only work on the replica that made them. */
const processSecret = randomBytes(32).toString('hex');

export const config = {
  /** HTTP port of the gateway. */
  port: () => num('PORT', 4000),
  /** Default per-call REST timeout (SPEC §9 calls pass their own 15 s / 60 s). */
  upstreamTimeoutMs: () => num('UPSTREAM_TIMEOUT_MS', 30000),
  /** How long the current user of a token is cached; 0 turns the cache off. */
  meCacheTtlMs: () => num('ME_CACHE_TTL_MS', 30000),
  /** How long reference data every caller sees alike (leave types, teams, ...) is cached; 0 turns the cache off. */
  referenceCacheTtlMs: () => num('REFERENCE_CACHE_TTL_MS', 5000),
  /** Largest accepted upload, in MB. */
  uploadMaxMb: () => num('UPLOAD_MAX_MB', 10),
  /** Lifetime of a download link, in seconds. */
  fileLinkTtlS: () => num('FILE_LINK_TTL_S', 300),
  /** Key material of download tickets; set the same value on every replica. */
  gatewaySecret: () => process.env.GATEWAY_SECRET || processSecret,
  /** redis://… moves the shared state (user cache, revoked sessions, persisted queries) to Redis; unset = in memory. */
  redisUrl: () => process.env.REDIS_URL || undefined,
  /** The domain companies' subdomains sit under (`acme.hr.example.com` -> acme); unset: `<subdomain>.localhost` only. */
  baseDomain: () => (process.env.BASE_DOMAIN || '').trim().toLowerCase().replace(/^\./, '') || undefined,
  /** Prefix of every Redis key of this product. */
  redisPrefix: () => process.env.REDIS_PREFIX || 'hr:',
  /** Deadline of one Redis command; past it the gateway treats the answer as a miss. */
  redisTimeoutMs: () => num('REDIS_TIMEOUT_MS', 250),
  /** Proxies in front of the gateway whose X-Forwarded-For entries are trusted (0 = the socket's address is the client's). */
  trustProxyHops: () => num('TRUST_PROXY_HOPS', 0),
  /** Bearer token that opens /metrics on the public port; unset (and no METRICS_PORT) = /metrics is not served there. */
  metricsToken: () => process.env.METRICS_TOKEN || undefined,
  /** A port of its own for /metrics (no token), kept off the load balancer; unset = none. */
  metricsPort: () => (process.env.METRICS_PORT ? num('METRICS_PORT', 0) : undefined),
  /** How long the embedded upstream may be down before /healthz fails (ms). */
  upstreamDownGraceMs: () => num('UPSTREAM_DOWN_GRACE_MS', 15000),
};
