/**
 * THE error format of the upstream: every failure answers `{ message, errors: [{ message, field }] }`
 * (field = snake_case body/query key at fault, or null). Routes throw `HttpError`; the handler below renders
 * it, Fastify's own errors (schema validation, malformed JSON, body limits) and anything unexpected (500).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@hr/rules';
import type { Static } from '@sinclair/typebox';
import type { Queryable } from '../db';
import type { ErrorBodySchema, FieldErrorSchema } from './schema';

/** One field's fault (http/schema.ts FieldErrorSchema, as openapi.json documents it). */
export type FieldError = Static<typeof FieldErrorSchema>;

/** Every failure's body (http/schema.ts ErrorBodySchema). */
export type ErrorBody = Static<typeof ErrorBodySchema>;

export class HttpError extends Error {
  readonly status: number;
  readonly errors: FieldError[];

  /** `errors` defaults to one entry holding `message` with no field. */
  constructor(status: number, message: string, errors?: FieldError[]) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errors = errors ?? [{ message, field: null }];
  }

  get body(): ErrorBody {
    return { message: this.message, errors: this.errors };
  }
}

/** The one message of several errors (the top-level `message` of a 422/409, an import row's error): joined with ", ". */
export const joinErrors = (errors: readonly { message: string }[], separator = ', '): string => errors.map((e) => e.message).join(separator);

/** 422 with one entry per field; the top-level message is the field messages joined with ", ". */
export function validationError(errors: FieldError[]): HttpError {
  return new HttpError(422, joinErrors(errors), errors);
}

/** 409 with one entry per clash (a taken RES ID, e-mail, national ID), messages joined as a 422's. */
export function conflictError(errors: FieldError[]): HttpError {
  return new HttpError(409, joinErrors(errors), errors);
}

interface AjvIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Keywords whose failure means "out of bounds" (422) rather than "malformed" (400) in a query string. */
const BOUND_KEYWORDS = new Set(['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems']);

/** Turns one JSON-schema issue into a field error: `/employee/name` -> field `name`; bounds in SPEC §5 words. */
function fromAjv(issue: AjvIssue): FieldError {
  const missing = issue.keyword === 'required' ? String(issue.params?.missingProperty ?? '') : '';
  const field = missing || (issue.instancePath ?? '').split('/').filter(Boolean).pop() || null;
  if (missing) return { field, message: messages.required(missing) };
  const limit = issue.params?.limit;
  if (field && issue.keyword === 'maxLength') return { field, message: messages.maxLength(humanize(field), Number(limit)) };
  if (field && issue.keyword === 'maximum') return { field, message: `${humanize(field)} must be at most ${limit}` };
  if (field && issue.keyword === 'minimum') return { field, message: `${humanize(field)} must be at least ${limit}` };
  return { field, message: field ? `${field} ${issue.message ?? 'is invalid'}` : (issue.message ?? 'is invalid') };
}

/** 'manager_id' -> 'Manager', 'department_name' -> 'Department name', 'national_ID' -> 'National ID'. */
export function humanize(field: string): string {
  const words = field.replace(/_id$/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface PgError {
  code?: string;
  detail?: string;
  column?: string;
  table?: string;
  constraint?: string;
  message?: string;
}

/**
 * The columns of each unique and foreign-key constraint (`table.constraint`), company_id left out: under row-level
 * security Postgres leaves the key out of a violation's detail, so its field is read from the constraint instead.
 */
const constraintColumns = new Map<string, string[]>();

/** Reads the columns of every constraint once (buildUpstream); constraints made later fall back to the detail. */
export async function rememberConstraintColumns(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ key: string; columns: string[] }>(
    `SELECT c.conrelid::regclass::text || '.' || c.conname AS key,
            ARRAY(SELECT a.attname::text FROM unnest(c.conkey) k JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k) AS columns
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE n.nspname = current_schema() AND c.contype IN ('u', 'f', 'p')`,
  );
  for (const r of rows) constraintColumns.set(r.key, r.columns);
}

/**
 * Constraint and input errors from Postgres that a route did not handle itself become client errors instead of 500:
 * unique -> 409, missing reference / not-null / check -> 422, referenced on delete -> 409, bad literal -> 400.
 */
export function fromPostgres(error: unknown): HttpError | undefined {
  const e = error as PgError;
  if (!e || typeof e.code !== 'string' || !/^2[23][0-9A-Z]{3}$/.test(e.code)) return undefined;
  const keyMatch = /^Key \(([^)]+)\)=/.exec(e.detail ?? '');
  const named = keyMatch ? keyMatch[1].split(',').map((k) => k.trim().replace(/^"|"$/g, '')) : (constraintColumns.get(`${e.table}.${e.constraint}`) ?? []);
  const keys = named.filter((k) => k !== 'company_id');
  const field = keys.length === 1 ? keys[0] : null;
  const one = (status: number, message: string, f: string | null = field) => new HttpError(status, message, [{ message, field: f }]);
  switch (e.code) {
    case '23505':
      return one(409, field ? `${humanize(field)} has already been taken` : 'This record already exists');
    case '23503':
      if ((e.detail ?? '').includes('still referenced')) {
        return one(409, `This record is still in use (referenced from ${e.table ?? 'another table'})`, null);
      }
      return one(422, field ? `${humanize(field)} does not exist` : 'A referenced record does not exist');
    case '23502':
      return one(422, messages.required(humanize(e.column ?? 'value')), e.column ?? null);
    case '23514':
      return one(422, `Invalid value (${e.constraint ?? 'check failed'})`, null);
    default: {
      const text = e.message ?? 'Invalid value';
      return one(400, text.charAt(0).toUpperCase() + text.slice(1), null);
    }
  }
}

const INTERNAL: ErrorBody = { message: 'Internal server error', errors: [] };

/** Maps any thrown value to status + body. Exported for tests and for routes that answer errors themselves. */
export function toErrorReply(error: unknown, uploadLimitBytes?: number): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) return { status: error.status, body: error.body };
  const err = error as Partial<FastifyError> & { validation?: AjvIssue[] };
  if (err && Array.isArray(err.validation)) {
    const errors = err.validation.map(fromAjv);
    // A body that breaks the schema, or a value out of bounds, is a validation failure; other bad query/params/headers
    // are malformed requests.
    const bounds = err.validation.every((i) => BOUND_KEYWORDS.has(i.keyword ?? ''));
    const status = err.validationContext === 'body' || bounds ? 422 : 400;
    return { status, body: { message: joinErrors(errors), errors } };
  }
  if (err?.code === 'FST_REQ_FILE_TOO_LARGE' || err?.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const mb = uploadLimitBytes ? `${Math.round((uploadLimitBytes / 1024 / 1024) * 100) / 100} MB` : 'the limit';
    const what = err.code === 'FST_REQ_FILE_TOO_LARGE' ? 'File' : 'Request body';
    const message = `${what} is too large: size should be less than ${mb}`;
    return { status: 413, body: { message, errors: [{ message, field: null }] } };
  }
  const pg = fromPostgres(error);
  if (pg) return { status: pg.status, body: pg.body };
  const status = typeof err?.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500 && err.message) {
    return { status, body: { message: err.message, errors: [{ message: err.message, field: null }] } };
  }
  return { status: 500, body: INTERNAL };
}

/** Installs the error and not-found handlers on the root instance (they then apply to every plugin). */
export function installErrorHandling(app: FastifyInstance, uploadLimitBytes: number): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorReply(error, uploadLimitBytes);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const message = `Route ${request.method} ${request.url.split('?')[0]} not found`;
    return reply.code(404).send({ message, errors: [{ message, field: null }] });
  });
}
