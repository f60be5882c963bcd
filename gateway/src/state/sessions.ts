/**
 * Revoked sessions: tokens signed out or revoked, refused by every replica at once (with REDIS_URL they live
 * in Redis; otherwise in this process). The gateway checks them before it trusts a token (context.currentUser
 * and download links); the upstream keeps its own list, so a revocation missed while Redis is down is still
 * refused there.
 *
 * API for resolvers (e.g. `logout`):
 *   await revokeToken(token);             // until the token's own expiry (JWT `exp`), else TOKEN_TTL_FALLBACK_S
 *   await revokeToken(token, 3600);       // for an hour
 *   if (await isRevoked(token)) ...
 * Entries are keyed by the token's SHA-256 and expire with the token, so the set never grows past the live tokens.
 */
import { liveStates } from './registry';
import { tokenKey, type KeyValueStore } from './store';

/** Used when the token carries no readable expiry: the upstream's default lifetime (12 h). */
export const TOKEN_TTL_FALLBACK_S = 12 * 3600;

/** Seconds until the token expires, read from a JWT's `exp` claim without verifying it; undefined otherwise. */
export function secondsUntilExpiry(token: string, now = Date.now()): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const exp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? Math.max(1, Math.ceil(exp - now / 1000)) : undefined;
  } catch {
    return undefined;
  }
}

export class RevokedSessions {
  constructor(private readonly store: KeyValueStore) {}

  /** Refuses `token` from now on, for `ttlSeconds` (default: until it expires). */
  revoke(token: string, ttlSeconds?: number): Promise<void> {
    const ttl = ttlSeconds ?? secondsUntilExpiry(token) ?? TOKEN_TTL_FALLBACK_S;
    return this.store.set(tokenKey(token), '1', ttl * 1000);
  }

  /** False as well when the backend cannot answer (see store.ts: never fail a request). */
  async isRevoked(token: string): Promise<boolean> {
    return (await this.store.get(tokenKey(token))) !== undefined;
  }
}

/** Revokes `token` in every shared state of this process (normally the one of the running gateway). */
export async function revokeToken(token: string, ttlSeconds?: number, company?: string | null): Promise<void> {
  await Promise.all(
    [...liveStates].map(async (state) => {
      await state.sessions.revoke(token, ttlSeconds);
      await state.users.clear(token, company);
    }),
  );
}

/** True when any shared state of this process holds `token` as revoked. */
export async function isRevoked(token: string): Promise<boolean> {
  const answers = await Promise.all([...liveStates].map((state) => state.sessions.isRevoked(token)));
  return answers.includes(true);
}
