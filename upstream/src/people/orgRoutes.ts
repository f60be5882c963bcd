/**
 * Teams (read), and the three named lookups departments / employment roles / statuses (list, add, rename).
 * Names are trimmed; blank -> 422 "<Label> is required"; a name another row already has (any letter case) -> 409
 * "<Label> has already been taken". Renaming an employment role renames the title of everyone holding it.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireRoles } from '../auth/hook';
import { HttpError } from '../http/errors';
import { insertLookup, listLookup, listTeams, lookupName, lookupNameTaken, renameLookup, type LookupTable } from './lookupStore';
import { idParam } from '../http/values';
import { bodyOf } from '../http/schema';
import { lookupBody } from './schemas';

interface Lookup extends LookupTable {
  path: string;
  /** Rails-style body wrapper. */
  wrapper: string;
  label: string;
  /** Human name of one row for 404s. */
  entity: string;
}

const LOOKUPS: Lookup[] = [
  {
    path: '/departments',
    table: 'departments',
    column: 'department_name',
    wrapper: 'department',
    label: 'Department name',
    entity: 'Department',
    extra: ', head_id, description',
  },
  { path: '/employment_roles', table: 'employment_roles', column: 'title', wrapper: 'employment_role', label: 'Title', entity: 'Employment role' },
  { path: '/statuses', table: 'statuses', column: 'name', wrapper: 'status', label: 'Name', entity: 'Status' },
];

export const orgRoutes: FastifyPluginAsync = async (app) => {
  app.get('/teams', async (request) => listTeams(app.db, request.query));

  for (const l of LOOKUPS) {
    const NameInput = lookupBody(l.wrapper, l.column, l.label);
    const readName = (request: FastifyRequest): string => bodyOf(request, NameInput)[l.column] as string;

    const checkUnique = async (name: string, exceptId: number | null) => {
      if (await lookupNameTaken(app.db, l, name, exceptId)) {
        const message = `${l.label} has already been taken`;
        throw new HttpError(409, message, [{ field: l.column, message }]);
      }
    };

    app.get(l.path, async (request) => listLookup(app.db, l, request.query));

    app.post(l.path, async (request, reply) => {
      requireRoles(request, 'ceo', 'hr');
      const name = readName(request);
      await checkUnique(name, null);
      reply.code(201);
      return insertLookup(app.db, l, name);
    });

    app.patch<{ Params: { id: string } }>(`${l.path}/:id`, async (request) => {
      requireRoles(request, 'ceo', 'hr');
      const id = idParam(request.params.id);
      const current = id === null ? undefined : await lookupName(app.db, l, id);
      if (current === undefined) throw new HttpError(404, `${l.entity} not found`);
      const name = readName(request);
      await checkUnique(name, id);
      return renameLookup(app.db, l, id!, current, name);
    });
  }
};
