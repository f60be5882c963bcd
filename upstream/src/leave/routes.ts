/**
 * Leave (SPEC §3, §5, §7, §8):
 *   GET/POST /leave_types, PUT/DELETE /leave_types/{id}              (writes: CEO, HR — 403 otherwise)
 *   GET  /leave_requests          paged; filters status, employee_id, leave_type_id, start_date/end_date (period:
 *                                 requests sharing a day with it), month (YYYY-MM), search (employee name / RES_ID)
 *   GET  /leave_requests/company  approved leaves of everyone ("who is off"), names and dates only; same filters
 *   POST /leave_requests          multipart (or JSON): employee_id, leave_type_id, start_date, end_date, notes, sick_note
 *   GET/PUT/DELETE /leave_requests/{id}     (PUT multipart like POST; omitted fields keep their value)
 *   POST /leave_requests/{id}/approve|reject { reviewer_comments }   (CEO, HR, head)
 *   POST /leave_requests/{id}/cancel   (addition to SPEC §7: the shared area's "canceled" step) -> the request, canceled
 *   POST/PUT /leave_types body extension: requires_approval, max_consecutive_days, can_overlap, start_date, end_date, unit
 *   POST/PUT /leave_requests body extension: unit, start_time, end_time (leave units, decision 0205)
 *   POST /leave_requests/import   multipart `file` (CSV, see importer.ts)  (CEO, HR, head)
 *   GET  /leave_requests/{id}/download_sick_note -> { url, filename }; GET /leave_requests/{id}/sick_note -> the file
 *   GET  /leave_requests/balances?employee_id=  (addition to SPEC §7) this year's balances of one employee (default the
 *                                 caller) as [{ leave_type, leave_type_id, remaining_balance, approved_leaves_this_year }],
 *                                 for the forms to show before filing; visible like requests (self, managers up the
 *                                 chain, CEO/HR/heads; 403 otherwise, 404 for no such employee)
 *   GET  /leave_balances/ledger, POST /leave_balances/adjustments (additions to SPEC §7, balanceRoutes.ts, decision 0220)
 *   POST/PUT /leave_types body extension: carry_over_balance, carry_over_expiry_months (decision 0220)
 *
 * Decisions the spec leaves open:
 * - Duration = weekdays from start to end, both included (in days: a half day 0.5, hours over the person's
 *   target_hours_per_day; units.ts, decision 0205). A period containing a Saturday or Sunday (UTC day) is refused
 *   ("please split in 2 leaves"), so a request never spans a weekend.
 * - Balances are per calendar year, computed on read as a ledger (ledger.ts, decision 0220; nothing stored can drift).
 *   A type with monthly_fraction > 0 accrues that many days per completed month (from max(Jan 1, date_joined)),
 *   capped at yearly_limit; monthly_fraction 0 grants yearly_limit on Jan 1. remaining_balance = accrued + carried −
 *   expired ± HR adjustments − approved days of leaves starting this year. Carried into a year: min(carry_over_balance,
 *   the previous year's closing balance, including that year's own carry, whose own carry counts as none: two years
 *   back at most); leaves draw on carried days first (by their first day); carried days no leave took by the end of
 *   month carry_over_expiry_months lapse ("expired") once that day is past. Shown balances are this year's as of
 *   today; approving checks the balance of the leave's own year with the leave taken (another year counts its whole
 *   accrual; a leave after the expiry cannot use carried days). Approving a leave of last year or adjusting it changes
 *   this year's carry and is not checked against this year's leaves (a balance may read negative; HR adjusts it).
 * - Adjustments (CEO, HR): ± days of one person, type and year with a required reason, who and when recorded; taken
 *   under the employee's lock like approvals. A negative one may take a balance below zero (HR's correction).
 * - passed_probation: 90 days since date_joined (shown to the reviewer, not blocking). worked_days_this_year: weekdays
 *   from max(Jan 1, date_joined) to today.
 * - Overlap: any pending or approved request of the same employee sharing a day; rejected and canceled ones do not count.
 * - Visibility: CEO, HR and heads see all requests; everyone else their own, their reporting line's (direct and
 *   indirect) and those they filed. Hidden ones answer 403, missing ones 404.
 * - Filing: one's own leave, anyone signed in (the shared area: every employee requests leave); for someone else
 *   CEO/head/auditor, or a team leader for their own team. Updating needs visibility and a pending request. Deleting:
 *   pending only, except CEO/HR.
 * - Canceling (leave/access.ts assertMayCancel): pending or approved requests only (409 otherwise); the requester before
 *   the first day (409 once started), CEO, HR and managers up the requester's line at any time (403 for others).
 *   The request stays, with canceled_by/canceled_at; balances count approved requests only, so its days come back.
 * - MANAGE_LEAVE_REQUESTS: a manager holding it files, approves and rejects requests for the employees of
 *   their reporting line (direct and indirect), as the shared area's "on behalf of other users" (leave/access.ts).
 * - Reviewing: CEO/HR/head, never one's own request; only pending requests (409 otherwise); rejecting needs a comment.
 * - Import: every row is all-or-nothing on its own; good rows are saved even when others fail (importer.ts, through the
 *   shared http/imports.ts); an empty file is refused (422 'The CSV file has no records') like every import.
 * - Bounds: yearly_limit at most 366 days, monthly_fraction at most 31; dates 1900-01-01..2100-12-31 (http/values.ts).
 * - Per-type rules (decision 0197; the shared area's leave type, an extension of the body of /leave_types, omitted
 *   fields keep their value on PUT): a start before the employee joined is refused ("Invalid period in the company to
 *   apply for this leave request"), a period outside the type's start_date..end_date ("The selected date doesn't fall
 *   in the vacation period"), longer than max_consecutive_days weekdays (our own message); a request with the same
 *   person, type and dates still pending or approved ("This leave has already been requested for this employee");
 *   a can_overlap type neither meets nor counts in the overlap rule, whose text stays the main area's (the gateway
 *   words it the shared area's way on one's own filing). A type with requires_approval false approves a request as it
 *   is filed or edited (no reviewer), if the balance suffices (422 "No enough balance ..." otherwise, nothing stored).
 *   Imports keep rows pending.
 * - Concurrency (several upstream processes on one PostgreSQL server): filing, editing and reviewing lock the
 *   employee's row in their transaction and check the overlap / balance rules again under that lock, and edits,
 *   deletes and reviews only touch a request still in the status they checked; the loser of a race gets the same
 *   409 / 422 it would get one request later.
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { Tx } from '../db';
import { requireRoles } from '../auth/hook';
import { HttpError, validationError } from '../http/errors';
import { deleteFile, loadFile, saveFile } from '../http/files';
import { readMultipart } from '../http/multipart';
import { sendFile } from '../http/csv';
import { Filters, paged } from '../http/paging';
import { assertMayCancel, canReview, CANCEL_MESSAGES, managesLeavesOf, assertMayFileFor, loadBalanceSubject, loadVisibleRow, seesAll } from './access';
import { importLeaveRequests } from './importer';
import { approveUnlessReviewed, assertBalance } from './approval';
import { checkRequest, claimPeriod, MESSAGES, readRequestForm } from './input';
import { bodyOf, type SortKey } from '../http/schema';
import { ReviewInput, type BalancesQuery, type LeaveRequestSort, type RequestQuery } from './schemas';
import { leaveTypeRoutes } from './typeRoutes';
import { balanceRoutes } from './balanceRoutes';
import { leaveDays } from './units';
import { approvedPartOf, readApprovedDates } from './review';
import { readOverrides, warningsOf } from './overrides';
import { likePattern, monthBounds, parseDate, parseYearMonth, routeId, todayIso } from '../http/values';
import * as store from './store';
import { notifyFiled, notifyOutcome } from './notify';
import { sendQueuedSoon } from '../notifications/email';
import { withdrawNotifications } from '../notifications/store';
import { REVIEWED, reviewRoutes } from '../http/review';

type Query = Static<typeof RequestQuery>;
type IdParams = { Params: { id: string } };

/** A guarded write found the request no longer pending (a review won the race) or gone (a delete did): 409 / 404. */
async function raceLost(tx: Tx, id: number, message: (status: string) => string): Promise<never> {
  const status = await store.requestStatus(tx, id);
  if (!status) throw new HttpError(404, MESSAGES.requestNotFound);
  throw new HttpError(409, message(status));
}

/** The list filters shared by the tracker and the company calendar. */
function filtersOf(q: Query, f: Filters): void {
  if (q.status) f.add(`lr.status = ${f.param(q.status)}`);
  if (q.employee_id) f.add(`lr.employee_id = ${f.param(Number(q.employee_id) || 0)}`);
  if (q.leave_type_id) f.add(`lr.leave_type_id = ${f.param(Number(q.leave_type_id) || 0)}`);
  const ym = parseYearMonth(q.month);
  const month = ym && monthBounds(ym);
  const from = month?.[0] ?? parseDate(q.start_date ?? '');
  const to = month?.[1] ?? parseDate(q.end_date ?? '');
  if (from) f.add(`lr.end_date >= ${f.param(from)}`);
  if (to) f.add(`lr.start_date <= ${f.param(to)}`);
  const search = likePattern(q.search);
  if (search) {
    const like = f.param(search);
    f.add(`(e.name ILIKE ${like} OR e."RES_ID" ILIKE ${like})`);
  }
}

const SORTABLE: Record<SortKey<typeof LeaveRequestSort>, string> = {
  id: 'lr.id',
  employee_name: 'e.name',
  leave_type_name: 'lt.leave_name',
  start_date: 'lr.start_date',
  end_date: 'lr.end_date',
  status: 'lr.status',
  created_at: 'lr.created_at',
  updated_at: 'lr.updated_at',
};

export const leaveRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  await app.register(leaveTypeRoutes);
  await app.register(balanceRoutes);
  // The clock of balances (tests freeze it: build { today }).
  const today = () => todayIso(app.today());

  const answer = async (id: number) => (await store.withDerived(db, [(await store.findRequestRow(db, id))!], today()))[0];

  app.get<{ Querystring: Query }>('/leave_requests', async (request) => {
    const f = new Filters();
    filtersOf(request.query, f);
    if (!seesAll(request)) f.add(store.visibleTo(f.param(request.user.id)));
    const page = await paged<store.LeaveRequestRow>(
      db,
      {
        select: store.REQUEST_COLUMNS,
        from: store.REQUEST_FROM,
        countFrom: store.REQUEST_COUNT_FROM,
        where: f.where,
        params: f.params,
        sortable: SORTABLE,
        defaultSort: 'created_at desc',
        tiebreak: 'lr.id DESC',
      },
      request.query,
    );
    return { items: await store.withDerived(db, page.items, today()), count: page.count };
  });

  app.get<{ Querystring: Query }>('/leave_requests/company', async (request) => {
    const f = new Filters();
    // Days off: approved leaves, and the approved days of partially approved ones (store.TAKEN_LEAVES).
    filtersOf({ ...request.query, status: undefined }, f);
    const page = await paged(
      db,
      {
        select: `lr.id, lr.employee_id, e.name AS employee_name, e."RES_ID", lr.leave_type_id, lt.leave_name AS leave_type_name,
                 lr.start_date, lr.end_date, lr.status, lr.unit, lr.hours, e.target_hours_per_day`,
        from: `${store.TAKEN_LEAVES} lr JOIN employees e ON e.id = lr.employee_id JOIN leave_types lt ON lt.id = lr.leave_type_id`,
        where: f.where,
        params: f.params,
        sortable: SORTABLE,
        defaultSort: 'start_date',
        tiebreak: 'lr.id',
      },
      request.query,
    );
    const periods = page.items.map((r) => ({ start_date: String(r.start_date), end_date: String(r.end_date) }));
    const holidays = await store.holidaysOver(db, periods);
    return {
      ...page,
      items: page.items.map(({ unit, hours, target_hours_per_day, ...r }, i) => ({
        ...r,
        leave_duration: leaveDays({ unit: String(unit), hours: Number(hours), ...periods[i] }, Number(target_hours_per_day), holidays),
      })),
    };
  });

  app.post('/leave_requests', async (request, reply) => {
    const form = await readRequestForm(request);
    const write = await checkRequest(db, form.fields, { selfId: request.user.id, errors: form.errors });
    const overrides = readOverrides(form.fields);
    await assertMayFileFor(db, request, write.employee_id);
    const id = await db.transaction(async (tx) => {
      await claimPeriod(tx, write, null);
      const fileId = form.sickNote ? await saveFile(tx, form.sickNote) : null;
      const created = await store.insertRequest(tx, write, request.user.id, fileId);
      await recordOverrides(tx, created, write, overrides, request.user.id);
      await approveUnlessReviewed(tx, created, today());
      await notifyFiled(app, tx, created, request.user.id);
      return created;
    });
    sendQueuedSoon(app);
    reply.code(201);
    return answer(id);
  });

  app.post('/leave_requests/import', async (request) => {
    requireRoles(request, 'ceo', 'hr', 'head');
    const form = await readMultipart(request);
    const file = form.files.file;
    if (!file) throw validationError([{ field: 'file', message: 'File is required' }]);
    return importLeaveRequests(db, file.data, request.user.id);
  });

  /** The same balances a request's details show (store.balancesFor), before any request exists. */
  app.get<{ Querystring: Static<typeof BalancesQuery> }>('/leave_requests/balances', async (request) => {
    const raw = request.query.employee_id?.trim();
    const employee = await loadBalanceSubject(db, request, raw ? Number(raw) : request.user.id);
    const day = today();
    return (await store.balancesFor(db, [employee], Number(day.slice(0, 4)), day)).get(employee.id) ?? [];
  });

  app.get<IdParams>('/leave_requests/:id', async (request) => {
    const id = routeId(request.params.id, MESSAGES.requestNotFound);
    await loadVisibleRow(db, request, id);
    return answer(id);
  });

  app.put<IdParams>('/leave_requests/:id', async (request) => {
    const id = routeId(request.params.id, MESSAGES.requestNotFound);
    const row = await loadVisibleRow(db, request, id);
    if (row.status !== 'pending') throw new HttpError(409, `Only pending leave requests can be updated (this one is ${row.status})`);
    const form = await readRequestForm(request);
    const write = await checkRequest(db, form.fields, { fallback: row, exceptId: id, selfId: request.user.id, errors: form.errors });
    const overrides = readOverrides(form.fields);
    if (write.employee_id !== row.employee_id) await assertMayFileFor(db, request, write.employee_id);
    await db.transaction(async (tx) => {
      await claimPeriod(tx, write, id);
      const fileId = form.sickNote ? await saveFile(tx, form.sickNote) : undefined;
      if (!(await store.updateRequest(tx, id, write, fileId))) await raceLost(tx, id, (s) => `Only pending leave requests can be updated (this one is ${s})`);
      await recordOverrides(tx, id, write, overrides, request.user.id);
      if (fileId && row.sick_note_file_id) await deleteFile(tx, row.sick_note_file_id);
      await approveUnlessReviewed(tx, id, today());
    });
    return answer(id);
  });

  app.delete<IdParams>('/leave_requests/:id', async (request, reply) => {
    const id = routeId(request.params.id, MESSAGES.requestNotFound);
    const row = await loadVisibleRow(db, request, id);
    if (row.status !== 'pending' && !(request.roles.ceo || request.roles.hr)) {
      throw new HttpError(409, `Only pending leave requests can be deleted (this one is ${row.status})`);
    }
    await db.transaction(async (tx) => {
      if (!(await store.deleteRequest(tx, id, request.roles.ceo || request.roles.hr)))
        await raceLost(tx, id, (s) => `Only pending leave requests can be deleted (this one is ${s})`);
      if (row.sick_note_file_id) await deleteFile(tx, row.sick_note_file_id);
      await withdrawNotifications(tx, 'leave_request', id);
    });
    return reply.code(204).send();
  });

  app.post<IdParams>('/leave_requests/:id/cancel', async (request) => {
    const id = routeId(request.params.id, MESSAGES.requestNotFound);
    const row = await loadVisibleRow(db, request, id);
    if (!(store.CANCELABLE as readonly string[]).includes(row.status)) throw new HttpError(409, CANCEL_MESSAGES.notCancelable(row.status));
    await assertMayCancel(db, request, row, todayIso());
    await db.transaction(async (tx) => {
      // Under the employee's lock, like reviews: a cancel and an approval of the same request run one after the other.
      await store.lockEmployee(tx, row.employee_id);
      if (!(await store.cancelRequest(tx, id, request.user.id))) await raceLost(tx, id, CANCEL_MESSAGES.notCancelable);
      await notifyOutcome(app, tx, id, 'canceled', request.user.id);
    });
    sendQueuedSoon(app);
    return answer(id);
  });

  const notPending = (move: 'approve' | 'reject', status: string) => `Only pending leave requests can be ${REVIEWED[move]} (this one is already ${status})`;
  reviewRoutes(app, {
    path: (move) => `/leave_requests/:id/${move}`,
    moves: ['approve', 'reject'],
    async load(request, move) {
      if (move === 'approve') readApprovedDates(request); // a malformed body first (review.ts)
      const id = routeId(request.params.id, MESSAGES.requestNotFound);
      if (!canReview(request)) {
        // MANAGE_LEAVE_REQUESTS: a holder reviews their reporting line's requests; 404 before 403 as usual.
        const found = await store.findRequestRow(db, id);
        if (found && !(await managesLeavesOf(db, request, found.employee_id))) throw new HttpError(403, MESSAGES.forbidden);
        if (!found) throw new HttpError(404, MESSAGES.requestNotFound);
      }
      return loadVisibleRow(db, request, id);
    },
    own: { is: (row, request) => row.employee_id === request.user.id, message: "You can't review your own leave request" },
    refuse(row, move) {
      if (row.status !== 'pending') throw new HttpError(409, notPending(move, row.status));
    },
    comment: {
      read: (request) => bodyOf(request, ReviewInput).reviewer_comments,
      required: { moves: ['reject'], field: 'reviewer_comments', message: 'Reviewer comments is required to reject a leave request' },
    },
    async update(tx, row, move, comments, request) {
      // Under the employee's lock: the request as it is now, and the balance with every approval committed before.
      await store.lockEmployee(tx, row.employee_id);
      const current = await store.findRequestRow(tx, row.id);
      if (!current) throw new HttpError(404, MESSAGES.requestNotFound);
      if (current.status !== 'pending') throw new HttpError(409, notPending(move, current.status));
      if (current.employee_id !== row.employee_id) await store.lockEmployee(tx, current.employee_id); // moved by an edit
      const part = move === 'approve' ? approvedPartOf(current, readApprovedDates(request)) : null;
      if (move === 'approve') await assertBalance(tx, current, part, today());
      if (!(await store.reviewRequest(tx, row.id, REVIEWED[move], request.user.id, comments, part))) return false;
      await notifyOutcome(app, tx, row.id, part ? 'partially_approved' : REVIEWED[move], request.user.id);
      return true;
    },
    lost: (tx, row, move) => raceLost(tx, row.id, (status) => notPending(move, status)),
    answer: (_request, row) => {
      sendQueuedSoon(app);
      return answer(row.id);
    },
  });

  app.get<IdParams>('/leave_requests/:id/download_sick_note', async (request) => {
    const id = routeId(request.params.id, MESSAGES.requestNotFound);
    const row = await loadVisibleRow(db, request, id);
    if (!row.sick_note_file_id) throw new HttpError(404, 'This leave request has no sick note');
    return { url: `/leave_requests/${id}/sick_note`, filename: row.sick_note_filename };
  });

  app.get<IdParams>('/leave_requests/:id/sick_note', async (request, reply) => {
    const id = routeId(request.params.id, MESSAGES.requestNotFound);
    const row = await loadVisibleRow(db, request, id);
    const file = row.sick_note_file_id ? await loadFile(db, row.sick_note_file_id) : undefined;
    if (!file) throw new HttpError(404, 'This leave request has no sick note');
    return sendFile(reply, file.filename, file.mimetype, file.data);
  });
};

/** Records the overrides that apply to the request as stored (overrides.ts), by whoever filed or edited it. */
async function recordOverrides(tx: Tx, id: number, write: store.RequestWrite, overrides: string[], by: number): Promise<void> {
  if (overrides.length === 0) return;
  const type = await store.findLeaveType(tx, write.leave_type_id);
  const applying = warningsOf(write, type?.leave_name ?? '', todayIso());
  await store.recordOverrides(
    tx,
    id,
    overrides.filter((o) => (applying as string[]).includes(o)),
    by,
  );
}
