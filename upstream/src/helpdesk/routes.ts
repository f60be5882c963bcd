/**
 * Help desk links (SPEC §1, §3 "Help desk link": name, link). SPEC §7 gives the shared area no paths; ours
 * follow its style and are all extensions (http/extensions.ts):
 *   GET    /helpdesk_links        paged (page, limit, sort_by, sort_dir), search (name or link contains) — everyone
 *   POST   /helpdesk_links        { helpdesk_link: { name, link } } -> 201 — admins
 *   GET    /helpdesk_links/{id}   — everyone
 *   PUT    /helpdesk_links/{id}   { helpdesk_link: { name, link } } — admins
 *   DELETE /helpdesk_links/{id}   -> 204 — admins
 *
 * Decisions the spec leaves open:
 * - "Managed by admins": admin = CEO or head of HR (SPEC §6 'head of hr' admin together with CEO); everyone else 403
 *   "You don't have permission to access this resource". Every signed-in user reads the list (SPEC: listed for everyone).
 * - The link must be an absolute http(s) URL (a help desk opens in the browser); otherwise 422 "Invalid URL format"
 *   on `link` (SPEC §5 has no URL rule, so the message follows its "Invalid e-mail format"). Name at most 100
 *   characters, link 2000. Names are unique, case-insensitively (409 "Name has already been taken").
 * - Missing: 404 "Help desk link is not found!"; unforeseen write failures: 500 "An error has occured while
 *   creating!" (updating!, deleting!) (SPEC §8 shared area, http/writes.ts).
 * - Default order: name A–Z.
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { requireRoles } from '../auth/hook';
import { HttpError } from '../http/errors';
import { Filters, paged } from '../http/paging';
import { likePattern, routeId } from '../http/values';
import { writeGuard } from '../http/writes';
import { readLink } from './input';
import type { HelpdeskLinkListQuery } from './schemas';
import * as store from './store';

export const HELPDESK_NOT_FOUND = 'Help desk link is not found!';
type IdParams = { Params: { id: string } };

export const helpdeskRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  const found = async (id: number) => {
    const row = await store.findLink(db, id);
    if (!row) throw new HttpError(404, HELPDESK_NOT_FOUND);
    return row;
  };
  const nameTaken = () => new HttpError(409, 'Name has already been taken', [{ field: 'name', message: 'Name has already been taken' }]);

  app.get<{ Querystring: Static<typeof HelpdeskLinkListQuery> }>('/helpdesk_links', async (request) => {
    const f = new Filters();
    const search = likePattern(request.query.search);
    if (search) {
      const like = f.param(search);
      f.add(`(h.name ILIKE ${like} OR h.link ILIKE ${like})`);
    }
    return paged(
      db,
      { select: store.COLUMNS, from: store.FROM, where: f.where, params: f.params, sortable: store.SORTABLE, defaultSort: 'name', tiebreak: 'h.id' },
      request.query,
    );
  });

  app.get<IdParams>('/helpdesk_links/:id', async (request) => found(routeId(request.params.id, HELPDESK_NOT_FOUND)));

  app.post('/helpdesk_links', async (request, reply) => {
    requireRoles(request, 'admin');
    const write = readLink(request);
    if (await store.nameTaken(db, write.name, null)) throw nameTaken();
    const id = await writeGuard('creating', () => store.insertLink(db, write, request.user.id));
    reply.code(201);
    return found(id);
  });

  app.put<IdParams>('/helpdesk_links/:id', async (request) => {
    requireRoles(request, 'admin');
    const id = routeId(request.params.id, HELPDESK_NOT_FOUND);
    await found(id);
    const write = readLink(request);
    if (await store.nameTaken(db, write.name, id)) throw nameTaken();
    if (!(await writeGuard('updating', () => store.updateLink(db, id, write)))) throw new HttpError(404, HELPDESK_NOT_FOUND);
    return found(id);
  });

  app.delete<IdParams>('/helpdesk_links/:id', async (request, reply) => {
    requireRoles(request, 'admin');
    const id = routeId(request.params.id, HELPDESK_NOT_FOUND);
    if (!(await writeGuard('deleting', () => store.deleteLink(db, id)))) throw new HttpError(404, HELPDESK_NOT_FOUND);
    return reply.code(204).send();
  });
};
