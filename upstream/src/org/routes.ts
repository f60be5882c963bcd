/**
 * The org chart (extension: SPEC §2's account menu offers "supervisors", SPEC §7 has no call for the reporting line
 * beyond one's own manager).
 *   GET /org_chart/:id/chain    the person, then their manager, … up to the top: { items }; 404 "Employee not found"
 *   GET /org_chart/reports      paged; manager_id: their active direct reports, absent: the top of the company;
 *                               sort_by name (default) | report_count
 *   GET /org_chart/directory    paged; search (name or RES ID), department_id, team_id, manager_id, active (true|all);
 *                               sort_by name (default) | role_title | department_name | team_name | manager_name
 * Decisions: open to every signed-in person (the org structure is what colleagues see of each other: name, job
 * title, department, team, never pay or personal data); only active people appear, so someone whose manager left
 * sits at the top; each person carries their report count so a client expands the chart one level at a time.
 */
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/errors';
import { idParam } from '../http/values';
import { directory, directReports, supervisorChain, type DirectoryFilters } from './store';

export const orgRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/org_chart/:id/chain', async (request) => {
    const id = idParam(request.params.id);
    const items = id === null ? [] : await supervisorChain(app.db, id);
    if (items.length === 0) throw new HttpError(404, 'Employee not found');
    return { items };
  });

  app.get<{ Querystring: { manager_id?: number } }>('/org_chart/reports', async (request) => directReports(app.db, request.query.manager_id, request.query));

  app.get<{ Querystring: DirectoryFilters }>('/org_chart/directory', async (request) => directory(app.db, request.query, request.query));
};
