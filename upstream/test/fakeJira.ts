/**
 * A fake Jira Cloud for tests (node:http on a free port): the REST v3 paths the product calls, with Jira's payloads and
 * error shapes. Basic auth (`jira.admin@example.com` + FAKE_JIRA_TOKEN, else 401); GET /rest/api/3/myself;
 * GET /rest/api/3/search/jql (a `key = "X"` JQL answers that issue or Jira's 400; `summary ~ "w*"` filters);
 * POST/PUT/DELETE /rest/api/3/issue/{key}/worklog[/{id}] (404 for an unknown issue or worklog, 400 for a bad
 * `started` or time). `failNext` queues answers for the next calls: a status with optional headers, or 'hang' (no
 * answer, for timeouts). Every call is recorded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_JIRA_USER = 'jira.admin@example.com';
export const FAKE_JIRA_TOKEN = 'jira-secret-token-7f3a9c';

export interface FakeWorklog {
  id: string;
  issueKey: string;
  started: string;
  timeSpentSeconds: number;
  comment: string;
}

export type FakeFault = { status: number; headers?: Record<string, string>; body?: unknown } | 'hang';

export interface FakeJira {
  url: string;
  /** `METHOD path` of every call, in order. */
  calls: string[];
  /** Worklogs Jira holds, by id. */
  worklogs: Map<string, FakeWorklog>;
  issues: Map<string, string>;
  failNext(...faults: FakeFault[]): void;
  close(): Promise<void>;
}

const STARTED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{4}$/;
const NO_ISSUE = { errorMessages: ['Issue does not exist or you do not have permission to see it.'], errors: {} };

/** The text of an ADF document (the comment), or '' when it is not one. */
function adfText(doc: unknown): string {
  if (typeof doc !== 'object' || doc === null || Reflect.get(doc, 'type') !== 'doc') return '';
  const walk = (node: unknown): string => {
    if (typeof node !== 'object' || node === null) return '';
    const text = Reflect.get(node, 'text');
    const content: unknown = Reflect.get(node, 'content');
    return (typeof text === 'string' ? text : '') + (Array.isArray(content) ? content.map(walk).join('') : '');
  };
  return walk(doc);
}

export function startFakeJira(
  issues: Record<string, string> = { 'HR-12': 'Payroll fixes', 'OPS-7': 'Rota for March', 'OPS-8': 'Payroll export' },
): Promise<FakeJira> {
  const calls: string[] = [];
  const worklogs = new Map<string, FakeWorklog>();
  const known = new Map(Object.entries(issues));
  const faults: FakeFault[] = [];
  const hanging: http.ServerResponse[] = [];
  let nextId = 10000;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      calls.push(`${req.method} ${url.pathname}`);
      const json = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
        void res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body === undefined ? '' : JSON.stringify(body));
      const fault = faults.shift();
      if (fault === 'hang') return void hanging.push(res);
      if (fault) return json(fault.status, fault.body ?? { errorMessages: [], errors: {} }, fault.headers);
      if (req.headers.authorization !== `Basic ${Buffer.from(`${FAKE_JIRA_USER}:${FAKE_JIRA_TOKEN}`).toString('base64')}`)
        return json(401, { message: 'Client must be authenticated to access this resource.', 'status-code': 401 });
      let body: Record<string, unknown> = {};
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
      } catch {
        return json(400, { errorMessages: ['Unexpected character in the body'], errors: {} });
      }
      if (req.method === 'GET' && url.pathname === '/rest/api/3/myself') return json(200, { accountId: 'abc', displayName: 'Jira Admin' });
      if (req.method === 'GET' && url.pathname === '/rest/api/3/search/jql') {
        const jql = url.searchParams.get('jql') ?? '';
        const key = /^key = "([^"]+)"$/.exec(jql)?.[1];
        if (key && !known.has(key)) return json(400, { errorMessages: [`An issue with key '${key}' does not exist for field 'key'.`], errors: {} });
        const words = /summary ~ "([^"*]*)\*?"/.exec(jql)?.[1]?.toLowerCase();
        const found = [...known].filter(([k, summary]) => (key ? k === key : !words || summary.toLowerCase().includes(words)));
        return json(200, { issues: found.map(([k, summary], i) => ({ id: String(20000 + i), key: k, fields: { summary } })), isLast: true });
      }
      const match = /^\/rest\/api\/3\/issue\/([^/]+)\/worklog(?:\/([^/]+))?$/.exec(url.pathname);
      if (!match) return json(404, { errorMessages: ['null for uri'], errors: {} });
      const [, issueKey, id] = match;
      if (!known.has(decodeURIComponent(issueKey))) return json(404, NO_ISSUE);
      const existing = id === undefined ? undefined : worklogs.get(id);
      if (id !== undefined && (!existing || existing.issueKey !== issueKey))
        return json(404, { errorMessages: [`Cannot find worklog with id: '${id}'.`], errors: {} });
      if (req.method === 'DELETE' && existing) {
        worklogs.delete(existing.id);
        return json(204);
      }
      if (req.method !== 'POST' && req.method !== 'PUT') return json(405, { errorMessages: ['Method not allowed'], errors: {} });
      const started = body.started;
      const seconds = body.timeSpentSeconds;
      if (typeof started !== 'string' || !STARTED.test(started)) return json(400, { errorMessages: [], errors: { started: 'Invalid date format.' } });
      if (typeof seconds !== 'number' || seconds < 60)
        return json(400, { errorMessages: [], errors: { timeLogged: 'You must indicate the time spent working.' } });
      const worklog = { id: existing?.id ?? String(nextId++), issueKey, started, timeSpentSeconds: seconds, comment: adfText(body.comment) };
      worklogs.set(worklog.id, worklog);
      return json(req.method === 'POST' ? 201 : 200, { ...worklog, self: `http://fake/rest/api/3/issue/${issueKey}/worklog/${worklog.id}` });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        calls,
        worklogs,
        issues: known,
        failNext: (...more) => void faults.push(...more),
        close: () =>
          new Promise((done) => {
            for (const res of hanging) res.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}
