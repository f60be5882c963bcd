/** Route schemas of the team space's team calls (http/schema.ts). */
import { Body, Field, type RouteSchemaTable } from '../http/schema';
import { EmployeeSchema } from '../people/schemas';

export const TeamChoice = Body({ team_ID: Field.id('Team', { required: true, messages: { invalid: 'Team is not found!' } }) }, 'team');

export const teamsSchemas: RouteSchemaTable = {
  'PATCH /teams/current': {
    summary: "Move the caller to another team (the shared area's change current team)",
    tags: ['teams'],
    body: TeamChoice,
    response: { 200: EmployeeSchema },
  },
};
