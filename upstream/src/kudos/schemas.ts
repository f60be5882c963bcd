/** Route schemas of kudos (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import { Body, DateTime, Field, Entity, Id, IdParams, NoContent, Page, PagingBy, Query, Search, SortOf, type RouteSchemaTable } from '../http/schema';

/** Longest kudos message. */
export const MESSAGE_MAX = 500;

export const KudosSchema = Entity('Kudos', {
  id: Id,
  giver_id: Id,
  giver_name: Type.String(),
  receiver_id: Id,
  receiver_name: Type.String(),
  message: Type.String(),
  created_at: DateTime,
});

export const KudosInput = Body(
  { receiver_id: Field.id('Colleague', { required: true }), message: Field.text('Message', { required: true, max: MESSAGE_MAX }) },
  'kudos',
);

export const KudosSort = SortOf(KudosSchema, ['created_at', 'giver_name', 'receiver_name']);
export const KudosListQuery = Query({
  ...PagingBy(KudosSort),
  receiver_id: Type.Optional(Type.String({ description: "Employee id or 'me'" })),
  giver_id: Type.Optional(Type.String({ description: "Employee id or 'me'" })),
  week: Type.Optional(Type.String({ description: "'current': this week (Monday to Sunday, UTC)" })),
  search: Type.Optional(Search),
});

export const kudosSchemas: RouteSchemaTable = {
  'GET /kudos': {
    summary: 'Kudos, newest first',
    tags: ['kudos'],
    querystring: KudosListQuery,
    response: { 200: Page(KudosSchema) },
  },
  'POST /kudos': {
    summary: 'Give kudos to a colleague',
    tags: ['kudos'],
    body: KudosInput,
    response: { 201: KudosSchema },
  },
  'DELETE /kudos/:id': { summary: 'Withdraw kudos (the giver, or an admin)', tags: ['kudos'], params: IdParams, response: { 204: NoContent } },
};
