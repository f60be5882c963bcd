/**
 * Idempotency keys for money writes (an extension: header `Idempotency-Key`, marked in the OpenAPI contract). After a
 * timeout whose outcome is unknown the natural retry paid a bonus twice; with a key, the first answer is stored and a
 * retry with the same key (same caller, same route) answers it again (`Idempotent-Replayed: true`) and writes nothing.
 *   - Claimed before the write (a committed row), so a second request racing the first answers 409 until it is done,
 *     on PostgreSQL as on PGlite; a write that fails drops its claim, so a retry runs again (nothing was written).
 *   - The same key with another body answers 422: a key names one request, never "whatever comes next".
 *   - Kept 24 hours; a claim without an answer (a process that died mid-write) is given up after 10 minutes.
 * Without the header a write runs as before.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Migration } from '../db';
import { HttpError } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const idempotencyMigrations: Migration[] = [
  {
    id: '0703_idempotency_keys',
    sql: `
      CREATE TABLE idempotency_keys (
        employee_id int NOT NULL,
        route text NOT NULL,
        key text NOT NULL,
        request_hash text NOT NULL,
        status int,
        body text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (employee_id, route, key)
      );
      CREATE INDEX idempotency_keys_created_idx ON idempotency_keys(created_at);
    `,
  },
];

const KEY = /^[\x21-\x7e]{1,255}$/;
export const MESSAGES = {
  badKey: 'Idempotency-Key must be 1 to 255 visible characters',
  otherRequest: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed; try again in a moment',
};

/** The body's fingerprint; a multipart body is read by the route itself, so only the key names it. */
const fingerprint = (body: unknown) =>
  createHash('sha256')
    .update(body && typeof body === 'object' ? JSON.stringify(body) : '')
    .digest('hex');

/**
 * Runs `write` at most once per `Idempotency-Key` of the signed-in caller on this route; its answer (status and body)
 * is what every retry with that key gets.
 */
export async function once<T>(db: Db, request: FastifyRequest, reply: FastifyReply, write: () => Promise<T>): Promise<T> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return write();
  const key = Array.isArray(header) ? header[0] : header;
  if (!KEY.test(key)) throw new HttpError(400, MESSAGES.badKey);
  const id = [request.user.id, `${request.method} ${request.routeOptions.url}`, key];
  const hash = fingerprint(request.body);
  await db.query(
    `DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours' OR (status IS NULL AND created_at < now() - interval '10 minutes')`,
  );
  const claimed = await db.query(
    'INSERT INTO idempotency_keys (employee_id, route, key, request_hash) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING key',
    [...id, hash],
  );
  if (!claimed.rows.length) {
    const { rows } = await db.query<{ status: number | null; body: string | null; request_hash: string }>(
      'SELECT status, body, request_hash FROM idempotency_keys WHERE employee_id = $1 AND route = $2 AND key = $3',
      id,
    );
    const first = rows[0];
    if (!first) return once(db, request, reply, write); // given up meanwhile: claim it afresh
    if (first.request_hash !== hash) throw new HttpError(422, MESSAGES.otherRequest);
    if (first.status === null) throw new HttpError(409, MESSAGES.inProgress);
    reply.code(first.status).header('Idempotent-Replayed', 'true');
    return JSON.parse(first.body ?? 'null') as T;
  }
  let answer: T;
  try {
    answer = await write();
  } catch (error) {
    await db.query('DELETE FROM idempotency_keys WHERE employee_id = $1 AND route = $2 AND key = $3', id);
    throw error;
  }
  await db.query('UPDATE idempotency_keys SET status = $4, body = $5 WHERE employee_id = $1 AND route = $2 AND key = $3', [
    ...id,
    reply.statusCode,
    JSON.stringify(answer ?? null),
  ]);
  return answer;
}
