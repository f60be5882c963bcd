/** Route schemas of notifications (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import { DateTime, Entity, Id, IdParams, Nullable, Page, PagingQuery, Query, type RouteSchemaTable } from '../http/schema';

export const NotificationSchema = Entity('Notification', {
  id: Id,
  kind: Type.String({ description: 'What happened: leave_request.submitted|approved|rejected|canceled, kudos.received' }),
  actor_id: Nullable(Id),
  actor_name: Nullable(Type.String()),
  entity: Type.String({ description: 'The kind of record, e.g. leave_request' }),
  entity_id: Id,
  text: Type.String({ description: 'Who did what, in a sentence (no pay or personal data)' }),
  link: Type.String({ description: "The record's page in the web app, e.g. /main/leaveRequestDetails/12" }),
  created_at: DateTime,
  read_at: Nullable(DateTime),
});

export const NotificationListQuery = Query({
  page: PagingQuery.page,
  limit: PagingQuery.limit,
  unread: Type.Optional(Type.String({ description: "'true': unread ones only" })),
});

const UnreadCount = Type.Object({ count: Type.Integer({ minimum: 0 }) });

export const notificationsSchemas: RouteSchemaTable = {
  'GET /notifications': {
    summary: "The signed-in user's notifications, newest first",
    tags: ['notifications'],
    querystring: NotificationListQuery,
    response: { 200: Page(NotificationSchema) },
  },
  'GET /notifications/unread_count': {
    summary: "How many of the signed-in user's notifications are unread",
    tags: ['notifications'],
    response: { 200: UnreadCount },
  },
  'POST /notifications/:id/read': {
    summary: 'Marks one of my notifications read',
    tags: ['notifications'],
    params: IdParams,
    response: { 200: NotificationSchema },
  },
  'POST /notifications/read_all': {
    summary: 'Marks all my notifications read; answers how many were unread',
    tags: ['notifications'],
    response: { 200: UnreadCount },
  },
};
