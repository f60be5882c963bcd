/** Route schemas of the help desk links (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import { DateTime, Entity, Id, IdParams, NoContent, Nullable, Page, PagingBy, Query, Search, SortBy, type RouteSchemaTable } from '../http/schema';
import { HelpdeskLinkInput } from './input';

export const HelpdeskLinkSchema = Entity('HelpdeskLink', {
  id: Id,
  name: Type.String(),
  link: Type.String({ description: 'An http(s) URL' }),
  created_by_id: Nullable(Type.Integer()),
  created_by_name: Nullable(Type.String()),
  created_at: DateTime,
  updated_at: DateTime,
});

export const HelpdeskLinkSort = SortBy(['id', 'name', 'link', 'created_at', 'updated_at']);
export const HelpdeskLinkListQuery = Query({ ...PagingBy(HelpdeskLinkSort), search: Type.Optional(Search) });

export const helpdeskSchemas: RouteSchemaTable = {
  'GET /helpdesk_links': {
    summary: 'Help desk links (everyone signed in)',
    tags: ['helpdesk'],
    querystring: HelpdeskLinkListQuery,
    response: { 200: Page(HelpdeskLinkSchema) },
  },
  'POST /helpdesk_links': {
    summary: 'Add a help desk link (admins: CEO, head of HR)',
    tags: ['helpdesk'],
    body: HelpdeskLinkInput,
    response: { 201: HelpdeskLinkSchema },
  },
  'GET /helpdesk_links/:id': { summary: 'One help desk link', tags: ['helpdesk'], params: IdParams, response: { 200: HelpdeskLinkSchema } },
  'PUT /helpdesk_links/:id': {
    summary: 'Change a help desk link (admins)',
    tags: ['helpdesk'],
    params: IdParams,
    body: HelpdeskLinkInput,
    response: { 200: HelpdeskLinkSchema },
  },
  'DELETE /helpdesk_links/:id': { summary: 'Delete a help desk link (admins)', tags: ['helpdesk'], params: IdParams, response: { 204: NoContent } },
};
