/**
 * Sign-in sessions. A token is valid only while its `sessions` row is live: sign-out revokes that row,
 * a password change revokes every other session of the user, and firing revokes all of them, so a token never
 * outlives the event that should end it (and re-granted access never revives an old token).
 * Tokens are still JWTs (expiry, signature); the row adds one indexed lookup to the auth hook's user query.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { currentCompanyId } from '../companies/context';

/** Creates a session for the employee and answers its token. Expired rows are pruned on the way. */
export async function openSession(app: FastifyInstance, employeeId: number): Promise<string> {
  const sessionId = randomUUID();
  const { token, expiresAt } = app.tokens.sign(employeeId, sessionId, currentCompanyId());
  await app.db.query(`DELETE FROM sessions WHERE expires_at < now() - interval '1 day'`);
  await app.db.query('INSERT INTO sessions (id, employee_id, expires_at) VALUES ($1, $2, $3)', [sessionId, employeeId, expiresAt]);
  return token;
}

/** Ends one session (sign-out). */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

/** Ends every live session of an employee, except `keep` (the caller's own, after a password change). */
export async function revokeSessionsOf(db: Pick<Db, 'query'>, employeeId: number, keep?: string): Promise<number> {
  const { affectedRows } = await db.query('UPDATE sessions SET revoked_at = now() WHERE employee_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2', [
    employeeId,
    keep ?? null,
  ]);
  return affectedRows ?? 0;
}
