/** Route schemas of worklogs (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import { Body, CsvFile, DateTime, Entity, Field, Id, IdParams, IsoDate, NoContent, NStr, Query, StringEnum, type RouteSchemaTable } from '../http/schema';

export const Worklog = Entity('Worklog', {
  id: Id,
  employee_id: Id,
  employee_name: Type.String(),
  work_date: IsoDate,
  start_time: Type.String({ description: 'Start, HH:mm (24-hour)' }),
  end_time: Type.String({ description: 'End, HH:mm (24-hour), after the start on the same day' }),
  duration: Type.Integer({ minimum: 1, description: 'Minutes from start to end (derived)' }),
  jira_task: Type.String({ description: 'Task key of the tracker, e.g. HR-12' }),
  description: NStr,
  sync_state: StringEnum(['synced', 'pending', 'not_synced'], {
    description: 'Jira holds this version (synced), it is queued (pending), or not: never pushed, changed since, or the push failed',
  }),
  sync_error: { ...NStr, description: 'Why it is not synced (the tracker\'s reason, or "Changed since the last sync"); null otherwise' },
  created_at: DateTime,
  updated_at: DateTime,
});

export const WorklogList = Type.Object({ items: Type.Array(Worklog), count: Type.Integer({ minimum: 0 }) });

export const WorklogInput = Body(
  {
    jira_task: Field.text('Task', { required: true, max: 50 }),
    description: Field.text('Description', { max: 1000 }),
    work_date: Field.date('Date', { required: true }),
    start_time: Field.text('Start time', { required: true, max: 5 }),
    end_time: Field.text('End time', { required: true, max: 5 }),
    confirm_duplicate: Field.boolean('Save with a duplicate task', {
      description: 'The person confirmed "a duplicate task already in use": save although another entry of the day has the same task',
    }),
  },
  'worklog',
);

const who = Type.Optional(Type.String({ description: "Employee id or 'me' (default)" }));

export const WorklogListQuery = Query({
  from: IsoDate,
  to: IsoDate,
  employee_id: who,
});

export const SummaryQuery = Query({
  month: Type.String({ description: 'YYYY-MM' }),
  employee_id: Type.Optional(
    Type.String({ description: "Employee id or 'me'; absent: everyone the caller may see (themself and their reports; CEO and HR: everyone)" }),
  ),
});

export const SummaryRow = Type.Object({
  employee_id: Id,
  employee_name: Type.String(),
  jira_task: Type.String(),
  minutes: Type.Integer({ minimum: 0 }),
  entries: Type.Integer({ minimum: 0 }),
});

export const WorklogSummary = Entity('WorklogSummary', {
  month: Type.String({ description: 'YYYY-MM' }),
  total_minutes: Type.Integer({ minimum: 0 }),
  items: Type.Array(SummaryRow, { description: 'Per person and task, by name then task' }),
});

export const worklogsSchemas: RouteSchemaTable = {
  'GET /worklogs': {
    summary: "Work logs of a day range (at most 62 days), oldest first: one's own, or a report's (managers up the line; CEO and HR: anyone)",
    tags: ['worklogs'],
    querystring: WorklogListQuery,
    response: { 200: WorklogList },
  },
  'POST /worklogs': {
    summary: "Log work (one's own): 422 when it overlaps another entry or ends before it starts; 409 on a duplicate task until confirmed",
    tags: ['worklogs'],
    body: WorklogInput,
    response: { 201: Worklog },
  },
  'PUT /worklogs/:id': {
    summary: "Change one's own work log (the same rules as logging)",
    tags: ['worklogs'],
    params: IdParams,
    body: WorklogInput,
    response: { 200: Worklog },
  },
  'DELETE /worklogs/:id': { summary: "Delete one's own work log", tags: ['worklogs'], params: IdParams, response: { 204: NoContent } },
  'GET /worklogs/summary': {
    summary: 'Minutes per person and task of a month',
    tags: ['worklogs'],
    querystring: SummaryQuery,
    response: { 200: WorklogSummary },
  },
  'GET /worklogs/summary/export': {
    summary: "The month's summary as CSV: worklog_summary_{month}.csv",
    tags: ['worklogs'],
    querystring: SummaryQuery,
    produces: ['text/csv'],
    response: { 200: CsvFile },
  },
};
