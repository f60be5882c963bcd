/**
 * Company assets (SPEC §1 shared area "assets"): name, type, serial, condition, assigned to employees with
 * a history of hand-overs. SPEC §7 gives the shared area no paths; ours follow its style and are all extensions
 * (http/extensions.ts):
 *   GET    /assets                       paged; filters search (name, serial or holder), asset_type, condition,
 *                                        status (assigned | available), employee_id (current holder) — HR, admins
 *   GET    /assets/mine                  paged: the assets the caller holds now ("My assets") — everyone
 *   POST   /assets                       { asset: { name, asset_type, serial_number, condition, notes } } -> 201
 *   GET    /assets/{id}                  HR, admins, or the employee holding it
 *   PUT    /assets/{id}                  same body as POST
 *   DELETE /assets/{id}                  -> 204; only when not assigned (409 otherwise)
 *   POST   /assets/{id}/assign           { assignment: { employee_id, assigned_on, notes } }
 *   POST   /assets/{id}/return           { assignment: { returned_on, condition, notes } }
 *   GET    /assets/{id}/assignments      paged history of the asset, newest first
 *
 * Decisions the spec leaves open (as mature HR products do):
 * - Asset managers are HR and admins (SPEC §6 roles hr, admin = CEO or head of HR): they keep the inventory, hand
 *   assets over and take them back. Everyone sees the assets they hold now ("My assets"); anything else answers 403
 *   "You don't have permission to access this resource". Missing: 404 "Asset is not found!".
 * - Types come from a fixed list (Laptop, Desktop, Monitor, Headset, Phone, Keyboard, Mouse, Furniture, Other) and
 *   conditions are new, good, fair, poor, damaged; serial numbers are unique (case-insensitively; 409
 *   "Serial number has already been taken").
 * - An asset is held by at most one employee at a time: assigning a held asset is 409 "This asset is already assigned
 *   to <name>" (return it first), returning an available one 409 "This asset is not assigned". Only active employees
 *   receive assets (422 "Employee is not found!" otherwise). Dates default to today; an assignment cannot start
 *   before the asset's last return, and a return cannot precede its assignment (422). A return may record the
 *   condition the asset came back in, which becomes the asset's condition.
 * - Hand-overs lock the asset row, so two concurrent assignments of one asset leave one winner (the other 409); a
 *   unique index on open assignments guards the same rule in the database.
 * - An asset still assigned cannot be deleted (409 "Return the asset before deleting it"); deleting drops its history.
 * - Unforeseen write failures: 500 "An error has occured while creating!" (updating!, deleting!) (http/writes.ts).
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError, validationError } from '../http/errors';
import { Filters, paged } from '../http/paging';
import { bodyOf } from '../http/schema';
import { idParam, likePattern, routeId, todayIso } from '../http/values';
import { writeGuard } from '../http/writes';
import { AssetInput, AssignInput, EMPLOYEE_NOT_FOUND, ReturnInput } from './input';
import type { AssetQuery, AssignmentListQuery, MyAssetsQuery } from './schemas';
import * as store from './store';

export const ASSET_NOT_FOUND = 'Asset is not found!';
const FORBIDDEN = "You don't have permission to access this resource";
type IdParams = { Params: { id: string } };

/** HR and admins manage the inventory. */
export const managesAssets = (request: FastifyRequest) => request.roles.hr || request.roles.admin;

export const assetsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  const requireManager = (request: FastifyRequest) => {
    if (!managesAssets(request)) throw new HttpError(403, FORBIDDEN);
  };
  const load = async (id: number) => {
    const row = await store.findAsset(db, id);
    if (!row) throw new HttpError(404, ASSET_NOT_FOUND);
    return row;
  };
  const serialTaken = () =>
    new HttpError(409, 'Serial number has already been taken', [{ field: 'serial_number', message: 'Serial number has already been taken' }]);
  const list = (q: Static<typeof MyAssetsQuery>, f: Filters) =>
    paged(
      db,
      { select: store.COLUMNS, from: store.FROM, where: f.where, params: f.params, sortable: store.SORTABLE, defaultSort: 'name', tiebreak: 'a.id' },
      q,
    );

  app.get<{ Querystring: Static<typeof AssetQuery> }>('/assets', async (request) => {
    requireManager(request);
    const q = request.query;
    const f = new Filters();
    const search = likePattern(q.search);
    if (search) {
      const like = f.param(search);
      f.add(`(a.name ILIKE ${like} OR a.serial_number ILIKE ${like} OR e.name ILIKE ${like})`);
    }
    if (q.asset_type) f.add(`a.asset_type = ${f.param(q.asset_type)}`);
    if (q.condition) f.add(`a.condition = ${f.param(q.condition)}`);
    if (q.status === 'assigned') f.add('aa.id IS NOT NULL');
    else if (q.status === 'available') f.add('aa.id IS NULL');
    else if (q.status) throw new HttpError(400, 'status must be assigned or available', [{ field: 'status', message: 'status must be assigned or available' }]);
    if (q.employee_id) f.add(`aa.employee_id = ${f.param(idParam(q.employee_id) ?? 0)}`);
    return list(q, f);
  });

  app.get<{ Querystring: Static<typeof MyAssetsQuery> }>('/assets/mine', async (request) => {
    const f = new Filters();
    f.add(`aa.employee_id = ${f.param(request.user.id)}`);
    const search = likePattern(request.query.search);
    if (search) {
      const like = f.param(search);
      f.add(`(a.name ILIKE ${like} OR a.serial_number ILIKE ${like})`);
    }
    return list(request.query, f);
  });

  app.post('/assets', async (request, reply) => {
    requireManager(request);
    const input = bodyOf(request, AssetInput);
    const write = { ...input, notes: input.notes ?? null };
    if (await store.serialTaken(db, write.serial_number, null)) throw serialTaken();
    const id = await writeGuard('creating', () => store.insertAsset(db, write));
    reply.code(201);
    return load(id);
  });

  app.get<IdParams>('/assets/:id', async (request) => {
    const row = await load(routeId(request.params.id, ASSET_NOT_FOUND));
    if (!managesAssets(request) && row.employee_id !== request.user.id) throw new HttpError(403, FORBIDDEN);
    return row;
  });

  app.put<IdParams>('/assets/:id', async (request) => {
    requireManager(request);
    const id = routeId(request.params.id, ASSET_NOT_FOUND);
    await load(id);
    const input = bodyOf(request, AssetInput);
    const write = { ...input, notes: input.notes ?? null };
    if (await store.serialTaken(db, write.serial_number, id)) throw serialTaken();
    if (!(await writeGuard('updating', () => store.updateAsset(db, id, write)))) throw new HttpError(404, ASSET_NOT_FOUND);
    return load(id);
  });

  app.delete<IdParams>('/assets/:id', async (request, reply) => {
    requireManager(request);
    const id = routeId(request.params.id, ASSET_NOT_FOUND);
    await writeGuard('deleting', () =>
      db.transaction(async (tx) => {
        if (!(await store.lockAsset(tx, id))) throw new HttpError(404, ASSET_NOT_FOUND);
        if (await store.openAssignment(tx, id)) throw new HttpError(409, 'Return the asset before deleting it');
        await store.deleteAsset(tx, id);
      }),
    );
    return reply.code(204).send();
  });

  app.post<IdParams>('/assets/:id/assign', async (request) => {
    requireManager(request);
    const id = routeId(request.params.id, ASSET_NOT_FOUND);
    const input = bodyOf(request, AssignInput);
    const write = { employee_id: input.employee_id, assigned_on: input.assigned_on ?? todayIso(), notes: input.notes ?? null };
    if (!(await store.activeEmployee(db, write.employee_id))) throw validationError([{ field: 'employee_id', message: EMPLOYEE_NOT_FOUND }]);
    await writeGuard('updating', () =>
      db.transaction(async (tx) => {
        if (!(await store.lockAsset(tx, id))) throw new HttpError(404, ASSET_NOT_FOUND);
        if (await store.openAssignment(tx, id)) {
          const held = await store.findAsset(tx, id);
          throw new HttpError(409, `This asset is already assigned to ${held?.employee_name ?? 'someone'}`);
        }
        const last = await store.lastReturn(tx, id);
        if (last && write.assigned_on < last) {
          throw validationError([{ field: 'assigned_on', message: `Assigned on can't be before the asset's last return (${last})` }]);
        }
        await store.insertAssignment(tx, id, write.employee_id, write.assigned_on, request.user.id, write.notes);
      }),
    );
    return load(id);
  });

  app.post<IdParams>('/assets/:id/return', async (request) => {
    requireManager(request);
    const id = routeId(request.params.id, ASSET_NOT_FOUND);
    const input = bodyOf(request, ReturnInput);
    const write = { returned_on: input.returned_on ?? todayIso(), condition: input.condition ?? null, notes: input.notes ?? null };
    await writeGuard('updating', () =>
      db.transaction(async (tx) => {
        if (!(await store.lockAsset(tx, id))) throw new HttpError(404, ASSET_NOT_FOUND);
        const open = await store.openAssignment(tx, id);
        if (!open) throw new HttpError(409, 'This asset is not assigned');
        if (write.returned_on < open.assigned_on) {
          throw validationError([{ field: 'returned_on', message: `Returned on can't be before the assignment date (${open.assigned_on})` }]);
        }
        await store.closeAssignment(tx, open.id, write.returned_on, request.user.id, write.notes, write.condition);
        if (write.condition) await store.setCondition(tx, id, write.condition);
      }),
    );
    return load(id);
  });

  const history = (q: Static<typeof AssignmentListQuery>, f: Filters) =>
    paged(
      db,
      {
        select: store.HISTORY_COLUMNS,
        from: store.HISTORY_FROM,
        where: f.where,
        params: f.params,
        sortable: store.HISTORY_SORTABLE,
        defaultSort: 'assigned_on desc',
        tiebreak: 'h.id DESC',
      },
      q,
    );

  app.get<IdParams & { Querystring: Static<typeof AssignmentListQuery> }>('/assets/:id/assignments', async (request) => {
    requireManager(request);
    const id = routeId(request.params.id, ASSET_NOT_FOUND);
    await load(id);
    const f = new Filters();
    f.add(`h.asset_id = ${f.param(id)}`);
    return history(request.query, f);
  });
};
