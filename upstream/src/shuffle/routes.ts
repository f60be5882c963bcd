/**
 * Manager shuffle requests (SPEC §3, §4, §6, §7):
 *   GET  /manager_shuffle_requests        paged; filters status, employee_id (target), manager_id (proposed manager),
 *                                         requester_id, start_date/end_date (effective date range), search (names, RES_ID)
 *   POST /manager_shuffle_requests        manager_shuffle_request{ target_employee_id, proposed_manager_id,
 *                                         effective_date, reason }                         (ACM, CEO, head)
 *   GET  /manager_shuffle_requests/{id}
 *   POST /manager_shuffle_requests/{id}/approve|reject  { hr_comment }                    (HR, CEO)
 *
 * Decisions the spec leaves open:
 * - Who sees: ACM, HR, CEO and heads see every request (tracker and details). Anyone else sees only the requests that
 *   moved them (target = themself), which is their own manager history on their profile; others' answer 403.
 * - Who reviews: HR and the CEO (as for actions); nobody reviews a request they filed themself (403).
 * - Comments: rejecting needs an HR comment (422 'HR comment is required to reject a manager shuffle request');
 *   approving takes an optional one. At most 1000 characters.
 * - Filing rules (422 unless said): the target must be an active employee; the proposed manager an active employee
 *   who can manage; not the employee themself ('An employee cannot be their own manager'); not their current manager
 *   ('<manager> is already <employee>'s manager'); not someone who reports to the employee (a reporting loop). A
 *   second pending request for the same employee is a 409 naming the pending one (a partial unique index backs it, so
 *   two filings racing on PostgreSQL cannot both win). The effective date is any valid date (1900–2100); a past one
 *   applies at once on approval.
 * - Only pending requests move (409 'Only pending manager shuffle requests can be approved (this one is already
 *   rejected)'); the move is a guarded UPDATE, so the loser of a race gets the same 409. Approving checks the filing
 *   rules again (people change while a request waits).
 * - Effective date: approving a request effective today or earlier changes the employee's manager in the same
 *   transaction. A future date is stored as an approved request with applied_at NULL; the change is applied by
 *   the due job SHUFFLES_DUE (jobs.ts, run by http/dueJobs.ts) when the upstream starts, every 5 minutes while it
 *   runs, and before every shuffle read. It applies each due request in its own transaction, guarded by applied_at IS
 *   NULL under a row lock, so it survives restarts and several upstream processes on one database apply it once.
 *   Applying records the replaced manager (previous_manager_id) and the time (applied_at): the employee's manager
 *   history is the list of their applied requests (GET /manager_shuffle_requests?employee_id=&status=approved).
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { requireRoles } from '../auth/hook';
import { HttpError, validationError } from '../http/errors';
import { Filters, paged } from '../http/paging';
import { bodyOf, type SortKey } from '../http/schema';
import { likePattern, parseDate, routeId, todayIso } from '../http/values';
import { ShuffleRequestInput, ShuffleReviewInput, type ShuffleListQuery, type ShuffleSort } from './schemas';
import * as store from './store';
import { SHUFFLES_DUE } from './jobs';
import { dueRunner } from '../http/dueJobs';
import { REVIEWED, reviewRoutes } from '../http/review';
import { sendQueuedSoon } from '../notifications/email';
import { notifyShuffleFiled, notifyShuffleOutcome } from './notify';
import { REPORTING_LINE, reportingLineProblem } from '../people/store';

type Query = Static<typeof ShuffleListQuery>;
type IdParams = { Params: { id: string } };

export const MESSAGES = {
  notFound: 'Manager shuffle request not found',
  forbidden: "You don't have permission to access this resource",
  self: REPORTING_LINE.self,
  ownReview: "You can't review a manager shuffle request you filed",
  commentRequired: 'HR comment is required to reject a manager shuffle request',
};

const seesAll = (request: FastifyRequest) => request.roles.acm || request.roles.hr || request.roles.ceo || request.roles.head;

const SORTABLE: Record<SortKey<typeof ShuffleSort>, string> = {
  id: 'r.id',
  target_employee_name: 't.name',
  proposed_manager_name: store.PEOPLE.proposedManager,
  requester_name: store.PEOPLE.requester,
  effective_date: 'r.effective_date',
  status: 'r.status',
  created_at: 'r.created_at',
  updated_at: 'r.updated_at',
};

function wholeFilter(raw: string, field: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw validationError([{ field, message: `${field} must be a whole number` }]);
  return n;
}

function filtersOf(q: Query, f: Filters): void {
  if (q.status) f.add(`r.status = ${f.param(q.status)}`);
  if (q.employee_id) f.add(`r.target_employee_id = ${f.param(wholeFilter(q.employee_id, 'employee_id'))}`);
  if (q.manager_id) f.add(`r.proposed_manager_id = ${f.param(wholeFilter(q.manager_id, 'manager_id'))}`);
  if (q.requester_id) f.add(`r.requester_id = ${f.param(wholeFilter(q.requester_id, 'requester_id'))}`);
  const from = parseDate(q.start_date ?? '');
  const to = parseDate(q.end_date ?? '');
  if (from) f.add(`r.effective_date >= ${f.param(from)}`);
  if (to) f.add(`r.effective_date <= ${f.param(to)}`);
  const search = likePattern(q.search);
  if (search) {
    const like = f.param(search);
    f.add(`(t.name ILIKE ${like} OR t."RES_ID" ILIKE ${like} OR ${store.PEOPLE.proposedManager} ILIKE ${like} OR ${store.PEOPLE.requester} ILIKE ${like})`);
  }
}

/** The filing rules shared by filing and approving (422 with the field at fault). */
async function checkMove(db: Pick<Db, 'query'>, target: store.PersonFacts | undefined, manager: store.PersonFacts | undefined): Promise<void> {
  if (!target || !target.active) throw validationError([{ field: 'target_employee_id', message: 'Employee must be an active employee' }]);
  if (manager && target.id === manager.id) throw validationError([{ field: 'proposed_manager_id', message: MESSAGES.self }]);
  if (!manager || !manager.active || !manager.can_manage) {
    throw validationError([{ field: 'proposed_manager_id', message: 'Proposed manager must be an active employee who can manage' }]);
  }
  if (target.manager_id === manager.id) {
    throw validationError([{ field: 'proposed_manager_id', message: `${manager.name} is already ${target.name}'s manager` }]);
  }
  const loop = await reportingLineProblem(db, [target.id], manager.id);
  if (loop) throw validationError([{ field: 'proposed_manager_id', message: loop }]);
}

export const shuffleRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const today = () => todayIso(app.today());
  // Due rows are applied before every read too (the job also runs on start and on a timer: http/dueJobs.ts).
  const applyDue = dueRunner(app, SHUFFLES_DUE);

  const answer = async (id: number) => store.toAnswer((await store.findRequest(db, id))!);

  app.get<{ Querystring: Query }>('/manager_shuffle_requests', async (request) => {
    await applyDue();
    const f = new Filters();
    filtersOf(request.query, f);
    if (!seesAll(request)) f.add(`r.target_employee_id = ${f.param(request.user.id)}`);
    const page = await paged<store.ShuffleRow>(
      db,
      { select: store.COLUMNS, from: store.FROM, where: f.where, params: f.params, sortable: SORTABLE, defaultSort: 'created_at desc', tiebreak: 'r.id DESC' },
      request.query,
    );
    return { items: page.items.map(store.toAnswer), count: page.count };
  });

  app.post('/manager_shuffle_requests', async (request, reply) => {
    requireRoles(request, 'acm', 'ceo', 'head');
    const input = bodyOf(request, ShuffleRequestInput);
    const [targetId, managerId, effective, reason] = [input.target_employee_id, input.proposed_manager_id, input.effective_date, input.reason ?? null];
    const id = await db.transaction(async (tx) => {
      const target = await store.lockPerson(tx, targetId);
      const manager = await store.person(tx, managerId);
      if (!target) throw validationError([{ field: 'target_employee_id', message: 'Employee not found' }]);
      const pending = await store.pendingFor(tx, target.id);
      if (pending)
        throw new HttpError(409, `${target.name} already has a pending manager shuffle request (#${pending})`, [
          { field: 'target_employee_id', message: `${target.name} already has a pending manager shuffle request (#${pending})` },
        ]);
      await checkMove(tx, target, manager);
      const created = await store.insertRequest(tx, {
        requester_id: request.user.id,
        target_employee_id: target.id,
        proposed_manager_id: manager!.id,
        effective_date: effective,
        reason,
      });
      await notifyShuffleFiled(app, tx, created, request.user.id);
      return created;
    });
    sendQueuedSoon(app);
    reply.code(201);
    return answer(id);
  });

  app.get<IdParams>('/manager_shuffle_requests/:id', async (request) => {
    const id = routeId(request.params.id, MESSAGES.notFound);
    await applyDue();
    const row = await store.findRequest(db, id);
    if (!row) throw new HttpError(404, MESSAGES.notFound);
    if (!seesAll(request) && row.target_employee_id !== request.user.id) throw new HttpError(403, MESSAGES.forbidden);
    return store.toAnswer(row);
  });

  const notPending = (move: 'approve' | 'reject', status: string) =>
    `Only pending manager shuffle requests can be ${REVIEWED[move]} (this one is already ${status})`;
  reviewRoutes(app, {
    path: (move) => `/manager_shuffle_requests/:id/${move}`,
    moves: ['approve', 'reject'],
    async load(request) {
      requireRoles(request, 'hr', 'ceo');
      const row = await store.findRequest(db, routeId(request.params.id, MESSAGES.notFound));
      if (!row) throw new HttpError(404, MESSAGES.notFound);
      return row;
    },
    own: { is: (row, request) => row.requester_id === request.user.id, message: MESSAGES.ownReview },
    refuse(row, move) {
      if (row.status !== 'pending') throw new HttpError(409, notPending(move, row.status));
    },
    comment: {
      read: (request) => bodyOf(request, ShuffleReviewInput).hr_comment,
      required: { moves: ['reject'], field: 'hr_comment', message: MESSAGES.commentRequired },
    },
    async update(tx, row, move, comment, request) {
      const target = await store.lockPerson(tx, row.target_employee_id);
      if (move === 'approve') await checkMove(tx, target, await store.person(tx, row.proposed_manager_id));
      if (!(await store.review(tx, row.id, REVIEWED[move], request.user.id, comment))) return false;
      if (move === 'approve' && row.effective_date <= today()) await store.applyOne(tx, row.id);
      await notifyShuffleOutcome(app, tx, row.id, REVIEWED[move], request.user.id);
      return true;
    },
    async lost(tx, row, move) {
      const now = await store.findRequest(tx, row.id);
      throw new HttpError(409, notPending(move, now?.status ?? 'gone'));
    },
    answer: (_request, row) => {
      sendQueuedSoon(app);
      return answer(row.id);
    },
  });
};
