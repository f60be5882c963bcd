/**
 * The task-tracker sync (worklogs/jira/, decision 0215) against a fake Jira (fakeJira.ts): the client's calls, retries
 * (429 with Retry-After, 5xx; a create is not retried on a 5xx), its worded failures (401, 404, timeouts, unreachable)
 * with the token never in them; the Sync as a job: two syncs make one set of Jira worklogs, changes and deletions
 * follow, a moved task moves its worklog, a failed push leaves the entry "not synced" with the reason and a later
 * run retries it; the task picker's search and its plain error when Jira cannot be reached; who sees which status.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { withCompany } from '../src/companies/context';
import { applyDue } from '../src/http/dueJobs';
import { JiraError, jiraCall, type JiraConnection } from '../src/settings/jira';
import { addWorklog, issueJql, removeWorklog, searchIssues, startedOf, updateWorklog } from '../src/worklogs/jira/client';
import { JIRA_SYNC_DUE } from '../src/worklogs/jira/job';
import { FAKE_JIRA_TOKEN, FAKE_JIRA_USER, startFakeJira, type FakeJira } from './fakeJira';
import { demoName, startTestUpstream, type TestUpstream } from './harness';

let jira: FakeJira;
let connection: JiraConnection;
beforeAll(async () => {
  jira = await startFakeJira();
  connection = { url: jira.url, username: FAKE_JIRA_USER, token: FAKE_JIRA_TOKEN };
});
afterAll(() => jira.close());

const push = { workDate: '2026-03-02', startTime: '09:00', duration: 90, author: 'Dana Scully', description: 'Payroll fixes' };

describe('the Jira client', () => {
  beforeEach(() => {
    jira.calls.length = 0;
  });

  it("searches the person's recent issues, a key, or words of the summaries", async () => {
    expect(issueJql('')).toBe('assignee = currentUser() OR updated >= -14d ORDER BY updated DESC');
    expect(issueJql('hr-12')).toBe('key = "HR-12"');
    expect(issueJql('pay "roll')).toBe('(assignee = currentUser() OR updated >= -14d) AND summary ~ "pay  roll*" ORDER BY updated DESC');
    expect(await searchIssues(connection, 'payroll')).toEqual([
      { key: 'HR-12', summary: 'Payroll fixes' },
      { key: 'OPS-8', summary: 'Payroll export' },
    ]);
    expect(await searchIssues(connection, 'ops-7')).toEqual([{ key: 'OPS-7', summary: 'Rota for March' }]);
    expect(await searchIssues(connection, 'NOPE-1')).toEqual([]); // Jira's 400 for an unknown key is no issue
    expect(jira.calls[0]).toBe('GET /rest/api/3/search/jql');
  });

  it("writes Jira's started form, seconds and an ADF comment; updates and deletes by id", async () => {
    expect(startedOf('2026-03-02', '09:00')).toMatch(/^2026-03-02T09:00:00\.000[+-]\d{4}$/);
    const id = await addWorklog(connection, 'HR-12', push);
    expect(jira.worklogs.get(id)).toMatchObject({ issueKey: 'HR-12', timeSpentSeconds: 5400, comment: 'Dana Scully: Payroll fixes' });
    await updateWorklog(connection, 'HR-12', id, { ...push, duration: 30, description: null });
    expect(jira.worklogs.get(id)).toMatchObject({ timeSpentSeconds: 1800, comment: 'Logged by Dana Scully' });
    await removeWorklog(connection, 'HR-12', id);
    expect(jira.worklogs.has(id)).toBe(false);
    await removeWorklog(connection, 'HR-12', id); // already gone: nothing to do
    expect(jira.calls).toEqual([
      'POST /rest/api/3/issue/HR-12/worklog',
      `PUT /rest/api/3/issue/HR-12/worklog/${id}`,
      `DELETE /rest/api/3/issue/HR-12/worklog/${id}`,
      `DELETE /rest/api/3/issue/HR-12/worklog/${id}`,
    ]);
  });

  it('waits as Retry-After says on a 429 and backs off on a 5xx, within bounds', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    jira.failNext({ status: 429, headers: { 'retry-after': '2' } }, { status: 503 });
    expect(await searchIssues(connection, 'rota', { sleep })).toEqual([{ key: 'OPS-7', summary: 'Rota for March' }]);
    expect(waits).toEqual([2000, 1000]);
    // A Retry-After beyond the bound is not waited for: the call fails with it (the job waits instead).
    jira.failNext({ status: 429, headers: { 'retry-after': '120' } });
    const limited = await searchIssues(connection, 'rota', { sleep }).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(JiraError);
    expect(limited).toMatchObject({ reason: 'Jira is limiting requests (HTTP 429)', retryAfterMs: 120_000 });
    // Three 5xx: the first try and two retries, then the failure.
    jira.failNext({ status: 500 }, { status: 502 }, { status: 500 });
    await expect(searchIssues(connection, '', { sleep })).rejects.toMatchObject({ reason: 'Jira answered HTTP 500', status: 500 });
  });

  it('does not retry a create after a 5xx (it may have been made), only after a 429', async () => {
    const sleep = async () => undefined;
    jira.failNext({ status: 500 });
    await expect(addWorklog(connection, 'HR-12', push, { sleep })).rejects.toMatchObject({ status: 500 });
    expect(jira.calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
    jira.failNext({ status: 429, headers: { 'retry-after': '0' } });
    expect(await addWorklog(connection, 'HR-12', push, { sleep })).toMatch(/^\d+$/);
  });

  it("words every failure with the tracker's reason, never the token", async () => {
    const reasons: string[] = [];
    const reason = (p: Promise<unknown>) =>
      p.then(
        () => 'no failure',
        (e: JiraError) => e.reason,
      );
    reasons.push(await reason(searchIssues({ ...connection, token: 'wrong' }, '')));
    expect(reasons[0]).toBe('Jira refused the username or API token');
    expect(await reason(addWorklog(connection, 'NOPE-1', push))).toBe('Issue does not exist or you do not have permission to see it.');
    jira.failNext('hang');
    expect(await reason(searchIssues(connection, '', { timeoutMs: 300 }))).toBe('Jira did not answer within 1 s');
    expect(await reason(searchIssues({ ...connection, url: 'http://127.0.0.1:1' }, ''))).toBe('Could not reach Jira at http://127.0.0.1:1');
    expect(await reason(jiraCall({ ...connection, url: 'ftp://x' }, { method: 'GET', path: 'x' }))).toBe('The Jira URL is not a valid http(s) address');
    expect(await reason(addWorklog(connection, 'HR-12', { ...push, duration: 0 }))).toBe('You must indicate the time spent working.');
  });
});

describe('the sync job and its routes', () => {
  let up: TestUpstream;
  let now = new Date('2026-03-10T09:00:00Z');
  let agent: string;
  let ceo: string;

  beforeAll(async () => {
    up = await startTestUpstream({ port: 0, build: { today: () => now } });
    ceo = await up.login('ceo');
    agent = await up.login('agent');
  });
  afterAll(() => up.close());

  const log = async (workDate: string, start: string, end: string, task: string) => {
    const res = await up.request('POST', '/worklogs', {
      token: agent,
      body: { worklog: { jira_task: task, description: 'Payroll fixes', work_date: workDate, start_time: start, end_time: end } },
    });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const entries = async () => (await up.request('GET', '/worklogs?from=2026-03-01&to=2026-03-31', { token: agent })).body.items;
  const status = async (token = agent) => (await up.request('GET', '/worklogs/sync', { token })).body;
  /** A Sync, then its push to the end: the route does not wait on Jira, so the test waits, as the page does, for the status to say it finished. */
  const sync = async () => {
    const res = await up.request('POST', '/worklogs/sync', { token: agent });
    expect(res.status).toBe(202);
    for (let i = 0; i < 100 && (await status()).finished_at === null; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await status()).finished_at).not.toBeNull();
    return res.body;
  };
  const jiraCalls = () => jira.calls.filter((c) => !c.startsWith('GET'));

  it('says plainly that there is no connection, before any queue', async () => {
    const res = await up.request('POST', '/worklogs/sync', { token: agent });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'Error occurs while syncing with Jira: the company has no Jira connection (an admin saves its URL, username and API token in Company Settings)',
    );
    const tasks = await up.request('GET', '/worklogs/tasks?search=pay', { token: agent });
    expect(tasks.body).toEqual({ items: [], error: expect.stringMatching(/^Error occurs while fetching tasks from Jira: the company has no Jira connection/) });
    const saved = await up.request('PUT', '/company/settings', {
      token: ceo,
      body: { company_settings: { jira_url: jira.url, jira_username: FAKE_JIRA_USER, jira_token: FAKE_JIRA_TOKEN } },
    });
    expect(saved.status).toBe(200);
  });

  it('offers the tracker issues to the picker', async () => {
    const tasks = await up.request('GET', '/worklogs/tasks?search=rota', { token: agent });
    expect(tasks.body).toEqual({ items: [{ key: 'OPS-7', summary: 'Rota for March' }], error: null });
    expect(JSON.stringify(tasks.body)).not.toContain(FAKE_JIRA_TOKEN);
  });

  it('pushes each entry once: a second sync changes nothing', async () => {
    jira.calls.length = 0;
    jira.worklogs.clear();
    await log('2026-03-02', '09:00', '10:30', 'HR-12');
    await log('2026-03-02', '11:00', '12:00', 'OPS-7');
    expect((await entries()).map((e: { sync_state: string }) => e.sync_state)).toEqual(['not_synced', 'not_synced']);
    const queued = await sync();
    expect(queued).toMatchObject({ pending: 2, finished_at: null });
    expect([...jira.worklogs.values()].map((w) => [w.issueKey, w.timeSpentSeconds])).toEqual([
      ['HR-12', 5400],
      ['OPS-7', 3600],
    ]);
    expect((await entries()).map((e: { sync_state: string }) => e.sync_state)).toEqual(['synced', 'synced']);
    expect(await status()).toMatchObject({ pending: 0, failed: 0, synced: 2, unsynced: 0, last_error: null, finished_at: now.toISOString() });

    const before = jiraCalls().length;
    await sync();
    expect(jiraCalls()).toHaveLength(before);
    expect(jira.worklogs.size).toBe(2);
  });

  it('keeps Jira in step with changes, moved tasks and deletions', async () => {
    const [first, second] = await entries();
    const change = await up.request('PUT', `/worklogs/${first.id}`, {
      token: agent,
      body: { worklog: { jira_task: 'HR-12', description: 'Payroll fixes', work_date: '2026-03-02', start_time: '09:00', end_time: '10:00' } },
    });
    expect(change.body).toMatchObject({ sync_state: 'not_synced', sync_error: 'Changed since the last sync' });
    await up.request('PUT', `/worklogs/${second.id}`, {
      token: agent,
      body: { worklog: { jira_task: 'OPS-8', description: 'Payroll fixes', work_date: '2026-03-02', start_time: '11:00', end_time: '12:00' } },
    });
    jira.calls.length = 0;
    await sync();
    expect(jiraCalls()).toEqual([
      expect.stringMatching(/^PUT \/rest\/api\/3\/issue\/HR-12\/worklog\/\d+$/),
      expect.stringMatching(/^DELETE \/rest\/api\/3\/issue\/OPS-7\/worklog\/\d+$/),
      'POST /rest/api/3/issue/OPS-8/worklog',
    ]);
    expect([...jira.worklogs.values()].map((w) => [w.issueKey, w.timeSpentSeconds]).sort()).toEqual([
      ['HR-12', 3600],
      ['OPS-8', 3600],
    ]);

    expect((await up.request('DELETE', `/worklogs/${first.id}`, { token: agent })).status).toBe(204);
    expect(jira.worklogs.size).toBe(2); // nothing reaches Jira until the next sync
    await sync();
    expect([...jira.worklogs.values()].map((w) => w.issueKey)).toEqual(['OPS-8']);
    expect(await status()).toMatchObject({ pending: 0, failed: 0, synced: 1 });
  });

  it('leaves a failed push "not synced" with the reason, and a later run retries it', async () => {
    await log('2026-03-03', '09:00', '10:00', 'HR-12');
    jira.failNext({ status: 503, body: { errorMessages: ['Jira is down for maintenance'], errors: {} } }); // a create is not retried on a 5xx
    await sync();
    const failed = (await entries()).find((e: { work_date: string }) => e.work_date === '2026-03-03');
    expect(failed).toMatchObject({ sync_state: 'not_synced', sync_error: 'Jira is down for maintenance' });
    expect(await status()).toMatchObject({ failed: 1, last_error: 'Error occurs while syncing with Jira: Jira is down for maintenance' });
    expect(jira.worklogs.size).toBe(1);

    // Not before its delay; then the schedule's run pushes it.
    expect(await withCompany(1, () => applyDue(up.app, JIRA_SYNC_DUE))).toBe(0);
    now = new Date(now.getTime() + 2 * 60_000);
    expect(await withCompany(1, () => applyDue(up.app, JIRA_SYNC_DUE))).toBe(1);
    expect(jira.worklogs.size).toBe(2);
    expect(await status()).toMatchObject({ failed: 0, synced: 2, last_error: null });
  });

  it("shows one's own status to the person and everyone's to admins only", async () => {
    expect((await up.request('GET', '/worklogs/sync/people', { token: agent })).status).toBe(403);
    const people = await up.request('GET', '/worklogs/sync/people', { token: ceo });
    expect(people.status).toBe(200);
    expect(people.body.items).toEqual([expect.objectContaining({ employee_name: demoName('agent'), synced: 2 })]);
    expect(await status(ceo)).toMatchObject({ employee_name: demoName('ceo'), synced: 0, requested_at: null });
    const everything = JSON.stringify([people.body, await status(), await entries()]);
    expect(everything).not.toContain(FAKE_JIRA_TOKEN);
  });

  it('tells the owner of a failed push once per failure state: not on its retries, again after a success', async () => {
    const told = async (id: number) =>
      (
        await up.db.query<{ text: string; link: string }>(
          "SELECT text, link FROM notifications WHERE kind = 'worklog.sync_failed' AND entity_id = $1 ORDER BY id",
          [id],
        )
      ).rows;
    const down = { status: 503, body: { errorMessages: ['Jira is down for maintenance'], errors: {} } };
    const id = await log('2026-03-04', '09:00', '10:00', 'HR-12');
    jira.failNext(down);
    await sync();
    const first = { text: 'Your work log of 2026-03-04 could not be sent to Jira: Jira is down for maintenance', link: '/main/worklogs' };
    expect(await told(id)).toEqual([first]);

    // The schedule's retry fails again, and so does a Sync pressed meanwhile: the same failure, told once.
    jira.failNext(down);
    now = new Date(now.getTime() + 2 * 60_000);
    expect(await withCompany(1, () => applyDue(up.app, JIRA_SYNC_DUE))).toBe(0);
    jira.failNext(down);
    await sync();
    expect(await told(id)).toEqual([first]);

    // A success, then a change whose push fails (an update is tried three times): a new failure, told again.
    now = new Date(now.getTime() + 2 * 60_000);
    expect(await withCompany(1, () => applyDue(up.app, JIRA_SYNC_DUE))).toBe(1);
    const moved = await up.request('PUT', `/worklogs/${id}`, {
      token: agent,
      body: { worklog: { jira_task: 'HR-12', description: 'Payroll fixes', work_date: '2026-03-04', start_time: '09:00', end_time: '11:00' } },
    });
    expect(moved.status).toBe(200);
    jira.failNext(down, down, down);
    await sync();
    expect(await told(id)).toEqual([first, first]);
  });
});
