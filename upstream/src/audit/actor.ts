/**
 * Who a request's writes are recorded as (audit_log.actor_*): the signed-in employee, their role title and the
 * request id, as the JSON text the context puts in `app.actor` (companies/context.ts) for the audit triggers.
 * Public routes (sign-in, registration) have no user: their rows carry the request id only. Work outside a request
 * (a due job's schedule) sets no actor: the trigger records it as the system's.
 */
import type { FastifyRequest } from 'fastify';

/** Longest request id kept: the gateway's are UUIDs; a caller's own header is cut, not refused. */
const REQUEST_ID_MAX = 100;

export function actorOf(request: FastifyRequest): string {
  const user = request.user as FastifyRequest['user'] | null;
  return JSON.stringify({
    employee_id: user?.id ?? null,
    name: user?.name ?? null,
    role: user?.role_title ?? null,
    request_id: String(request.id).slice(0, REQUEST_ID_MAX),
  });
}
