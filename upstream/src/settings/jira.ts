/**
 * The task tracker's connection test: `GET <jira_url>/rest/api/3/myself` with Basic auth (username + API token, as
 * Jira Cloud takes them). The answer is worded for the admin; the token never appears in it or in the log.
 */
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

/** The base URL if it is an absolute http(s) URL, else null. */
export function jiraBase(raw: string): URL | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export async function testJira(connection: JiraConnection, timeoutMs = TIMEOUT_MS): Promise<JiraTest> {
  const base = jiraBase(connection.url);
  if (!base) return { ok: false, message: 'The Jira URL is not a valid http(s) address' };
  const url = new URL('rest/api/3/myself', base.href.endsWith('/') ? base : `${base.href}/`);
  const basic = Buffer.from(`${connection.username}:${connection.token}`, 'utf8').toString('base64');
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, message: `Could not reach Jira at ${base.origin}` };
  }
  if (response.status === 401 || response.status === 403) {
    return { ok: false, message: 'Jira refused the username or API token' };
  }
  if (!response.ok) return { ok: false, message: `Jira answered HTTP ${response.status}` };
  const me = (await response.json().catch(() => null)) as { displayName?: unknown; emailAddress?: unknown } | null;
  const who = typeof me?.displayName === 'string' ? me.displayName : typeof me?.emailAddress === 'string' ? me.emailAddress : connection.username;
  return { ok: true, message: `Connected to Jira as ${who}` };
}
