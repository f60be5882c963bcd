/**
 * Leave types: GET /leave_types (everyone: forms need them), POST (201), PUT /leave_types/{id}, DELETE (204).
 * Writes are CEO/HR only (SPEC §6 "leave types"). A type some request uses cannot be deleted: 409 saying how many.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requireRoles } from '../auth/hook';
import { HttpError } from '../http/errors';
import { paged } from '../http/paging';
import { sortKeys } from '../http/schema';
import { MESSAGES, readLeaveType } from './input';
import { routeId } from '../http/values';
import { LeaveTypeSort } from './schemas';
import * as store from './store';

const duplicate = (name: string) =>
  new HttpError(409, `Leave type ${name} already exists`, [{ field: 'leave_name', message: `Leave type ${name} already exists` }]);

export const leaveTypeRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  app.get('/leave_types', async (request) =>
    paged(
      db,
      {
        select: store.TYPE_COLUMNS,
        from: 'leave_types',
        sortable: sortKeys(LeaveTypeSort),
        defaultSort: 'leave_name',
        tiebreak: 'id',
      },
      request.query,
    ),
  );

  app.post('/leave_types', async (request, reply) => {
    requireRoles(request, 'ceo', 'hr');
    const input = readLeaveType(request);
    if (await store.findLeaveTypeByName(db, input.leave_name)) throw duplicate(input.leave_name);
    reply.code(201);
    return store.insertLeaveType(db, input);
  });

  app.put<{ Params: { id: string } }>('/leave_types/:id', async (request) => {
    requireRoles(request, 'ceo', 'hr');
    const id = routeId(request.params.id, MESSAGES.typeNotFound);
    const current = await store.findLeaveType(db, id);
    if (!current) throw new HttpError(404, MESSAGES.typeNotFound);
    const input = readLeaveType(request, current);
    const same = await store.findLeaveTypeByName(db, input.leave_name);
    if (same && same.id !== id) throw duplicate(input.leave_name);
    return store.updateLeaveType(db, id, input);
  });

  app.delete<{ Params: { id: string } }>('/leave_types/:id', async (request, reply) => {
    requireRoles(request, 'ceo', 'hr');
    const id = routeId(request.params.id, MESSAGES.typeNotFound);
    const type = await store.findLeaveType(db, id);
    if (!type) throw new HttpError(404, MESSAGES.typeNotFound);
    const used = await store.countRequestsOfType(db, id);
    if (used > 0) {
      throw new HttpError(409, `Leave type ${type.leave_name} is used by ${used} leave request${used === 1 ? '' : 's'} and can't be deleted`);
    }
    await store.deleteLeaveType(db, id);
    return reply.code(204).send();
  });
};
