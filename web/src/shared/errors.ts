/**
 * Reading GraphQL errors the gateway sends: every error carries `extensions.code` (UNAUTHENTICATED, FORBIDDEN,
 * BAD_USER_INPUT with `fieldErrors`, NOT_FOUND, CONFLICT, BAD_REQUEST, UPSTREAM_UNAVAILABLE, ...) and the server's
 * message verbatim. One place turns Apollo Client 4 error objects into that shape.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export interface FieldError {
  field: string;
  message: string;
}
export interface AppError {
  message: string;
  code: string | null;
  fieldErrors: FieldError[];
  /** A write timed out: it may have happened (`extensions.outcomeUnknown`); refetch, don't report a failure. */
  outcomeUnknown: boolean;
}

export const SESSION_EXPIRED = 'Your login session has expired, please login again.';
export const INVALID_CREDENTIALS = 'Invalid email or password';

interface RawError {
  message?: unknown;
  extensions?: Record<string, unknown> | null;
}

function fromRaw(raw: RawError): AppError {
  const ext = raw.extensions ?? {};
  const fieldErrors = Array.isArray(ext.fieldErrors) ? (ext.fieldErrors as FieldError[]).filter((f) => f && typeof f.message === 'string') : [];
  return {
    message: typeof raw.message === 'string' ? raw.message : '',
    code: typeof ext.code === 'string' ? ext.code : null,
    fieldErrors,
    outcomeUnknown: ext.outcomeUnknown === true,
  };
}

/** Every GraphQL error inside an Apollo error (also from a non-2xx JSON body); [] for network failures. */
export function graphqlErrors(error: unknown): AppError[] {
  if (!error) return [];
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => fromRaw(e as RawError));
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: RawError[] };
      if (Array.isArray(body.errors)) return body.errors.map(fromRaw);
    } catch {
      return [];
    }
  }
  return [];
}

/** Whether a mutation timed out and may have happened after all. */
export function isOutcomeUnknown(error: unknown): boolean {
  return graphqlErrors(error).some((e) => e.outcomeUnknown);
}

/** The first error code, or null (network error, or none). */
export function errorCode(error: unknown): string | null {
  return graphqlErrors(error).find((e) => e.code)?.code ?? null;
}

export function hasCode(error: unknown, code: string): boolean {
  return graphqlErrors(error).some((e) => e.code === code);
}

/** The server messages joined, or '' when there is none (network failure). */
export function errorMessage(error: unknown): string {
  return graphqlErrors(error)
    .map((e) => e.message)
    .filter(Boolean)
    .join(', ');
}
