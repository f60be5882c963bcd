/**
 * Teams (read), and the three named lookups departments / employment roles / statuses (list, add, rename).
 * Names are trimmed; blank -> 422 "<Label> is required"; a name another row already has (any letter case) -> 409
 * "<Label> has already been taken". Renaming an employment role renames the title of everyone holding it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requireRoles } from '../auth/hook';
import { HttpError, validationError } from '../http/errors';
import { paged } from '../http/paging';
import { Reader, idParam, unwrap } from '../http/values';

interface Lookup {
  path: string;
  table: string;
  column: string;
  /** Rails-style body wrapper. */
  wrapper: string;
  label: string;
  /** Human name of one row for 404s. */
  entity: string;
  extra?: string;
}

const LOOKUPS: Lookup[] = [
  { path: '/departments', table: 'departments', column: 'department_name', wrapper: 'department', label: 'Department name', entity: 'Department', extra: ', head_id, description' },
  { path: '/employment_roles', table: 'employment_roles', column: 'title', wrapper: 'employment_role', label: 'Title', entity: 'Employment role' },
  { path: '/statuses', table: 'statuses', column: 'name', wrapper: 'status', label: 'Name', entity: 'Status' },
];

export const orgRoutes: FastifyPluginAsync = async (app) => {
  app.get('/teams', async (request) =>
    paged(
      app.db,
      {
        select: 't."team_ID", t.team_name, (SELECT count(*)::int FROM employees e WHERE e."team_ID" = t."team_ID" AND e.active) AS member_count',
        from: 'teams t',
        sortable: { team_ID: 't."team_ID"', team_id: 't."team_ID"', team_name: 't.team_name' },
        defaultSort: 'team_name',
      },
      request.query,
    ),
  );

  for (const l of LOOKUPS) {
    const select = `id, ${l.column}${l.extra ?? ''}`;

    const readName = (body: unknown): string => {
      const r = new Reader(unwrap(body, l.wrapper));
      const name = r.text(l.column, l.label, true, 100);
      if (r.errors.length) throw validationError(r.errors);
      return name!;
    };

    const checkUnique = async (name: string, exceptId: number | null) => {
      const { rows } = await app.db.query(`SELECT 1 FROM ${l.table} WHERE lower(${l.column}) = lower($1) AND id <> $2`, [name, exceptId ?? 0]);
      if (rows.length) {
        const message = `${l.label} has already been taken`;
        throw new HttpError(409, message, [{ field: l.column, message }]);
      }
    };

    app.get(l.path, async (request) =>
      paged(app.db, { select, from: l.table, sortable: ['id', l.column], defaultSort: l.column }, request.query),
    );

    app.post(l.path, async (request, reply) => {
      requireRoles(request, 'ceo', 'hr');
      const name = readName(request.body);
      await checkUnique(name, null);
      const { rows } = await app.db.query(`INSERT INTO ${l.table} (${l.column}) VALUES ($1) RETURNING ${select}`, [name]);
      reply.code(201);
      return rows[0];
    });

    app.patch<{ Params: { id: string } }>(`${l.path}/:id`, async (request) => {
      requireRoles(request, 'ceo', 'hr');
      const id = idParam(request.params.id);
      const current = id === null ? undefined : (await app.db.query<Record<string, string>>(`SELECT ${l.column} AS name FROM ${l.table} WHERE id = $1`, [id])).rows[0];
      if (!current) throw new HttpError(404, `${l.entity} not found`);
      const name = readName(request.body);
      await checkUnique(name, id);
      return app.db.transaction(async (tx) => {
        if (l.table === 'employment_roles') {
          await tx.query('UPDATE employees SET role_title = $2 WHERE lower(role_title) = lower($1)', [current.name, name]);
        }
        const { rows } = await tx.query(`UPDATE ${l.table} SET ${l.column} = $2 WHERE id = $1 RETURNING ${select}`, [id, name]);
        return rows[0];
      });
    });
  }
};
