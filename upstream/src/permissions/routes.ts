/**
 * Manager permissions (SPEC §3 "Permission catalogue", §6 shared area). Not in SPEC §7 (the shared area
 * names no paths): every call is an extension (http/extensions.ts).
 *   GET    /manager_permissions            paged grants; filters employee_id, permission, search (name / RES_ID)
 *   POST   /manager_permissions            { manager_permission: { employee_id, permission } } -> 201 the grant
 *   DELETE /manager_permissions/{id}       -> 204
 * The signed-in user's own permissions travel with GET /current_user_with_manager as `manager_permissions`
 * (the shared area's user "holds managerPermissions"); a backend without it grants none.
 *
 * Decisions the spec leaves open:
 * - Admins (CEO or head of HR, SPEC §6) grant and revoke; everyone else reads only their own grants (the list is
 *   filtered to them), and writes answer 403 "You don't have permission to access this resource".
 * - Only managers (can_manage) may receive a permission (422 on employee_id otherwise). A grant whose holder loses
 *   can_manage stays on record but opens nothing until the flag comes back (store.permissionsOf).
 * - A permission held already answers 409; a missing grant 404 "Permission is not found!" (SPEC §8 shared area).
 * - What each permission opens (decided with the leave and goals domains): MANAGE_LEAVE_REQUESTS lets its holder
 *   file leave requests for, and approve or reject the requests of, the employees of their reporting line (direct
 *   and indirect reports), like a head does for the whole company; MANAGE_GOALS lets its holder create goals for,
 *   and approve or reject the goals of, the same people (goals/routes.ts). Nobody acts on their own requests/goals.
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireRoles } from '../auth/hook';
import { HttpError, validationError } from '../http/errors';
import { Filters, paged } from '../http/paging';
import { bodyOf, type SortKey } from '../http/schema';
import { idParam, likePattern, routeId } from '../http/values';
import { GrantInput, type GrantListQuery, type GrantSort } from './schemas';
import * as store from './store';

type Query = Static<typeof GrantListQuery>;
export const NOT_FOUND = 'Permission is not found!';

const SORTABLE: Record<SortKey<typeof GrantSort>, string> = { id: 'mp.id', employee_name: 'e.name', permission: 'mp.permission', granted_at: 'mp.granted_at' };

export const permissionsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  app.get<{ Querystring: Query }>('/manager_permissions', async (request: FastifyRequest<{ Querystring: Query }>) => {
    const q = request.query;
    const f = new Filters();
    if (!request.roles.admin) f.add(`mp.employee_id = ${f.param(request.user.id)}`);
    if (q.employee_id) f.add(`mp.employee_id = ${f.param(idParam(q.employee_id) ?? 0)}`);
    if (q.permission) f.add(`mp.permission = ${f.param(q.permission)}`);
    const search = likePattern(q.search);
    if (search) {
      const like = f.param(search);
      f.add(`(e.name ILIKE ${like} OR e."RES_ID" ILIKE ${like})`);
    }
    return paged(
      db,
      {
        select: store.GRANT_COLUMNS,
        from: store.GRANT_FROM,
        where: f.where,
        params: f.params,
        sortable: SORTABLE,
        defaultSort: 'employee_name',
        tiebreak: 'mp.id',
      },
      q,
    );
  });

  app.post('/manager_permissions', async (request, reply) => {
    requireRoles(request, 'admin');
    const { employee_id: employeeId, permission } = bodyOf(request, GrantInput);
    const employee = await store.findEmployeeBrief(db, employeeId);
    if (!employee || !employee.active) throw new HttpError(404, 'Employee is not found!', [{ field: 'employee_id', message: 'Employee is not found!' }]);
    if (!employee.can_manage) throw validationError([{ field: 'employee_id', message: 'Only managers can hold manager permissions' }]);
    const id = await store.insertGrant(db, employee.id, permission, request.user.id);
    if (!id)
      throw new HttpError(409, `This manager already holds ${permission}`, [{ field: 'permission', message: `This manager already holds ${permission}` }]);
    reply.code(201);
    return store.findGrant(db, id);
  });

  app.delete<{ Params: { id: string } }>('/manager_permissions/:id', async (request, reply) => {
    requireRoles(request, 'admin');
    const id = routeId(request.params.id, NOT_FOUND);
    if (!(await store.deleteGrant(db, id))) throw new HttpError(404, NOT_FOUND);
    return reply.code(204).send();
  });
};
