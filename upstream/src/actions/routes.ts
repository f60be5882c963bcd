/**
 * Actions and deductions (SPEC §3, §4, §7 "Actions").
 *
 *   GET  /actionpolicies                     any signed-in user (the new-action form and attritions read it); ?search, ?ids=1,2
 *   POST /actionpolicies                     CEO, HR -> 201     body actionpolicy{action_ID, action_name, action_type, deduction}
 *   PUT  /actionpolicies/{id}                CEO, HR            (deduction may also come as money_/days_/percentage_deduction)
 *   GET  /action_againsts                    scoped list; filters page, limit (default 1 / 10; limit=-1 all), action_search_input,
 *                                            created_start, created_end (on the action date), approver_name, status (0-3),
 *                                            sortBy|sort_by, sortDesc|sort_desc|sort_dir, include_hr_comment, employee_id (ids), id
 *   GET  /action_againsts/pending            the same list, status Pending only   (SPEC "pendingActions")
 *   GET  /action_againsts/approved           the same list, status Approved only  (SPEC "approvedActions")
 *   GET  /action_againsts/approver_names     { items: [name], count }: everyone who approved an action
 *   GET  /action_againsts/managed_employees  employees the caller may file against (filers only)
 *   POST /action_againsts                    CEO, head, TL, auditor -> 201  body action_against{employee_id, actionpolicy_id, date,
 *                                            details, override_deduction, deduction_type (monetary|days|percentage), deduction}
 *   POST /action_againsts/import             filers; multipart `file` CSV: RES_ID, action_ID, date, details[, deduction_type, deduction]
 *   GET|PUT|DELETE /action_againsts/{id}     header X-User-UUID = the caller's employee id (else 403)
 *   POST /action_againsts/{id}/approve|reject|waive   HR, CEO; body action_against{hr_comment}
 *
 * Decisions:
 * - Scope: HR, the CEO and heads see every action; anyone else sees their own, the ones they filed and the ones against
 *   people they manage (direct reports; a team leader's team). Out of scope reads answer 403.
 * - Filing: CEO and auditors may file against any active employee, a head against their department or direct reports,
 *   a team leader against their direct reports and team; never against themself.
 * - Deduction: copied from the policy at filing time unless override_deduction is true (then deduction_type + deduction).
 * - Status moves: Pending -> Approved | Rejected | Waived, and Approved -> Waived (HR forgives a deduction after the
 *   fact). Anything else answers 409 "Only pending actions can be approved (this action is Rejected)" and the like.
 *   approver_name reads "Not approved yet" until approved, and keeps the approver after a waiver.
 * - Every status move records its reviewer and time (reviewed_by_ID, reviewer_name, reviewed_at: the last move's), so
 *   a rejected or waived action says who did it and when; null while pending.
 * - Reviews (approve, reject, waive, HR comments) belong to HR and the CEO, never on an action against themself.
 * - Update and delete: HR/CEO or the filer, only while Pending (else 409).
 * - include_hr_comment=true makes action_search_input also match the HR comment; search terms match literally.
 * - An action records what happened: its date may not lie in the future ("Date can't be in the future").
 * - Deductions are bounded: money at most 1,000,000,000, days at most 366, percentages at most 100.
 * - Action IDs are unique whatever their case ("att-01" is refused beside "ATT-01", 409 "Action ID already exists"),
 *   as leave type names are: the actions import and the forms find a policy by its ID case-insensitively.
 * - Concurrency (several upstream processes on one database server): a review locks the action's row and moves it from
 *   the status it finds then, so simultaneous reviews apply one after another (the second gets the 409 of the status
 *   the first left, or applies on top of it when that move is allowed, e.g. waiving an approved action); updates and
 *   deletes only touch an action still pending, else 409 as if they came later.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError, validationError, type FieldError } from '../http/errors';
import { once } from '../http/idempotency';
import { Filters, paged } from '../http/paging';
import { parseCsv } from '../http/csv';
import { importRows } from '../http/imports';
import { readMultipart } from '../http/multipart';
import type { Db } from '../db';
import * as store from './store';
import { reviewRoutes } from '../http/review';
import { sendQueuedSoon } from '../notifications/email';
import { withdrawNotifications } from '../notifications/store';
import { notifyActionFiled, notifyActionOutcome, type ActionOutcome } from './notify';
import { isBlank as blank, isIsoDate, likePattern, routeId, text, todayIso } from '../http/values';
import { bodyOf, changesOf, checkBody, checkFields, sortByField, type Checked, type SortKey } from '../http/schema';
import type { Static } from '@sinclair/typebox';
import {
  ActionChanges,
  ActionInput,
  ActionRow,
  PolicyChanges,
  PolicyInput,
  ReviewInput,
  type ActionListQuery,
  type FileableListQuery,
  type FileableSort,
  type PolicyListQuery,
} from './schemas';
import {
  DEDUCTION_TYPES,
  FORBIDDEN,
  STATUS,
  checkDeduction,
  fileableCondition,
  mayFile,
  mayReview,
  nextStatus,
  resolveDeduction,
  scopeCondition,
  type Review,
} from './rules';

const OUTCOME: Record<Review, ActionOutcome> = { approve: 'approved', reject: 'rejected', waive: 'waived' };

const idParam = (raw: string, what: string) => routeId(raw, `${what} not found`);

/** SPEC §7: GET/PUT/DELETE /action_againsts/{id} carry the caller's employee id; it must be the token's user. */
function checkCallerHeader(request: FastifyRequest): void {
  const raw = request.headers['x-user-uuid'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !value.trim()) throw new HttpError(403, 'X-User-UUID header is required');
  if (value.trim() !== String(request.user.id)) throw new HttpError(403, 'X-User-UUID does not match the signed-in user');
}

// ---- policies -------------------------------------------------------------------------------------------------

const TYPED_DEDUCTION = { 1: 'money_deduction', 2: 'days_deduction', 3: 'percentage_deduction' } as const;

/** A policy body checked by its schema (`changes`, with the schema's `errors`) over the `current` policy on PUT. */
function policyInput(checked: Checked<Static<typeof PolicyChanges>>, current?: store.PolicyRow): store.PolicyInput {
  const body = changesOf(checked.value);
  const errors = [...checked.errors];
  const merged = { ...current, ...body };
  if (merged.action_ID == null && !errors.some((e) => e.field === 'action_ID')) errors.push({ field: 'action_ID', message: 'Action ID is required' });
  if (merged.action_name == null && !errors.some((e) => e.field === 'action_name')) errors.push({ field: 'action_name', message: 'Action name is required' });
  const type = merged.action_type;
  const typeOk = type === 1 || type === 2 || type === 3;
  const raw = body.deduction ?? (typeOk ? body[TYPED_DEDUCTION[type]] : undefined) ?? current?.deduction;
  const deduction = typeOk && !errors.some((e) => e.field === 'deduction') ? checkDeduction(type, raw, errors) : undefined;
  if (errors.length) throw validationError(sortByField(PolicyInput, errors));
  return { action_ID: merged.action_ID!, action_name: merged.action_name!, action_type: type!, deduction: deduction! };
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';
const DUPLICATE_POLICY = 'Action ID already exists';
const duplicatePolicy = () => new HttpError(409, DUPLICATE_POLICY, [{ field: 'action_ID', message: DUPLICATE_POLICY }]);

// ---- actions --------------------------------------------------------------------------------------------------

/** Filters of the action lists (scope first), and the paging query with SPEC's defaults (page 1, size 10). */
function actionListQuery(request: FastifyRequest<{ Querystring: Static<typeof ActionListQuery> }>, status?: number) {
  const q = request.query;
  const f = new Filters();
  const scope = scopeCondition(request.user, request.roles, (v) => f.param(v));
  if (scope) f.add(scope);

  const statusRaw = status ?? (blank(q.status) ? undefined : Number(q.status));
  if (statusRaw !== undefined) {
    if (![0, 1, 2, 3].includes(statusRaw)) {
      const message = 'status must be 0 (Pending), 1 (Approved), 2 (Rejected) or 3 (Waived)';
      throw new HttpError(400, message, [{ field: 'status', message }]);
    }
    f.add(`a.status = ${f.param(statusRaw)}`);
  }
  const search = likePattern(q.action_search_input, 'action_search_input');
  if (search) {
    const s = f.param(search);
    const cols = ['e.name', 'e."RES_ID"', 'p.action_name', 'p."action_ID"', 'a.details', store.AUDITOR_NAME];
    if (q.include_hr_comment === 'true') cols.push('a.hr_comment');
    f.add(cols.map((c) => `${c} ILIKE ${s}`).join(' OR '));
  }
  for (const [key, op] of [
    ['created_start', '>='],
    ['created_end', '<='],
  ] as const) {
    const value = q[key];
    if (blank(value)) continue;
    if (!isIsoDate(value)) {
      const message = `${key} must be a date (YYYY-MM-DD)`;
      throw new HttpError(400, message, [{ field: key, message }]);
    }
    f.add(`a.date ${op} ${f.param(value)}`);
  }
  if (q.approver_name?.trim()) {
    const name = q.approver_name.trim();
    if (name === 'Not approved yet') f.add('a.approved_by_id IS NULL');
    else f.add(`${store.APPROVER_NAME} = ${f.param(name)}`);
  }
  if (q.employee_id?.trim()) {
    f.add(`a.employee_id = ANY(${f.param(q.employee_id.split(',').map(Number).filter(Number.isInteger))}::int[])`);
  }
  if (q.id?.trim()) f.add(`a.id = ${f.param(Number(q.id) || 0)}`);

  const sortDesc = q.sortDesc ?? q.sort_desc;
  const paging = {
    sort_by: q.sortBy ?? q.sort_by,
    sort_dir: sortDesc !== undefined ? (sortDesc === 'true' ? 'desc' : 'asc') : q.sort_dir,
    page: q.page ?? 1,
    limit: q.limit ?? 10,
  };
  return { f, paging };
}

interface Prepared {
  input: store.ActionInput;
}

/** A checked action: the fields of ActionInput (form, JSON, or merged over the current action) or ActionRow (CSV). */
type ActionRecord = Partial<Static<typeof ActionChanges> & Static<typeof ActionRow>>;

/**
 * Completes the checks of a new action (form or CSV row) for the caller, after its schema's: the employee they may
 * file against, the policy, the deduction (policy or override). Throws one 422 with every field error (the schema's
 * first), or 403 for an employee out of their reach. `db`: the import row's transaction.
 */
async function prepareAction(
  request: FastifyRequest,
  checked: { value: ActionRecord; errors: FieldError[] },
  by: { resId?: boolean; anyEmployee?: boolean } = {},
  db: Pick<Db, 'query'> = request.server.db,
): Promise<Prepared> {
  const body = checked.value;
  const errors = [...checked.errors];
  const failed = (field: string) => errors.some((e) => e.field === field);
  const fileable = new Filters();
  // HR corrections (anyEmployee) may name any active employee, like the CEO when filing.
  const roles = by.anyEmployee ? { ...request.roles, ceo: true } : request.roles;
  fileable.add(fileableCondition(request.user, roles, (v) => fileable.param(v)));

  let employee: Awaited<ReturnType<typeof store.findEmployee>>;
  const empKey = by.resId ? 'RES_ID' : 'employee_id';
  if (!failed(empKey)) {
    employee = by.resId ? await store.findEmployee(db, { resId: body.RES_ID! }, fileable) : await store.findEmployee(db, { id: body.employee_id! }, fileable);
    if (!employee) errors.push({ field: empKey, message: 'Employee not found' });
    else if (employee.id === request.user.id) errors.push({ field: empKey, message: 'You cannot file an action against yourself' });
  }

  let policy: store.PolicyRow | undefined;
  const policyKey = by.resId ? 'action_ID' : 'actionpolicy_id';
  if (!failed(policyKey)) {
    policy = by.resId ? await store.findPolicy(db, { actionId: body.action_ID! }) : await store.findPolicy(db, { id: body.actionpolicy_id! });
    if (!policy) errors.push({ field: policyKey, message: 'Action policy not found' });
  }

  // A deduction the row's schema refused (a negative one, say) is not reported again as missing.
  const deduction = failed('deduction') || failed('deduction_type') ? undefined : resolveDeduction(body as Record<string, unknown>, policy, errors);
  const unique = errors.filter((e, i) => errors.findIndex((x) => x.field === e.field && x.message === e.message) === i);
  if (unique.length) throw validationError(sortByField(by.resId ? ActionRow : ActionInput, unique));
  if (!employee!.fileable) throw new HttpError(403, 'You can only file actions against employees you manage');
  return {
    input: {
      employee_id: employee!.id,
      actionpolicy_id: policy!.id,
      date: String(body.date),
      details: body.details ?? null,
      ...deduction!,
    },
  };
}

/** The action for {id} as the caller may see it: 404 when missing, 403 when out of their scope. */
async function visibleAction(request: FastifyRequest, id: number): Promise<store.ActionRow> {
  const db = request.server.db;
  const f = new Filters();
  const scope = scopeCondition(request.user, request.roles, (v) => f.param(v));
  if (scope) f.add(scope);
  const row = await store.findAction(db, id, f);
  if (row) return row;
  if (await store.findAction(db, id)) throw new HttpError(403, FORBIDDEN);
  throw new HttpError(404, 'Action not found');
}

/** A guarded update/delete found the action changed meanwhile (reviewed or deleted): the answer it would get now. */
async function raceLost(request: FastifyRequest, id: number, verb: 'updated' | 'deleted'): Promise<never> {
  const now = await store.findAction(request.server.db, id);
  if (!now) throw new HttpError(404, 'Action not found');
  checkEditable(request, now, verb);
  throw new HttpError(409, `Only pending actions can be ${verb}`);
}

/** HR/CEO, or the person who filed it, while it is still pending. */
function checkEditable(request: FastifyRequest, action: store.ActionRow, verb: 'updated' | 'deleted'): void {
  if (!mayReview(request.roles) && action.auditor_ID !== request.user.id) {
    throw new HttpError(403, `Only HR or the person who filed an action can ${verb === 'updated' ? 'update' : 'delete'} it`);
  }
  if (action.status !== STATUS.pending) {
    const message = `Only pending actions can be ${verb} (this action is ${action.status_name})`;
    throw new HttpError(409, message, [{ field: 'status', message }]);
  }
}

export const actionsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Static<typeof PolicyListQuery> }>('/actionpolicies', async (request) => store.listPolicies(app.db, request.query));

  app.post('/actionpolicies', async (request, reply) => {
    if (!(request.roles.ceo || request.roles.hr)) throw new HttpError(403, FORBIDDEN);
    const input = policyInput(checkBody(request, PolicyInput));
    if (await store.findPolicy(app.db, { actionId: input.action_ID })) throw duplicatePolicy();
    try {
      const row = await store.insertPolicy(app.db, input);
      return reply.code(201).send(row);
    } catch (e) {
      if (isUniqueViolation(e)) throw duplicatePolicy();
      throw e;
    }
  });

  app.put<{ Params: { id: string } }>('/actionpolicies/:id', async (request) => {
    if (!(request.roles.ceo || request.roles.hr)) throw new HttpError(403, FORBIDDEN);
    const id = idParam(request.params.id, 'Action policy');
    const current = await store.findPolicy(app.db, { id });
    if (!current) throw new HttpError(404, 'Action policy not found');
    const input = policyInput(checkBody(request, PolicyChanges), current);
    const same = await store.findPolicy(app.db, { actionId: input.action_ID });
    if (same && same.id !== id) throw duplicatePolicy();
    try {
      return await store.updatePolicy(app.db, id, input);
    } catch (e) {
      if (isUniqueViolation(e)) throw duplicatePolicy();
      throw e;
    }
  });

  const list = (status?: number) => async (request: FastifyRequest<{ Querystring: Static<typeof ActionListQuery> }>) => {
    const { f, paging } = actionListQuery(request, status);
    return store.listActions(app.db, f, paging);
  };
  app.get('/action_againsts', list());
  app.get('/action_againsts/pending', list(STATUS.pending));
  app.get('/action_againsts/approved', list(STATUS.approved));

  app.get('/action_againsts/approver_names', async () => {
    const items = await store.approverNames(app.db);
    return { items, count: items.length };
  });

  app.get<{ Querystring: Static<typeof FileableListQuery> }>('/action_againsts/managed_employees', async (request) => {
    if (!mayFile(request.roles)) throw new HttpError(403, FORBIDDEN);
    const q = request.query;
    const f = new Filters();
    f.add(fileableCondition(request.user, request.roles, (v) => f.param(v)));
    const search = likePattern(q.search);
    if (search) {
      const s = f.param(search);
      f.add(`e.name ILIKE ${s} OR e."RES_ID" ILIKE ${s}`);
    }
    return paged(
      app.db,
      {
        select: `e.id, e."RES_ID", e.name, e.email, e.role, e.role_title, e.department_id, d.department_name, e."team_ID",
                 t.team_name, e.manager_id`,
        from: `employees e LEFT JOIN departments d ON d.id = e.department_id LEFT JOIN teams t ON t."team_ID" = e."team_ID"`,
        where: f.where,
        params: f.params,
        sortable: { name: 'e.name', RES_ID: 'e."RES_ID"', id: 'e.id' } satisfies Record<SortKey<typeof FileableSort>, string>,
        defaultSort: 'name',
        tiebreak: 'e.id',
      },
      q,
    );
  });

  app.post('/action_againsts', async (request, reply) => {
    if (!mayFile(request.roles)) throw new HttpError(403, FORBIDDEN);
    const { input } = await prepareAction(request, checkBody(request, ActionInput));
    const id = await app.db.transaction(async (tx) => {
      const created = await store.insertAction(tx, request.user.id, input);
      await notifyActionFiled(app, tx, created, request.user.id);
      return created;
    });
    sendQueuedSoon(app);
    return reply.code(201).send(await store.findAction(app.db, id));
  });

  app.post('/action_againsts/import', async (request, reply) => {
    if (!mayFile(request.roles)) throw new HttpError(403, FORBIDDEN);
    return once(app.db, request, reply, () => importActions(request));
  });

  /** Files the CSV's actions (each row on its own); a retried upload with the same key files nothing twice. */
  const importActions = async (request: FastifyRequest) => {
    const form = await readMultipart(request);
    const file = form.files.file;
    if (!file) throw new HttpError(422, 'File is required', [{ field: 'file', message: 'File is required' }]);
    // Row numbers count the header as row 1, as a spreadsheet shows them (http/imports.ts).
    return importRows(
      app.db,
      parseCsv(file.data),
      'actions',
      async (record, tx) => {
        const checked = checkFields(ActionRow, record, { today: todayIso(app.today()) });
        const row = { ...checked.value, override_deduction: !blank(record.deduction_type) || !blank(record.deduction) };
        const { input } = await prepareAction(request, { value: row, errors: checked.errors }, { resId: true }, tx);
        await store.insertAction(tx, request.user.id, input);
      },
      (record) => ({ RES_ID: text(record.RES_ID), action_ID: text(record.action_ID) }),
    );
  };

  app.get<{ Params: { id: string } }>('/action_againsts/:id', async (request) => {
    checkCallerHeader(request);
    return visibleAction(request, idParam(request.params.id, 'Action'));
  });

  app.put<{ Params: { id: string } }>('/action_againsts/:id', async (request) => {
    checkCallerHeader(request);
    const id = idParam(request.params.id, 'Action');
    const current = await visibleAction(request, id);
    checkEditable(request, current, 'updated');
    const checked = checkBody(request, ActionChanges);
    const changes = changesOf(checked.value);
    if (changes.hr_comment !== undefined && !mayReview(request.roles)) {
      throw new HttpError(403, 'Only HR can add an HR comment');
    }
    const merged: ActionRecord = {
      employee_id: current.employee_id,
      actionpolicy_id: current.actionpolicy_id,
      date: current.date,
      details: current.details,
      override_deduction: current.override_deduction,
      deduction_type: (Object.keys(DEDUCTION_TYPES) as ('monetary' | 'days' | 'percentage')[]).find((k) => DEDUCTION_TYPES[k] === current.action_type),
      deduction: current.deduction,
      ...changes,
    };
    // HR may correct any action; a filer stays within the people they may file against.
    const { input } = await prepareAction(request, { value: merged, errors: checked.errors }, { anyEmployee: mayReview(request.roles) });
    const hrComment = changes.hr_comment !== undefined ? changes.hr_comment : current.hr_comment;
    if (!(await store.updateAction(app.db, id, { ...input, hr_comment: hrComment }))) await raceLost(request, id, 'updated');
    return store.findAction(app.db, id);
  });

  app.delete<{ Params: { id: string } }>('/action_againsts/:id', async (request, reply) => {
    checkCallerHeader(request);
    const id = idParam(request.params.id, 'Action');
    checkEditable(request, await visibleAction(request, id), 'deleted');
    // Its notifications go with it: no link to a missing record.
    const deleted = await app.db.transaction(async (tx) => {
      if (!(await store.deleteAction(tx, id))) return false;
      await withdrawNotifications(tx, 'action', id);
      return true;
    });
    if (!deleted) await raceLost(request, id, 'deleted');
    return reply.code(204).send();
  });

  reviewRoutes<store.ActionRow, Review>(app, {
    path: (review) => `/action_againsts/:id/${review}`,
    moves: ['approve', 'reject', 'waive'],
    async load(request) {
      if (!mayReview(request.roles)) throw new HttpError(403, 'Only HR can approve, reject or waive actions');
      const action = await store.findAction(app.db, idParam(request.params.id, 'Action'));
      if (!action) throw new HttpError(404, 'Action not found');
      return action;
    },
    own: { is: (action, request) => action.employee_id === request.user.id, message: 'You cannot review an action against yourself' },
    refuse(action, review) {
      nextStatus(review, action.status);
    },
    comment: { read: (request) => bodyOf(request, ReviewInput).hr_comment },
    async update(tx, action, review, comment, request) {
      // The status now, locked: a review that committed meanwhile is seen (its 409 from nextStatus), and the next one
      // waits for this one; so the only race left to lose is a delete.
      const status = await store.lockStatus(tx, action.id);
      if (status === undefined) return false;
      await store.moveStatus(tx, action.id, status, nextStatus(review, status), request.user.id, comment);
      await notifyActionOutcome(app, tx, action.id, OUTCOME[review], request.user.id);
      return true;
    },
    lost: async () => {
      throw new HttpError(404, 'Action not found');
    },
    answer: (_request, action) => {
      sendQueuedSoon(app);
      return store.findAction(app.db, action.id);
    },
  });
};
