/** Route schemas of notifications (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import {
  Body,
  DateTime,
  Entity,
  Field,
  Id,
  IdParams,
  Nullable,
  Page,
  PagingQuery,
  Query,
  StringEnum,
  extensionField,
  type RouteSchemaTable,
} from '../http/schema';
import { EVENT_TYPE_NAMES } from './events';

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

/** One event type and whether it e-mails the signed-in user (decision 0208). */
export const NotificationPreference = Type.Object({
  event_type: Type.String({ description: 'The event type, e.g. leave_request.outcome' }),
  label: Type.String({ description: 'What the event is, in words' }),
  email: Type.Boolean({ description: 'Whether it e-mails me: my own choice, else the company default' }),
  company_default: Type.Boolean({ description: "The company's default for everyone who has not chosen" }),
  chosen: Type.Boolean({ description: 'Whether I chose (false: the company default applies)' }),
});
/** How e-mail of notifications reaches a person (decision 0221): each at once, or one daily digest of the unread. */
export const DELIVERIES = ['immediate', 'digest'] as const;
const DELIVERY_REASON = 'how e-mail reaches me: immediate (each notification at once) or digest (one e-mail a day of the unread; decision 0221)';

const Preferences = Type.Object({
  items: Type.Array(NotificationPreference),
  delivery: Type.Optional(extensionField(StringEnum(DELIVERIES), DELIVERY_REASON)),
});

export const PreferenceInput = Body({
  event_type: Field.enum('Event type', EVENT_TYPE_NAMES, { required: true }),
  email: Field.boolean('E-mail', { required: true }),
});

/** One's own choice: an event type's e-mail (event_type and email together), the delivery, or both. */
export const MyPreferenceInput = Body({
  event_type: Field.enum('Event type', EVENT_TYPE_NAMES),
  email: Field.boolean('E-mail'),
  delivery: extensionField(Field.enum('Delivery', DELIVERIES), DELIVERY_REASON),
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
  'GET /notifications/stream': {
    summary: "The signed-in user's unread count as it changes (server-sent events: `unread` {count} on open and on every change)",
    tags: ['notifications'],
    produces: ['text/event-stream'],
    response: {
      200: { description: 'An event stream, open until the client leaves or the session ends', content: { 'text/event-stream': { schema: Type.String() } } },
    },
  },
  'GET /notifications/preferences': {
    summary: 'Which event types e-mail the signed-in user (their choice, else the company default)',
    tags: ['notifications'],
    response: { 200: Preferences },
  },
  'PUT /notifications/preferences': {
    summary: 'Chooses whether one event type e-mails me (event_type with email), or how e-mail reaches me (delivery); answers every preference',
    tags: ['notifications'],
    body: MyPreferenceInput,
    response: { 200: Preferences },
  },
  'PUT /notifications/email_defaults': {
    summary: "Sets the company's default for one event type (admins: CEO, head of HR); answers the caller's preferences",
    tags: ['notifications'],
    body: PreferenceInput,
    response: { 200: Preferences },
  },
};
