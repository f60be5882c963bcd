/**
 * Attrition (SPEC §3, §4, §7):
 *   GET  /api/attrition_types?per_page=1000     every signed-in user (forms offer them); per_page is an alias of limit
 *   POST /api/attrition_types, PUT /api/attrition_types/{id}   attrition_type{ name, cancels }        (CEO, HR)
 *   POST /api/attritions       attrition{ employee_id, attrition_type_id, notice_date, last_working_day, reason } (CEO, HR)
 *   PATCH /api/attritions/{id} attrition{ attrition_type_id, last_working_day, notice_date, reason }           (CEO, HR)
 *   GET  /api/attritions       (extension) paged; search, attrition_type_id, department_id, state (upcoming|left|
 *                              cancelled), start_date/end_date (last working day)
 *   GET  /api/attritions/{id}  (extension)
 *   GET  /api/attritions/analytics  (extension; CEO, HR) the 12 months ending with the current one: per month the
 *                              leavers, the average headcount and the attrition rate; over those months the leavers by
 *                              department, type and tenure band, and the top exit-interview reasons
 *   GET/PUT /api/attritions/{id}/exit_interview  (extension) { reasons[], rating_* 1–5, would_rehire,
 *                              would_recommend, comments }                                             (CEO, HR)
 *
 * Decisions the spec leaves open:
 * - Who: recording, changing, cancelling, the tracker, exit interviews and managing types are for CEO and HR. Managers
 *   (can_manage) read the attritions of their reporting line, direct and indirect (/manager-attritions); anyone else
 *   gets 403 on the lists.
 * - One open (not cancelled) attrition per employee (409 naming it; a partial unique index backs it). Only active
 *   employees can be recorded. The cancelled type cannot be used to record one. last_working_day is required and not
 *   before notice_date.
 * - "Counts as resigned everywhere once last_working_day has passed": the day after the last working day the employee
 *   is marked the way the people domain marks leavers — active = false, status Resigned (Terminated when the type's
 *   name says termination/dismissal), employees.last_working_day set — so attendance's exclude_resigned, headcount
 *   status and every active list follow. The sign-in account is kept (a cancel must be able to undo it). Until then
 *   the employee is untouched (an upcoming leaver is a current employee; the attrition list shows the date). Applying
 *   (the due job ATTRITIONS_DUE of jobs.ts, run by http/dueJobs.ts) runs when the upstream starts, every 5 minutes,
 *   before every attrition read and in the same transaction as a write whose date is already past; each is guarded
 *   (applied_at IS NULL, row lock), so it runs once across restarts and processes.
 * - Cancelling (PATCH with the type flagged `cancels`): the attrition takes that type, last_working_day is cleared,
 *   and the employee is restored: active again with the status they had before (Active if unknown), their
 *   last_working_day cleared. A cancelled attrition is final (409 on a later PATCH); record a new one instead.
 *   Changing the date of an applied attrition to a later one brings the employee back until then.
 * - Analytics: a leaver is an attrition that is not cancelled whose last working day falls in the month and has passed
 *   (before today: the person has left). Monthly attrition rate (%) = leavers of the month / average headcount of the
 *   month × 100, one decimal; average headcount = (people on the books on the month's first day + on its last day, or
 *   today for the current month) / 2, where someone is on the books on a day when they joined by then (or have no
 *   joining date) and are active or their last working day is not before it. Tenure = last working day − date joined
 *   (bands < 3 months, 3–12 months, 1–2 years, 2–5 years, 5+ years; Unknown without a joining date). Top reasons:
 *   the exit-interview reasons of the window's leavers, most frequent first (10 at most).
 * - Exit interview: one per attrition, recorded or replaced with PUT (interviewer = the caller); reasons come from a
 *   fixed list (schemas.ts EXIT_REASONS) so they can be counted. The body is the schema's (ExitInterviewInput): reasons
 *   matched case-insensitively, repeats dropped, a comma list read too; ratings whole numbers 1..5; would_rehire and
 *   would_recommend true/false ("true"/"false"/"1"/"0"), anything else "Would rehire must be true or false".
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db';
import { requireRoles } from '../auth/hook';
import { HttpError, validationError } from '../http/errors';
import { Filters, paged } from '../http/paging';
import { bodyOf, type SortKey } from '../http/schema';
import { likePattern, parseDate, routeId, todayIso } from '../http/values';
import { SUBORDINATES_SQL, reportsTo } from '../people/store';
import {
  AttritionChanges,
  AttritionInput,
  AttritionTypeInput,
  ExitInterviewInput,
  type AttritionListQuery,
  type AttritionSort,
  type TypeListQuery,
  type TypeSort,
} from './schemas';
import * as store from './store';
import { ATTRITIONS_DUE } from './jobs';
import { dueRunner } from '../http/dueJobs';

type IdParams = { Params: { id: string } };

export const MESSAGES = {
  notFound: 'Attrition not found',
  typeNotFound: 'Attrition type not found',
  cancelledFinal: 'This attrition is cancelled; record a new one instead',
  noCancelledType: 'No attrition type cancels an attrition; add one first',
};

const managesOnly = (request: FastifyRequest) => !(request.roles.ceo || request.roles.hr);

function whole(raw: string, field: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw validationError([{ field, message: `${field} must be a whole number` }]);
  return n;
}

const SORTABLE: Record<SortKey<typeof AttritionSort>, string> = {
  id: 'a.id',
  employee_name: 'e.name',
  department_name: 'd.department_name',
  attrition_type_name: 't.name',
  notice_date: 'a.notice_date',
  last_working_day: 'a.last_working_day',
  created_at: 'a.created_at',
};

export const attritionRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const today = () => todayIso(app.today());
  // Due rows are applied before every read too (the job also runs on start and on a timer: http/dueJobs.ts).
  const applyDue = dueRunner(app, ATTRITIONS_DUE);

  // ---- types
  app.get<{ Querystring: Static<typeof TypeListQuery> }>('/api/attrition_types', async (request) => {
    const q = { ...request.query, limit: request.query.limit ?? request.query.per_page };
    return paged(
      db,
      {
        select: store.TYPE_COLUMNS,
        from: 'attrition_types',
        sortable: { id: 'id', name: 'name' } satisfies Record<SortKey<typeof TypeSort>, string>,
        defaultSort: 'name',
        tiebreak: 'id',
      },
      q,
    );
  });

  const readType = (request: FastifyRequest) => {
    const input = bodyOf(request, AttritionTypeInput);
    return { name: input.name, cancels: input.cancels ?? false };
  };
  const duplicate = (name: string) =>
    new HttpError(409, `Attrition type ${name} already exists`, [{ field: 'name', message: `Attrition type ${name} already exists` }]);

  app.post('/api/attrition_types', async (request, reply) => {
    requireRoles(request, 'ceo', 'hr');
    const { name, cancels } = readType(request);
    if (await store.typeNamed(db, name, null)) throw duplicate(name);
    reply.code(201);
    return store.insertType(db, name, cancels);
  });

  app.put<IdParams>('/api/attrition_types/:id', async (request) => {
    requireRoles(request, 'ceo', 'hr');
    const id = routeId(request.params.id, MESSAGES.typeNotFound);
    const { name, cancels } = readType(request);
    if (await store.typeNamed(db, name, id)) throw duplicate(name);
    const row = await store.updateType(db, id, name, cancels);
    if (!row) throw new HttpError(404, MESSAGES.typeNotFound);
    return row;
  });

  // ---- attritions
  const answer = async (id: number) => store.toAnswer((await store.findAttrition(db, id))!);

  async function visible(request: FastifyRequest, id: number): Promise<store.AttritionRow> {
    const row = await store.findAttrition(db, id);
    if (!row) throw new HttpError(404, MESSAGES.notFound);
    if (managesOnly(request)) {
      if (!request.user.can_manage) throw new HttpError(403, "You don't have permission to access this resource");
      if (!(await reportsTo(db, row.employee_id, request.user.id))) throw new HttpError(403, "You don't have permission to access this resource");
    }
    return row;
  }

  app.get<{ Querystring: Static<typeof AttritionListQuery> }>('/api/attritions', async (request) => {
    if (managesOnly(request) && !request.user.can_manage) throw new HttpError(403, "You don't have permission to access this resource");
    await applyDue();
    const q = request.query;
    const f = new Filters();
    if (managesOnly(request)) f.add(`a.employee_id IN (${SUBORDINATES_SQL(f.param(request.user.id))})`);
    if (q.attrition_type_id) f.add(`a.attrition_type_id = ${f.param(whole(q.attrition_type_id, 'attrition_type_id'))}`);
    if (q.department_id) f.add(`e.department_id = ${f.param(whole(q.department_id, 'department_id'))}`);
    if (q.state === 'cancelled') f.add('a.cancelled_at IS NOT NULL');
    else if (q.state === 'left') f.add('a.cancelled_at IS NULL AND a.applied_at IS NOT NULL');
    else if (q.state === 'upcoming') f.add('a.cancelled_at IS NULL AND a.applied_at IS NULL');
    else if (q.state) throw validationError([{ field: 'state', message: 'State must be one of: upcoming, left, cancelled' }]);
    const from = parseDate(q.start_date ?? '');
    const to = parseDate(q.end_date ?? '');
    if (from) f.add(`a.last_working_day >= ${f.param(from)}`);
    if (to) f.add(`a.last_working_day <= ${f.param(to)}`);
    const search = likePattern(q.search);
    if (search) {
      const like = f.param(search);
      f.add(`(e.name ILIKE ${like} OR e."RES_ID" ILIKE ${like})`);
    }
    const page = await paged<store.AttritionRow>(
      db,
      { select: store.COLUMNS, from: store.FROM, where: f.where, params: f.params, sortable: SORTABLE, defaultSort: 'created_at desc', tiebreak: 'a.id DESC' },
      q,
    );
    return { items: page.items.map(store.toAnswer), count: page.count };
  });

  app.get('/api/attritions/analytics', async (request) => {
    requireRoles(request, 'ceo', 'hr');
    await applyDue();
    const now = today();
    const windowStart = new Date(Date.UTC(Number(now.slice(0, 4)), Number(now.slice(5, 7)) - 12, 1)).toISOString().slice(0, 10);
    return store.attritionAnalytics(db, windowStart, now);
  });

  app.get<IdParams>('/api/attritions/:id', async (request) => {
    const id = routeId(request.params.id, MESSAGES.notFound);
    await applyDue();
    return store.toAnswer(await visible(request, id));
  });

  /** 422 unless the type exists (and, for recording, is not the cancelled type). */
  async function typeOf(db: Pick<Db, 'query'>, id: number): Promise<store.TypeRow> {
    const type = await store.findType(db, id);
    if (!type) throw validationError([{ field: 'attrition_type_id', message: MESSAGES.typeNotFound }]);
    return type;
  }

  function checkDates(notice: string, last: string | null): void {
    if (last && last < notice) throw validationError([{ field: 'last_working_day', message: 'Last working day cannot be before the notice date' }]);
  }

  app.post('/api/attritions', async (request, reply) => {
    requireRoles(request, 'ceo', 'hr');
    const input = bodyOf(request, AttritionInput);
    const [employeeId, typeId, notice, last, reason] = [
      input.employee_id,
      input.attrition_type_id,
      input.notice_date,
      input.last_working_day,
      input.reason ?? null,
    ];
    checkDates(notice, last);
    const id = await db.transaction(async (tx) => {
      const type = await typeOf(tx, typeId);
      if (type.cancels) throw validationError([{ field: 'attrition_type_id', message: 'An attrition cannot be recorded with the cancelled type' }]);
      const employee = await store.lockEmployee(tx, employeeId);
      if (!employee || !employee.active) throw validationError([{ field: 'employee_id', message: 'Employee must be an active employee' }]);
      const open = await store.openAttritionOf(tx, employee.id);
      if (open) {
        const message = `${employee.name} already has an open attrition (#${open})`;
        throw new HttpError(409, message, [{ field: 'employee_id', message }]);
      }
      const created = await store.insertAttrition(
        tx,
        { employee_id: employee.id, attrition_type_id: type.id, notice_date: notice, last_working_day: last, reason },
        request.user.id,
      );
      if (last < today()) await store.applyOne(tx, created);
      return created;
    });
    reply.code(201);
    return answer(id);
  });

  app.patch<IdParams>('/api/attritions/:id', async (request) => {
    requireRoles(request, 'ceo', 'hr');
    const id = routeId(request.params.id, MESSAGES.notFound);
    const input = bodyOf(request, AttritionChanges);
    const typeId = input.attrition_type_id ?? null;
    await db.transaction(async (tx: Tx) => {
      const row = await store.findAttrition(tx, id);
      if (!row) throw new HttpError(404, MESSAGES.notFound);
      await store.lockEmployee(tx, row.employee_id);
      const current = (await store.findAttrition(tx, id))!;
      if (current.cancelled) throw new HttpError(409, MESSAGES.cancelledFinal);
      const type = typeId !== null ? await typeOf(tx, typeId) : await typeOf(tx, current.attrition_type_id);
      if (type.cancels) {
        await store.restoreEmployee(tx, current);
        await store.cancel(tx, id, type.id);
        return;
      }
      const nextLast = input.last_working_day !== undefined ? input.last_working_day : current.last_working_day;
      if (!nextLast) {
        throw validationError([{ field: 'last_working_day', message: 'Last working day is required (set the cancelled type to cancel the attrition)' }]);
      }
      const nextNotice = input.notice_date ?? current.notice_date;
      checkDates(nextNotice, nextLast);
      await store.restoreEmployee(tx, current);
      await tx.query('UPDATE attritions SET applied_at = NULL WHERE id = $1', [id]);
      await store.updateAttrition(tx, id, {
        attrition_type_id: type.id,
        notice_date: nextNotice,
        last_working_day: nextLast,
        reason: input.reason !== undefined ? input.reason : current.reason,
      });
      if (nextLast < today()) await store.applyOne(tx, id);
    });
    return answer(id);
  });

  // ---- exit interviews
  app.get<IdParams>('/api/attritions/:id/exit_interview', async (request) => {
    requireRoles(request, 'ceo', 'hr');
    const id = routeId(request.params.id, MESSAGES.notFound);
    await visible(request, id);
    const row = await store.findExitInterview(db, id);
    if (!row) throw new HttpError(404, 'This attrition has no exit interview yet');
    return row;
  });

  app.put<IdParams>('/api/attritions/:id/exit_interview', async (request) => {
    requireRoles(request, 'ceo', 'hr');
    const id = routeId(request.params.id, MESSAGES.notFound);
    await visible(request, id);
    const b = bodyOf(request, ExitInterviewInput);
    const write = {
      reasons: b.reasons ?? [],
      rating_overall: b.rating_overall ?? null,
      rating_management: b.rating_management ?? null,
      rating_compensation: b.rating_compensation ?? null,
      rating_growth: b.rating_growth ?? null,
      would_rehire: b.would_rehire ?? null,
      would_recommend: b.would_recommend ?? null,
      comments: b.comments ?? null,
    };
    await store.saveExitInterview(db, id, write, request.user.id);
    return (await store.findExitInterview(db, id))!;
  });
};
