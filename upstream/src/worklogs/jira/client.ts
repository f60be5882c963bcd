/**
 * Typed calls of Jira's REST API v3 that the work logs need (Jira Cloud; Data Center 8.x+ answers the same paths):
 * the issues a person may log on (for the task picker) and an issue's worklog create, update and delete. Every call
 * goes through settings/jira.ts `jiraCall` (auth, timeout, retries on 429/5xx honouring Retry-After, errors worded
 * with the tracker's reason); every answer is checked against its schema here, so nothing downstream trusts its shape.
 */
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { jiraCall, JiraError, type JiraCallOptions, type JiraConnection } from '../../settings/jira';

const SearchAnswer = Type.Object({
  issues: Type.Array(Type.Object({ key: Type.String(), fields: Type.Object({ summary: Type.Optional(Type.String()) }) })),
});
const WorklogAnswer = Type.Object({ id: Type.String() });

export interface JiraIssue {
  key: string;
  summary: string;
}

/** What one work log entry becomes in Jira. */
export interface WorklogPush {
  /** YYYY-MM-DD */
  workDate: string;
  /** HH:mm */
  startTime: string;
  /** Minutes. */
  duration: number;
  /** Whose work it is (the connection's account writes every worklog). */
  author: string;
  description: string | null;
}

/** A search narrows the person's recent issues (decision 0215: the connection's account is the "current user"). */
const RECENT = 'assignee = currentUser() OR updated >= -14d';
const KEY = /^[A-Z][A-Z0-9_]*-\d+$/;

/** JQL for the picker: a whole key finds that issue; other words search summaries (Lucene's operators dropped). */
export function issueJql(search: string): string {
  const text = search.trim();
  if (KEY.test(text.toUpperCase())) return `key = "${text.toUpperCase()}"`;
  const words = text.replace(/[+\-&|!(){}[\]^~*?\\:"/']/g, ' ').trim();
  return words ? `(${RECENT}) AND summary ~ "${words}*" ORDER BY updated DESC` : `${RECENT} ORDER BY updated DESC`;
}

/** Issues for the picker, most recently updated first. A key Jira does not know is no issue (Jira answers 400 to it). */
export async function searchIssues(connection: JiraConnection, search: string, options: JiraCallOptions = {}): Promise<JiraIssue[]> {
  const query = { jql: issueJql(search), fields: 'key,summary', maxResults: '20' };
  let answer: unknown;
  try {
    answer = await jiraCall(connection, { method: 'GET', path: 'rest/api/3/search/jql', query }, options);
  } catch (error) {
    // Jira Data Center and older Cloud sites have only /search (Cloud retired it for /search/jql in 2025).
    if (error instanceof JiraError && error.status === 404) answer = await jiraCall(connection, { method: 'GET', path: 'rest/api/3/search', query }, options);
    else if (error instanceof JiraError && error.status === 400 && query.jql.startsWith('key =')) return [];
    else throw error;
  }
  if (!Value.Check(SearchAnswer, answer)) throw new JiraError('Jira answered the search in an unexpected form', 200);
  return answer.issues.map((issue) => ({ key: issue.key, summary: issue.fields.summary ?? '' }));
}

/** Jira's `started`: yyyy-MM-dd'T'HH:mm:ss.SSSZ, the wall-clock time with the server's offset on that day. */
export function startedOf(workDate: string, startTime: string): string {
  const local = new Date(`${workDate}T${startTime}:00`);
  const minutes = -local.getTimezoneOffset();
  const abs = Math.abs(minutes);
  const offset = `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
  return `${workDate}T${startTime}:00.000${offset}`;
}

/** The worklog body: start, seconds, and the comment in the Atlassian Document Format (who, and what was done). */
export function worklogBody(entry: WorklogPush) {
  const text = entry.description ? `${entry.author}: ${entry.description}` : `Logged by ${entry.author}`;
  return {
    started: startedOf(entry.workDate, entry.startTime),
    timeSpentSeconds: entry.duration * 60,
    comment: { type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
  };
}

const worklogPath = (issueKey: string, id?: string) =>
  `rest/api/3/issue/${encodeURIComponent(issueKey)}/worklog${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

/** Creates the worklog; its Jira id. Retried on 429 only: a 5xx may have created it (a retry would double it). */
export async function addWorklog(connection: JiraConnection, issueKey: string, entry: WorklogPush, options: JiraCallOptions = {}): Promise<string> {
  const answer = await jiraCall(connection, { method: 'POST', path: worklogPath(issueKey), body: worklogBody(entry) }, { ...options, onlyRateLimit: true });
  if (!Value.Check(WorklogAnswer, answer)) throw new JiraError('Jira answered the new worklog without its id', 200);
  return answer.id;
}

export async function updateWorklog(
  connection: JiraConnection,
  issueKey: string,
  id: string,
  entry: WorklogPush,
  options: JiraCallOptions = {},
): Promise<void> {
  await jiraCall(connection, { method: 'PUT', path: worklogPath(issueKey, id), body: worklogBody(entry) }, options);
}

/** Deletes the worklog; one Jira no longer has (404) is gone already. */
export async function removeWorklog(connection: JiraConnection, issueKey: string, id: string, options: JiraCallOptions = {}): Promise<void> {
  try {
    await jiraCall(connection, { method: 'DELETE', path: worklogPath(issueKey, id) }, options);
  } catch (error) {
    if (!(error instanceof JiraError && error.status === 404)) throw error;
  }
}
