/** Route schemas of the org chart (http/schema.ts): colleague-visible fields only, never pay or personal data. */
import { Type } from '@sinclair/typebox';
import { Entity, Id, IdParams, NInt, NStr, Page, PagingBy, Query, SortBy, Str, type RouteSchemaTable } from '../http/schema';

/** One person as the org chart shows them to every colleague. */
export const OrgPersonSchema = Entity('OrgPerson', {
  id: Id,
  name: Str,
  role_title: NStr,
  department_name: NStr,
  team_name: NStr,
  manager_id: NInt,
  report_count: Type.Integer({ minimum: 0, description: 'Active direct reports' }),
});

export const ReportsSort = SortBy(['name', 'report_count']);
export const ReportsQuery = Query({
  ...PagingBy(ReportsSort),
  manager_id: Type.Optional(Type.Integer({ minimum: 1, description: 'Whose direct reports; absent: the top of the company' })),
});

export const orgSchemas: RouteSchemaTable = {
  'GET /org_chart/:id/chain': {
    summary: 'The person, then their manager, their manager’s manager … up to the top (active managers, cycle-safe)',
    tags: ['org chart'],
    params: IdParams,
    response: { 200: Type.Object({ items: Type.Array(OrgPersonSchema) }) },
  },
  'GET /org_chart/reports': {
    summary: 'A page of active direct reports of manager_id (or of the top of the company), each with their report count',
    tags: ['org chart'],
    querystring: ReportsQuery,
    response: { 200: Page(OrgPersonSchema) },
  },
};
