/**
 * Work logs: one's own entries (log, change, delete), a report's entries for their managers (up the line; CEO and HR:
 * anyone), the month's summary per person and task and its CSV. Every call is an upstream extension (/worklogs) with
 * no SPEC §7 fallback: on a SPEC §7-only upstream they answer NOT_FOUND and `capabilities.worklogs` is false, so the
 * web hides the page. A 409 of a write is the duplicate task: CONFLICT with `extensions.duplicateTask` (the web asks
 * the SPEC's question and resends with `confirmDuplicate`). The sync with Jira (decision 0215) is its own capability,
 * `worklogSync`: each person syncs their own logs; admins read everyone's status.
 */
import { GraphQLError } from 'graphql';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { ErrorCode, forbidden } from '../../errors';
import { createFileLink, FileLink } from '../../files/tickets';
import { JiraIssueList, Worklog, WorklogInput, WorklogList, WorklogSummary, WorklogSyncStatus, WorklogSyncStatusList } from './types';

const NEEDS = ' (needs the upstream extension /worklogs; not in SPEC §7)';
const SYNC_NEEDS = ' (needs the upstream extension /worklogs/sync; not in SPEC §7)';
const CANNOT_SEE = 'You can only see your own work logs and those of people who report to you';

/**
 * The gateway's own role rule before the call: someone else's logs need a manager (anyone with reports), HR or the
 * CEO; the upstream then checks the reporting line itself.
 */
async function assertMayRead(ctx: Context, employeeId: string | null | undefined): Promise<void> {
  if (!employeeId || employeeId === 'me' || employeeId === String((await ctx.currentUser()).id)) return;
  const roles = await ctx.roles();
  if (!(roles.ceo || roles.hr || roles.manager)) throw forbidden(CANNOT_SEE);
}

/** A write's 409 is the duplicate task: marked so the client can ask and resend. */
async function write<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === ErrorCode.CONFLICT)
      throw new GraphQLError(error.message, { extensions: { ...error.extensions, duplicateTask: true } });
    throw error;
  }
}

const body = (input: WorklogInput) => ({ worklog: { ...input, confirmDuplicate: input.confirmDuplicate ?? false } });

@Resolver()
export class WorklogsResolver {
  @Authorized()
  @Query(() => WorklogList, { description: `Work logs of a day range (at most 62 days): one's own, or a report's${NEEDS}` })
  async worklogs(
    @Arg('from', () => String, { description: 'First day, YYYY-MM-DD' }) from: string,
    @Arg('to', () => String, { description: 'Last day, YYYY-MM-DD' }) to: string,
    @Arg('employeeId', () => ID, { nullable: true, description: "Whose ('me' or absent: one's own)" }) employeeId: string | null | undefined,
    @Ctx() ctx: Context,
  ) {
    await assertMayRead(ctx, employeeId);
    return ctx.rest.get('/worklogs', { query: { from, to, ...(employeeId ? { employee_id: employeeId } : {}) } });
  }

  @Authorized()
  @Query(() => WorklogSummary, {
    description: `Minutes per person and task of a month: one person's, or (no id) everyone the caller may see${NEEDS}`,
  })
  async worklogSummary(
    @Arg('month', () => String, { description: 'YYYY-MM' }) month: string,
    @Arg('employeeId', () => ID, { nullable: true, description: "One person ('me' or an id); absent: oneself and everyone below (CEO, HR: everyone)" })
    employeeId: string | null | undefined,
    @Ctx() ctx: Context,
  ) {
    await assertMayRead(ctx, employeeId);
    return ctx.rest.get('/worklogs/summary', { query: { month, ...(employeeId ? { employee_id: employeeId } : {}) } });
  }

  @Authorized()
  @Query(() => FileLink, { description: `Link to the month's summary as CSV: worklog_summary_{month}.csv${NEEDS}` })
  async worklogSummaryExport(
    @Arg('month', () => String, { description: 'YYYY-MM' }) month: string,
    @Arg('employeeId', () => ID, { nullable: true, description: 'As worklogSummary' }) employeeId: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<FileLink> {
    await assertMayRead(ctx, employeeId);
    const query = new URLSearchParams({ month, ...(employeeId ? { employee_id: employeeId } : {}) });
    return createFileLink(ctx, `/worklogs/summary/export?${query}`, `worklog_summary_${month.replace(/[^\d-]/g, '')}.csv`);
  }

  @Authorized()
  @Mutation(() => Worklog, {
    description: `Logs one's own work; BAD_USER_INPUT on an overlap or an end before the start; CONFLICT (duplicateTask) until confirmDuplicate${NEEDS}`,
  })
  logWork(@Arg('input', () => WorklogInput, { description: 'The entry' }) input: WorklogInput, @Ctx() ctx: Context) {
    return write(() => ctx.rest.post('/worklogs', { body: body(input) }));
  }

  @Authorized()
  @Mutation(() => Worklog, { description: `Changes one's own work log (the rules of logWork)${NEEDS}` })
  updateWorklog(
    @Arg('id', () => ID, { description: 'Work log id' }) id: string,
    @Arg('input', () => WorklogInput, { description: 'The new values' }) input: WorklogInput,
    @Ctx() ctx: Context,
  ) {
    return write(() => ctx.rest.put('/worklogs/{id}', { params: { id }, body: body(input) }));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: `Deletes one's own work log${NEEDS}` })
  async deleteWorklog(@Arg('id', () => ID, { description: 'Work log id' }) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.rest.delete('/worklogs/{id}', { params: { id } });
    return true;
  }

  @Authorized()
  @Mutation(() => WorklogSyncStatus, {
    description: `Syncs one's own work logs with Jira: queues what Jira does not hold and answers at once (the push runs as a job); BAD_USER_INPUT without a connection${SYNC_NEEDS}`,
  })
  syncWorklogs(@Ctx() ctx: Context) {
    return ctx.rest.post('/worklogs/sync', {});
  }

  @Authorized()
  @Query(() => WorklogSyncStatus, { description: `One's own sync with Jira: the last Sync, what is queued or failed, the latest error${SYNC_NEEDS}` })
  worklogSyncStatus(@Ctx() ctx: Context) {
    return ctx.rest.get('/worklogs/sync');
  }

  @Authorized('worklogs.syncStatusAll')
  @Query(() => WorklogSyncStatusList, { description: `Everyone's sync with Jira (admins)${SYNC_NEEDS}` })
  worklogSyncStatuses(@Ctx() ctx: Context) {
    return ctx.rest.get('/worklogs/sync/people');
  }

  @Authorized()
  @Query(() => JiraIssueList, {
    description: `Jira issues for the task picker (a key, or words of the summary); error says why when Jira cannot be asked${SYNC_NEEDS}`,
  })
  jiraIssues(@Arg('search', () => String, { nullable: true, description: 'What the person typed' }) search: string | null | undefined, @Ctx() ctx: Context) {
    return ctx.rest.get('/worklogs/tasks', { query: search ? { search } : {} });
  }
}
