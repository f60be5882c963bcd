/** Route schemas of the team space's team calls (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import { Body, type RouteSchemaTable } from '../http/schema';
import { EmployeeSchema } from '../people/schemas';

export const teamsSchemas: RouteSchemaTable = {
  'PATCH /teams/current': {
    summary: "Move the caller to another team (the shared area's change current team)",
    tags: ['teams'],
    body: Body({ team_ID: Type.Integer({ minimum: 1 }) }, 'team'),
    response: { 200: EmployeeSchema },
  },
};
