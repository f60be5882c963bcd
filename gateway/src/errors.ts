/**
 * Upstream HTTP status -> GraphQLError with a stable `extensions.code` (ARCHITECTURE "GraphQL conventions").
 * The message is the upstream's `message` verbatim, so the web shows exactly what SPEC §8 says — except for 5xx
 * answers, whose text stays in the log (SERVER_ERROR_MESSAGE).
 */
import { GraphQLError } from 'graphql';
import { toCamelKey } from './rest/case';

export const ErrorCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  NOT_ACCEPTABLE: 'NOT_ACCEPTABLE',
  CONFLICT: 'CONFLICT',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  /** Sign-in throttled (state/signInThrottle.ts; `extensions.retryAfterSeconds` says when to try again), or an upstream 429 (registration). */
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const TIMEOUT_MESSAGE = 'The server took too long to answer';
/** A client whose own upload stalled: the file never arrived whole, so nothing was saved (not the server's slowness). */
export const UPLOAD_UNFINISHED_MESSAGE = 'The upload did not finish: nothing was saved, check your connection and try again';
/** A write that timed out may still have happened: the client must look before it tries again. */
export const OUTCOME_UNKNOWN_MESSAGE =
  'The server took too long to answer, so the change may or may not have been saved. Check the current state before trying again.';
export const UNAVAILABLE_MESSAGE = 'The server is not available right now, please try again later';
/** A 5xx answer's own text may carry internals (paths, SQL): it goes to the log, clients get this and the request id. */
export const SERVER_ERROR_MESSAGE = 'Something went wrong on the server, please try again later';
export const FORBIDDEN_MESSAGE = "You don't have permission to access this resource";
export const UNAUTHENTICATED_MESSAGE = 'Your login session has expired, please login again.';

/** One per-field message of a 422, field in camelCase (null when the message is about the whole request). */
export interface FieldError {
  field: string | null;
  message: string;
}

/** The upstream error body (ARCHITECTURE "REST conventions"). */
interface UpstreamErrorBody {
  message?: unknown;
  errors?: unknown;
}

const STATUS_CODES: Readonly<Record<number, ErrorCode>> = {
  400: ErrorCode.BAD_REQUEST,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  406: ErrorCode.NOT_ACCEPTABLE,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.BAD_USER_INPUT,
  422: ErrorCode.BAD_USER_INPUT,
  429: ErrorCode.TOO_MANY_ATTEMPTS,
};

/** The GraphQL code for an upstream status; anything unlisted >= 500 (or unknown) is UPSTREAM_UNAVAILABLE. */
export function codeForStatus(status: number): ErrorCode {
  return STATUS_CODES[status] ?? (status >= 500 ? ErrorCode.UPSTREAM_UNAVAILABLE : ErrorCode.BAD_REQUEST);
}

export function gatewayError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export const unauthenticated = (message = UNAUTHENTICATED_MESSAGE) => gatewayError(ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message = FORBIDDEN_MESSAGE) => gatewayError(ErrorCode.FORBIDDEN, message);
export const badUserInput = (message: string, fieldErrors: FieldError[] = []) => gatewayError(ErrorCode.BAD_USER_INPUT, message, { fieldErrors });
export const uploadUnfinished = () => badUserInput(UPLOAD_UNFINISHED_MESSAGE);
export const upstreamUnavailable = (timeout = false) =>
  timeout
    ? gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, TIMEOUT_MESSAGE, { timeout: true })
    : gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, UNAVAILABLE_MESSAGE);

/** A timed-out write: `extensions.outcomeUnknown: true` tells the web to refetch instead of reporting a failure. */
export const outcomeUnknown = () => gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, OUTCOME_UNKNOWN_MESSAGE, { timeout: true, outcomeUnknown: true });

/** Turns a timeout of a write (any method but GET/HEAD) into "outcome unknown"; other errors pass unchanged. */
export function forWrite(error: GraphQLError, method: string): GraphQLError {
  const write = !['GET', 'HEAD'].includes(method.toUpperCase());
  return write && error.extensions.timeout === true ? outcomeUnknown() : error;
}

function fieldErrorsOf(body: UpstreamErrorBody | undefined): FieldError[] {
  if (!Array.isArray(body?.errors)) return [];
  return body.errors
    .filter((e): e is { message: unknown; field?: unknown } => typeof e === 'object' && e !== null && 'message' in e)
    .map((e) => ({
      field: typeof e.field === 'string' && e.field ? toCamelKey(e.field) : null,
      message: String(e.message),
    }));
}

/** Maps an answered upstream error (status + JSON body) to a GraphQLError. */
export function errorFromStatus(status: number, body?: unknown): GraphQLError {
  const parsed = (typeof body === 'object' && body !== null ? body : undefined) as UpstreamErrorBody | undefined;
  const code = codeForStatus(status);
  const upstreamMessage = typeof parsed?.message === 'string' && parsed.message ? parsed.message : undefined;
  if (code === ErrorCode.UPSTREAM_UNAVAILABLE) {
    // Never the upstream's text (SPEC §8; the REST client logs it with the request id, ops/upstreamCalls.ts).
    return gatewayError(code, status >= 500 ? SERVER_ERROR_MESSAGE : UNAVAILABLE_MESSAGE, { status });
  }
  const message = upstreamMessage ?? (typeof body === 'string' && body ? body : `Request failed with status ${status}`);
  const extensions: Record<string, unknown> = { status };
  if (code === ErrorCode.BAD_USER_INPUT) extensions.fieldErrors = fieldErrorsOf(parsed);
  return gatewayError(code, message, extensions);
}

/** Error codes of Node / the REST client that mean "asked, but the upstream did not answer in time". */
const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT', 'ESOCKETTIMEDOUT']);

/**
 * Any failure of a REST call -> GraphQLError. GraphQLErrors pass through; failures with a response (UpstreamHttpError)
 * map by status; timeouts and "no answer" map to UPSTREAM_UNAVAILABLE.
 */
export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const e = error as { response?: { status: number; data?: unknown }; code?: string; message?: string };
  if (e?.response) return errorFromStatus(e.response.status, e.response.data);
  if (e?.code && TIMEOUT_CODES.has(e.code)) return upstreamUnavailable(true);
  if (/timeout/i.test(e?.message ?? '')) return upstreamUnavailable(true);
  return upstreamUnavailable(false);
}
