/**
 * Registration is limited per client address (docs/decisions/0173-registration-rate-limit.md): at most
 * REGISTRATION_LIMIT.attempts in REGISTRATION_LIMIT.windowMs, every attempt that passed the form's own checks counted
 * (a refused subdomain too: trying names is what the limit slows down). Past it: 429 with when to try again. The
 * tally lives in the database, so every upstream process counts the same attempts, and an address's attempts are
 * counted under a transaction lock, so parallel attempts get no more than a sequence.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db';
import { HttpError } from '../http/errors';

export const REGISTRATION_LIMIT = { attempts: 10, windowMs: 60 * 60_000 } as const;

/** "in 12 minutes" / "in 40 seconds" */
function inWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export class TooManyRegistrations extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many registrations from this address. Please try again in ${inWords(retryAfterSeconds * 1000)}.`);
  }
}

/** Counts an attempt from `address`, or throws TooManyRegistrations when the address has used its attempts. */
export async function countRegistrationAttempt(db: Db, address: string, now: Date): Promise<void> {
  const key = createHash('sha256').update(address).digest('base64url');
  const since = new Date(now.getTime() - REGISTRATION_LIMIT.windowMs);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`registration:${key}`]);
    await tx.query('DELETE FROM registration_attempts WHERE at <= $1', [since]);
    const { rows } = await tx.query<{ n: number; first: Date | null }>(
      'SELECT count(*)::int AS n, min(at) AS first FROM registration_attempts WHERE address = $1 AND at > $2',
      [key, since],
    );
    const { n, first } = rows[0];
    if (n >= REGISTRATION_LIMIT.attempts && first) {
      throw new TooManyRegistrations(Math.ceil((first.getTime() + REGISTRATION_LIMIT.windowMs - now.getTime()) / 1000));
    }
    await tx.query('INSERT INTO registration_attempts (address, at) VALUES ($1, $2)', [key, now]);
  });
}
