/**
 * The company's task-tracker connection (Jira Cloud / Data Center, REST v3): where it is, how a call is made (Basic
 * auth with username + API token, as Jira Cloud takes them; no redirects; a timeout; retries with backoff on 429 and
 * 5xx honouring Retry-After, bounded), how a failure is worded (the tracker's reason, never the token), and the
 * settings' "Test connection" (`GET /rest/api/3/myself`). The worklog sync's typed calls build on `jiraCall`
 * (worklogs/jira/client.ts).
 */
import type { Queryable } from '../db';
import { unseal } from './secret';
import { settingsRow } from './store';

export interface JiraConnection {
  url: string;
  username: string;
  token: string;
}

export interface JiraTest {
  ok: boolean;
  message: string;
}

const TIMEOUT_MS = 10_000;

export const NO_JIRA_MESSAGE = 'Save the Jira URL, username and API token first';
export const UNREADABLE_TOKEN_MESSAGE = "The stored API token cannot be read with this server's SETTINGS_KEY: enter it again";
export const REFUSED_MESSAGE = 'Jira refused the username or API token';

/** The base URL if it is an absolute http(s) URL, else null. */
export function jiraBase(raw: string): URL | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The company's stored connection, its token opened; else the words saying what is missing. */
export async function companyJira(db: Queryable, companyId: number): Promise<JiraConnection | { missing: string }> {
  const settings = await settingsRow(db);
  if (!settings.jira_url || !settings.jira_username || !settings.jira_token_sealed) return { missing: NO_JIRA_MESSAGE };
  const token = unseal(settings.jira_token_sealed, companyId);
  if (!token) return { missing: UNREADABLE_TOKEN_MESSAGE };
  return { url: settings.jira_url, username: settings.jira_username, token };
}

/** Why a call failed, in words for the person (`reason`), and whether a later try may succeed. */
export class JiraError extends Error {
  constructor(
    readonly reason: string,
    /** HTTP status, or 0 when Jira did not answer (unreachable, timed out). */
    readonly status: number,
    /** How long Jira asked to wait (429/503 Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(reason);
    this.name = 'JiraError';
  }
}

export interface JiraCallOptions {
  timeoutMs?: number;
  /** Further tries after a 429 or 5xx (default 2); a create passes `onlyRateLimit` (a 5xx may have created it). */
  retries?: number;
  onlyRateLimit?: boolean;
  /** A Retry-After longer than this is not waited for (the call fails with it; the job waits instead). */
  maxWaitMs?: number;
  /** First backoff step (doubles per try). */
  backoffMs?: number;
  /** Tests pass a recorder. */
  sleep?: (ms: number) => Promise<void>;
}

export interface JiraRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under the base URL, e.g. `rest/api/3/myself`. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After as milliseconds (delta-seconds or an HTTP date), or undefined. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Jira's own words of an error answer ({ errorMessages: [...], errors: { field: message } }), if any. */
function trackerWords(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const words: string[] = [];
  if ('errorMessages' in body && Array.isArray(body.errorMessages)) words.push(...body.errorMessages.filter((m): m is string => typeof m === 'string'));
  if ('errors' in body && typeof body.errors === 'object' && body.errors !== null)
    words.push(...Object.values(body.errors).filter((m): m is string => typeof m === 'string'));
  const text = words.join('; ').trim();
  return text ? text.slice(0, 300) : null;
}

/** The failure of an answer, worded. */
async function failureOf(response: Response): Promise<JiraError> {
  const status = response.status;
  const after = retryAfterMs(response.headers.get('retry-after'));
  if (status === 401) return new JiraError(REFUSED_MESSAGE, status);
  if (status === 429) return new JiraError('Jira is limiting requests (HTTP 429)', status, after);
  const words = trackerWords(await response.json().catch(() => null));
  if (status === 403) return new JiraError(words ?? REFUSED_MESSAGE, status);
  return new JiraError(words ?? `Jira answered HTTP ${status}`, status, after);
}

const retryable = (status: number, onlyRateLimit: boolean) => status === 429 || (!onlyRateLimit && status >= 500);

/**
 * One call to Jira: the answer's JSON (null for an empty body), or a JiraError. A 429 or 5xx is tried again after the
 * Retry-After Jira gave (or a doubling backoff), at most `retries` times and never waiting longer than `maxWaitMs`.
 */
export async function jiraCall(connection: JiraConnection, request: JiraRequest, options: JiraCallOptions = {}): Promise<unknown> {
  const base = jiraBase(connection.url);
  if (!base) throw new JiraError('The Jira URL is not a valid http(s) address', 0);
  const url = new URL(request.path, base.href.endsWith('/') ? base : `${base.href}/`);
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  const basic = Buffer.from(`${connection.username}:${connection.token}`, 'utf8').toString('base64');
  const { timeoutMs = TIMEOUT_MS, retries = 2, maxWaitMs = 10_000, backoffMs = 500, sleep = wait, onlyRateLimit = false } = options;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      response = await fetch(url, {
        method: request.method,
        headers: {
          authorization: `Basic ${basic}`,
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        redirect: 'manual',
        signal,
      });
    } catch {
      throw new JiraError(signal.aborted ? `Jira did not answer within ${Math.ceil(timeoutMs / 1000)} s` : `Could not reach Jira at ${base.origin}`, 0);
    }
    if (response.ok) {
      const text = await response.text();
      return text ? (JSON.parse(text) as unknown) : null;
    }
    if (response.status >= 300 && response.status < 400)
      throw new JiraError(`Jira answered HTTP ${response.status} (a redirect: check the Jira URL)`, response.status);
    const failure = await failureOf(response);
    const delay = failure.retryAfterMs ?? backoffMs * 2 ** attempt;
    if (attempt >= retries || !retryable(failure.status, onlyRateLimit) || delay > maxWaitMs) throw failure;
    await sleep(delay);
  }
}

/** A string field of a JSON answer, if there is one. */
export const stringField = (value: unknown, key: string): string | undefined => {
  const field: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
  return typeof field === 'string' ? field : undefined;
};

export async function testJira(connection: JiraConnection, timeoutMs = TIMEOUT_MS): Promise<JiraTest> {
  try {
    const me = await jiraCall(connection, { method: 'GET', path: 'rest/api/3/myself' }, { timeoutMs, retries: 0 });
    return { ok: true, message: `Connected to Jira as ${stringField(me, 'displayName') ?? stringField(me, 'emailAddress') ?? connection.username}` };
  } catch (error) {
    if (!(error instanceof JiraError)) throw error;
    // A 403 on /myself is the account's, not an issue's: the credentials are the thing to check.
    return { ok: false, message: error.status === 403 ? REFUSED_MESSAGE : error.reason };
  }
}
