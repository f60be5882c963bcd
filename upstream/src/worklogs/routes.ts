/**
 * Work logs (SPEC §3 shared area Worklog; §1 home "worklog summary per month"; §9 the confirmation "a duplicate task
 * already in use"). Not in SPEC §7: extensions.
 *   GET    /worklogs?from&to&employee_id     a day range (at most 62 days) of one person's entries, oldest first
 *   POST   /worklogs                         { worklog: { jira_task, description, work_date, start_time, end_time,
 *                                            confirm_duplicate } } -> 201, one's own only
 *   PUT    /worklogs/{id}                    the same body, the owner only
 *   DELETE /worklogs/{id}                    the owner only -> 204
 *   GET    /worklogs/summary?month&employee_id          minutes and entries per person and task
 *   GET    /worklogs/summary/export?month&employee_id   the same as worklog_summary_{month}.csv (formula-safe)
 *
 * Decisions (docs/decisions/0201-worklogs.md): an entry is one day's HH:mm range (24-hour), the end after the start;
 * entries of a person never overlap (touching ends are fine), checked under a lock on the person's row so two racing
 * writes cannot both land; a task key already on another entry of the same day is "in use": the write answers 409
 * "a duplicate task already in use" until the body says confirm_duplicate. Only the person writes their entries;
 * reading them: the person, managers up their line, CEO and HR.
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sendCsv } from '../http/csv';
import { conflictError, HttpError, validationError, type FieldError } from '../http/errors';
import { checkBody, sortByField } from '../http/schema';
import { assertDayRange, idParam, monthBounds, notTimeOfDay, parseYearMonth, routeId, TIME_OF_DAY } from '../http/values';
import { reportsTo } from '../people/store';
import type { Db, Queryable } from '../db';
import { worklogSyncRoutes } from './jira/routes';
import { SummaryQuery, WorklogInput, WorklogListQuery } from './schemas';
import * as store from './store';

export const MESSAGES = {
  notFound: 'Work log is not found!',
  notOwn: 'Only the person who logged the work can change or delete it',
  cannotSee: 'You can only see your own work logs and those of people who report to you',
  endBeforeStart: 'End time must be after start time',
  time: notTimeOfDay,
  task: 'Task must be a task key like HR-12',
  duplicate: 'a duplicate task already in use',
  overlap: (w: store.WorklogRow) =>
    `This entry overlaps your work log ${w.jira_task} from ${twelveHour(w.start_time)} to ${twelveHour(w.end_time)} on ${w.work_date.split('-').reverse().join('/')}`,
  month: 'Month must be YYYY-MM',
} as const;

/** A tracker's issue key: project key, dash, number (Jira's form). */
const TASK_KEY = /^[A-Z][A-Z0-9_]*-\d+$/;

/** "14:05" -> "02:05 PM" (SPEC §5 shows times 12-hour). */
export function twelveHour(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return `${String(h % 12 || 12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

const CSV_COLUMNS = [
  { key: 'employee_name', header: 'Employee' },
  { key: 'jira_task', header: 'Task' },
  { key: 'hours', header: 'Hours' },
  { key: 'minutes', header: 'Minutes' },
  { key: 'entries', header: 'Entries' },
];

/** Whether the caller may read `employeeId`'s work logs. */
async function maySee(db: Db, request: FastifyRequest, employeeId: number): Promise<boolean> {
  return employeeId === request.user.id || request.roles.ceo || request.roles.hr || reportsTo(db, employeeId, request.user.id);
}

/** The person a read names ('me', an id, absent = me), once the caller may see them. */
async function readablePerson(db: Db, request: FastifyRequest, raw: string | undefined): Promise<number> {
  const id = !raw || raw.trim() === 'me' ? request.user.id : idParam(raw);
  if (id === null) throw validationError([{ field: 'employee_id', message: 'Employee is not found!' }]);
  if (!(await maySee(db, request, id))) throw new HttpError(403, MESSAGES.cannotSee);
  return id;
}

export const worklogsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  /** The body, checked: field rules, time format, task key form, end after start. */
  function writeOf(request: FastifyRequest): { write: store.WorklogWrite; confirmed: boolean } {
    const { value, errors } = checkBody(request, WorklogInput);
    const more: FieldError[] = [];
    for (const [field, label] of [
      ['start_time', 'Start time'],
      ['end_time', 'End time'],
    ] as const) {
      const v = value[field];
      if (typeof v === 'string' && !TIME_OF_DAY.test(v)) more.push({ field, message: MESSAGES.time(label) });
    }
    const task = value.jira_task?.toUpperCase();
    if (task && !TASK_KEY.test(task)) more.push({ field: 'jira_task', message: MESSAGES.task });
    const all = [...errors, ...more];
    if (!all.length && value.end_time <= value.start_time) all.push({ field: 'end_time', message: MESSAGES.endBeforeStart });
    if (all.length) throw validationError(sortByField(WorklogInput, all));
    return {
      write: {
        jira_task: task ?? value.jira_task,
        description: value.description ?? null,
        work_date: value.work_date,
        start_time: value.start_time,
        end_time: value.end_time,
      },
      confirmed: value.confirm_duplicate === true,
    };
  }

  /** Overlap, then the duplicate task, under the person's lock; then `save` in the same transaction. */
  async function guarded(request: FastifyRequest, exceptId: number | null, save: (tx: Queryable, w: store.WorklogWrite) => Promise<number>): Promise<number> {
    const { write, confirmed } = writeOf(request);
    const me = request.user.id;
    return db.transaction(async (tx) => {
      await store.lockPerson(tx, me);
      const clash = await store.overlapping(tx, me, write, exceptId);
      if (clash) throw validationError([{ field: 'start_time', message: MESSAGES.overlap(clash) }]);
      if (!confirmed && (await store.taskInUse(tx, me, write, exceptId))) throw conflictError([{ field: 'jira_task', message: MESSAGES.duplicate }]);
      return save(tx, write);
    });
  }

  /** The caller's own entry `id` (404 missing, 403 someone else's). */
  async function ownEntry(request: FastifyRequest<{ Params: { id: string } }>): Promise<number> {
    const id = routeId(request.params.id, MESSAGES.notFound);
    const row = await store.findWorklog(db, id);
    if (!row) throw new HttpError(404, MESSAGES.notFound);
    if (row.employee_id !== request.user.id) throw new HttpError(403, MESSAGES.notOwn);
    return id;
  }

  app.get<{ Querystring: Static<typeof WorklogListQuery> }>('/worklogs', async (request) => {
    const { from, to } = request.query;
    assertDayRange(from, to);
    const employeeId = await readablePerson(db, request, request.query.employee_id);
    const items = await store.listWorklogs(db, employeeId, from, to);
    return { items, count: items.length };
  });

  app.post('/worklogs', async (request, reply) => {
    const id = await guarded(request, null, (tx, w) => store.insertWorklog(tx, request.user.id, w));
    reply.code(201);
    return store.findWorklog(db, id);
  });

  app.put<{ Params: { id: string } }>('/worklogs/:id', async (request) => {
    const id = await ownEntry(request);
    await guarded(request, id, async (tx, w) => {
      await store.updateWorklog(tx, id, w);
      return id;
    });
    return store.findWorklog(db, id);
  });

  app.delete<{ Params: { id: string } }>('/worklogs/:id', async (request, reply) => {
    await store.deleteWorklog(db, await ownEntry(request));
    return reply.code(204).send();
  });

  /** The month's lines for the caller's scope (one person, or everyone they may see). */
  async function monthSummary(request: FastifyRequest<{ Querystring: Static<typeof SummaryQuery> }>) {
    const month = parseYearMonth(request.query.month);
    if (!month) throw validationError([{ field: 'month', message: MESSAGES.month }]);
    const raw = request.query.employee_id;
    const scope = raw ? { employeeId: await readablePerson(db, request, raw) } : { viewerId: request.user.id, everyone: request.roles.ceo || request.roles.hr };
    const items = await store.summary(db, monthBounds(month), scope);
    return { month: month.key, total_minutes: items.reduce((sum, r) => sum + r.minutes, 0), items };
  }

  app.get<{ Querystring: Static<typeof SummaryQuery> }>('/worklogs/summary', (request) => monthSummary(request));

  app.get<{ Querystring: Static<typeof SummaryQuery> }>('/worklogs/summary/export', async (request, reply) => {
    const { month, items } = await monthSummary(request);
    const rows = items.map((r) => ({ ...r, hours: (r.minutes / 60).toFixed(2) }));
    return sendCsv(reply, `worklog_summary_${month}.csv`, rows, CSV_COLUMNS);
  });

  // The sync with Jira (jira/routes.ts) on the same instance: its paths sit under /worklogs.
  await worklogSyncRoutes(app, {});
};
