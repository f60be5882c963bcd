/** GraphQL types of work logs (SPEC §3 shared area Worklog; §1 home "worklog summary per month"). */
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

/** An entry's sync with Jira (upstream sync_state). */
export enum WorklogSyncState {
  SYNCED = 'synced',
  PENDING = 'pending',
  NOT_SYNCED = 'not_synced',
}
registerEnumType(WorklogSyncState, {
  name: 'WorklogSyncState',
  description: "An entry's sync with Jira",
  valuesConfig: {
    SYNCED: { description: 'Jira holds this version' },
    PENDING: { description: 'Queued for Jira' },
    NOT_SYNCED: { description: 'Never pushed, changed since, or the push failed (syncError says why)' },
  },
});

@ObjectType({ description: "A stretch of one person's work on one day, on one tracker task" })
export class Worklog {
  @Field(() => ID, { description: 'Work log id' })
  id!: string;
  @Field(() => ID, { description: 'Whose work it is' })
  employeeId!: string;
  @Field(() => String, { description: "The person's name" })
  employeeName!: string;
  @Field(() => String, { description: 'The day, YYYY-MM-DD' })
  workDate!: string;
  @Field(() => String, { description: 'Start, HH:mm (24-hour; the web shows it 12-hour)' })
  startTime!: string;
  @Field(() => String, { description: 'End, HH:mm (24-hour), after the start on the same day' })
  endTime!: string;
  @Field(() => Int, { description: 'Minutes from start to end' })
  duration!: number;
  @Field(() => String, { description: 'The task key of the tracker, e.g. HR-12' })
  jiraTask!: string;
  @Field(() => String, { nullable: true, description: 'What was done' })
  description?: string | null;
  @Field(() => WorklogSyncState, {
    nullable: true,
    description: 'Whether Jira holds this version (null where the upstream has no sync: capabilities.worklogSync)',
  })
  syncState?: WorklogSyncState | null;
  @Field(() => String, { nullable: true, description: 'Why it is not synced: the tracker\'s reason, or "Changed since the last sync"' })
  syncError?: string | null;
  @Field(() => String, { description: 'When it was logged (ISO 8601)' })
  createdAt!: string;
  @Field(() => String, { description: 'When it last changed (ISO 8601)' })
  updatedAt!: string;
}

@ObjectType({ description: 'The work logs of a day range, oldest first' })
export class WorklogList {
  @Field(() => [Worklog], { description: 'The entries, by day then start' })
  items!: Worklog[];
  @Field(() => Int, { description: 'How many entries' })
  count!: number;
}

@ObjectType({ description: "One person's minutes on one task in the month" })
export class WorklogSummaryRow {
  @Field(() => ID, { description: 'Whose minutes' })
  employeeId!: string;
  @Field(() => String, { description: "The person's name" })
  employeeName!: string;
  @Field(() => String, { description: 'The task key' })
  jiraTask!: string;
  @Field(() => Int, { description: 'Minutes logged on it' })
  minutes!: number;
  @Field(() => Int, { description: 'How many entries' })
  entries!: number;
}

@ObjectType({ description: "A month's logged work per person and task" })
export class WorklogSummary {
  @Field(() => String, { description: 'YYYY-MM' })
  month!: string;
  @Field(() => Int, { description: 'All minutes of the rows' })
  totalMinutes!: number;
  @Field(() => [WorklogSummaryRow], { description: 'By name, then task' })
  items!: WorklogSummaryRow[];
}

@InputType({ description: 'A work log to save (one day, HH:mm times, the end after the start)' })
export class WorklogInput {
  @Field(() => String, { description: 'The task key, e.g. HR-12 (at most 50 characters)' })
  jiraTask!: string;
  @Field(() => String, { nullable: true, description: 'What was done (at most 1000 characters)' })
  description?: string | null;
  @Field(() => String, { description: 'The day, YYYY-MM-DD' })
  workDate!: string;
  @Field(() => String, { description: 'Start, HH:mm (24-hour)' })
  startTime!: string;
  @Field(() => String, { description: 'End, HH:mm (24-hour)' })
  endTime!: string;
  @Field(() => Boolean, {
    nullable: true,
    description: 'The person confirmed "a duplicate task already in use": save although another entry of the day has the same task',
  })
  confirmDuplicate?: boolean | null;
}

@ObjectType({ description: "A person's sync of their work logs with Jira: the last Sync and what it left" })
export class WorklogSyncStatus {
  @Field(() => ID, { description: 'Whose work logs' })
  employeeId!: string;
  @Field(() => String, { description: "The person's name" })
  employeeName!: string;
  @Field(() => String, { nullable: true, description: 'When they last pressed Sync (ISO 8601)' })
  requestedAt?: string | null;
  @Field(() => String, { nullable: true, description: 'When that Sync had pushed all it queued; null while it runs' })
  finishedAt?: string | null;
  @Field(() => String, { nullable: true, description: 'When an entry of theirs last reached Jira' })
  lastSyncedAt?: string | null;
  @Field(() => Int, { description: 'Entries or deletions queued for Jira' })
  pending!: number;
  @Field(() => Int, { description: 'Entries or deletions whose push failed (retried later)' })
  failed!: number;
  @Field(() => Int, { description: 'Entries Jira holds as they are' })
  synced!: number;
  @Field(() => Int, { description: 'Entries never pushed or changed since their push' })
  unsynced!: number;
  @Field(() => String, { nullable: true, description: 'The latest failure: "Error occurs while syncing with Jira: <reason>"' })
  lastError?: string | null;
}

@ObjectType({ description: "Everyone's sync with Jira (admins)" })
export class WorklogSyncStatusList {
  @Field(() => [WorklogSyncStatus], { description: 'By name' })
  items!: WorklogSyncStatus[];
  @Field(() => Int, { description: 'How many people' })
  count!: number;
}

@ObjectType({ description: 'A Jira issue the task picker offers' })
export class JiraIssue {
  @Field(() => String, { description: 'Issue key, e.g. HR-12' })
  key!: string;
  @Field(() => String, { description: 'Its summary' })
  summary!: string;
}

@ObjectType({ description: "The task picker's issues, or why Jira could not be asked" })
export class JiraIssueList {
  @Field(() => [JiraIssue], { description: 'Most recently updated first (at most 20)' })
  items!: JiraIssue[];
  @Field(() => String, { nullable: true, description: '"Error occurs while fetching tasks from Jira: <reason>" when it could not be asked' })
  error?: string | null;
}
