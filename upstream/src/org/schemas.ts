/** Route schemas of the org chart (http/schema.ts): colleague-visible fields only, never pay or personal data. */
import { Type } from '@sinclair/typebox';
import { Entity, Id, IdParams, NInt, NStr, Page, PagingBy, Query, Search, SortBy, Str, type RouteSchemaTable } from '../http/schema';

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

/** One person as the directory lists them to every colleague: the org chart's fields and their supervisor's name. */
export const DirectoryPersonSchema = Entity('DirectoryPerson', {
  id: Id,
  name: Str,
  role_title: NStr,
  department_name: NStr,
  team_name: NStr,
  manager_id: NInt,
  manager_name: NStr,
  active: Type.Boolean({ description: 'Still employed (the HR status, e.g. Suspended, is not shown to colleagues)' }),
});

export const DirectorySort = SortBy(['name', 'role_title', 'department_name', 'team_name', 'manager_name']);
export const DirectoryQuery = Query({
  ...PagingBy(DirectorySort),
  search: Type.Optional({ ...Search, description: `Name or RES ID, matched anywhere, literally` }),
  department_id: Type.Optional(Type.Integer({ minimum: 1 })),
  team_id: Type.Optional(Type.Integer({ minimum: 1 })),
  manager_id: Type.Optional(Type.Integer({ minimum: 1, description: 'Their supervisor' })),
  active: Type.Optional(Type.String({ enum: ['true', 'all'], description: 'true (default): active people only; all: former employees too' })),
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
  'GET /org_chart/directory': {
    summary:
      'A page of the company directory: everyone with colleague fields only, searchable by name or RES ID, filtered by department, team, supervisor and status',
    tags: ['org chart'],
    querystring: DirectoryQuery,
    response: { 200: Page(DirectoryPersonSchema) },
  },
};
