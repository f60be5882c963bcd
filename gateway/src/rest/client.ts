/**
 * THE REST client. One shared axios instance (keep-alive agents) and a small per-request `RestClient`
 * that carries the caller's token and permission header, maps camelCase <-> snake_case, applies per-call
 * timeouts, forwards uploads as multipart streams, and turns every failure into a GraphQLError (errors.ts).
 * It never retries: a mutation reaches the upstream at most once, and a write that times out is reported as
 * "outcome unknown" (`extensions.outcomeUnknown`), never as a failure, because it may have happened.
 */
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import axios, { type AxiosInstance, type AxiosRequestConfig, type Method } from 'axios';
import FormData from 'form-data';
import { config } from '../config';
import { clearCurrentUserCache } from '../currentUser';
import { badUserInput, ErrorCode, forWrite, toGraphQLError } from '../errors';
import { reportUpstreamCall } from '../ops/upstreamCalls';
import { invalidateReferenceData } from '../state/reference';
import { toCamel, toSnake, toSnakeKey } from './case';
import { fillPath, type GetAnswer, type GetPath, type ParamsOption, type RawGetAnswer, type RawWriteAnswer, type WriteAnswer, type WriteMethod, type WritePath } from './typed';

/** Shared by every request of the process: connections are reused, never per request. */
export const restHttp: AxiosInstance = axios.create({
  adapter: 'http',
  // The upstream is a direct neighbour: never route it through HTTP(S)_PROXY (and skip the per-call env lookup).
  proxy: false,
  httpAgent: new http.Agent({ keepAlive: true, maxSockets: 256 }),
  httpsAgent: new https.Agent({ keepAlive: true, maxSockets: 256 }),
  maxRedirects: 0,
  maxBodyLength: Infinity,
  maxContentLength: Infinity,
  validateStatus: (status) => status >= 200 && status < 300,
  transitional: { clarifyTimeoutError: true },
});

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

/** Options of a write: `params` fill the path's `{name}` placeholders. */
type WriteOptions = RestCallOptions & { params?: Record<string, string | number> };

/** One write method: by the contract's path (answer typed from it), or a computed path with a type argument. */
interface Writer<M extends WriteMethod> {
  <P extends WritePath<M>>(path: P, options: RestCallOptions & ParamsOption<P> & { raw: true }): Promise<RawWriteAnswer<M, P>>;
  <P extends WritePath<M>>(path: P, options?: RestCallOptions & ParamsOption<P>): Promise<WriteAnswer<M, P>>;
  <T = unknown>(path: string, options?: WriteOptions): Promise<T>;
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
  /** Override the shared axios instance (tests). */
  http?: AxiosInstance;
}

const isUploadTooLarge = (error: unknown) => (error as { status?: number })?.status === 413;

export const uploadTooLargeError = () => badUserInput(`size should be less than ${config.uploadMaxMb()} MB!`);

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

  get permission(): string | null {
    return this.options.permission ?? null;
  }

  /** Use another token from now on (after `login` in the same request). */
  setToken(token: string | null): void {
    this.options.token = token;
  }

  /**
   * A JSON read; the same path and options asked twice in one request make one upstream call. Typed by its path:
   * `get('/employees/{id}', { params: { id } })` answers the contract's camelCased Employee (rest/typed.ts). The
   * untyped form (a computed path and a type argument) remains for the kit's generic loaders. With `raw: true` the
   * answer keeps the upstream's keys, typed as the contract has them.
   */
  get<P extends GetPath>(path: P, options: RestCallOptions & ParamsOption<P> & { raw: true }): Promise<RawGetAnswer<P>>;
  get<P extends GetPath>(path: P, options?: RestCallOptions & ParamsOption<P>): Promise<GetAnswer<P>>;
  get<T = unknown>(path: string, options?: RestCallOptions & { params?: Record<string, string | number> }): Promise<T>;
  get(path: string, options?: RestCallOptions & { params?: Record<string, string | number> }): Promise<unknown> {
    const { params, ...rest } = options ?? {};
    const url = fillPath(path, params);
    const key = `${url} ${JSON.stringify(rest)}`;
    let read = this.reads.get(key);
    if (!read) {
      read = this.request('GET', url, rest);
      this.reads.set(key, read);
    }
    return read;
  }
  /**
   * JSON writes, typed by their path like `get`: `post('/goals/{id}/approve', { params: { id }, body })` answers the
   * contract's camelCased Goal (`raw: true`: the upstream's own keys). A computed path with a type argument stays
   * possible (the kit's generic lookups).
   */
  readonly post: Writer<'post'> = this.writer('POST');
  readonly put: Writer<'put'> = this.writer('PUT');
  readonly patch: Writer<'patch'> = this.writer('PATCH');
  readonly delete: Writer<'delete'> = this.writer('DELETE');

  /** The write method of `method` (the `Writer` signatures type it; the answer is the request's). */
  private writer<M extends WriteMethod>(method: Method): Writer<M> {
    return <T>(path: string, options: WriteOptions = {}): Promise<T> => {
      const { params, ...rest } = options;
      return this.request<T>(method, fillPath(path, params), rest);
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
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers ?? {})) {
      if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
    }
    return { status: response.status, headers, stream: response.data as Readable };
  }

  private headers(extra?: Record<string, string>): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json, text/csv, */*', ...extra };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    if (this.permission) headers['X-Permission'] = this.permission;
    if (this.options.requestId) headers['X-Request-Id'] = this.options.requestId;
    return headers;
  }

  private async send(method: Method, path: string, options: RestCallOptions, responseType: 'json' | 'stream') {
    // A write may change reference data: no cached copy is served once it may have happened (state/reference.ts).
    const writes = method !== 'GET' && !options.readOnly;
    if (writes) await invalidateReferenceData();
    try {
      return await this.sendOnce(method, path, options, responseType);
    } finally {
      if (writes) await invalidateReferenceData();
    }
  }

  private async sendOnce(method: Method, path: string, options: RestCallOptions, responseType: 'json' | 'stream') {
    this.callCount += 1;
    const call = { method, path, status: 0, startedAt: performance.now(), requestId: this.options.requestId ?? null, body: undefined as unknown };
    // Only multipart calls need to be cancellable (a file stream failing mid-way aborts the request).
    const controller = options.multipart ? new AbortController() : undefined;
    let fileError: unknown;
    const request: AxiosRequestConfig = {
      method,
      baseURL: this.options.baseUrl,
      url: path,
      headers: this.headers(options.headers),
      timeout: options.timeoutMs ?? config.upstreamTimeoutMs(),
      responseType,
      signal: controller?.signal,
    };
    if (options.query) request.params = snakeQuery(options.query);
    const ok = options.okStatuses;
    if (ok?.length) request.validateStatus = (status) => (status >= 200 && status < 300) || ok.includes(status);
    try {
      if (options.multipart) {
        const form = await buildForm(options, (error) => {
          fileError = error;
          controller?.abort();
        });
        request.data = form;
        Object.assign(request.headers as object, form.getHeaders());
      } else if (options.body !== undefined) {
        request.data = toSnake(options.body, { keys: options.keys });
      }
      const response = await (this.options.http ?? restHttp).request(request);
      call.status = response.status;
      return response;
    } catch (error) {
      if (fileError) throw isUploadTooLarge(fileError) ? uploadTooLargeError() : badUserInput('The uploaded file could not be read');
      const answered = (await withReadableBody(error)) as { response?: { status: number; data?: unknown } };
      call.status = answered?.response?.status ?? 0;
      call.body = answered?.response?.data;
      const failure = forWrite(toGraphQLError(answered), options.readOnly ? 'GET' : method);
      // A 401 means this token is dead (signed out, revoked, expired): never serve its cached user again.
      if (failure.extensions.code === ErrorCode.UNAUTHENTICATED && this.token) await clearCurrentUserCache(this.token);
      throw failure;
    } finally {
      reportUpstreamCall(call);
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

async function buildForm(options: RestCallOptions, onFileError: (error: unknown) => void): Promise<FormData> {
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
    form.append(name(key), stream, { filename: file.filename, contentType: file.mimetype });
  }
  return form;
}

/** For streamed answers the error body is a stream: read it (bounded) so the upstream message survives. */
async function withReadableBody(error: unknown): Promise<unknown> {
  const response = (error as { response?: { data?: unknown } })?.response;
  const data = response?.data as Readable | undefined;
  if (!data || typeof (data as Readable).pipe !== 'function') return error;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of data) {
      size += (chunk as Buffer).length;
      if (size > 64 * 1024) break;
      chunks.push(Buffer.from(chunk as Buffer));
    }
    const text = Buffer.concat(chunks).toString('utf8');
    try {
      response!.data = JSON.parse(text);
    } catch {
      response!.data = text;
    }
  } catch {
    response!.data = undefined;
  }
  return error;
}
