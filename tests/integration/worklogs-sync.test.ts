/**
 * The work logs' sync with Jira through GraphQL against the real upstream and a fake Jira (upstream/test/fakeJira.ts):
 * the task picker's issues and its plain error when Jira cannot be reached, a Sync that answers at once and whose job
 * pushes the entries (a second Sync pushes nothing), each entry's state, one's own status for everyone and everyone's
 * for admins only; the token in no answer. On a SPEC §7-only upstream the capability is false and the calls answer
 * NOT_FOUND.
 *
 * @spec POST /worklogs/sync, GET /worklogs/sync, GET /worklogs/sync/people, GET /worklogs/tasks
 */
import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { FAKE_JIRA_TOKEN, FAKE_JIRA_USER, startFakeJira, type FakeJira } from '../../upstream/test/fakeJira';
import { UpdateCompanySettingsDocument as UPDATE_SETTINGS } from '../../web/src/features/settings/settings.generated';
import {
  JiraIssuesDocument as ISSUES,
  LogWorkDocument as LOG,
  SyncWorklogsDocument as SYNC,
  WorklogsDocument as LIST,
  WorklogSyncStatusDocument as STATUS,
  WorklogSyncStatusesDocument as STATUSES,
} from '../../web/src/features/worklogs/worklogs.generated';
import { graphql } from '../generated';
import { dataOf, demoName, gql, itFull, itSpec, loginAs, startStack, type Stack } from '../support/stack';

let stack: Stack;
let jira: FakeJira;
const tokens = {} as Record<DemoKey, string>;

beforeAll(async () => {
  jira = await startFakeJira();
  stack = await startStack();
  for (const key of ['agent', 'ceo', 'headofhr', 'hr', 'teamleader'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
});
afterAll(async () => {
  await stack.close();
  await jira.close();
});

const CAPABILITY = graphql(`
  query WorklogSyncCapability {
    capabilities {
      worklogSync
    }
  }
`);

const connect = (url: string) => gql(stack, UPDATE_SETTINGS, { input: { jiraUrl: url, jiraUsername: FAKE_JIRA_USER, jiraToken: FAKE_JIRA_TOKEN } }, tokens.ceo);

/** The agent's status once the Sync she asked for has finished (the push runs as a job; the page waits the same way). */
async function finishedStatus() {
  for (let i = 0; i < 100; i++) {
    const status = dataOf(await gql(stack, STATUS, {}, tokens.agent)).worklogSyncStatus;
    if (status.finishedAt) return status;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the sync did not finish');
}

describe('the sync with Jira', () => {
  itFull('says plainly when Jira cannot be reached, and the picker still works without it', async () => {
    dataOf(await connect('http://127.0.0.1:1'));
    const issues = dataOf(await gql(stack, ISSUES, { search: 'pay' }, tokens.agent)).jiraIssues;
    expect(issues).toEqual({ items: [], error: 'Error occurs while fetching tasks from Jira: Could not reach Jira at http://127.0.0.1:1' });
  });

  itFull('offers the issues, pushes the entries once, and shows each state', async () => {
    dataOf(await connect(jira.url));
    expect(dataOf(await gql(stack, ISSUES, { search: 'rota' }, tokens.agent)).jiraIssues.items).toEqual([{ key: 'OPS-7', summary: 'Rota for March' }]);
    for (const [start, end, task] of [
      ['09:00', '10:00', 'HR-12'],
      ['10:00', '11:30', 'OPS-7'],
    ])
      dataOf(await gql(stack, LOG, { input: { jiraTask: task, workDate: '2026-04-06', startTime: start, endTime: end, description: null } }, tokens.agent));
    const queued = dataOf(await gql(stack, SYNC, {}, tokens.agent)).syncWorklogs;
    expect(queued.requestedAt).toBeTruthy();
    expect(await finishedStatus()).toMatchObject({ pending: 0, failed: 0, unsynced: 0, lastError: null });
    expect([...jira.worklogs.values()].map((w) => [w.issueKey, w.timeSpentSeconds, w.comment])).toEqual([
      ['HR-12', 3600, `Logged by ${demoName('agent')}`],
      ['OPS-7', 5400, `Logged by ${demoName('agent')}`],
    ]);
    const list = dataOf(await gql(stack, LIST, { from: '2026-04-06', to: '2026-04-06' }, tokens.agent)).worklogs.items;
    expect(list.map((w) => w.syncState)).toEqual(['SYNCED', 'SYNCED']);

    const posts = () => jira.calls.filter((c) => c.startsWith('POST')).length;
    const before = posts();
    dataOf(await gql(stack, SYNC, {}, tokens.agent));
    await finishedStatus();
    expect(posts()).toBe(before);
    expect(jira.worklogs.size).toBe(2);
  });

  itFull("shows everyone's status to admins only; each person sees their own", async () => {
    for (const key of ['ceo', 'headofhr'] as DemoKey[]) {
      const all = dataOf(await gql(stack, STATUSES, {}, tokens[key])).worklogSyncStatuses.items;
      expect(all.map((s) => s.employeeName)).toContain(demoName('agent'));
    }
    for (const key of ['agent', 'hr', 'teamleader'] as DemoKey[]) {
      const refused = await gql(stack, STATUSES, {}, tokens[key]);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const own = dataOf(await gql(stack, STATUS, {}, tokens.teamleader)).worklogSyncStatus;
    expect(own).toMatchObject({ requestedAt: null, pending: 0 });
    const answers = JSON.stringify([await gql(stack, STATUSES, {}, tokens.ceo), await gql(stack, STATUS, {}, tokens.agent)]);
    expect(answers).not.toContain(FAKE_JIRA_TOKEN);
  });

  itFull('offers the sync on the full upstream', async () => {
    expect(dataOf(await gql(stack, CAPABILITY, {}, tokens.agent)).capabilities.worklogSync).toBe(true);
  });

  itSpec('hides the sync on a SPEC §7-only upstream: the capability is false and the calls answer NOT_FOUND', async () => {
    expect(dataOf(await gql(stack, CAPABILITY, {}, tokens.agent)).capabilities.worklogSync).toBe(false);
    expect((await gql(stack, SYNC, {}, tokens.agent)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(stack, STATUS, {}, tokens.agent)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(stack, STATUSES, {}, tokens.ceo)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(stack, ISSUES, { search: 'x' }, tokens.agent)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
