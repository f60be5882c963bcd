/**
 * Goals (SPEC §3 "Goal", §4, §8, §9). Not in SPEC §7 (the shared area names no paths): every call is an
 * extension (http/extensions.ts).
 *   GET    /goals                      paged; filters assignee_id (`me` = the caller), reviewer_id (`me`), status, state,
 *                                      search (title / assignee name), team=true (the caller's reporting line),
 *                                      open=true (not achieved yet: home's My goals)
 *   POST   /goals                      multipart or JSON (flat or `goal[...]`): title, description, start_date, end_date,
 *                                      assignee_id (default the caller), reviewer_id, is_private, supporting_document (file)
 *   GET    /goals/{id}   PUT /goals/{id} (multipart or JSON; omitted fields keep their value)   DELETE /goals/{id}
 *   POST   /goals/{id}/approve | /reject
 *   PATCH  /goals/{id}/progress        { goal: { progress (0–100), state? } }
 *   GET    /goals/{id}/download_supporting_document -> { url, filename };  GET /goals/{id}/supporting_document -> bytes
 *
 * Decisions the spec leaves open:
 * - Visibility: a private goal is seen only by its assignee, its reviewer and admins (CEO, head of HR); other goals
 *   by everyone signed in (the team space is open). Hidden goals answer 403, missing ones 404 "Goal is not found!".
 * - "Managing" a goal = holding MANAGE_GOALS (a manager's permission, granted by admins) with the goal's assignee
 *   below one in the reporting chain. Only that creates goals for someone else (403 otherwise, admins included:
 *   "nobody else may") and approves or rejects them; nobody reviews their own goal.
 * - A goal one files for oneself is pending, reviewed by the named reviewer or else one's direct manager. A goal a
 *   manager sets for a report is approved at once (setting it is the approval), reviewed by that manager.
 * - Moves (goals/rules.ts): status pending -> approved | rejected, rejected -> pending (the assignee edits it);
 *   state created -> in_progress -> achieved (created -> achieved too), only on approved goals; achieved needs
 *   progress 100 and is final; progress above 0 starts a created goal. Anything else is a 409 naming the move.
 * - Edits: the assignee while pending or rejected (a rejected goal goes back to pending); a manager managing it
 *   until it is achieved. Progress: the assignee or a manager managing it. Deleting: the assignee while not approved,
 *   a manager managing it, or an admin.
 * - duration = days from start to end, both included; days_left and deadline_warning ("Less than 10 days left for
 *   this goal!" from 9 days before the end date to the end date, goals not achieved) are derived on every answer.
 * - Supporting document: one file per goal (multipart `supporting_document`, the upload limit of http/multipart.ts);
 *   a new one replaces the old.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError, validationError } from '../http/errors';
import { checkDocument, deleteFile, loadFile, saveFile } from '../http/files';
import { sendFile } from '../http/csv';
import { readMultipart, type UploadedFile } from '../http/multipart';
import { Filters, paged } from '../http/paging';
import { bodyOf, checkBody, checkFields, sortByField, type SortKey } from '../http/schema';
import type { FieldError } from '../http/errors';
import type { Static } from '@sinclair/typebox';
import { idParam, likePattern, routeId, todayIso } from '../http/values';
import { GoalChanges, GoalInput, ProgressInput, type GoalListQuery, type GoalSort } from './schemas';
import { holdsPermission } from '../permissions/store';
import { deadlineWarning, daysLeft, durationDays, GOAL_STATUSES, nextState, type GoalState } from './rules';
import * as store from './store';
import { REVIEWED, reviewRoutes } from '../http/review';
import { sendQueuedSoon } from '../notifications/email';
import { withdrawNotifications } from '../notifications/store';
import { notifyGoalAssigned, notifyGoalReviewed, notifyGoalSubmitted } from './notify';
import { reportsTo, subordinateIds } from '../people/store';

type IdParams = { Params: { id: string } };

export const MESSAGES = {
  notFound: 'Goal is not found!',
  forbidden: "You don't have permission to access this resource",
};

const SORTABLE: Record<SortKey<typeof GoalSort>, string> = {
  id: 'g.id',
  title: 'g.title',
  assignee_name: 'a.name',
  reviewer_name: 'r.name',
  start_date: 'g.start_date',
  end_date: 'g.end_date',
  progress: 'g.progress',
  status: 'g.status',
  state: 'g.state',
  created_at: 'g.created_at',
};

interface GoalForm {
  /** The checked fields (absent ones undefined on update) and the field errors found. */
  value: Partial<Static<typeof GoalInput>>;
  errors: FieldError[];
  document: UploadedFile | null;
}

/** Reads a goal body: multipart (`goal[x]` names read as `x`) or JSON, checked by the one schema of schemas.ts. */
async function readGoalForm(request: FastifyRequest, update: boolean): Promise<GoalForm> {
  const schema = update ? GoalChanges : GoalInput;
  if (request.isMultipart()) {
    const form = await readMultipart(request);
    const fields: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(form.fields)) fields[k.replace(/^goal\[(.+)\]$/, '$1')] = v;
    const document = form.files.supporting_document ?? form.files['goal[supporting_document]'] ?? null;
    const checked = checkFields(schema, fields);
    return { ...checked, document: document && checkDocument(document, 'supporting_document', 'supporting document') };
  }
  return { ...checkBody(request, schema), document: null };
}

const forbidden = () => new HttpError(403, MESSAGES.forbidden);

export const goalsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const today = () => todayIso(app.today());

  /** What the caller may do, per goal (the web shows only those buttons): one look-up of their line per request. */
  interface Viewer {
    id: number;
    admin: boolean;
    line: Set<number>;
  }
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => {
    const holds = request.user.can_manage && (await holdsPermission(db, request.user.id, 'MANAGE_GOALS'));
    return { id: request.user.id, admin: request.roles.admin, line: holds ? new Set(await subordinateIds(db, request.user.id)) : new Set() };
  };
  const permitted = (row: store.GoalRow, v: Viewer) => {
    const managing = v.line.has(row.assignee_id);
    const own = row.assignee_id === v.id;
    return {
      edit: row.state !== 'achieved' && (managing || (own && row.status !== 'approved')),
      review: managing && row.status === 'pending',
      progress: row.status === 'approved' && row.state !== 'achieved' && (managing || own),
      delete: v.admin || managing || (own && row.status !== 'approved'),
    };
  };

  const present = (row: store.GoalRow, viewer: Viewer) => {
    const t = today();
    return {
      ...row,
      viewer_can: permitted(row, viewer),
      duration: durationDays(row.start_date, row.end_date),
      days_left: daysLeft(row.end_date, t),
      deadline_warning: deadlineWarning(row, t),
      supporting_document_url: row.supporting_document_file_id ? `/goals/${row.id}/supporting_document` : null,
    };
  };

  /** Whether the caller manages goals of `assigneeId`: MANAGE_GOALS held, the assignee below them, not themself. */
  const manages = async (request: FastifyRequest, assigneeId: number) =>
    assigneeId !== request.user.id &&
    request.user.can_manage &&
    (await holdsPermission(db, request.user.id, 'MANAGE_GOALS')) &&
    (await reportsTo(db, assigneeId, request.user.id));

  const isVisible = (request: FastifyRequest, g: store.GoalRow) =>
    !g.is_private || request.roles.admin || g.assignee_id === request.user.id || g.reviewer_id === request.user.id;

  async function loadVisible(request: FastifyRequest, raw: string): Promise<store.GoalRow> {
    const id = routeId(raw, MESSAGES.notFound);
    const goal = await store.findGoal(db, id);
    if (!goal) throw new HttpError(404, MESSAGES.notFound);
    if (!isVisible(request, goal)) throw forbidden();
    return goal;
  }

  /** The checked form plus the rules across fields and records; `current` holds the stored values on update. */
  async function checkGoal(request: FastifyRequest, form: GoalForm, current?: store.GoalRow): Promise<store.GoalWrite> {
    const v = form.value;
    const errors = [...form.errors];
    const failed = (field: string) => errors.some((e) => e.field === field);
    const keep = <T>(value: T | undefined, stored: T) => (value === undefined ? stored : value);
    const start = current ? keep(v.start_date, current.start_date) : v.start_date;
    const end = current ? keep(v.end_date, current.end_date) : v.end_date;
    if (start && end && !failed('start_date') && !failed('end_date') && end < start)
      errors.push({ field: 'end_date', message: "End date can't be before start date" });
    const assigneeId = current?.assignee_id ?? v.assignee_id ?? request.user.id;
    const assignee = failed('assignee_id') ? undefined : await store.employeeBrief(db, assigneeId);
    if (!failed('assignee_id') && (!assignee || !assignee.active)) errors.push({ field: 'assignee_id', message: 'Assignee is not found!' });
    let reviewerId: number | null;
    if (v.reviewer_id !== undefined) reviewerId = v.reviewer_id;
    else if (current) reviewerId = current.reviewer_id;
    else reviewerId = assigneeId === request.user.id ? (assignee?.manager_id ?? null) : request.user.id;
    if (reviewerId !== null && !failed('reviewer_id')) {
      const reviewer = await store.employeeBrief(db, reviewerId);
      if (!reviewer || !reviewer.active) errors.push({ field: 'reviewer_id', message: 'Reviewer is not found!' });
      else if (reviewerId === assigneeId) errors.push({ field: 'reviewer_id', message: 'The reviewer must be someone other than the assignee' });
    }
    if (errors.length) throw validationError(sortByField(GoalInput, errors));
    return {
      title: current ? keep(v.title, current.title)! : v.title!,
      description: current ? (keep(v.description, current.description) ?? null) : (v.description ?? null),
      start_date: start!,
      end_date: end!,
      assignee_id: assigneeId,
      reviewer_id: reviewerId,
      is_private: current ? (keep(v.is_private, current.is_private) ?? false) : Boolean(v.is_private),
    };
  }

  app.get<{ Querystring: Static<typeof GoalListQuery> }>('/goals', async (request) => {
    const q = request.query;
    const f = new Filters();
    if (!request.roles.admin) f.add(store.visibleTo(f.param(request.user.id)));
    const who = (raw: string) => (raw.trim() === 'me' ? request.user.id : (idParam(raw) ?? 0));
    if (q.assignee_id) f.add(`g.assignee_id = ${f.param(who(q.assignee_id))}`);
    if (q.reviewer_id) f.add(`g.reviewer_id = ${f.param(who(q.reviewer_id))}`);
    if (q.status) f.add(`g.status = ${f.param(q.status)}`);
    if (q.state) f.add(`g.state = ${f.param(q.state)}`);
    if (q.team === 'true') f.add(store.inLineOf(f.param(request.user.id)));
    if (q.open === 'true') f.add(`g.state <> 'achieved'`);
    const search = likePattern(q.search);
    if (search) {
      const like = f.param(search);
      f.add(`(g.title ILIKE ${like} OR a.name ILIKE ${like})`);
    }
    const page = await paged<store.GoalRow>(
      db,
      { select: store.GOAL_COLUMNS, from: store.GOAL_FROM, where: f.where, params: f.params, sortable: SORTABLE, defaultSort: 'end_date', tiebreak: 'g.id' },
      q,
    );
    const viewer = await viewerOf(request);
    return { items: page.items.map((row) => present(row, viewer)), count: page.count };
  });

  app.post('/goals', async (request, reply) => {
    const form = await readGoalForm(request, false);
    const write = await checkGoal(request, form);
    const forOther = write.assignee_id !== request.user.id;
    if (forOther && !(await manages(request, write.assignee_id))) throw forbidden();
    const id = await db.transaction(async (tx) => {
      const fileId = form.document ? await saveFile(tx, form.document) : null;
      const created = await store.insertGoal(tx, write, request.user.id, forOther ? 'approved' : 'pending', fileId);
      if (forOther) await notifyGoalAssigned(app, tx, { id: created, title: write.title, assigneeId: write.assignee_id }, request.user.id);
      else await notifyGoalSubmitted(app, tx, { id: created, title: write.title, assigneeId: write.assignee_id, reviewerId: write.reviewer_id }, null);
      return created;
    });
    sendQueuedSoon(app);
    reply.code(201);
    return present((await store.findGoal(db, id))!, await viewerOf(request));
  });

  app.get<IdParams>('/goals/:id', async (request) => present(await loadVisible(request, request.params.id), await viewerOf(request)));

  app.put<IdParams>('/goals/:id', async (request) => {
    const goal = await loadVisible(request, request.params.id);
    const managing = await manages(request, goal.assignee_id);
    const isAssignee = goal.assignee_id === request.user.id;
    if (!managing && !isAssignee) throw forbidden();
    if (goal.state === 'achieved') throw new HttpError(409, 'An achieved goal can no longer change');
    if (!managing && goal.status === 'approved') throw new HttpError(409, 'An approved goal can only be changed by a manager managing it');
    const form = await readGoalForm(request, true);
    const write = await checkGoal(request, form, goal);
    // A rejected goal the assignee edits goes back to review (rejected -> pending).
    const status = goal.status === 'rejected' && !managing ? 'pending' : goal.status;
    await db.transaction(async (tx) => {
      const fileId = form.document ? await saveFile(tx, form.document) : undefined;
      if (!(await store.updateGoal(tx, goal.id, write, status, goal, fileId))) throw new HttpError(409, 'The goal changed meanwhile; reload and try again');
      if (fileId && goal.supporting_document_file_id) await deleteFile(tx, goal.supporting_document_file_id);
      if (goal.status === 'rejected' && status === 'pending') {
        const again = { id: goal.id, title: write.title, assigneeId: goal.assignee_id, reviewerId: write.reviewer_id };
        await notifyGoalSubmitted(app, tx, again, goal.reviewed_at);
      }
    });
    sendQueuedSoon(app);
    return present((await store.findGoal(db, goal.id))!, await viewerOf(request));
  });

  app.delete<IdParams>('/goals/:id', async (request, reply) => {
    const goal = await loadVisible(request, request.params.id);
    const mayDelete = request.roles.admin || (await manages(request, goal.assignee_id)) || (goal.assignee_id === request.user.id && goal.status !== 'approved');
    if (!mayDelete) {
      if (goal.assignee_id === request.user.id) throw new HttpError(409, 'An approved goal can only be deleted by a manager managing it');
      throw forbidden();
    }
    await db.transaction(async (tx) => {
      if (!(await store.deleteGoal(tx, goal.id))) throw new HttpError(404, MESSAGES.notFound);
      await withdrawNotifications(tx, 'goal', goal.id);
      if (goal.supporting_document_file_id) await deleteFile(tx, goal.supporting_document_file_id);
    });
    return reply.code(204).send();
  });

  // Managing the assignee (never oneself: `manages`) is the authority to review, so no separate own-goal check.
  reviewRoutes(app, {
    path: (move) => `/goals/:id/${move}`,
    moves: ['approve', 'reject'],
    async load(request) {
      const goal = await loadVisible(request, request.params.id);
      if (!(await manages(request, goal.assignee_id))) throw forbidden();
      return goal;
    },
    refuse(goal, move) {
      if (goal.status !== 'pending') throw new HttpError(409, `Only pending goals can be ${REVIEWED[move]} (this one is ${goal.status})`);
    },
    async update(tx, goal, move, _comment, request) {
      if (!(await store.reviewGoal(tx, goal.id, REVIEWED[move], request.user.id))) return false;
      await notifyGoalReviewed(app, tx, goal, REVIEWED[move], request.user.id);
      return true;
    },
    async lost(_tx, _goal, move) {
      throw new HttpError(409, `Only pending goals can be ${REVIEWED[move]}`);
    },
    answer: async (request, goal) => {
      sendQueuedSoon(app);
      return present((await store.findGoal(db, goal.id))!, await viewerOf(request));
    },
  });

  app.patch<IdParams>('/goals/:id/progress', async (request) => {
    const goal = await loadVisible(request, request.params.id);
    if (goal.assignee_id !== request.user.id && !(await manages(request, goal.assignee_id))) throw forbidden();
    const { progress, state: asked } = bodyOf(request, ProgressInput);
    if (goal.status !== 'approved') throw new HttpError(409, `Only approved goals make progress (this one is ${goal.status})`);
    const next = nextState(goal.state, progress, (asked ?? null) as GoalState | null);
    if (typeof next !== 'string')
      throw new HttpError(
        next.error.startsWith('Progress') ? 422 : 409,
        next.error,
        next.error.startsWith('Progress') ? [{ field: 'progress', message: next.error }] : [],
      );
    if (!(await store.updateProgress(db, goal.id, progress, next, goal.state))) throw new HttpError(409, 'The goal changed meanwhile; reload and try again');
    return present((await store.findGoal(db, goal.id))!, await viewerOf(request));
  });

  app.get<IdParams>('/goals/:id/download_supporting_document', async (request) => {
    const goal = await loadVisible(request, request.params.id);
    if (!goal.supporting_document_file_id) throw new HttpError(404, 'Supporting document is not found!');
    return { url: `/goals/${goal.id}/supporting_document`, filename: goal.supporting_document_filename };
  });

  app.get<IdParams>('/goals/:id/supporting_document', async (request, reply) => {
    const goal = await loadVisible(request, request.params.id);
    const file = goal.supporting_document_file_id ? await loadFile(db, goal.supporting_document_file_id) : undefined;
    if (!file) throw new HttpError(404, 'Supporting document is not found!');
    return sendFile(reply, file.filename, file.mimetype, file.data);
  });
};

export { GOAL_STATUSES };
