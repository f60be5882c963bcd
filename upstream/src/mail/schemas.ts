/** Route schemas of mail (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import { MIN_PASSWORD_LENGTH } from '../auth/passwords';
import { Body, DateTime, Entity, Field, Id, Message, NStr, Page, PagingBy, Query, SortOf, Str, type RouteSchemaTable } from '../http/schema';

export const OutboxMail = Entity('OutboxMail', {
  id: Id,
  to_address: Str,
  subject: Str,
  body: Str,
  status: Type.String({ description: 'queued (waiting for its next attempt), sent, or kept (no SMTP server: read it here)' }),
  attempts: Type.Integer({ minimum: 0 }),
  next_attempt_at: DateTime,
  last_error: NStr,
  sent_at: Type.Union([DateTime, Type.Null()]),
  created_at: DateTime,
});

export const OutboxSort = SortOf(OutboxMail, ['created_at', 'status', 'to_address']);
export const OutboxListQuery = Query({ ...PagingBy(OutboxSort), status: Type.Optional(Type.String({ description: 'queued, sent or kept' })) });

export const ForgotPasswordInput = Body({ email: Field.email('Email', { required: true }) });

export const SetPasswordInput = Body({
  token: Field.text('Link', { required: true, max: 200 }),
  password: Field.password('Password', { required: true, min: MIN_PASSWORD_LENGTH }),
});

export const mailSchemas: RouteSchemaTable = {
  'POST /password/forgot': {
    summary: 'E-mail a one-time link to set a new password (public; the same answer whether or not the account exists)',
    tags: ['access'],
    body: ForgotPasswordInput,
    response: { 200: Message },
  },
  'POST /password/set': {
    summary: 'Set the password through an invitation or reset link (public; each link works once)',
    tags: ['access'],
    body: SetPasswordInput,
    response: { 200: Type.Object({ message: Str, email: Str }) },
  },
  'GET /mail/outbox': {
    summary: 'Mail sent, queued or kept, newest first (admin)',
    tags: ['mail'],
    querystring: OutboxListQuery,
    response: { 200: Page(OutboxMail) },
  },
};
