/**
 * The audit trail (docs/decisions/0203-audit-trail.md). Not in SPEC §7: extensions.
 *   GET /audit_log                 paged, newest first; filters employee_id (whom the record is about), actor_id,
 *                                  entity, entity_id, field, action, from / to (days, UTC). CEO, HR, admin.
 *   GET /audit_log/export          the same filters as CSV, one line per changed field (formula-safe). CEO, HR, admin.
 *   GET /employees/{id}/history    the person's records' changes: the audit readers, the person and their managers
 *                                  (up the reporting chain; the first audited tables only, HISTORY_ENTITIES);
 *                                  404 "Employee is not found!" for a missing person.
 * Every answer masks pay, personal and HR-record values its reader may not read (audit/visibility.ts).
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireRoles } from '../auth/hook';
import { HttpError } from '../http/errors';
import { sendCsv } from '../http/csv';
import { routeId } from '../http/values';
import { reportsTo } from '../people/store';
import { HISTORY_ENTITIES } from './migrations';
import type { AuditExportQuery, AuditListQuery, HistoryQuery } from './schemas';
import { searchAudit } from './store';
import type { Reader } from './visibility';

export const EMPLOYEE_NOT_FOUND = 'Employee is not found!';

const readerOf = (request: FastifyRequest): Reader => ({ employeeId: request.user.id, roles: request.roles });

/** Who searches the whole trail: SPEC §6's readers of pay (CEO, HR, admin). */
const requireAuditReader = (request: FastifyRequest) => requireRoles(request, 'ceo', 'hr', 'admin');

export const auditRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  app.get<{ Querystring: Static<typeof AuditListQuery> }>('/audit_log', async (request) => {
    requireAuditReader(request);
    return searchAudit(db, request.query, readerOf(request));
  });

  app.get<{ Querystring: Static<typeof AuditExportQuery> }>('/audit_log/export', async (request, reply) => {
    requireAuditReader(request);
    const { items } = await searchAudit(db, request.query, readerOf(request));
    const lines = items.flatMap((e) =>
      e.changes.map((c) => ({
        at: e.at.toISOString(),
        actor: e.system ? 'System' : e.actor_name,
        actor_role: e.actor_role,
        request_id: e.request_id,
        entity: e.entity,
        entity_id: e.entity_id,
        employee: e.employee_name,
        action: e.action,
        field: c.field,
        before: c.before,
        after: c.after,
      })),
    );
    return sendCsv(reply, 'audit_log.csv', lines, [
      'at',
      'actor',
      'actor_role',
      'request_id',
      'entity',
      'entity_id',
      'employee',
      'action',
      'field',
      'before',
      'after',
    ]);
  });

  app.get<{ Params: { id: string }; Querystring: Static<typeof HistoryQuery> }>('/employees/:id/history', async (request) => {
    const id = routeId(request.params.id, EMPLOYEE_NOT_FOUND);
    const { rows } = await db.query<{ id: number }>('SELECT id FROM employees WHERE id = $1', [id]);
    if (!rows[0]) throw new HttpError(404, EMPLOYEE_NOT_FOUND);
    const { roles, user } = request;
    const wholeTrail = roles.ceo || roles.hr || roles.admin;
    if (!(wholeTrail || user.id === id || (await reportsTo(db, id, user.id)))) {
      throw new HttpError(403, "You don't have permission to access this resource");
    }
    // The person and their managers read the records SPEC §6 lets them; the other domains' entries stay in the trail.
    const entities = wholeTrail ? undefined : HISTORY_ENTITIES;
    return searchAudit(db, { ...request.query, employee_id: id, entities }, readerOf(request));
  });
};
