/**
 * THE REST client. One shared undici Agent (keep-alive connections) and a small per-request `RestClient`
 * that carries the caller's token and permission header, maps camelCase <-> snake_case, applies per-call
 * timeouts, forwards uploads as multipart streams, and turns every failure into a GraphQLError (errors.ts).
 * It never retries: a mutation reaches the upstream at most once, and a write that times out is reported as
 * "outcome unknown" (`extensions.outcomeUnknown`), never as a failure, because it may have happened.
 */
import type { Readable } from 'node:stream';
import { Agent, request as httpRequest } from 'undici';
import FormData from 'form-data';
import { messages, SEARCH_MAX } from '@hr/rules';
import { config } from '../config';
import { clearCurrentUserCache } from '../currentUser';
import { badUserInput, ErrorCode, forWrite, toGraphQLError, uploadUnfinished } from '../errors';
import { reportUpstreamCall } from '../ops/upstreamCalls';
import { invalidateReferenceData } from '../state/reference';
import { toCamel, toSnake, toSnakeKey } from './case';
import {
  fillPath,
  type BodyOf,
  type Exact,
  type GetAnswer,
  type GetPath,
  type ParamsOption,
  type PathParams,
  type PathOf,
  type QueryOf,
  type RawGetAnswer,
  type RawWriteAnswer,
  type RestMethod,
  type WriteAnswer,
  type WriteMethod,
  type WritePath,
} from './typed';

/**
 * Shared by every request of the process: connections are reused, never per request. undici rather than axios: a
 * third of the CPU per upstream call (measured on a 25-row answer), and the gateway makes one per screen.
 */
export const upstreamAgent = new Agent({ connections: 256, keepAliveTimeout: 10_000 });

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An upstream answer: status, lower-cased headers, and the body (parsed JSON, text, or a stream). */
export interface UpstreamAnswer {
  status: number;
  headers: Record<string, string>;
  data: unknown;
}

/** A non-2xx answer (or no answer): the shape errors.ts `toGraphQLError` reads (`response.status`, `response.data`). */
export class UpstreamHttpError extends Error {
  constructor(readonly response: { status: number; data: unknown }) {
    super(`Request failed with status code ${response.status}`);
  }
}

/** A GET answering below 500 within `timeoutMs` (readiness of the upstream). */
export async function upstreamAnswers(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const { statusCode, body } = await httpRequest(url, { dispatcher: upstreamAgent, signal: AbortSignal.timeout(timeoutMs) });
    await body.dump();
    return statusCode < 500;
  } catch {
    return false;
  }
}

/** A file as graphql-upload hands it over (the resolved `Upload` scalar). */
export interface UploadedFile {
  filename: string;
  mimetype?: string;
  createReadStream(): Readable;
}

/** A file for a multipart body: an Upload (resolved or not) or bytes in memory. */
export type MultipartFile = UploadedFile | Promise<UploadedFile> | { filename: string; mimetype?: string; data: Buffer };

export interface RestCallOptions {
  /** Query params, camelCase; sent as plain snake_case (`resId` -> `res_id`). Null/undefined are dropped. */
  query?: object;
  /** JSON body, camelCase; sent as snake_case with the irregular keys (`resId` -> `RES_ID`). */
  body?: unknown;
  /** Multipart body instead of JSON: field values are stringified (objects as JSON), files streamed with their name. */
  multipart?: { fields?: Record<string, unknown>; files?: Record<string, MultipartFile | null | undefined> };
  /** Per-call key overrides for body/multipart names, camel -> exact upstream key (e.g. `{ nationalId: 'national_id' }`). */
  keys?: Readonly<Record<string, string>>;
  /** Per-call timeout; default UPSTREAM_TIMEOUT_MS (30000). */
  timeoutMs?: number;
  /** Extra headers (e.g. `X-User-UUID`). */
  headers?: Record<string, string>;
  /** Skip the snake -> camel mapping of the answer. */
  raw?: boolean;
  /** A POST that changes nothing the user could check (sign-in): its timeout is a plain timeout, not "outcome unknown". */
  readOnly?: boolean;
  /** Non-2xx statuses to hand back as answers instead of errors (e.g. a 422 that carries an error file). */
  okStatuses?: readonly number[];
}

/** Options of a call by a computed path (`getUnchecked`): `params` fill the path's `{name}` placeholders. */
type UncheckedOptions = RestCallOptions & { params?: Record<string, string | number> };

/**
 * Options of `method path` typed by the contract: its path parameters, its query and its JSON body (camelCased, no key
 * the contract lacks: `Exact`), so a field renamed on either side fails the type-check.
 */
export type TypedOptions<M extends RestMethod, P extends PathOf<M>, Q = QueryOf<M, P>, B = BodyOf<M, P>> = Omit<RestCallOptions, 'query' | 'body'> &
  ParamsOption<P> & { query?: Q; body?: B } & NoInfer<{ query?: Exact<Q, QueryOf<M, P>>; body?: Exact<B, BodyOf<M, P>> }>;

/** The options argument: optional unless the path has `{name}` placeholders to fill. */
type OptionsArgument<P extends string, O> = keyof PathParams<P> extends never ? [options?: O] : [options: O];

/** One write method, by the contract's path; the answer is the contract's (`raw: true`: with the upstream's keys). */
interface Writer<M extends WriteMethod> {
  <P extends WritePath<M>, Q extends QueryOf<M, P>, B extends BodyOf<M, P>>(
    path: P,
    options: TypedOptions<M, P, Q, B> & { raw: true },
  ): Promise<RawWriteAnswer<M, P>>;
  <P extends WritePath<M>, Q extends QueryOf<M, P>, B extends BodyOf<M, P>>(
    path: P,
    ...options: OptionsArgument<P, TypedOptions<M, P, Q, B>>
  ): Promise<WriteAnswer<M, P>>;
}

/** A streamed upstream answer (files, CSV): status, lower-cased headers and the body stream. */
export interface RestStream {
  status: number;
  headers: Record<string, string>;
  stream: Readable;
}

export interface RestClientOptions {
  /** Base URL of the upstream, e.g. http://localhost:4010 */
  baseUrl: string;
  /** The caller's bearer token (null when signed out). */
  token?: string | null;
  /** Optional `X-Permission` header forwarded from the browser (SPEC §6). */
  permission?: string | null;
  /** The GraphQL request's id, sent as `X-Request-Id` (the upstream logs it). */
  requestId?: string | null;
  /** The company's subdomain, sent as `X-Company` (ops/company.ts); null: none sent, the upstream's default company. */
  company?: string | null;
}

const isUploadTooLarge = (error: unknown) => (error as { status?: number })?.status === 413;

export const uploadTooLargeError = () => badUserInput(messages.fileSize(config.uploadMaxMb()));

export class RestClient {
  /** Upstream calls made by this client (one client per GraphQL request) — N+1 guards read it. */
  callCount = 0;
  /** GETs of this request by path and options: identical reads share one call (cleared by any write). */
  private readonly reads = new Map<string, Promise<unknown>>();

  constructor(private readonly options: RestClientOptions) {}

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  get token(): string | null {
    return this.options.token ?? null;
  }

  /** The company this client calls for (`X-Company`), null for the upstream's default one. */
  get company(): string | null {
    return this.options.company ?? null;
  }

  get permission(): string | null {
    return this.options.permission ?? null;
  }

  /** Use another token from now on (after `login` in the same request). */
  setToken(token: string | null): void {
    this.options.token = token;
  }

  /**
   * A JSON read; the same path and options asked twice in one request make one upstream call. Typed by its path:
   * `get('/employees/{id}', { params: { id } })` answers the contract's camelCased Employee (rest/typed.ts), and its
   * query is the contract's. With `raw: true` the answer keeps the upstream's keys, typed as the contract has them.
   */
  get<P extends GetPath, Q extends QueryOf<'get', P>>(path: P, options: TypedOptions<'get', P, Q> & { raw: true }): Promise<RawGetAnswer<P>>;
  get<P extends GetPath, Q extends QueryOf<'get', P>>(path: P, ...options: OptionsArgument<P, TypedOptions<'get', P, Q>>): Promise<GetAnswer<P>>;
  get(path: string, options?: UncheckedOptions): Promise<unknown> {
    return this.getUnchecked(path, options);
  }

  /**
   * `get` by a computed path, for the kit's generic loaders (`P extends ListPath`), which type the answer from the same
   * contract themselves (`RowOf<P>`): a resolver names its path and calls `get`.
   */
  getUnchecked<T = unknown>(path: string, options?: UncheckedOptions): Promise<T> {
    const { params, ...rest } = options ?? {};
    const url = fillPath(path, params);
    const key = `${url} ${JSON.stringify(rest)}`;
    let read = this.reads.get(key);
    if (!read) {
      read = this.request('GET', url, rest);
      this.reads.set(key, read);
    }
    return read as Promise<T>;
  }

  /**
   * JSON writes, typed by their path like `get`: `post('/goals/{id}/approve', { params: { id } })` answers the
   * contract's camelCased Goal (`raw: true`: the upstream's own keys). A write by a computed path is `request`.
   */
  readonly post: Writer<'post'> = this.writer('POST');
  readonly put: Writer<'put'> = this.writer('PUT');
  readonly patch: Writer<'patch'> = this.writer('PATCH');
  readonly delete: Writer<'delete'> = this.writer('DELETE');

  /** The write method of `method` (the `Writer` signatures type it; the answer is the request's). */
  private writer<M extends WriteMethod>(method: Method): Writer<M> {
    return (path: string, options: UncheckedOptions = {}) => {
      const { params, ...rest } = options;
      return this.request(method, fillPath(path, params), rest);
    };
  }

  /** One JSON call; the answer comes back camelCased (204 -> null). */
  async request<T = unknown>(method: Method, path: string, options: RestCallOptions = {}): Promise<T> {
    if (method !== 'GET') this.reads.clear();
    const response = await this.send(method, path, options, 'json');
    const data = response.data === '' || response.status === 204 ? null : response.data;
    return (options.raw ? data : toCamel(data)) as T;
  }

  /** A binary/CSV answer as a stream with its headers (the body is not mapped). */
  async stream(path: string, options: RestCallOptions & { method?: Method } = {}): Promise<RestStream> {
    const response = await this.send(options.method ?? 'GET', path, options, 'stream');
    return { status: response.status, headers: response.headers, stream: response.data as Readable };
  }

  private headers(extra?: Record<string, string>): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json, text/csv, */*', ...extra };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    if (this.permission) headers['X-Permission'] = this.permission;
    if (this.options.requestId) headers['X-Request-Id'] = this.options.requestId;
    if (this.company) headers['X-Company'] = this.company;
    return headers;
  }

  private async send(method: Method, path: string, options: RestCallOptions, responseType: 'json' | 'stream') {
    if (options.query) checkSearchTerms(options.query);
    // A write may change reference data: no cached copy is served once it may have happened (state/reference.ts).
    const writes = method !== 'GET' && !options.readOnly;
    if (writes) await invalidateReferenceData();
    try {
      return await this.sendOnce(method, path, options, responseType);
    } finally {
      if (writes) await invalidateReferenceData();
    }
  }

  private async sendOnce(method: Method, path: string, options: RestCallOptions, responseType: 'json' | 'stream'): Promise<UpstreamAnswer> {
    this.callCount += 1;
    const call = {
      method,
      path,
      status: 0,
      startedAt: performance.now(),
      requestId: this.options.requestId ?? null,
      company: this.company,
      body: undefined as unknown,
    };
    // One controller: the timeout (until the whole JSON body is read; until the headers of a stream) and a file stream
    // failing mid-way both abort the request.
    const controller = new AbortController();
    const timeoutMs = options.timeoutMs ?? config.upstreamTimeoutMs();
    const timer = setTimeout(() => controller.abort(new UpstreamTimeout(timeoutMs)), timeoutMs);
    let fileError: unknown;
    // File streams still being received from the client: a timeout while one is open is the client's upload stalling.
    const receiving = new Set<Readable>();
    const headers = this.headers(options.headers);
    const ok = options.okStatuses;
    try {
      let body: string | FormData | undefined;
      if (options.multipart) {
        const form = await buildForm(options, receiving, (error) => {
          fileError = error;
          controller.abort(error);
        });
        Object.assign(headers, form.getHeaders());
        body = form;
      } else if (options.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(toSnake(options.body, { keys: options.keys }));
      }
      const url = `${this.options.baseUrl}${path}${options.query ? queryString(snakeQuery(options.query), path) : ''}`;
      const answer = await httpRequest(url, { method, headers, body, dispatcher: upstreamAgent, signal: controller.signal });
      call.status = answer.statusCode;
      const answerHeaders = lowerCaseHeaders(answer.headers);
      const good = (answer.statusCode >= 200 && answer.statusCode < 300) || !!ok?.includes(answer.statusCode);
      if (responseType === 'stream' && good) {
        clearTimeout(timer);
        return { status: answer.statusCode, headers: answerHeaders, data: answer.body };
      }
      const text = good ? await answer.body.text() : await boundedText(answer.body);
      const data = parseBody(text);
      if (!good) throw new UpstreamHttpError({ status: answer.statusCode, data });
      return { status: answer.statusCode, headers: answerHeaders, data };
    } catch (error) {
      if (fileError) throw isUploadTooLarge(fileError) ? uploadTooLargeError() : badUserInput('The uploaded file could not be read');
      const reason = controller.signal.aborted && controller.signal.reason instanceof UpstreamTimeout ? controller.signal.reason : error;
      if (reason instanceof UpstreamTimeout && receiving.size > 0) throw uploadUnfinished();
      const answered = reason as { response?: { status: number; data?: unknown } };
      call.status = answered?.response?.status ?? 0;
      call.body = answered?.response?.data;
      const failure = forWrite(toGraphQLError(reason), options.readOnly ? 'GET' : method);
      // A 401 means this token is dead (signed out, revoked, expired): never serve its cached user again.
      if (failure.extensions.code === ErrorCode.UNAUTHENTICATED && this.token) await clearCurrentUserCache(this.token, this.company);
      throw failure;
    } finally {
      clearTimeout(timer);
      reportUpstreamCall(call);
    }
  }
}

/** The call took longer than its timeout (errors.ts reads `code`). */
class UpstreamTimeout extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`timeout of ${ms}ms exceeded`);
  }
}

/** JSON when it parses (whatever the content type, as before), else the text ('' stays ''). */
function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function lowerCaseHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

/** An error answer's body, at most 64 KB (the upstream's message must survive; a huge file must not be read). */
async function boundedText(body: AsyncIterable<Buffer | string> & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      size += bytes.length;
      chunks.push(bytes);
      if (size > 64 * 1024) break;
    }
  } catch {
    // the message is lost; the status still speaks
  } finally {
    body.destroy();
  }
  return Buffer.concat(chunks)
    .toString('utf8')
    .slice(0, 64 * 1024);
}

/** Query values encoded as the upstream has always received them: `,` `:` `$` kept, spaces as `+`, lists as `key[]`. */
const encode = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

function queryString(query: Record<string, unknown>, path: string): string {
  const pairs: string[] = [];
  const text = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value));
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) pairs.push(`${encode(`${key}[]`)}=${encode(text(item))}`);
    else pairs.push(`${encode(key)}=${encode(text(value))}`);
  }
  if (!pairs.length) return '';
  return `${path.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

/** The upstream's bound on a search or filter term (shared with it through @hr/rules), with its words. */
export { SEARCH_MAX };

/**
 * Refuses a search term longer than the upstream takes before it is sent: a term of a few KB would otherwise fail as
 * the upstream's "Exceeded maximum allowed HTTP header size" instead of the field's own message.
 */
export function checkSearchTerms(query: object): void {
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && /search/i.test(key) && value.trim().length > SEARCH_MAX) {
      const message = messages.maxLength('Search', SEARCH_MAX);
      throw badUserInput(message, [{ field: 'search', message }]);
    }
  }
}

/** Query params in plain snake case; null/undefined dropped so "no filter" is simply absent. */
function snakeQuery(query: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) out[toSnakeKey(key, false)] = value;
  }
  return out;
}

async function buildForm(options: RestCallOptions, receiving: Set<Readable>, onFileError: (error: unknown) => void): Promise<FormData> {
  const form = new FormData();
  const name = (key: string) => options.keys?.[key] ?? toSnakeKey(key);
  for (const [key, value] of Object.entries(options.multipart?.fields ?? {})) {
    if (value === undefined || value === null) continue;
    const text = typeof value === 'object' ? JSON.stringify(toSnake(value, { keys: options.keys })) : String(value);
    form.append(name(key), text);
  }
  for (const [key, entry] of Object.entries(options.multipart?.files ?? {})) {
    if (!entry) continue;
    const file = await entry;
    if ('data' in file) {
      form.append(name(key), file.data, { filename: file.filename, contentType: file.mimetype });
      continue;
    }
    let stream: Readable;
    try {
      stream = file.createReadStream();
    } catch (error) {
      // graphql-upload throws here when the file was already cut at the size limit
      throw isUploadTooLarge(error) ? uploadTooLargeError() : error;
    }
    stream.on('error', onFileError);
    receiving.add(stream);
    stream.once('end', () => receiving.delete(stream));
    form.append(name(key), stream, { filename: file.filename, contentType: file.mimetype });
  }
  return form;
}
