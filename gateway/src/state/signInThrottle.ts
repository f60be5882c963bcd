/**
 * Sign-in throttling, per account (the e-mail typed, whether or not such an account exists, so the answers reveal
 * nothing) and per client address. Each keeps a tally of failed attempts { failures, last }: after a few failures
 * the next attempt must wait a delay that doubles with each failure, and past a limit the key is locked for a while;
 * an attempt that arrives too early is refused with when to try again, before the password is checked (so the right
 * password is refused too). A success clears the account's tally; the address's decays with its window only, so one
 * good account cannot wipe an address's record of guesses at others. Limits: docs/decisions/0133-sign-in-throttling.md.
 *
 * The tallies live in the shared state (Redis with REDIS_URL: every replica counts the same attempts) and change by
 * compare-and-set only. The account's attempt is counted when it starts and taken back if the answer was neither
 * success nor refusal (upstream down), so a burst of parallel attempts gets no more tries than a sequence. If the
 * backend is unreachable the throttle falls back to this process's memory rather than failing every sign-in.
 * Decisions read the injected clock (tests drive it); the store's TTLs only clean up.
 */
import { createHash } from 'node:crypto';
import { ErrorCode, gatewayError } from '../errors';
import { signInThrottled } from '../ops/metrics';
import { MemoryStore, type KeyValueStore } from './store';

export interface ThrottlePolicy {
  /** Failures allowed without any wait. */
  freeFailures: number;
  /** First wait (ms), doubled per further failure up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** From this many failures the key is locked for `lockMs` after each failure. */
  lockAfter: number;
  lockMs: number;
  /** A tally whose last failure is older than this is forgotten. */
  windowMs: number;
}

const MINUTE = 60_000;
export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 3,
  baseDelayMs: 1000,
  maxDelayMs: MINUTE,
  lockAfter: 10,
  lockMs: 15 * MINUTE,
  windowMs: 60 * MINUTE,
};
/** A call centre signs hundreds of agents in from one address: its limits are far wider. */
export const ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 30,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  lockAfter: 100,
  lockMs: 15 * MINUTE,
  windowMs: 15 * MINUTE,
};

interface Tally {
  failures: number;
  /** Time of the last failure (ms). */
  last: number;
}

/** Until when (ms) a key with this tally refuses attempts; 0 = open. */
export function blockedUntil(tally: Tally | undefined, policy: ThrottlePolicy, now: number): number {
  if (!tally || now - tally.last > policy.windowMs || tally.failures < policy.freeFailures) return 0;
  if (tally.failures >= policy.lockAfter) return tally.last + policy.lockMs;
  return tally.last + Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (tally.failures - policy.freeFailures));
}

/** "Please try again in 15 minutes." / "in 8 seconds." */
export function retryText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

export function throttledError(retryMs: number) {
  return gatewayError(ErrorCode.TOO_MANY_ATTEMPTS, `Too many sign-in attempts. Please try again in ${retryText(retryMs)}.`, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)),
  });
}

/** How an attempt ended: the password was right, wrong, or nothing was learnt (the upstream failed). */
export type AttemptOutcome = 'succeeded' | 'refused' | 'unknown';

export interface SignInAttempt {
  settle(outcome: AttemptOutcome): Promise<void>;
}

const hashed = (text: string) => createHash('sha256').update(text).digest('base64url');
const parse = (raw: string | undefined): Tally | undefined => (raw === undefined ? undefined : (JSON.parse(raw) as Tally));

export class SignInThrottle {
  private readonly fallback = new MemoryStore(10_000);

  constructor(
    private readonly store: KeyValueStore,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Starts an attempt, or throws TOO_MANY_ATTEMPTS (with when to retry) when the account or the address must wait.
   * The caller settles it with the upstream's answer.
   */
  async begin(email: string, address: string | null, company: string | null = null): Promise<SignInAttempt> {
    // An account is an e-mail within one company (the same address may sign in to two).
    const account = `account:${hashed(`${company ? `${company}/` : ''}${email.trim().toLowerCase()}`)}`;
    const place = address ? `address:${hashed(address)}` : null;
    const now = this.now();
    if (place) {
      const until = blockedUntil(parse(await this.read(place)), ADDRESS_POLICY, now);
      if (until > now) {
        signInThrottled.inc({ scope: 'address' });
        throw throttledError(until - now);
      }
    }
    // Count the attempt before the password is checked: parallel attempts each see the ones before them.
    const counted = await this.update(account, ACCOUNT_POLICY, (tally) => {
      const until = blockedUntil(tally, ACCOUNT_POLICY, now);
      if (until > now) return { refuse: until - now };
      return { next: { failures: (tally && now - tally.last <= ACCOUNT_POLICY.windowMs ? tally.failures : 0) + 1, last: now } };
    });
    if (counted !== undefined) {
      signInThrottled.inc({ scope: 'account' });
      throw throttledError(counted);
    }
    return {
      settle: async (outcome) => {
        if (outcome === 'succeeded') await this.update(account, ACCOUNT_POLICY, () => ({ next: undefined }));
        else if (outcome === 'unknown') {
          await this.update(account, ACCOUNT_POLICY, (tally) => ({
            next: tally && tally.failures > 1 ? { ...tally, failures: tally.failures - 1 } : undefined,
          }));
        } else if (place) {
          const at = this.now();
          await this.update(place, ADDRESS_POLICY, (tally) => ({
            next: { failures: (tally && at - tally.last <= ADDRESS_POLICY.windowMs ? tally.failures : 0) + 1, last: at },
          }));
        }
      },
    };
  }

  private async read(key: string): Promise<string | undefined> {
    return (await this.store.get(key)) ?? this.fallback.get(key);
  }

  /**
   * Read, decide, compare-and-set until no other attempt came between (every replica goes through the same key).
   * Answers the wait (ms) when `decide` refuses, else undefined.
   */
  private async update(
    key: string,
    policy: ThrottlePolicy,
    decide: (tally: Tally | undefined) => { refuse: number } | { next: Tally | undefined },
  ): Promise<number | undefined> {
    let store: KeyValueStore = this.store;
    for (;;) {
      const raw = await store.get(key);
      const decision = decide(parse(raw));
      if ('refuse' in decision) return decision.refuse;
      const value = decision.next ? JSON.stringify(decision.next) : undefined;
      const done = await store.compareAndSet(key, raw, value, policy.windowMs + policy.lockMs);
      if (done) return undefined;
      // Unreachable backend: this process keeps count meanwhile.
      if (done === undefined) store = this.fallback;
    }
  }
}
